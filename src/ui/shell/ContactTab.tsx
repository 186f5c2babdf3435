'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { type ILeadPanelPrefill, leadPanelPrefill, onLeadPanelRequest } from '../contact/open'
import { rememberLandingUtm } from '../contact/utm-storage'

// The panel (form, validators, dialog) is fetched on the first hover, focus or tap of the tab, not with the page.
const ContactPanel = lazy(() =>
  import('../contact/ContactPanel').then((module) => ({ default: module.ContactPanel })),
)

type Props = {
  /** The first quick link's label, shown on the tab and as the panel's heading. */
  label: string
  servicesPath: string
  skipVerification: boolean
  resendSeconds: number
  privacyPolicyUrl: string
  /** The chat assistant is on: the panel offers it (on a phone, the only way to it). */
  chat: boolean
}

/**
 * The sticky side contact tab (spec 2.2): opens the contact lead panel. It also keeps the landing address's
 * campaign parameters for the session, so a lead sent pages later still carries them, and opens the panel for
 * other parts of the page (`openLeadPanel` in contact/open.ts) with the values they carry into the lead.
 */
export function ContactTab({ label, ...panel }: Props) {
  const [wanted, setWanted] = useState(false)
  const [open, setOpen] = useState(false)
  const [prefill, setPrefill] = useState<ILeadPanelPrefill>(() => leadPanelPrefill())

  useEffect(() => {
    rememberLandingUtm(window.location.search)
  }, [])

  useEffect(
    () =>
      onLeadPanelRequest((request) => {
        setPrefill(request)
        setWanted(true)
        setOpen(true)
      }),
    [],
  )

  const load = () => setWanted(true)

  return (
    <>
      <button
        id="contact-tab"
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'contact-panel' : undefined}
        onPointerEnter={load}
        onFocus={load}
        onTouchStart={load}
        onClick={() => {
          load()
          setPrefill(leadPanelPrefill())
          setOpen(true)
        }}
        // A pill at the foot of a phone's screen, beside the chat button; the side tab from 768px.
        className="contact-tab fixed bottom-4 left-4 z-30 flex min-h-12 items-center justify-center rounded-full bg-accent-600 px-4 text-sm font-semibold text-white shadow-lg hover:bg-brand-700 md:top-1/2 md:right-0 md:bottom-auto md:left-auto md:min-h-32 md:w-11 md:-translate-y-1/2 md:rounded-none md:rounded-l-lg md:px-0 md:py-3 md:tracking-wide md:[writing-mode:vertical-rl]"
      >
        <span className="md:rotate-180">{label}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ContactPanel
            open={open}
            onOpenChange={setOpen}
            title={label}
            returnFocusId="contact-tab"
            prefill={prefill}
            {...panel}
          />
        </Suspense>
      ) : null}
    </>
  )
}
