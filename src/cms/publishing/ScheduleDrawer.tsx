'use client'
import { Drawer, toast, useConfig, useDocumentInfo, useModal, useServerFunctions } from '@payloadcms/ui'
import React, { useCallback, useEffect, useMemo, useState } from 'react'

import { useNow } from '@/cms/components/use-now'
import {
  formatClock,
  formatIndiaDateTime,
  formatWallDay,
  INDIA_TIME_ZONE,
  instantOf,
  parseWallTime,
  wallTimeIn,
  wallTimeInputs,
} from '@/domain/format/india-time'
import { scheduleRefusal, type TScheduleType } from '@/domain/publishing/schedule'

import './publishing.css'

interface IUpcoming {
  id: number | string
  input: { type?: TScheduleType; timezone?: string }
  waitUntil: string
}

type TResult = { message?: string; error?: string } | undefined

/**
 * "Schedule Publish": the date and time typed as a clock in the chosen zone reads them (India time unless the editor
 * picks another), to the minute. What the typed time means is said beside it ("= 06:05 UTC"), a time already past
 * is refused before saving and again by the server, and what is scheduled is listed in India time.
 */
export function ScheduleDrawer({
  slug,
  publishRefusal = null,
}: {
  slug: string
  /** Why this change may not be published yet (the review), shown and keeping a publish from being saved. */
  publishRefusal?: string | null
}) {
  const { toggleModal } = useModal()
  const { id, collectionSlug } = useDocumentInfo()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const {
    config: {
      admin: {
        timezones: { defaultTimezone, supportedTimezones },
      },
    },
  } = useConfig()
  const zones = supportedTimezones.length
    ? supportedTimezones
    : [{ label: 'India time (IST)', value: INDIA_TIME_ZONE }]
  const [zone, setZone] = useState(defaultTimezone || INDIA_TIME_ZONE)
  const [type, setType] = useState<TScheduleType>('publish')
  const [day, setDay] = useState('')
  const [time, setTime] = useState('')
  // The clock the "already passed" check reads, every few seconds while the drawer is open.
  const now = useNow()
  const [upcoming, setUpcoming] = useState<IUpcoming[] | null>(null)
  const [saving, setSaving] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)

  const wall = parseWallTime(day, time)
  const at = wall ? instantOf(wall, zone) : null
  const refusal = day || time ? scheduleRefusal({ type, at, now }) : null
  const publishBlocked = type === 'publish' ? publishRefusal : null
  const zoneLabel = zones.find((z) => z.value === zone)?.label ?? zone
  const nowThere = wallTimeIn(now, zone)
  const [minDay] = wallTimeInputs(nowThere)

  const fetchUpcoming = useCallback(async () => {
    const docs = (await getUpcomingScheduledPublish({ id, collectionSlug })) as IUpcoming[]
    setUpcoming(docs)
  }, [getUpcomingScheduledPublish, id, collectionSlug])

  useEffect(() => {
    let open = true
    void (getUpcomingScheduledPublish({ id, collectionSlug }) as Promise<IUpcoming[]>).then((docs) => {
      if (open) setUpcoming(docs)
    })
    return () => {
      open = false
    }
  }, [getUpcomingScheduledPublish, id, collectionSlug])

  const save = async () => {
    setServerError(null)
    const problem = scheduleRefusal({ type, at, now: new Date() }) ?? publishBlocked
    if (problem || !at) {
      setServerError(problem ?? 'Choose the date and time it should happen at.')
      return
    }
    setSaving(true)
    try {
      const result = (await schedulePublish({
        type,
        date: at,
        doc: { relationTo: collectionSlug!, value: String(id) },
        timezone: zone,
      })) as TResult
      if (!result || result.error) {
        const message = result?.error ?? 'The schedule could not be saved just now.'
        setServerError(message)
        toast.error(message)
        return
      }
      toast.success(`Scheduled. ${result.message ?? ''}`.trim())
      setDay('')
      setTime('')
      await fetchUpcoming()
    } finally {
      setSaving(false)
    }
  }

  const cancel = async (jobId: number | string) => {
    const result = (await schedulePublish({ deleteID: jobId })) as TResult
    if (!result || result.error) toast.error(result?.error ?? 'The event could not be cancelled.')
    else toast.success(result.message ?? 'Cancelled.')
    await fetchUpcoming()
  }

  const meaning = useMemo(() => {
    if (!at) return null
    const inIndia = formatIndiaDateTime(at)
    const utc = wallTimeIn(at, 'UTC')
    return zone === INDIA_TIME_ZONE
      ? `${inIndia} (${formatClock(utc)} UTC on ${formatWallDay(utc)})`
      : `${formatClock(wallTimeIn(at, zone))} ${zoneLabel} is ${inIndia}`
  }, [at, zone, zoneLabel])

  return (
    <Drawer
      slug={slug}
      gutter={false}
      Header={
        <div className="site-schedule__header">
          <h2>Schedule publishing</h2>
          <button
            type="button"
            className="site-schedule__close"
            aria-label="Close"
            onClick={() => toggleModal(slug)}
          >
            ×
          </button>
        </div>
      }
    >
      <div className="site-schedule">
        <fieldset className="site-schedule__type">
          <legend>What should happen</legend>
          {(['publish', 'unpublish'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${slug}-type`}
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                disabled={saving}
              />{' '}
              {value === 'publish' ? 'Publish' : 'Unpublish'}
            </label>
          ))}
        </fieldset>
        {publishBlocked ? (
          <p className="site-schedule__blocked" role="note">
            {publishBlocked}
          </p>
        ) : null}
        <div className="site-schedule__when">
          <label>
            Date
            <input
              id="schedule-day"
              type="date"
              value={day}
              min={minDay}
              onChange={(event) => setDay(event.target.value)}
              disabled={saving}
            />
          </label>
          <label>
            Time
            <input
              id="schedule-time"
              type="time"
              step={60}
              value={time}
              onChange={(event) => setTime(event.target.value)}
              disabled={saving}
            />
          </label>
          <label>
            Time zone
            <select
              id="schedule-zone"
              value={zone}
              onChange={(event) => setZone(event.target.value)}
              disabled={saving}
            >
              {zones.map((z) => (
                <option key={z.value} value={z.value}>
                  {z.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="site-schedule__note" data-testid="schedule-now">
          It is now {formatClock(nowThere)} on {formatWallDay(nowThere)} in {zoneLabel}.
        </p>
        {meaning && !refusal ? (
          <p className="site-schedule__meaning" data-testid="schedule-meaning">
            {type === 'publish' ? 'Publishes' : 'Unpublishes'} at {meaning}.
          </p>
        ) : null}
        {refusal || serverError ? (
          <p className="site-schedule__error" role="alert" data-testid="schedule-error">
            {serverError ?? refusal}
          </p>
        ) : null}
        <button
          id="scheduled-publish-save"
          type="button"
          className="btn btn--style-primary btn--size-medium"
          disabled={saving || !at || !!refusal || !!publishBlocked}
          onClick={() => void save()}
        >
          {saving ? 'Saving…' : 'Save schedule'}
        </button>
      </div>
      <div className="site-schedule site-schedule__upcoming">
        <h3>Scheduled for this page (India time)</h3>
        {upcoming === null ? <p>Loading…</p> : null}
        {upcoming?.length === 0 ? <p>Nothing is scheduled.</p> : null}
        {upcoming?.length ? (
          <table data-testid="schedule-upcoming">
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">When (India time)</th>
                <th scope="col">Chosen in</th>
                <th scope="col">
                  <span className="site-schedule__hidden">Cancel</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {upcoming.map((event) => (
                <tr key={event.id}>
                  <td>{event.input.type === 'unpublish' ? 'Unpublish' : 'Publish'}</td>
                  <td>{formatIndiaDateTime(event.waitUntil)}</td>
                  <td>
                    {zones.find((z) => z.value === event.input.timezone)?.label ??
                      event.input.timezone ??
                      '—'}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--style-secondary btn--size-small"
                      onClick={() => void cancel(event.id)}
                    >
                      Cancel
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </Drawer>
  )
}
