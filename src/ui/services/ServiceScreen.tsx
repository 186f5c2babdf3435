import type React from 'react'

import type { TLanguage } from '@/domain/i18n/languages'

import { Breadcrumbs } from '../branches/BranchViews'
import { PartTexts } from '../i18n/PartTexts'
import { Shell } from '../shell/Shell'

type TProps = {
  path: string
  trail: { name: string; path: string }[]
  schema: { schema_value: object }[]
  heading: string
  /** The id of the heading, for the form's aria-labelledby. */
  headingId: string
  intro: React.ReactNode
  /** Help beside the form: turnaround, documents, escalation. */
  aside?: React.ReactNode
  children: React.ReactNode
  /** The language the screen's own words are written in, when the page's (no note that it is shown in English). */
  contentLanguage?: TLanguage
}

/** The frame of a service page: breadcrumbs, heading, intro, the form in a card and the help beside it. */
export function ServiceScreen({
  path,
  trail,
  schema,
  heading,
  headingId,
  intro,
  aside,
  children,
  contentLanguage,
}: TProps) {
  return (
    <Shell path={path} schema={schema} contentLanguage={contentLanguage}>
      <Breadcrumbs trail={trail} />
      {/* The service's own messages (its rules and answers) in the page's language, for the form and the help. */}
      <PartTexts parts={['services']}>
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <h1 id={headingId} className="text-3xl font-bold text-brand-900">
              {heading}
            </h1>
            <div className="mt-3 space-y-3 leading-7 text-ink">{intro}</div>
            <div className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">{children}</div>
          </div>
          {aside ? <aside className="space-y-6 text-sm leading-6 text-ink">{aside}</aside> : null}
        </div>
      </PartTexts>
    </Shell>
  )
}

/** A titled box of help text beside a form. */
export function HelpBox({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg bg-brand-50 p-5">
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      <div className="mt-2 space-y-2">{children}</div>
    </section>
  )
}
