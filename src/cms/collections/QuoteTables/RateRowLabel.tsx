'use client'

import { useRowLabel } from '@payloadcms/ui'

import { rateRowLabel } from './row-label'

/** The title bar of a rate table's row: its ages, terms and rate (./row-label.ts). */
export function RateRowLabel() {
  const { data, rowNumber } = useRowLabel<unknown>()
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {rateRowLabel(data, rowNumber)}
    </span>
  )
}
