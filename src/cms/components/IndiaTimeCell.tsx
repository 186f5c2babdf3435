'use client'
import type { DefaultCellComponentProps, DateFieldClient } from 'payload'

import { formatDate } from '@/domain/format'
import { formatIndiaDateTime } from '@/domain/format/india-time'

/**
 * A date column of the admin's lists in India time ("24 Nov 2026, 14:05 IST"), whatever the clock of the computer
 * the list is opened on; a date without a time as its day ("24 Nov 2026"). Payload's own cell used the browser's
 * zone, so one list read differently in Mumbai and on a laptop set to UTC.
 */
export function IndiaTimeCell({
  cellData,
  field,
  link,
  linkURL,
}: DefaultCellComponentProps<DateFieldClient>) {
  const dayOnly =
    (field?.admin?.date as { pickerAppearance?: string } | undefined)?.pickerAppearance === 'dayOnly'
  const value =
    cellData === null || cellData === undefined || cellData === ''
      ? null
      : dayOnly
        ? formatDate(new Date(cellData))
        : formatIndiaDateTime(new Date(cellData))
  const text = value ?? ''
  return link && linkURL ? <a href={linkURL}>{text}</a> : <span>{text}</span>
}
