import Link from 'next/link'
import type React from 'react'

import { removesMinHeight } from '@/domain/paths'
import type { Page } from '@/payload-types'
import { getSiteSettings } from '@/server/content'

export type ShellProps = {
  path: string
  partnerOne?: boolean
  scrollToPage?: boolean
  disclaimer?: Page['disclaimer'] | null
  /** The maintenance page: no meta, footer or contact form (spec 4). */
  maintenance?: boolean
  children: React.ReactNode
}

/** The page shell around every public page: header, main area, footer and the site-wide widgets. */
export async function Shell({ path, partnerOne = false, children }: ShellProps) {
  const settings = await getSiteSettings()
  return (
    <>
      {partnerOne ? null : (
        <header className="border-b border-gray-200">
          <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
            <Link href="/" className="text-xl font-bold text-brand-800">
              {settings.brand_name}
            </Link>
          </div>
        </header>
      )}
      <main id="main" className={removesMinHeight(path) ? '' : 'min-h-[60vh]'}>
        {children}
      </main>
    </>
  )
}
