'use client'

import { useState } from 'react'

import { type TUnclaimedQuery, validateUnclaimedQuery } from '@/domain/services/unclaimed'

import { apiCall, ChoiceField, Form, FormNotice, SubmitButton, TextField, useForm } from '../forms'
import { formatAmount } from '@/domain/format'

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
          legend="Search by"
          options={[
            ['policy', 'Policy number'],
            ['person', 'Name and date of birth'],
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
            label="Policy number"
            hint="14 letters or digits, as printed on your policy"
            autoCapitalize="characters"
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField form={form} name="name" label="Policyholder name" autoComplete="name" />
            <TextField
              form={form}
              name="dob"
              label="Date of birth"
              type="date"
              max={new Date().toISOString().slice(0, 10)}
            />
            <TextField form={form} name="pan" label="PAN" optional autoCapitalize="characters" />
          </div>
        )}
        <div>
          <FormNotice id="unclaimed-amounts-notice" text={notice} />
          <SubmitButton form={form}>Search</SubmitButton>
        </div>
      </Form>
      <div aria-live="polite">
        {items ? (
          <table id="unclaimed-amounts-result" className="mt-6 w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-brand-900">
              {items.length === 1 ? 'One amount is due' : `${items.length} amounts are due`}
            </caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="py-2 pr-3">
                  Policy number
                </th>
                <th scope="col" className="py-2 pr-3">
                  Policyholder
                </th>
                <th scope="col" className="py-2 pr-3">
                  Amount due for
                </th>
                <th scope="col" className="py-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.policy_number}-${item.reason}`} className="border-b border-gray-200">
                  <td className="py-2 pr-3">{item.policy_number}</td>
                  <td className="py-2 pr-3">{item.holder}</td>
                  <td className="py-2 pr-3">{item.reason}</td>
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
