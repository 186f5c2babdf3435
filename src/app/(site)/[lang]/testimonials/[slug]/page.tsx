import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { isSlug, ratingLabel, TESTIMONIALS_PATH, testimonialPath } from '@/domain/media-centre'
import { getTestimonials } from '@/server/content/media-centre'
import { metaRecordForScreen } from '@/server/seo'
import { Breadcrumbs } from '@/ui/branches/BranchViews'
import { Avatar } from '@/ui/media/Avatar'
import { SmartLink } from '@/ui/primitives/SmartLink'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { params: Promise<{ slug: string }> }

/** Rendered on first request and kept until a testimonial is saved (tag `testimonials`). */
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

const load = cache(async (slug: string) => {
  if (!isSlug(slug)) return null
  const all = await getTestimonials()
  const item = all.find((entry) => entry.slug === slug)
  if (!item) return null
  const trail = [
    { name: 'Home', path: '/' },
    { name: 'Testimonials', path: TESTIMONIALS_PATH },
    { name: item.name, path: testimonialPath(item.slug) },
  ]
  const record = await metaRecordForScreen({
    path: testimonialPath(item.slug),
    title: item.headline ?? `${item.name}'s story`,
    description: item.quote,
    trail,
  })
  const others = all.filter((entry) => entry.slug !== slug).slice(0, 3)
  return { item, trail, record, others }
})

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const loaded = await load((await params).slug)
  return loaded ? toMetadata(loaded.record) : {}
}

/** Spec 2.1 testimonials/{slug}: one customer's story in their words. */
export default async function TestimonialPage({ params }: Args) {
  const loaded = await load((await params).slug)
  if (!loaded) notFound()
  const { item, trail, record, others } = loaded
  const rating = ratingLabel(item.rating)
  return (
    <Shell path={testimonialPath(item.slug)} schema={record.schema}>
      <Breadcrumbs trail={trail} />
      <article className="mx-auto max-w-3xl px-4 pb-10">
        <h1 className="pt-4 text-3xl font-bold text-brand-900">{item.headline ?? `${item.name}'s story`}</h1>
        <figure className="mt-6 rounded-2xl bg-brand-50 p-6 md:p-8">
          {rating ? (
            <p className="text-xl text-accent-700" role="img" aria-label={rating}>
              <span aria-hidden="true">
                {'★'.repeat(Math.round(item.rating!))}
                {'☆'.repeat(5 - Math.round(item.rating!))}
              </span>
            </p>
          ) : null}
          <blockquote className="mt-2 text-lg whitespace-pre-line text-ink">
            <p>“{item.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-4">
            <Avatar name={item.name} photo={item.photo} size="lg" />
            <span>
              <span className="block font-semibold text-ink">{item.name}</span>
              <span className="block text-muted">
                {[item.city, item.plan && `Policyholder, ${item.plan}`].filter(Boolean).join(' · ')}
              </span>
            </span>
          </figcaption>
        </figure>
        <p className="mt-4 text-sm text-muted">
          Shared with the customer&apos;s consent. Experiences are individual; benefits depend on the terms
          and conditions of each policy.
        </p>
        {others.length ? (
          <section aria-labelledby="more-stories" className="mt-10">
            <h2 id="more-stories" className="text-xl font-semibold text-brand-900">
              More customer stories
            </h2>
            <ul className="mt-3 space-y-2">
              {others.map((other) => (
                <li key={other.id}>
                  <SmartLink
                    href={testimonialPath(other.slug)}
                    className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
                  >
                    {other.headline ?? `${other.name}'s story`}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </Shell>
  )
}
