import type { Metadata } from 'next'

import { EKYC_PAGE } from '@/domain/services/ekyc'
import { EKYC_SCREEN, serviceFormProps, serviceMeta, serviceTrail } from '@/server/services/page'
import { EkycRevokeFlow } from '@/ui/services/EkycRevokeFlow'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

const SCREEN = EKYC_SCREEN

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await serviceMeta(SCREEN))
}

/** aadhaar-ekyc-consent-revoking: policy lookup and OTP, then the revocation request. */
export default async function EkycRevokePage() {
  const record = await serviceMeta(SCREEN)
  const { servicesPath, resendSeconds } = serviceFormProps()
  return (
    <ServiceScreen
      path={SCREEN.path}
      trail={serviceTrail(SCREEN)}
      schema={record.schema}
      heading={EKYC_PAGE.heading}
      headingId="ekyc-heading"
      intro={<p>{EKYC_PAGE.intro}</p>}
      aside={
        <HelpBox title={EKYC_PAGE.help.title}>
          {EKYC_PAGE.help.points.map((point) => (
            <p key={point}>{point}</p>
          ))}
        </HelpBox>
      }
    >
      <EkycRevokeFlow servicesPath={servicesPath} resendSeconds={resendSeconds} />
    </ServiceScreen>
  )
}
