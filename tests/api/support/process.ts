import { readFileSync, readdirSync } from 'node:fs'

/**
 * The server under test as a process of this machine (Linux): found by its command line and its PORT, so a test
 * can read what it holds in memory. Throws when it is not on this machine.
 */
export function serverProcess(port: number) {
  const pid = readdirSync('/proc').find((entry) => {
    if (!/^\d+$/.test(entry)) return false
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      if (!command.includes('host/server.mjs')) return false
      return readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)
    } catch {
      return false
    }
  })
  if (!pid) throw new Error(`no server process on port ${port} on this machine`)
  const environment = new Map(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
  )
  return {
    pid: Number(pid),
    /** A setting the process was started with. */
    env: (name: string): string | undefined => environment.get(name),
    /** The resident set: the memory the process holds now. */
    residentBytes(): number {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]
      if (!kib) throw new Error(`no VmRSS for process ${pid}`)
      return Number(kib) * 1024
    },
  }
}
