/**
 * `tsx scripts/phone-fonts.ts DIR`: writes into DIR the Noto Sans Devanagari a Hindi reader's phone has as a system
 * font (the site's own files, its WOFF unpacked to OpenType, which Chromium finds by name through fontconfig), for
 * the bench's Chromium (scripts/lib/chromium.mjs, `phoneFontsEnv`; decision 106).
 */
import fs from 'node:fs'
import path from 'node:path'

import { sfntFromWoff } from '@/server/pdf/devanagari'

const dir = process.argv[2]
if (!dir) throw new Error('usage: tsx scripts/phone-fonts.ts DIR')
fs.mkdirSync(dir, { recursive: true })
for (const weight of [400, 700]) {
  const woff = fs.readFileSync(
    path.resolve(
      'node_modules/@fontsource/noto-sans-devanagari/files',
      `noto-sans-devanagari-devanagari-${weight}-normal.woff`,
    ),
  )
  fs.writeFileSync(path.join(dir, `noto-sans-devanagari-${weight}.ttf`), sfntFromWoff(new Uint8Array(woff)))
}
