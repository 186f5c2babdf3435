import path from 'node:path'

import { defineConfig } from 'vitest/config'

/** Contract tests of the running site's HTTP interface; BASE_URL names the server under test. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    fileParallelism: false,
  },
})
