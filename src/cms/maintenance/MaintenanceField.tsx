'use client'
import { toast, useField, useFormFields, useFormModified, useServerFunctions } from '@payloadcms/ui'
import React, { useRef, useState } from 'react'

import { useNow } from '@/cms/components/use-now'
import { formatIndiaDateTime, instantOf, parseWallTime } from '@/domain/format/india-time'
import { maintenanceEffect, maintenanceOn, MAINTENANCE_MESSAGES } from '@/domain/status/maintenance'
import type { TMaintenanceResult } from '@/server/maintenance'

import './maintenance.css'

/** Said once the settings have reloaded after a switch. */
const NOTICE_KEY = 'site.maintenance.notice'

/** What the last switch did, kept for the reload that follows it and said once. */
function takeNotice(): string | null {
  if (typeof window === 'undefined') return null
  const notice = window.sessionStorage.getItem(NOTICE_KEY)
  if (notice) window.sessionStorage.removeItem(NOTICE_KEY)
  return notice
}

/**
 * The maintenance switch of the site settings (decision 85), in place of a bare Yes/No: it says whether visitors get
 * the maintenance page and until when, takes an optional end time typed in India time, and asks before switching the
 * site off, naming the effect. The server makes the change (`maintenance-switch`) and refuses an end time past.
 */
export function MaintenanceField({ path }: { path: string }) {
  const { value } = useField<string>({ path })
  const endsAt = useFormFields(([fields]) => fields.maintenance_ends_at?.value as string | null | undefined)
  const modified = useFormModified()
  const { serverFunction } = useServerFunctions()
  const dialog = useRef<HTMLDialogElement>(null)
  const [day, setDay] = useState('')
  const [time, setTime] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice] = useState(takeNotice)
  const now = useNow()

  const on = maintenanceOn({ show_maintenance: value, maintenance_ends_at: endsAt ?? null })
  const typed = day || time ? parseWallTime(day, time) : null
  const end = typed ? instantOf(typed) : null
  const typedWrong = Boolean(day || time) && !typed
  const endPast = end !== null && end.getTime() <= now.getTime()

  const send = async (next: boolean) => {
    setBusy(true)
    setError(null)
    try {
      const result = (await serverFunction({
        name: 'maintenance-switch',
        args: { on: next, endsAt: next && end ? end.toISOString() : null },
      })) as TMaintenanceResult | undefined
      if (!result || 'error' in result) {
        const message = result?.error ?? 'That did not work just now. Try again in a moment.'
        setError(message)
        toast.error(message)
        return
      }
      dialog.current?.close()
      window.sessionStorage.setItem(NOTICE_KEY, result.message)
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="site-maintenance field-type" data-maintenance={on ? 'on' : 'off'}>
      <p className="site-maintenance__label">Maintenance mode</p>
      {notice ? (
        <p className="site-maintenance__notice" role="status">
          {notice}
        </p>
      ) : null}
      {on ? (
        <>
          <p className="site-maintenance__state site-maintenance__state--on">
            <strong>On:</strong> visitors see “Page under maintenance” on every page
            {endsAt ? `, until ${formatIndiaDateTime(endsAt)}, when it switches itself off` : ''}. The renewal
            premium payment stays open.
          </p>
          <button
            type="button"
            id="maintenance-off"
            className="btn btn--style-primary btn--size-medium"
            disabled={busy}
            onClick={() => void send(false)}
          >
            Bring the site back now
          </button>
        </>
      ) : (
        <>
          <p className="site-maintenance__state">
            <strong>Off:</strong> visitors see the published pages.
          </p>
          <fieldset className="site-maintenance__end">
            <legend>Ends by itself at (optional, India time)</legend>
            <label>
              Date
              <input
                id="maintenance-end-date"
                type="date"
                value={day}
                onChange={(event) => setDay(event.target.value)}
              />
            </label>
            <label>
              Time
              <input
                id="maintenance-end-time"
                type="time"
                step={60}
                value={time}
                onChange={(event) => setTime(event.target.value)}
              />
            </label>
          </fieldset>
          {typedWrong ? <p className="site-maintenance__error">{MAINTENANCE_MESSAGES.endInvalid}</p> : null}
          {endPast ? <p className="site-maintenance__error">{MAINTENANCE_MESSAGES.endPassed(now)}</p> : null}
          {modified ? <p className="site-maintenance__hint">Save your other changes first.</p> : null}
          <button
            type="button"
            id="maintenance-on"
            className="btn btn--style-secondary btn--size-medium"
            disabled={busy || modified || typedWrong || endPast}
            onClick={() => {
              setError(null)
              dialog.current?.showModal()
            }}
          >
            Put the site under maintenance…
          </button>
        </>
      )}
      <dialog ref={dialog} className="site-maintenance__dialog" aria-labelledby="maintenance-confirm-title">
        <h2 id="maintenance-confirm-title">Put the whole site under maintenance?</h2>
        <p id="maintenance-effect">{maintenanceEffect(end)}</p>
        {error ? (
          <p className="site-maintenance__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="site-maintenance__buttons">
          <button
            type="button"
            id="maintenance-confirm"
            className="btn btn--style-primary btn--size-medium"
            disabled={busy}
            onClick={() => void send(true)}
          >
            Yes, show the maintenance page
          </button>
          <button
            type="button"
            id="maintenance-cancel"
            className="btn btn--style-secondary btn--size-medium"
            onClick={() => dialog.current?.close()}
          >
            Cancel
          </button>
        </div>
      </dialog>
    </div>
  )
}
