'use client'

import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'

import {
  CONSENT,
  CONSENT_PURPOSES,
  allPurposes,
  parseConsent,
  serializeConsent,
  withdraws,
  type TConsent,
  type TConsentChoice,
} from '@/domain/consent'
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'

import { useOverlay } from './state'

/** Told when this component writes the consent cookie (it is the only writer), so every reader reads it again. */
const cookieReaders = new Set<() => void>()
const rawCookie = (): string | null => {
  const pair = document.cookie.split('; ').find((item) => item.startsWith(`${CONSENT.cookie}=`))
  return pair ? decodeURIComponent(pair.slice(CONSENT.cookie.length + 1)) : null
}

/**
 * The consent cookie's value: undefined on the server and while hydrating (nothing is shown until it is known),
 * then read in a task of its own after hydration, as a transition. A first visit's banner then renders after the
 * page's start-up task rather than inside it, so it adds nothing to the longest task a visitor waits on.
 */
function useConsentCookie(): string | null | undefined {
  const [raw, setRaw] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    const read = () => setRaw(rawCookie())
    cookieReaders.add(read)
    const first = setTimeout(() => startTransition(read), 0)
    return () => {
      clearTimeout(first)
      cookieReaders.delete(read)
    }
  }, [])
  return raw
}

const newId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * Brings the code that waited for a purpose to life (decision 60): each inert script gets a running copy beside it,
 * with its own type back, and each template's markup is put in after it. The server's nodes stay where React put
 * them, marked as started, so this happens once per page load.
 */
function start(choice: TConsentChoice) {
  for (const { key } of CONSENT_PURPOSES) {
    if (!choice[key]) continue
    const waiting = `[${CONSENT.attribute}="${key}"]:not([data-consent-started])`
    for (const inert of document.querySelectorAll<HTMLScriptElement>(`script[type="text/plain"]${waiting}`)) {
      inert.setAttribute('data-consent-started', '')
      const script = document.createElement('script')
      for (const { name, value } of inert.attributes) {
        if (
          name !== 'type' &&
          name !== 'data-type' &&
          name !== CONSENT.attribute &&
          name !== 'data-consent-started'
        )
          script.setAttribute(name, value)
      }
      const type = inert.getAttribute('data-type')
      if (type) script.type = type
      if (!inert.src) script.text = inert.text
      inert.after(script)
    }
    for (const template of document.querySelectorAll<HTMLTemplateElement>(`template${waiting}`)) {
      template.setAttribute('data-consent-started', '')
      template.after(template.content.cloneNode(true))
    }
  }
}

