import os from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
      '@': path.resolve(__dirname, 'src'),
    },
  },
  test: {
    // scripts/: the test script's own helpers (scripts/lib/system.test.ts).
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // A test's time limit guards against a hang, not a speed: on a busy 2-core machine a test that imports a route
    // afresh takes over 3 s of the default 5. Speeds that matter are asserted by the tests themselves.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      // Unit tests never touch the working copy's database, and keep their output to the results.
      SQLITE_PATH: path.join(os.tmpdir(), 'site-unit-tests', 'site.db'),
      LOG_LEVEL: 'silent',
    },
  },
})
