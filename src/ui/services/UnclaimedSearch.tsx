'use client'

import type React from 'react'
import { useState } from 'react'

import { personName, policyNumber } from '@/domain/forms/filters'
import { validateUnclaimedQuery } from '@/domain/services/unclaimed'

import { postServiceForm } from './client'
import { Field, FormNotice, inputClass } from './Fields'
import { useServiceForm } from './useServiceForm'

type TItem = {
  policy_number: string
  holder: string
  reason: string
  amount: number
  unclaimed_since: string | null
}
type TBy = 'policy' | 'person'

const ORDER = ['policy_number', 'name', 'dob', 'pan'] as const
const rupees = (amount: number) => `₹ ${amount.toLocaleString('en-IN')}`

/**
 * unclaimed-amounts: search by policy number, or by name and date of birth with the PAN optional (IRDAI). Sent
 * with the unclaimedAmounts form token; 'No data found for this Policy Number' when nothing is due.
 */
export function UnclaimedSearch({ servicesPath }: { servicesPath: string }) {
  const [by, setBy] = useState<TBy>('policy')
  const form = useServiceForm({
    initial: { policy_number: '', name: '', dob: '', pan: '' },
    validate: (values) => validateUnclaimedQuery({ ...values, by }),
    order: ORDER,
    filters: {
      policy_number: policyNumber,
      name: personName,
      pan: (value) =>
        value
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, '')
          .slice(0, 10),
    },
  })
  const [items, setItems] = useState<TItem[] | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const value = form.check(event.currentTarget)
    if (!value) return
    setBusy(true)
    setNotice(null)
    setItems(null)
    const answer = await postServiceForm<{ items: TItem[] }>(
      '/api/v1/unclaimed-amounts',
      { ...value },
      { servicesPath, formName: 'unclaimedAmounts' },
    )
    setBusy(false)
    if (answer.status === 200 && answer.data) setItems(answer.data.items)
    else setNotice(answer.message)
  }

  const input = (
    name: 'policy_number' | 'name' | 'dob' | 'pan',
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
    optional = false,
  ) => (
    <Field name={name} label={label} optional={optional} error={form.errorOf(name)}>
      {(aria) => (
        <input
          {...aria}
          {...extra}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.target.value)}
          onBlur={() => form.blur(name)}
          className={inputClass(Boolean(form.errorOf(name)))}
        />
      )}
    </Field>
  )

  return (
    <>
      <form
        id="unclaimed-amounts-form"
        noValidate
        onSubmit={submit}
        aria-busy={busy}
        aria-labelledby="unclaimed-amounts-heading"
        className="grid gap-4"
      >
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Search by</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {(
              [
                ['policy', 'Policy number'],
                ['person', 'Name and date of birth'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-400 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="by"
                  value={value}
                  checked={by === value}
                  onChange={() => {
                    setBy(value)
                    setNotice(null)
                    setItems(null)
                  }}
                  className="h-5 w-5 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {by === 'policy' ? (
          input('policy_number', 'Policy number', { type: 'text', autoCapitalize: 'characters' })
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            {input('name', 'Policyholder name', { type: 'text', autoComplete: 'name' })}
            {input('dob', 'Date of birth', { type: 'date', max: new Date().toISOString().slice(0, 10) })}
            {input('pan', 'PAN', { type: 'text', autoCapitalize: 'characters' }, true)}
          </div>
        )}
        <div>
          <FormNotice id="unclaimed-amounts-notice" text={notice} />
          <button type="submit" disabled={busy} className="btn-primary disabled:opacity-60">
            Search
          </button>
        </div>
      </form>
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
                  <td className="py-2 text-right font-semibold">{rupees(item.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </>
  )
}
