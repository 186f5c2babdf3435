import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'

const baseURL = process.env.TEST_BASE_URL || 'http://localhost:3000'

/** Browser journeys against a running production server (scripts/test.mjs starts one), in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A trace records every action's screenshots and DOM: about 15% of the browser suite's time on two cores. CI
    // records it on the retry of a failed test, where it explains the failure; a local run keeps a failure's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // Journeys that only read run at both widths, in parallel.
    {
      name: 'mobile',
      testIgnore: /\.edit\.spec\.ts$/,
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 } },
    },
    {
      name: 'desktop',
      testIgnore: /\.edit\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Journeys that change shared content (menus, settings) run alone, one at a time, after the others.
    {
      name: 'editing',
      testMatch: /\.edit\.spec\.ts$/,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
})
