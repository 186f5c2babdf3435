import type { Metadata } from 'next'
import Link from 'next/link'

import { type IServiceScreen, serviceFormProps, serviceMeta, serviceTrail } from '@/server/services/page'
import { DghFlow } from '@/ui/dgh/DghFlow'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

const SCREEN: IServiceScreen = {
  path: '/online-dgh-submission',
  name: 'Declaration of good health',
  parent: { name: 'Services', path: '/services' },
  title: 'Declaration of Good Health for Policy Revival | Sahyog Life',
  description:
    'Revive a lapsed Sahyog Life policy: verify the policy with a one-time password, answer a few health questions, upload a medical report and submit your declaration of good health online.',
}

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await serviceMeta(SCREEN))
}

/** online-dgh-submission: policy lookup and OTP, then the declaration of good health with a medical report. */
export default async function DghPage() {
  const record = await serviceMeta(SCREEN)
  const { servicesPath, resendSeconds } = serviceFormProps()
  return (
    <ServiceScreen
      path={SCREEN.path}
      trail={serviceTrail(SCREEN)}
      schema={record.schema}
      heading="Declaration of good health"
      headingId="dgh-heading"
      intro={
        <p>
          To revive a lapsed policy we need to know that your health has not changed since you took it. Enter
          your policy number and date of birth; we send a one-time password to the mobile number registered on
          the policy. Then answer the health questions and upload a recent medical report.
        </p>
      }
      aside={
        <HelpBox title="Before you start">
          <p>
            Keep a recent health check-up or doctor&apos;s report ready, as a PDF, JPG or PNG of up to 5 MB.
          </p>
          <p>
            Revival also needs the unpaid premiums, with interest. You can pay them on{' '}
            <Link className="text-brand-700 underline" href="/renewal-payment">
              renewal payment
            </Link>{' '}
            once we confirm the revival.
          </p>
          <p>Answer every question truthfully: a wrong answer can make the revival void.</p>
        </HelpBox>
      }
    >
      <DghFlow servicesPath={servicesPath} resendSeconds={resendSeconds} />
    </ServiceScreen>
  )
}
