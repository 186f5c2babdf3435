import { afterEach, vi } from 'vitest'

/** For a test file of the settings: each test starts from the real environment and a fresh module. */
export function freshEnvEachTest(): void {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })
}

/** The settings reader of a fresh module, with these variables set on top of the environment. */
export async function loadEnv(vars: Record<string, string>) {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  return (await import('.')).env
}
