import {
  fitComments,
  isLeadFormType,
  LEAD_PLAN_NAME_MAX_LENGTH,
  type TLeadFormType,
} from '@/domain/leads/extras'

/**
 * Opens the contact lead panel from anywhere on the page — a calculator's 'Talk to an advisor', a product's call to
 * action, the chat assistant — with values carried into the lead (spec 3 `Comments`, `planName`). The panel itself
 * stays lazy: the side tab (shell/ContactTab) listens for the request and loads the panel then.
 *
 * It is a DOM event on `window`, so the static chat script can ask for it too:
 * `window.dispatchEvent(new CustomEvent('sahyog:lead-panel', { detail: { comments: '…' }, cancelable: true }))`.
 * This module is tiny on purpose: importing it does not pull the panel into a page's first load.
 */

export const LEAD_PANEL_EVENT = 'sahyog:lead-panel'

/** Purposes whose OTP handler records a lead; the side tab's QUICK_LINKS unless the spec names another. */
export type TLeadSourcePage = 'QUICK_LINKS'

export interface ILeadPanelRequest {
  /** Free text for the lead's `Comments` (a calculator's name and result); cut to the server's limit. */
  comments?: string
  /** The form type: `calculator` from the calculators, `product`, `chat`; the side tab's own is `contactus`. */
  formType?: TLeadFormType
  /** The plan the enquiry is about (`planName`). */
  planName?: string
  sourcePage?: TLeadSourcePage
}

/** What the panel receives: the request's values, fitted to their limits, and who gets focus back on close. */
export interface ILeadPanelPrefill {
  comments: string
  formType: TLeadFormType
  planName: string
  sourcePage: TLeadSourcePage
  returnFocus: HTMLElement | null
}

export function leadPanelPrefill(
  request: ILeadPanelRequest = {},
  returnFocus: HTMLElement | null = null,
): ILeadPanelPrefill {
  return {
    comments: fitComments(request.comments ?? ''),
    formType: request.formType ?? 'contactus',
    planName: (request.planName ?? '').trim().slice(0, LEAD_PLAN_NAME_MAX_LENGTH),
    sourcePage: request.sourcePage ?? 'QUICK_LINKS',
    returnFocus,
  }
}

/**
 * Asks the page's contact panel to open with these values. Returns false when no panel is on the page (partner
 * pages, or no quick link configured): the caller then offers another way (a link to the contact page).
 */
export function openLeadPanel(request: ILeadPanelRequest = {}): boolean {
  if (typeof window === 'undefined') return false
  const event = new CustomEvent<ILeadPanelRequest>(LEAD_PANEL_EVENT, { detail: request, cancelable: true })
  // The listener cancels the event to say it took the request.
  return !window.dispatchEvent(event)
}

/** For the panel's owner (the side tab): handles each request and reports it taken. */
export function onLeadPanelRequest(listener: (prefill: ILeadPanelPrefill) => void): () => void {
  const handle = (event: Event) => {
    event.preventDefault()
    const detail = (event as CustomEvent<unknown>).detail
    const request = (typeof detail === 'object' && detail !== null ? detail : {}) as Record<string, unknown>
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
    listener(
      leadPanelPrefill(
        {
          comments: text(request.comments),
          planName: text(request.planName),
          formType: isLeadFormType(request.formType) ? request.formType : undefined,
        },
        document.activeElement instanceof HTMLElement ? document.activeElement : null,
      ),
    )
  }
  window.addEventListener(LEAD_PANEL_EVENT, handle)
  return () => window.removeEventListener(LEAD_PANEL_EVENT, handle)
}
