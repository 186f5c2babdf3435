'use client'

import { useRowLabel } from '@payloadcms/ui'

import { questionRowLabel, rateRowLabel } from './row-label'

/** The title bar of a rate table's row: its ages, terms and rate (./row-label.ts). */
export function RateRowLabel() {
  const { data, rowNumber } = useRowLabel<unknown>()
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {rateRowLabel(data, rowNumber)}
    </span>
  )
}

/** The title bar of a questionnaire's question: its key, whether a yes sends to review, its text (./row-label.ts). */
export function QuestionRowLabel() {
  const { data, rowNumber } = useRowLabel<unknown>()
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {questionRowLabel(data, rowNumber)}
    </span>
  )
}
