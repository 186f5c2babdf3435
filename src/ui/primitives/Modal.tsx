'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type React from 'react'
import { useRef } from 'react'

import { useOverlay, useScrollLock } from '../shell/state'
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
  /**
   * `sheet`: a banner along the bottom of the screen, at most a third of its height, that leaves the page usable
   * and takes no focus (a first-visit popup on a phone). It is not modal: Escape, its close button, or reaching
   * for anything else on the page closes it.
   */
  variant?: 'dialog' | 'sheet'
  children: React.ReactNode
}

/**
 * An accessible modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it, focus
 * returns to where it was, the rest of the page is hidden from assistive technology and does not scroll.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle,
  contentId,
  className = '',
  variant = 'dialog',
  children,
}: Props) {
  const sheet = variant === 'sheet'
  useScrollLock(open && !sheet)
  useOverlay(open && !sheet)
  const contentRef = useRef<HTMLDivElement>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={!sheet}>
      <Dialog.Portal>
        {sheet ? null : <Dialog.Overlay className="modal-overlay fixed inset-0 z-[70] bg-brand-900/60" />}
        <Dialog.Content
          id={contentId}
          aria-describedby={undefined}
          // Focus goes to the dialog itself, so its name is announced and no control shows a focus ring unasked;
          // a sheet leaves focus where the visitor has it.
          ref={contentRef}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            if (!sheet) contentRef.current?.focus()
          }}
          onCloseAutoFocus={sheet ? (event) => event.preventDefault() : undefined}
          className={`${
            sheet
              ? 'modal-sheet fixed inset-x-0 bottom-0 z-[71] max-h-[33vh] overflow-y-auto rounded-t-2xl border-t border-brand-100 bg-white px-5 pt-4 pb-5 shadow-[0_-8px_24px_rgb(0_0_0/0.15)]'
              : 'modal-content fixed top-1/2 left-1/2 z-[71] max-h-[88vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8'
          } focus:outline-none ${className}`}
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
