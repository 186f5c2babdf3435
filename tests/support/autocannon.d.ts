/** The part of autocannon's programmatic interface the tests use (the package ships no types). */
declare module 'autocannon' {
  interface IOptions {
    url: string
    headers?: Record<string, string>
    connections?: number
    duration?: number
  }
  interface IResult {
    errors: number
    timeouts: number
    non2xx: number
    requests: { total: number; average: number }
    latency: { p99: number; average: number }
  }
  export default function autocannon(options: IOptions): Promise<IResult>
}
