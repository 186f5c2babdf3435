import type { Metadata } from 'next'
import { cache } from 'react'

import { TESTIMONIALS_PATH, testimonialPath } from '@/domain/media-centre'
import { getTestimonials } from '@/server/content/media-centre'
import { metaRecordForScreen } from '@/server/seo'
import { Breadcrumbs } from '@/ui/branches/BranchViews'
import { Avatar } from '@/ui/media/Avatar'
import { SmartLink } from '@/ui/primitives/SmartLink'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

/** Rendered per request from the tag-cached list (never at build time, when another database may be in use). */
export const dynamic = 'force-dynamic'

const TRAIL = [
  { name: 'Home', path: '/' },
  { name: 'Testimonials', path: TESTIMONIALS_PATH },
]

const load = cache(async () => {
  const items = await getTestimonials()
  const record = await metaRecordForScreen({
    path: TESTIMONIALS_PATH,
    title: 'Customer Stories and Testimonials',
    description: 'Policyholders and families tell, in their own words, how Sahyog Life stood by them.',
    trail: TRAIL,
  })
  return { items, record }
})

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata((await load()).record)
}

/** Every customer story, each linking to its own page (testimonials/{slug}). */
export default async function TestimonialsPage() {
  const { items, record } = await load()
  return (
    <Shell path={TESTIMONIALS_PATH} schema={record.schema}>
      <Breadcrumbs trail={TRAIL} />
      <div className="mx-auto max-w-6xl px-4 pb-10">
        <h1 className="pt-4 text-3xl font-bold text-brand-900">Customer stories</h1>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg border border-gray-200 p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-brand-800">
                <SmartLink href={testimonialPath(item.slug)} className="underline-offset-2 hover:underline">
                  {item.headline ?? `${item.name}'s story`}
                </SmartLink>
              </h2>
              <p className="mt-2 line-clamp-3 text-muted">“{item.quote}”</p>
              <p className="mt-4 flex items-center gap-3 text-sm font-semibold text-ink">
                <Avatar name={item.name} photo={item.photo} />
                <span>
                  {item.name}
                  {item.city ? `, ${item.city}` : ''}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Shell>
  )
}
