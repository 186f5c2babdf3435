'use client'

import type React from 'react'
import { useId, useState } from 'react'

import { Icon } from '../primitives/Icon'

/**
 * One footer section (spec 2.2, 9): below 1200px an accordion, collapsed at first; from 1200px open, with its
 * heading and no toggle. The width is decided by CSS, so the server's HTML is right before any script runs.
 */
export function FooterSection({ heading, children }: { heading: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    // The heading, its toggle and its wide-screen twin take their look from `.footer-section` (globals.css).
    <div className="footer-section">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {heading}
          <Icon name="chevronDown" className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <span>{heading}</span>
      </h2>
      <div id={id} className={`pb-3 footer:block footer:pb-0 ${open ? '' : 'hidden'}`}>
        {children}
      </div>
    </div>
  )
}
