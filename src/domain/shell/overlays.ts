import { allowsFirstVisitPopup, pageKind } from './overlay-policy'
import { createStore } from './store'

export { isJourneyPage, isStatusPage, JOURNEY_PATHS } from './overlay-policy'

/**
 * One overlay at a time. Every overlay (the lead panel, the OTP popup, dialogs, the phone menu, the search box,
 * a desktop submenu) holds a place here while it is open; the first-visit popups read it to decide when they may
 * show. No React in here: src/ui/shell/state.ts binds it to components.
 */

/**
 * A `task` overlay is something the visitor opened to get something done (a form, the OTP popup, a dialog);
 * a `passing` one is a menu or the search box, open for a moment on the way somewhere.
 */
export type TOverlayKind = 'task' | 'passing'

export type TOverlays = ReturnType<typeof createOverlays>

export function createOverlays() {
  const open = createStore(0)
  let tasksThisView = 0
  return {
    /** Registers an open overlay; the returned function releases it (once, however often it is called). */
    hold(kind: TOverlayKind): () => void {
      if (kind === 'task') tasksThisView += 1
      open.set((count) => count + 1)
      let held = true
      return () => {
        if (!held) return
        held = false
        open.set((count) => count - 1)
      }
    },
    /** How many overlays are open now. */
    count: open.get,
    subscribe: open.subscribe,
    /** How many task overlays were opened since the page view began. */
    tasksThisView: () => tasksThisView,
    /** A new page view (a client navigation) begins. */
    newPageView() {
      tasksThisView = 0
    },
  }
}

/** How long the visitor must have left the page alone before a first-visit popup may show (ms). */
export const POPUP_IDLE_MS = 2_000

export type TPopupGate = 'show' | 'wait' | 'skip'

/**
 * Whether a first-visit popup may show now. `skip`: not in this session (a page where the visitor works: a quote,
 * a calculator, a service journey, a grievance, an error page (`allowsFirstVisitPopup`); an editor's preview; or
 * the visitor already
 * opened a form or dialog in this page view: they are busy, and a popup would interrupt them). `wait`: the visitor
 * has not used the page yet, something is open, a field has focus, or the visitor touched the page less than
 * POPUP_IDLE_MS ago. `show`: the visitor has used the page, nothing is open, and they have left it alone since.
 *
 * Why a first use: the browser measures a page's largest contentful paint until the visitor's first tap, click,
 * key or scroll. A popup painted before that is the largest thing on the page, and a visitor who only reads would
 * have it recorded as the page's load time, seconds late (decision 79).
 */
export function popupGate(input: {
  path: string
  /** The page holds a calculator or a form the visitor came for, wherever its path is (overlay-policy.ts). */
  work?: boolean
  openOverlays: number
  tasksThisView: number
  fieldFocused: boolean
  idleMs: number
  /** The visitor has tapped, clicked, pressed a key or scrolled by wheel or touch since the document loaded. */
  used: boolean
  /** An editor's preview of a draft (the address carries `_preview`): they came to read the page, not a popup. */
  preview?: boolean
}): TPopupGate {
  if (
    input.preview ||
    !allowsFirstVisitPopup(pageKind(input.path, { work: input.work })) ||
    input.tasksThisView > 0
  )
    return 'skip'
  if (!input.used || input.openOverlays > 0 || input.fieldFocused || input.idleMs < POPUP_IDLE_MS)
    return 'wait'
  return 'show'
}
