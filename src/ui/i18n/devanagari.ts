import localFont from 'next/font/local'

/**
 * Noto Sans Devanagari, served by the site itself (no font service sees our visitors), in the Devanagari subset only:
 * Latin letters and figures keep the system font. Used on Hindi pages only (`html[lang='hi']`, globals.css), and
 * there only where the device has no Noto Sans Devanagari of its own: the device's comes first in the list, with
 * these same metrics ('Devanagari fallback', globals.css; decisions 106 and 119), so an Android phone never downloads
 * this face. English pages declare it and never download it. `swap`: a computer without a Devanagari font of its own
 * would otherwise show empty boxes until the next page; `size-adjust` brings the Devanagari letters to the optical
 * size of the Latin text beside them, and the ascent, descent and line-gap overrides keep every line as tall as the
 * system font's.
 */
export const devanagari = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-devanagari',
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF',
    },
    { prop: 'size-adjust', value: '106%' },
    { prop: 'ascent-override', value: '88%' },
    { prop: 'descent-override', value: '26%' },
    { prop: 'line-gap-override', value: '0%' },
  ],
})
