'use client'

import { useRowLabel } from '@payloadcms/ui'

import { type IRowLabelProps, rowLabelText } from './row-label'

/**
 * The title bar of a block or array row in the admin: 'Hero: Life insurance made simple', or 'Hero 03' while the
 * heading is empty (./row-label.ts). Registered by path in each block's and array's config through `rowLabel()`.
 */
export function RowLabel({ type, from, names }: IRowLabelProps) {
  const { data, rowNumber } = useRowLabel<unknown>()
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {rowLabelText({ type, data, rowIndex: rowNumber, from, names })}
    </span>
  )
}
