/**
 * Debian's Chromium as every browser run here starts it (browser journeys, the bench, screenshots): no sandbox (it
 * runs in containers), no GPU, and nothing that reaches out to the network on its own.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
