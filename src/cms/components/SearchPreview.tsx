'use client'
import { useConfig, useFormFields } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'

import './search-preview.css'

import { SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT, seoCount } from '@/domain/seo/counters'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function Counter({
  label,
  count,
  limit,
  testId,
}: {
  label: string
  count: number
  limit: number
  testId: string
}) {
  const state = seoCount(count, limit)
  return (
    <p className={`search-preview__count search-preview__count--${state.level}`} data-testid={testId}>
      {label}: {count} / {limit} characters. {state.message}
    </p>
  )
}

/**
 * Under the SEO title and meta description (decision 96): their character counts against what search engines show,
 * and the page drawn as a search result, with the fallbacks the site uses when a field is empty.
 */
export function SearchPreview() {
  const fields = useFormFields(([all]) => ({
    title: text(all.title?.value),
    path: text(all.path?.value),
    metaTitle: text(all['meta.title']?.value),
    description: text(all['meta.description']?.value),
  }))
  const { config } = useConfig()
  const [brand, setBrand] = useState('')
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  useEffect(() => {
    let live = true
    fetch(`${api}/globals/site-settings?depth=0`, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<{ brand_name?: string }>) : {}))
      .then((settings: { brand_name?: string }) => {
        if (live) setBrand(settings.brand_name ?? '')
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [api])

  const shownTitle = fields.metaTitle.trim() || `${fields.title}${brand ? ` | ${brand}` : ''}`
  const shownDescription = fields.description.trim() || 'Taken from the page’s content.'
  const host = typeof window === 'undefined' ? '' : window.location.host
  const crumbs = fields.path.split('/').filter(Boolean).join(' › ')

  return (
    <div className="search-preview field-type">
      <Counter label="SEO title" count={shownTitle.length} limit={SEO_TITLE_LIMIT} testId="seo-title-count" />
      <Counter
        label="Meta description"
        count={fields.description.trim().length}
        limit={SEO_DESCRIPTION_LIMIT}
        testId="seo-description-count"
      />
      <p className="search-preview__heading">Search result preview</p>
      <figure
        className="search-preview__result"
        data-testid="search-preview"
        aria-label="Search result preview"
      >
        <span className="search-preview__url">
          {host}
          {crumbs ? ` › ${crumbs}` : ''}
        </span>
        <span className="search-preview__title">{ellipsis(shownTitle, SEO_TITLE_LIMIT)}</span>
        <span className="search-preview__description">
          {ellipsis(shownDescription, SEO_DESCRIPTION_LIMIT)}
        </span>
      </figure>
    </div>
  )
}

const ellipsis = (value: string, limit: number) =>
  value.length > limit ? `${value.slice(0, limit - 1)}…` : value
