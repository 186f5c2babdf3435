'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'

import { format } from '@/domain/i18n/format'
import { NAV_MAX_RANGE_DAYS, type TFundNavQueryErrors } from '@/domain/nav-history'

import { apiCall, type TApiResult } from '../forms/client'
import { Field, inputClass } from '../forms/fields'
import { useT } from '../i18n/Texts'

export const NAV_HISTORY_API = '/api/v1/nav-history'

/** What the form needs of a fund: its name, SFIN and the first and last day of its NAVs. */
export interface INavFundChoice {
  sfin: string
  name: string
  first: string
  last: string
}

type TAnswer = { message: string | null; errors: TFundNavQueryErrors }

/**
 * What the form does with the API's answer to a choice: a bad choice (400 with field messages) is shown in place; a
 * good one (200) opens the page at its address; anything else (403 for a token refused, no answer) goes to the page
 * the way the form does without script.
 */
export function afterNavCheck(
  answer: TApiResult,
): { kind: 'refused'; answer: TAnswer } | { kind: 'open' } | { kind: 'submit' } {
  if (answer.status === 400 && answer.errors) {
    return { kind: 'refused', answer: { message: answer.message, errors: answer.errors } }
  }
  return answer.status === 200 ? { kind: 'open' } : { kind: 'submit' }
}

/**
 * The fund and period form (decisions 40 and 65). It is a plain GET form to the page, so it works before (and
 * without) any script and its result has an address that can be shared; the server checks the choice and its
 * messages sit under the fields.
 *
 * With script, the navHistory form holds a spec 7 token: a choice is first asked of `GET /api/v1/nav-history` with a
 * fresh token (x-csrf-token, x-csrf-id). A bad choice is answered where it was made, with the server's messages and
 * the old result hidden, without loading a page; a good one opens the page at its address. With no usable answer
 * (no token, no network) the form goes to the page as it would without script.
 */
export function NavHistorySearch({
  funds,
  values,
  message,
  errors,
  servicesPath,
  action,
  texts,
  fundsLang,
  children,
}: {
  funds: readonly INavFundChoice[]
  values: { fund: string; from: string; to: string }
  /** The server's answer to the address's choice. */
  message: string | null
  errors: TFundNavQueryErrors
  servicesPath: string
  /** The page's address in its language: the form's action, and where a good choice opens. */
  action: string
  /** The form's words in the page's language (the services texts, `navPage`). */
  texts: { fund: string; from: string; to: string; show: string; hint: string }
  /** The `lang` of the funds' names where the page is in another language than the fund list (English). */
  fundsLang?: 'en'
  /** The result the server drew for the address's choice; hidden while a newer choice's messages show. */
  children?: ReactNode
}) {
  const router = useRouter()
  // The API answers in English; its messages are shown in the page's language.
  const t = useT()
  const formRef = useRef<HTMLFormElement>(null)
  const [checked, setChecked] = useState<TAnswer | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [busy, setBusy] = useState(false)
  const [fund, setFund] = useState(values.fund)
  const shown = checked ?? { message, errors }
  const chosen = funds.find((candidate) => candidate.sfin === fund)
  const error = (name: keyof TFundNavQueryErrors) => {
    const message = shown.errors[name]
    return message ? t(message) : null
  }
  const dates = { min: chosen?.first, max: chosen?.last, type: 'date' } as const

  // A choice refused in place: focus goes to its first field with a message.
  useEffect(() => {
    if (attempt === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const data = new FormData(form)
    const query = new URLSearchParams()
    for (const key of ['fund', 'from', 'to']) {
      const value = data.get(key)
      query.set(key, typeof value === 'string' ? value : '')
    }
    const address = `${action}?${query}`
    setBusy(true)
    const answer = await apiCall(`${NAV_HISTORY_API}?${query}`, {
      method: 'GET',
      form: { type: 'navHistory', servicesPath },
    })
    setBusy(false)
    const next = afterNavCheck(answer)
    if (next.kind === 'refused') {
      setChecked(next.answer)
      setAttempt((count) => count + 1)
      return
    }
    setChecked(null)
    if (next.kind === 'open') router.push(address)
    // submit() fires no submit event: the browser goes to the page as it does without script.
    else form.submit()
  }

  return (
    <>
      <div className="mt-6">
        <form
          ref={formRef}
          method="get"
          action={action}
          className="rounded-lg border border-gray-200 bg-brand-50 p-4"
          onSubmit={(event) => void onSubmit(event)}
          aria-busy={busy || undefined}
          noValidate
        >
          {shown.message ? (
            <p key={attempt} role="alert" className="mb-3 font-semibold text-red-800">
              {t(shown.message)}
            </p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-start">
            <Field name="fund" id="nav-fund" label={texts.fund} error={error('fund')}>
              {(aria) => (
                <select
                  {...aria}
                  defaultValue={values.fund}
                  onChange={(event) => setFund(event.target.value)}
                  className={inputClass(Boolean(error('fund')))}
                >
                  {funds.map((option) => (
                    <option key={option.sfin} value={option.sfin} lang={fundsLang}>
                      {option.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="from" id="nav-from" label={texts.from} error={error('from')}>
              {(aria) => (
                <input
                  {...aria}
                  {...dates}
                  defaultValue={values.from}
                  className={inputClass(Boolean(error('from')))}
                />
              )}
            </Field>
            <Field name="to" id="nav-to" label={texts.to} error={error('to')}>
              {(aria) => (
                <input
                  {...aria}
                  {...dates}
                  defaultValue={values.to}
                  className={inputClass(Boolean(error('to')))}
                />
              )}
            </Field>
            <button
              type="submit"
              className="rounded bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 md:mt-7"
            >
              {texts.show}
            </button>
          </div>
          {error('page') ? <p className="mt-1 text-sm text-red-700">{error('page')}</p> : null}
          <p className="mt-3 text-sm text-muted">
            {format(texts.hint, { years: Math.round(NAV_MAX_RANGE_DAYS / 365) })}
          </p>
        </form>
      </div>
      {checked ? null : children}
    </>
  )
}
