'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'

/**
 * A table that may be wider than the screen: it scrolls sideways inside its own box (a region a keyboard can reach
 * and scroll), and says so above it while it is wider than the box, so no column is cut off without a word. The
 * cue follows the width (a phone turned, a window widened).
 */
export function TableScroll({
  label,
  children,
  className = '',
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  const t = useT()
  const box = useRef<HTMLDivElement>(null)
  const [wider, setWider] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => setWider(element.scrollWidth > element.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    const table = element.firstElementChild
    if (table) observer.observe(table)
    return () => observer.disconnect()
  }, [])
  return (
    <div className={className}>
      {wider ? (
        <p className="mb-1 flex items-center gap-1 text-sm text-muted" data-scroll-cue="">
          {t(shell.tableScroll)} <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div
        ref={box}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-table-scroll=""
        className={`overflow-x-auto ${wider ? 'table-scroll-edge' : ''}`}
      >
        {children}
      </div>
    </div>
  )
}
