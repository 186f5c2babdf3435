import { type ILeadForm, LEAD_LANGUAGES, type TLeadField, validateLeadForm } from '@/domain/forms/lead'
import { formMessage } from '@/domain/forms/messages'
import type { TFilter } from '@/domain/forms/filters'
import fields from '@/domain/i18n/en/fields.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }

import { CheckboxField, MobileField, SelectField, TextField, type TForm, type TValidation } from '../forms'

/** The contact form's fields as the form kit holds them: the consent tick is 'yes' or ''. */
export const EMPTY_LEAD_VALUES: Record<TLeadField, string> = {
  full_name: '',
  full_email: '',
  full_number: '',
  prefferd_language: '',
  is_submit_contact: '',
}

/** Spec 5's filters of the contact fields. */
export const LEAD_FILTERS: Partial<Record<TLeadField, TFilter>> = {
  full_name: 'personName',
  full_email: 'email',
  full_number: 'mobile',
}

/** The lead form's rules, with the spec's message for each key. */
export function validateLeadValues(values: Record<TLeadField, string>): TValidation<ILeadForm, TLeadField> {
  const result = validateLeadForm({ ...values, is_submit_contact: values.is_submit_contact === 'yes' })
  if (result.ok) return result
  const errors = Object.entries(result.errors).map(([field, key]) => [field, formMessage(key)])
  return { ok: false, errors: Object.fromEntries(errors) }
}

/** A trailing space is normal mid-typing ("Asha "): that rule waits until the visitor leaves the field. */
export const leadWaitsForBlur = (message: string) => message === formMessage('fullNameEndValidation')

/**
 * The contact fields of spec 3 (name, e-mail, mobile, language, consent), shared by the contact panel and the
 * quote's save form, so a lead is asked for in the same words everywhere.
 */
export function LeadFields<F extends string>({
  form,
  privacyPolicyUrl,
}: {
  form: TForm<F | TLeadField>
  privacyPolicyUrl: string
}) {
  const t = useT()
  return (
    <>
      <TextField form={form} name="full_name" label={t(fields.lead.fullName)} autoComplete="name" />
      <TextField
        form={form}
        name="full_email"
        label={t(fields.lead.email)}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <MobileField form={form} name="full_number" />
      <SelectField
        form={form}
        name="prefferd_language"
        label={t(fields.lead.language)}
        placeholder={t(fields.lead.languagePlaceholder)}
        options={LEAD_LANGUAGES.map((language) => [language, t(fields.lead.languages[language])] as const)}
      />
      <CheckboxField
        form={form}
        name="is_submit_contact"
        label={
          <>
            {t(fields.lead.consentBefore)}{' '}
            <a
              href={privacyPolicyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {t(fields.lead.consentLink)}
              <span className="sr-only"> {t(shell.newTab)}</span>
            </a>
            {t(fields.lead.consentAfter)}
          </>
        }
      />
    </>
  )
}
