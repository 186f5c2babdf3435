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
        className="contact-tab fixed top-1/2 right-0 z-30 flex min-h-32 w-11 -translate-y-1/2 items-center justify-center rounded-l-lg bg-accent-600 py-3 text-sm font-semibold tracking-wide text-white shadow-lg [writing-mode:vertical-rl] hover:bg-brand-700"
      >
        <span className="rotate-180">{label}</span>
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
