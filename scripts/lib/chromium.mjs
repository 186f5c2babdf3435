import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

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

/**
 * The environment for a Chromium that has the Devanagari font an Indian phone has (Android's Noto Sans Devanagari),
 * as the bench's phone: this machine has none, so without it a Hindi page is drawn in empty boxes until the site's
 * face comes, which no Hindi reader's phone shows (decision 106). The font is the one the site serves, installed
 * for that Chromium only through a fontconfig file written under `dir`; the machine's own fonts stay as they are.
 */
export function phoneFontsEnv(dir) {
  const fonts = path.join(dir, 'fonts')
  const made = spawnSync('npx', ['tsx', 'scripts/phone-fonts.ts', fonts], { stdio: 'inherit' })
  if (made.status !== 0) throw new Error('scripts/phone-fonts.ts failed')
  const conf = path.join(dir, 'fonts.conf')
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fonts}</dir>
  <cachedir>${path.join(dir, 'font-cache')}</cachedir>
</fontconfig>
`,
  )
  return { ...process.env, FONTCONFIG_FILE: conf }
}
