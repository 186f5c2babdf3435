import type React from 'react'

import { BRANCH_FINDER_PATH, distanceNote, type TNearBranch } from '@/domain/branches/nearest'

import { Field, inputClass } from '../forms/fields'
import { format } from '@/domain/i18n/format'

import { serverTexts, serverTranslator } from '../i18n/language'
import { BranchCard, branchTexts } from './BranchViews'
import { NearMeButton } from './NearMeButton'

/**
 * The branch finder: a plain GET form to the results page, so a PIN code search works before (and without) any
 * script and its answer has an address; the server checks the PIN code and its message sits under the field.
 * "Use my location" joins it where the browser can locate.
 */
export async function BranchFinder({
  pin = '',
  error = null,
  locationMessage = null,
}: {
  /** The PIN code to show in the field (what was searched or typed). */
  pin?: string
  /** The PIN code's message, beside the field. */
  error?: string | null
  /** Why a location from the address could not be used. */
  locationMessage?: string | null
}) {
  const { texts } = await branchTexts()
  const unavailable = (await serverTexts('services')).location.unavailable
  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <div className="rounded-lg border border-gray-200 bg-brand-50 p-4 md:p-6">
        <h2 id="branch-finder-heading" className="text-xl font-semibold text-brand-900">
          {texts.finder}
        </h2>
        <form
          method="get"
          action={BRANCH_FINDER_PATH}
          role="search"
          aria-labelledby="branch-finder-heading"
          noValidate
          className="mt-3 flex flex-wrap items-start gap-3"
        >
          <div className="w-full sm:w-60">
            <Field name="pin" id="branch-pin" label={texts.pin} error={error}>
              {(aria) => (
                <input
                  {...aria}
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={6}
                  pattern="[1-9][0-9]{5}"
                  defaultValue={pin}
                  className={inputClass(Boolean(error))}
                />
              )}
            </Field>
          </div>
          <button type="submit" className="btn-primary sm:mt-6">
            {texts.find}
          </button>
        </form>
        <NearMeButton
          message={locationMessage}
          texts={{
            useLocation: texts.useLocation,
            locating: texts.locating,
            note: texts.locationNote,
            unavailable,
          }}
        />
      </div>
    </section>
  )
}

/** A line with the branches' names in it: each name marked English on a page in another language. */
function withNames(text: string, names: string[], english: 'en' | undefined): React.ReactNode {
  const name = english ? names.find((candidate) => text.includes(candidate)) : undefined
  if (!name) return text
  const [before, ...after] = text.split(name)
  return (
    <>
      {before}
      <span lang={english}>{name}</span>
      {after.join(name)}
    </>
  )
}

/**
 * The finder's results, nearest first: each card says its distance, or that the branch has the PIN code searched
 * (a PIN code is an area, so no distance is made up for it). `line` says how the list was made.
 */
export async function NearBranchList({ line, results }: { line: string; results: TNearBranch[] }) {
  const [{ texts, english }, t] = await Promise.all([branchTexts(), serverTranslator(['services'])])
  const names = results.map(({ branch }) => branch.name)
  return (
    <section className="mx-auto max-w-6xl px-4 py-6" aria-labelledby="near-branches-heading">
      <h2 id="near-branches-heading" className="text-xl font-semibold text-brand-900">
        {texts.nearest}
      </h2>
      <p className="mt-2 text-ink" data-testid="branch-finder-line">
        {withNames(t(line), names, english)}
      </p>
      {results.length ? (
        <>
          <ol className="mt-4 grid gap-4 md:grid-cols-2">
            {results.map(({ branch, distanceKm }) => (
              <li key={branch.slug}>
                <BranchCard
                  branch={branch}
                  linkName
                  note={
                    distanceKm === null
                      ? format(texts.inPin, { pin: branch.pincode })
                      : t(distanceNote(distanceKm))
                  }
                />
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-muted">{texts.straight}</p>
        </>
      ) : null}
    </section>
  )
}
