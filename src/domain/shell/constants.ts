/** The shell's numbers from spec 2.2, 4 and 9, in one place. */
export const SHELL = {
  /** The scroll-to-top button shows once the page is scrolled further than this (px). */
  scrollTopThreshold: 700,
  /** From this width up the header shows the menu bar with hover submenus; below it the hamburger (px). */
  desktopMinWidth: 768,
  /** From this width up every footer section is open; below it each is an accordion (px). */
  footerOpenMinWidth: 1200,
  /** After the disclaimer opens it is scrolled into view after this delay (ms). */
  disclaimerScrollDelay: 500,
  /**
   * First-visit popups appear this long after the page is ready (ms): the visitor sees the page's own content
   * first, and a dialog never covers it on arrival (an intrusive interstitial on a phone).
   */
  popupDelay: 4_000,
  /** The service worker registers when the browser is idle, or at the latest after this delay (ms). */
  serviceWorkerDelay: 30_000,
  /** The brand's blue: the browser bar's colour on phones (viewport) and the web manifest's theme colour. */
  themeColour: '#084887',
} as const

export const mediaMinWidth = (px: number) => `(min-width: ${px}px)`

export const showsScrollTop = (scrollY: number) => scrollY > SHELL.scrollTopThreshold
