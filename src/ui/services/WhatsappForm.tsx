'use client'

import services from '@/domain/i18n/en/services.json' with { type: 'json' }
import type { TOtpResultView } from '@/domain/otp/views'
import {
  type TWhatsappOutcome,
  validateWhatsappRequest,
  WHATSAPP_CONSENT_TEXT,
} from '@/domain/services/whatsapp'

import {
  apiCall,
  ChoiceField,
  Form,
  FormNotice,
  MobileField,
  pageUrl,
  SubmitButton,
  TextField,
} from '../forms'
import { useFormat, useT } from '../i18n/Texts'
import { useVerifiedForm } from '../otp'
import type { TServiceFormProps } from './types'

const TEXTS = services.whatsappForm

const VIEWS: Record<TWhatsappOutcome, TOtpResultView> = {
  enabled: 'whatsappEnabled',
  already_opted_in: 'whatsappAlreadyOptedIn',
  disabled: 'whatsappDisabled',
  not_opted_in: 'whatsappNotOptedIn',
}

/**
 * register-for-whatsapp: the mobile number (and a policy number if the visitor wants), opt in or opt out, then the
 * OTP popup (REGISTER_WHATSAPP_PAGE); the popup ends with 'Whatsapp Notification Enabled!' or, for a number that
 * is already registered, 'Your whatsapp number is already opted in. Thank you'.
 */
export function WhatsappForm({ servicesPath, skipVerification, resendSeconds }: TServiceFormProps) {
  const { form, notice, submitRef, onSubmit, modal } = useVerifiedForm({
    form: {
      initial: { action: 'opt_in', mobile_number: '', policy_number: '' },
      validate: validateWhatsappRequest,
      filters: { mobile_number: 'mobile', policy_number: 'policyNumber' },
    },
    otp: {
      purpose: 'REGISTER_WHATSAPP_PAGE',
      servicesPath,
      skipVerification,
      resendSeconds,
      successView: 'whatsappEnabled',
    },
    sendData: (value) => ({ phone_number: value.mobile_number }),
    submit: async (value, { authToken }) => {
      const answer = await apiCall<{ outcome: TWhatsappOutcome }>('/api/v1/register-for-whatsapp', {
        body: { ...value, auth_token: authToken, url: pageUrl() },
        form: { type: 'registerWhatsapp', servicesPath },
      })
      return answer.status === 200 && answer.data ? VIEWS[answer.data.outcome] : { notice: answer.message }
    },
    resetOnClose: true,
  })
  const optIn = form.values.action === 'opt_in'
  const t = useT()
  const tf = useFormat()

  return (
    <>
      <Form
        form={form}
        id="register-whatsapp-form"
        onSubmit={onSubmit}
        aria-labelledby="register-whatsapp-heading"
        className="grid gap-4"
      >
        <ChoiceField
          form={form}
          name="action"
          legend={t(TEXTS.what)}
          options={[
            ['opt_in', t(TEXTS.optInChoice)],
            ['opt_out', t(TEXTS.optOutChoice)],
          ]}
        />
        <MobileField form={form} name="mobile_number" label={t(TEXTS.mobile)} />
        <TextField
          form={form}
          name="policy_number"
          label={t(TEXTS.policyNumber)}
          optional
          hint={t(TEXTS.policyHint)}
          autoCapitalize="characters"
        />
        {optIn ? (
          <p id="whatsapp-consent" className="text-sm leading-6 text-muted">
            {tf(TEXTS.consent, { consent: WHATSAPP_CONSENT_TEXT })}
          </p>
        ) : null}
        <div>
          <FormNotice id="register-whatsapp-notice" text={notice} />
          <SubmitButton form={form} ref={submitRef} aria-describedby={optIn ? 'whatsapp-consent' : undefined}>
            {t(optIn ? TEXTS.optIn : TEXTS.optOut)}
          </SubmitButton>
        </div>
      </Form>
      {modal}
    </>
  )
}