function remember(consent: TConsent) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT.cookie}=${encodeURIComponent(serializeConsent(consent))}; Max-Age=${
    CONSENT.maxAgeDays * 86_400
  }; Path=/; SameSite=Lax${secure}`
  // The record on the server (POST /api/v1/consent); the choice holds in this browser whatever it answers.
  for (const reader of cookieReaders) reader()
  void fetch('/api/v1/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: consent.id,
      version: consent.version,
      choice: consent.choice,
      page: location.pathname,
    }),
    keepalive: true,
  }).catch(() => undefined)
}

/**
 * The cookie banner and chooser (DPDP Act 2023; issue item 9). With analytics switched on in the site settings, a
 * visitor with no current choice sees a banner at the foot of the page, over nothing they need: "Accept all" and
 * "Reject all" side by side, equally plain, and "Choose" for each purpose. Nothing that needs consent runs before a
 * yes. "Cookie settings" in the footer opens the chooser again; taking back a yes reloads the page, which is the
 * only way to stop code that is already running. Each choice is kept in a first-party cookie for 180 days and
 * recorded on the server under a random id.
 */
export function Consent({ asks, privacyPolicyUrl }: { asks: boolean; privacyPolicyUrl: string }) {
  const t = useT()
  const raw = useConsentCookie()
  const current = useMemo(() => (raw === undefined ? undefined : parseConsent(raw)), [raw])
  const [chosen, setChosen] = useState<'closed' | 'choose' | null>(null)
  const [draft, setDraft] = useState<TConsentChoice>(allPurposes(false))
  const opener = useRef<HTMLElement | null>(null)
  const region = useRef<HTMLDivElement>(null)
  const headingId = useId()
  // The banner shows by itself only while there is no choice that still holds; the chooser when asked for.
  const mode = chosen ?? (asks && current === null ? 'banner' : 'closed')
  useOverlay(mode !== 'closed', 'passing')

  useEffect(() => {
    if (!current) return
    start(current.choice)
    window.dispatchEvent(new Event(CONSENT.grantedEvent))
  }, [current])

  useEffect(() => {
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setDraft(parseConsent(rawCookie())?.choice ?? allPurposes(false))
      setChosen('choose')
    }
    window.addEventListener(CONSENT.openEvent, open)
    return () => window.removeEventListener(CONSENT.openEvent, open)
  }, [])

  useEffect(() => {
    if (mode === 'choose')
      region.current?.querySelector<HTMLElement>('input:not([disabled]), button')?.focus()
  }, [mode])

  const decide = useCallback(
    (choice: TConsentChoice) => {
      const before = current?.choice ?? null
      const consent: TConsent = {
        version: CONSENT.version,
        id: current?.id ?? newId(),
        at: Date.now(),
        choice,
      }
      remember(consent)
      setChosen('closed')
      opener.current?.focus()
      if (withdraws(before, choice)) location.reload()
    },
    [current],
  )

  if (mode === 'closed') return null
  return (
    <div
      ref={region}
      role="region"
      aria-labelledby={headingId}
      className="cookie-consent fixed inset-x-0 bottom-0 z-50 border-t border-gray-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && mode === 'choose' && current) setChosen('closed')
      }}
    >
      <div className="mx-auto max-w-6xl px-4 py-4">
        <h2 id={headingId} className="text-base font-bold text-brand-900">
          {t(shell.consent.heading)}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t(shell.consent.intro)}{' '}
          <a href={privacyPolicyUrl} className="font-semibold text-brand-700 underline">
            {t(shell.consent.privacyPolicy)}
          </a>
        </p>
        {mode === 'choose' ? (
          <fieldset className="mt-3 space-y-2">
            <legend className="sr-only">{t(shell.consent.choose)}</legend>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" checked disabled className="mt-1 h-4 w-4" />
              <span>
                <span className="font-semibold text-ink">{t(shell.consent.necessary)}</span>{' '}
                {t(shell.consent.necessaryText)}
              </span>
            </label>
            {CONSENT_PURPOSES.map((purpose) => (
              <label key={purpose.key} className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name={purpose.key}
                  checked={draft[purpose.key]}
                  onChange={(event) => setDraft({ ...draft, [purpose.key]: event.target.checked })}
                  className="mt-1 h-4 w-4"
                />
                <span>
                  <span className="font-semibold text-ink">{purpose.label}</span>: {purpose.description}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => decide(allPurposes(true))}>
            {t(shell.consent.acceptAll)}
          </button>
          <button type="button" className="btn-secondary" onClick={() => decide(allPurposes(false))}>
            {t(shell.consent.rejectAll)}
          </button>
          {mode === 'choose' ? (
            <button type="button" className="btn-primary" onClick={() => decide(draft)}>
              {t(shell.consent.saveChoices)}
            </button>
          ) : (
            <button type="button" className="btn-secondary" onClick={() => setChosen('choose')}>
              {t(shell.consent.chooseButton)}
            </button>
          )}
        </div>
      </div>
    </div>
  )
}

/** "Cookie settings" in the footer: opens the chooser, where a yes is taken back as easily as it was given. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useT()
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(CONSENT.openEvent))}
    >
      {t(shell.consent.settings)}
    </button>
  )
}
