import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isProposalRef } from '@/domain/proposals'
import { serviceFormProps } from '@/server/services/page'
import { Breadcrumbs } from '@/ui/branches/BranchViews'
import { PartTexts } from '@/ui/i18n/PartTexts'
import { T } from '@/ui/i18n/Texts'
import { ProposalJourney } from '@/ui/proposals/ProposalJourney'
import { Shell } from '@/ui/shell/Shell'

type Args = { params: Promise<{ ref: string }> }

export const dynamic = 'force-dynamic'

/** A proposal is personal: never indexed, its address kept out of other sites' logs. */
export const metadata: Metadata = {
  title: { absolute: 'Your proposal | Sahyog Life' },
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/**
 * A proposal's own page (`/proposal/{ref}`): the steps, read and saved through the API for the mobile the visitor
 * proved; on a device that has not, the page asks for the OTP first. Nothing personal is in the page's HTML.
 */
export default async function ProposalPage({ params }: Args) {
  const { ref } = await params
  if (!isProposalRef(ref)) notFound()
  const path = `/proposal/${ref}`
  return (
    <Shell path={path}>
      <Breadcrumbs
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Your proposal', path },
        ]}
      />
      <PartTexts parts={['services']}>
        <div className="mx-auto grid max-w-2xl gap-4 px-4 py-6" data-form-page>
          <h1 className="text-3xl font-bold text-brand-900">
            <T>Your proposal</T>
          </h1>
          <ProposalJourney proposalRef={ref} {...serviceFormProps()} />
        </div>
      </PartTexts>
    </Shell>
  )
}
