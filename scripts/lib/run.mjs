import { spawn } from 'node:child_process'

/**
 * Runs a command, streaming its output; resolves with the exit code (1 when killed), the signal if any and the
 * collected stdout and stderr. `quiet`: stdout is not streamed; `silent`: neither is (the caller prints them).
 */
export function run(command, args, { env = process.env, quiet = false, silent = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      if (!quiet && !silent) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
      if (!silent) process.stderr.write(chunk)
    })
    child.on('error', (error) => {
      console.error(`✖ ${command} could not start: ${error.message}`)
      resolve({ code: 1, stdout, stderr })
    })
    child.on('close', (code, signal) => {
      // A child killed by a signal prints nothing of its own: say so, or the log ends without a reason.
      if (signal) console.error(`✖ ${command} ${args.join(' ')} was killed by ${signal}`)
      resolve({ code: code ?? 1, stdout, stderr, signal })
    })
  })
}

export async function mustRun(command, args, options) {
  const result = await run(command, args, options)
  if (result.code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed with exit code ${result.code}`)
    process.exit(result.code)
  }
  return result
}
