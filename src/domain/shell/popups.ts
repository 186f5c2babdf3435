/**
 * Which first-visit popup a page view shows (spec 2.2). The welcome popup belongs to the home page; the zero-GST
 * popup shows once per browser, never in the same page view as the welcome popup, so it waits for a later one.
 */
export type TPopup = 'welcome' | 'zero-gst'

/**
 * Browser storage keys: zero-GST once per browser (localStorage), welcome once per session (sessionStorage), and
 * no popup for the rest of the session once one was skipped (sessionStorage; see overlays.ts).
 */
export const POPUP_KEYS = {
  zeroGst: 'sahyog.zero-gst.seen',
  welcome: 'sahyog.welcome.seen',
  skipped: 'sahyog.popups.skipped',
} as const

export const hasWelcomePopup = (
  path: string,
  welcomePopup: 'Yes' | 'No' | null | undefined,
  content: unknown,
) => path === '/' && welcomePopup === 'Yes' && !!content

export function choosePopup(input: {
  welcomeAvailable: boolean
  zeroGstAvailable: boolean
  welcomeSeen: boolean
  zeroGstSeen: boolean
}): TPopup | null {
  if (input.welcomeAvailable && !input.welcomeSeen) return 'welcome'
  if (input.zeroGstAvailable && !input.zeroGstSeen) return 'zero-gst'
  return null
}
