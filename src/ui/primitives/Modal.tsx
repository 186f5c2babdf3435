'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type React from 'react'
import { useRef } from 'react'

import { useScrollLock } from '../shell/state'
import { Icon } from './Icon'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: string
  hideTitle?: boolean
  /** Optional id of the content element (the dialog itself). */
  contentId?: string
  className?: string
  children: React.ReactNode
}

/**
 * An accessible modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it, focus
 * returns to where it was, the rest of the page is hidden from assistive technology and does not scroll.
 */
export function Modal({ open, onOpenChange, title, hideTitle, contentId, className = '', children }: Props) {
  useScrollLock(open)
  const contentRef = useRef<HTMLDivElement>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay fixed inset-0 z-[70] bg-brand-900/60" />
        <Dialog.Content
          id={contentId}
          aria-describedby={undefined}
          // Focus goes to the dialog itself, so its name is announced and no control shows a focus ring unasked.
          ref={contentRef}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            contentRef.current?.focus()
          }}
          className={`modal-content fixed top-1/2 left-1/2 z-[71] max-h-[88vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8 ${className}`}
        >
          <Dialog.Title
            className={hideTitle ? 'sr-only' : 'pr-10 text-xl font-bold text-brand-900 sm:text-2xl'}
          >
            {title}
          </Dialog.Title>
          {children}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-gray-100 hover:text-ink"
          >
            <Icon name="close" className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
