import localFont from 'next/font/local'

/**
 * Noto Sans Devanagari, served by the site itself (no font service sees our visitors), in the Devanagari subset only:
 * Latin letters and figures keep the system font. Used on Hindi pages only (`html[lang='hi']`, globals.css); English
 * pages declare the face and never download it. `size-adjust` brings the Devanagari letters to the optical size of
 * the Latin text beside them, and the ascent, descent and line-gap overrides keep every line as tall as the system
 * font's. `fallback` (decision 106): the first paint is not held; Devanagari letters wait at most 100 ms for the
 * face (on a fast line it comes in that time), then show in the phone's own font and take the site's when it
 * comes, within 3 s. A phone's own Noto Sans Devanagari stands in with this face's metrics ('Devanagari fallback',
 * globals.css), so the change moves nothing. A computer with no Devanagari font at all shows boxes until the face
 * comes, not for the whole page as with `optional`; with `swap` it painted those boxes first even when the face came
 * a few milliseconds later, and the letters replacing them moved a product page's section (a layout shift of 0.11).
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
  display: 'fallback',
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
