import type { Metadata } from 'next'

import { type IServiceScreen, serviceFormProps, serviceMeta, serviceTrail } from '@/server/services/page'
import { AdvisorForm } from '@/ui/services/AdvisorForm'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

const SCREEN: IServiceScreen = {
  path: '/services/meet-advisor',
  name: 'Meet an advisor',
  parent: { name: 'Services', path: '/services' },
  title: 'Meet an Advisor: Request a Call Back',
  description:
    'Ask a Sahyog Life advisor to call you at a time that suits you, to review your cover, choose a plan or help with a policy.',
}

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await serviceMeta(SCREEN))
}

/** services/meet-advisor: the meet_advisor request (spec 1), verified by OTP. */
export default async function MeetAdvisorPage() {
  const record = await serviceMeta(SCREEN)
  return (
    <ServiceScreen
      path={SCREEN.path}
      trail={serviceTrail(SCREEN)}
      schema={record.schema}
      heading="Meet an advisor"
      headingId="meet-advisor-heading"
      intro={
        <p>
          Tell us where you are and when to call. An advisor near you will call back, free of charge, to
          review your cover, explain a plan or help with your policy. We verify your mobile number with a
          one-time password first.
        </p>
      }
      aside={
        <HelpBox title="What happens next">
          <p>An advisor calls you within one working day, at the time you chose.</p>
          <p>Advisors never ask for your OTP, bank password or card PIN.</p>
        </HelpBox>
      }
    >
      <AdvisorForm {...serviceFormProps()} />
    </ServiceScreen>
  )
}
