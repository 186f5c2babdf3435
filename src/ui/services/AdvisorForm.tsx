'use client'

import { ADVISOR_TIMES, validateAdvisorRequest } from '@/domain/services/advisor'

import {
  apiCall,
  Form,
  FormNotice,
  MobileField,
  pageUrl,
  SelectField,
  SubmitButton,
  TextField,
} from '../forms'
import { useVerifiedForm } from '../otp'
import type { TServiceFormProps } from './types'

/**
 * meet_advisor (spec 1 and 3): name, mobile, city, pincode and a convenient time; the OTP popup verifies the
 * mobile (purpose MEET_ADVISOR), then the request is sent with the proof and the popup shows 'Successful!'.
 */
export function AdvisorForm({ servicesPath, skipVerification, resendSeconds }: TServiceFormProps) {
  const { form, notice, submitRef, onSubmit, modal } = useVerifiedForm({
    form: {
      initial: { full_name: '', mobile_number: '', city: '', pincode: '', preferred_time: '' },
      validate: validateAdvisorRequest,
      filters: {
        full_name: 'personName',
        mobile_number: 'mobile',
        city: ['lettersSpacesDots', 30],
        pincode: ['digits', 6],
      },
    },
    otp: {
      purpose: 'MEET_ADVISOR',
      servicesPath,
      skipVerification,
      resendSeconds,
      successView: 'successful',
    },
    // Spec 3: for form type meet_advisor the popup reads `mobile_number`.
    sendData: (value) => ({ phone_number: value.mobile_number, mobile_number: value.mobile_number }),
    submit: async (value, { authToken }) => {
      const answer = await apiCall('/api/v1/meet-advisor', {
        body: { ...value, auth_token: authToken, url: pageUrl() },
        form: { type: 'meetAdvisor', servicesPath },
      })
      return answer.status === 200 ? 'successful' : { notice: answer.message }
    },
    resetOnClose: true,
  })

  return (
    <>
      <Form
        form={form}
        id="meet-advisor-form"
        onSubmit={onSubmit}
        aria-labelledby="meet-advisor-heading"
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField form={form} name="full_name" label="Full name" autoComplete="name" />
        <MobileField form={form} name="mobile_number" />
        <TextField form={form} name="city" label="City" autoComplete="address-level2" />
        <TextField
          form={form}
          name="pincode"
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <SelectField
          form={form}
          name="preferred_time"
          label="Preferred time to call"
          placeholder="Select a time"
          options={ADVISOR_TIMES.map((time) => [time.value, time.label] as const)}
        />
        <div className="sm:col-span-2">
          <FormNotice id="meet-advisor-notice" text={notice} />
          <SubmitButton form={form} ref={submitRef}>
            Request a call back
          </SubmitButton>
        </div>
      </Form>
      {modal}
    </>
  )
}
