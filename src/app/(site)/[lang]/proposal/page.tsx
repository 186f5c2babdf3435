import type { Metadata } from 'next'

import { serviceFormProps } from '@/server/services/page'
import { Breadcrumbs } from '@/ui/branches/BranchViews'
import { PartTexts } from '@/ui/i18n/PartTexts'
import { T } from '@/ui/i18n/Texts'
import { ResumeProposal } from '@/ui/proposals/ResumeProposal'
import { Shell } from '@/ui/shell/Shell'

export const dynamic = 'force-dynamic'

const PATH = '/proposal'

export const metadata: Metadata = {
  title: { absolute: 'Continue your proposal | Sahyog Life' },
  description:
    'Finish a proposal you started online, on any device: verify your mobile number with a one-time password.',
  robots: { index: false, follow: true },
}

/** `/proposal`: the mobile a proposal is saved against, proved by OTP, lists its unfinished proposals. */
export default function ContinueProposalPage() {
  return (
    <Shell path={PATH}>
      <Breadcrumbs
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Continue your proposal', path: PATH },
        ]}
      />
      <PartTexts parts={['services']}>
        <div className="mx-auto grid max-w-2xl gap-4 px-4 py-6" data-form-page>
          <h1 id="resume-heading" className="text-3xl font-bold text-brand-900">
            <T>Continue your proposal</T>
          </h1>
          <p className="leading-7 text-ink">
            <T>
              Your answers are saved against your mobile number at every step. Verify it with a one-time
              password to pick up where you left off, on this device or another.
            </T>
          </p>
          <ResumeProposal {...serviceFormProps()} />
        </div>
      </PartTexts>
    </Shell>
  )
}
