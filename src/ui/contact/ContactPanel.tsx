'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRef } from 'react'

import type { ILeadForm } from '@/domain/forms/lead'
import { sendOtpFormType } from '@/domain/leads/extras'
import { leadSendOtpData } from '@/domain/leads/record'
import { OTP_UI_TIMINGS } from '@/domain/otp/protocol'
import fields from '@/domain/i18n/en/fields.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'

import { Form, FormNotice, pageUrl, SubmitButton, useForm, useNotice } from '../forms'
import { useOtpVerification } from '../otp'
import { Icon } from '../primitives/Icon'
import { openChat } from '../shell/chat-open'
import { focusFloatingControl } from '../shell/FloatingGuard'
import { useOverlay, useScrollLock } from '../shell/state'
import {
  EMPTY_LEAD_VALUES,
  LEAD_FILTERS,
  LeadFields,
  leadWaitsForBlur,
  validateLeadValues,
} from './LeadFields'
import type { ILeadPanelPrefill } from './open'
import { readSessionUtm } from './utm-storage'

export type ContactPanelProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The panel's heading: the contact tab's label. */
  title: string
  servicesPath: string
  /** APP_ENV devs or sit: the OTP popup verifies without a server call (spec 4). */
  skipVerification: boolean
  resendSeconds?: number
  privacyPolicyUrl: string
  /** The element that gets focus back when the panel closes (the tab), unless the prefill names another. */
  returnFocusId: string
  /** Values another part of the page carries into the lead (openLeadPanel), and who opened the panel. */
  prefill?: ILeadPanelPrefill
  /**
   * The chat assistant is on: the panel offers it. On a phone the panel is the one floating control's (the overlay
   * policy), so this is where the chat is found there.
   */
  chat?: boolean
}

/**
 * The contact lead panel (spec 2.5, 3, 4, 5): slides in from the side, a dialog with the lead form. Submit sends
 * the OTP with the lead payload; the OTP popup verifies the number and says 'Thank you'.
 */
export function ContactPanel({
  open,
  onOpenChange,
  title,
  returnFocusId,
  chat = false,
  ...rest
}: ContactPanelProps) {
  const t = useT()
  useScrollLock(open)
  useOverlay(open)
  // 'Chat with us' closes the panel first; the chat opens once the panel has let go of the focus.
  const toChat = useRef(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-fade fixed inset-0 z-[74] bg-brand-900/50" />
        <Dialog.Content
          id="contact-panel"
          aria-describedby="contact-panel-intro"
          onCloseAutoFocus={(event) => {
            // No Radix trigger here (the tab loads the panel lazily): focus goes back to the tab by hand.
            event.preventDefault()
            if (toChat.current) {
              toChat.current = false
              openChat()
              return
            }
            const opener = rest.prefill?.returnFocus
            if (opener?.isConnected) opener.focus()
            else {
              const tab = document.getElementById(returnFocusId)
              if (tab) focusFloatingControl(tab)
            }
          }}
          className="contact-panel fixed top-0 right-0 z-[75] flex h-full w-full max-w-md flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-6 py-5">
            <div>
              <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
              <Dialog.Description id="contact-panel-intro" className="mt-1 text-sm text-muted">
                {t(fields.lead.intro)}
              </Dialog.Description>
              {chat ? (
                <p className="mt-2 text-sm text-muted">
                  {t(fields.lead.chatBefore)}{' '}
                  <button
                    type="button"
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                    onClick={() => {
                      toChat.current = true
                      onOpenChange(false)
                    }}
                  >
                    {t(fields.lead.chat)}
                  </button>
                </p>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t(fields.close)}
              className="-mt-2 -mr-3 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-gray-100 hover:text-ink"
            >
              <Icon name="close" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {/* Mounted only while open: closing the panel resets the form. */}
          <LeadForm {...rest} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

type TFormProps = Omit<ContactPanelProps, 'open' | 'onOpenChange' | 'title' | 'returnFocusId'> & {
  onDone: () => void
}

function LeadForm({
  servicesPath,
  skipVerification,
  resendSeconds,
  privacyPolicyUrl,
  prefill,
  onDone,
}: TFormProps) {
  const t = useT()
  const form = useForm({
    initial: EMPTY_LEAD_VALUES,
    validate: validateLeadValues,
    filters: LEAD_FILTERS,
    waitsForBlur: leadWaitsForBlur,
  })
  // Spec 4: the send error text clears after 4 s.
  const [notice, setNotice] = useNotice(OTP_UI_TIMINGS.sendErrorMs)
  const submitRef = useRef<HTMLButtonElement>(null)

  const otp = useOtpVerification({
    purpose: prefill?.sourcePage ?? 'QUICK_LINKS',
    servicesPath,
    skipVerification,
    resendSeconds,
    successView: 'thankYou',
    returnFocus: () => submitRef.current,
    onClose: ({ verified, notice: message }) => {
      if (verified) return onDone()
      // Spec 4: closing the popup resets the form that opened it.
      form.reset()
      if (message) setNotice(message)
    },
  })

  const send = async (lead: ILeadForm) => {
    setNotice(null)
    const extras = prefill
      ? { comments: prefill.comments, planName: prefill.planName, formType: prefill.formType }
      : undefined
    // A lead handed over by a form that holds a spec 7 token (a calculator) is that form's post: it brings a token.
    const formType = sendOtpFormType(prefill?.formType)
    const outcome = await otp.send(
      leadSendOtpData(lead, pageUrl(), { utm: readSessionUtm(), extras }),
      formType ? { formType } : {},
    )
    if (outcome.kind === 'failed') setNotice(outcome.message)
  }

  return (
    <>
      <Form
        form={form}
        id="contact-lead-form"
        onSubmit={(event) => form.submit(event, send)}
        className="flex flex-1 flex-col gap-4 px-6 py-5"
      >
        {prefill?.comments || prefill?.planName ? (
          <div className="rounded-md bg-brand-50 p-3 text-sm text-ink" data-testid="lead-panel-about">
            <p className="font-semibold text-brand-900">{t(fields.lead.yourEnquiry)}</p>
            {prefill.planName ? <p>{prefill.planName}</p> : null}
            {prefill.comments ? <p className="whitespace-pre-line">{prefill.comments}</p> : null}
          </div>
        ) : null}
        <LeadFields form={form} privacyPolicyUrl={privacyPolicyUrl} />
        <FormNotice id="contact-panel-notice" text={notice} />
        <SubmitButton form={form} className="w-full" ref={submitRef}>
          {t(fields.lead.submit)}
        </SubmitButton>
        <p className="text-sm text-muted">{t(fields.lead.when)}</p>
      </Form>
      {otp.modal}
    </>
  )
}
