'use client'

import { useState } from 'react'

import services from '@/domain/i18n/en/services.json' with { type: 'json' }
import { type TUnclaimedQuery, validateUnclaimedQuery } from '@/domain/services/unclaimed'

import { apiCall, ChoiceField, Form, FormNotice, SubmitButton, TextField, useForm } from '../forms'
import { useFormat, useLanguage, useT } from '../i18n/Texts'
import { formatAmount } from '@/domain/format'

const TEXTS = services.unclaimedForm

type TItem = {
  policy_number: string
  holder: string
  reason: string
  amount: number
  unclaimed_since: string | null
}

/**
 * unclaimed-amounts: search by policy number, or by name and date of birth with the PAN optional (IRDAI). Sent
 * with the unclaimedAmounts form token; 'No data found for this Policy Number' when nothing is due.
 */
export function UnclaimedSearch({ servicesPath }: { servicesPath: string }) {
  const form = useForm({
    initial: { by: 'policy', policy_number: '', name: '', dob: '', pan: '' },
    validate: validateUnclaimedQuery,
    filters: { policy_number: 'policyNumber', name: 'personName', pan: ['upperAlphanumeric', 10] },
  })
  const [items, setItems] = useState<TItem[] | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const t = useT()
  const tf = useFormat()
  // The holder's name as the policy system spells it, marked English on a page in another language.
  const dataLanguage = useLanguage() === 'en' ? undefined : 'en'

  const send = async (value: TUnclaimedQuery) => {
    setNotice(null)
    setItems(null)
    const answer = await apiCall<{ items: TItem[] }>('/api/v1/unclaimed-amounts', {
      body: value,
      form: { type: 'unclaimedAmounts', servicesPath },
    })
    if (answer.status === 200 && answer.data) setItems(answer.data.items)
    else setNotice(answer.message)
  }

  return (
    <>
      <Form
        form={form}
        id="unclaimed-amounts-form"
        onSubmit={(event) => form.submit(event, send)}
        aria-labelledby="unclaimed-amounts-heading"
        className="grid gap-4"
      >
        <ChoiceField
          form={form}
          name="by"
          legend={t(TEXTS.searchBy)}
          options={[
            ['policy', t(TEXTS.policyNumber)],
            ['person', t(TEXTS.person)],
          ]}
          onChoose={() => {
            setNotice(null)
            setItems(null)
          }}
        />
        {form.values.by === 'policy' ? (
          <TextField
            form={form}
            name="policy_number"
            label={t(TEXTS.policyNumber)}
            hint={t(TEXTS.policyHint)}
            autoCapitalize="characters"
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField form={form} name="name" label={t(TEXTS.holderName)} autoComplete="name" />
            <TextField
              form={form}
              name="dob"
              label={t(TEXTS.dob)}
              type="date"
              max={new Date().toISOString().slice(0, 10)}
            />
            <TextField form={form} name="pan" label={t(TEXTS.pan)} optional autoCapitalize="characters" />
          </div>
        )}
        <div>
          <FormNotice id="unclaimed-amounts-notice" text={notice} />
          <SubmitButton form={form}>{t(TEXTS.search)}</SubmitButton>
        </div>
      </Form>
      <div aria-live="polite">
        {items ? (
          <table id="unclaimed-amounts-result" className="mt-6 w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-brand-900">
              {items.length === 1 ? t(TEXTS.one) : tf(TEXTS.many, { count: items.length })}
            </caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="py-2 pr-3">
                  {t(TEXTS.policyNumber)}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t(TEXTS.holder)}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t(TEXTS.dueFor)}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t(TEXTS.amount)}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.policy_number}-${item.reason}`} className="border-b border-gray-200">
                  <td className="py-2 pr-3">{item.policy_number}</td>
                  <td className="py-2 pr-3" lang={dataLanguage}>
                    {item.holder}
                  </td>
                  <td className="py-2 pr-3">{t(item.reason)}</td>
                  <td className="py-2 text-right font-semibold">{formatAmount(item.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </>
  )
}
