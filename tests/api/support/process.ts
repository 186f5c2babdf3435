import { readFileSync, readdirSync } from 'node:fs'

/** A process's settings, by name; null for a process that is not a server of ours, or is gone. */
function serverSettings(pid: string): Map<string, string> | null {
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('host/server.mjs')) return null
    const lines = readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter((line) => line.includes('='))
    return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]))
  } catch {
    return null
  }
}

/**
 * The server under test as a process of this machine (Linux): found by its command line and its PORT, so a test
 * can read what it holds in memory and the settings it was started with. Throws when it is not on this machine.
 */
export function serverProcess(port: number) {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    const settings = serverSettings(pid)
    if (settings?.get('PORT') !== String(port)) continue
    return {
      pid: Number(pid),
      /** A setting the process was started with. */
      env: (name: string): string | undefined => settings.get(name),
      /** The resident set: the memory the process holds now. */
      residentBytes(): number {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8')
        const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]
        if (!kib) throw new Error(`no VmRSS for process ${pid}`)
        return Number(kib) * 1024
      },
    }
  }
  throw new Error(`no server process on port ${port} on this machine`)
}
