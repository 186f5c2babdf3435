import path from 'node:path'

import { defineConfig } from 'vitest/config'

/**
 * The many-instances leg (scripts/lib/multi-leg.mjs): two instances of the site behind Varnish, on their own
 * PostgreSQL database, Redis and object store. TEST_BASE_URL and TEST_BASE_URL_2 name the instances.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: {
    include: ['tests/multi/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
