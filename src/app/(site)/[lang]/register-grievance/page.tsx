import type { Metadata } from 'next'

import { GRIEVANCE_TEXTS } from '@/domain/services/grievance'
import { type IServiceScreen, serviceFormProps, serviceMeta, serviceTrail } from '@/server/services/page'
import { GrievanceForm } from '@/ui/services/GrievanceForm'
import { GrievanceStatus } from '@/ui/services/GrievanceStatus'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

const SCREEN: IServiceScreen = {
  path: '/register-grievance',
  name: 'Register a grievance',
  parent: { name: 'Services', path: '/services' },
  title: 'Register a Grievance and Track It',
  description:
    'Tell us what went wrong: register a grievance online, get a reference number at once, and track it. We resolve grievances within 14 days.',
}

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await serviceMeta(SCREEN))
}

/** register-grievance: the grievance form (verified by OTP) and the status lookup by reference. */
export default async function RegisterGrievancePage() {
  const record = await serviceMeta(SCREEN)
  const props = serviceFormProps()
  return (
    <ServiceScreen
      path={SCREEN.path}
      trail={serviceTrail(SCREEN)}
      schema={record.schema}
      heading="Register a grievance"
      headingId="register-grievance-heading"
      intro={
        <p>
          We are sorry that something went wrong. Tell us about it here: you get a reference number at once
          and an acknowledgement by SMS. {GRIEVANCE_TEXTS.turnaround}
        </p>
      }
      aside={
        <>
          <HelpBox title="Track your grievance">
            <p>Enter the reference number and the mobile number you registered it with.</p>
            <GrievanceStatus />
          </HelpBox>
          <HelpBox title="How we handle it">
            <ol className="list-decimal space-y-1 pl-5">
              <li>Acknowledged at once, with a reference number by SMS.</li>
              <li>Looked into by our grievance desk, who may call you for details.</li>
              <li>Resolved within 14 days, with a written reply you can read here.</li>
            </ol>
          </HelpBox>
          <HelpBox title="Not satisfied?">
            <p>{GRIEVANCE_TEXTS.escalation}</p>
          </HelpBox>
        </>
      }
    >
      <GrievanceForm {...props} />
    </ServiceScreen>
  )
}
