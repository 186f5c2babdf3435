import type { Metadata } from 'next'

import { type IServiceScreen, serviceFormProps, serviceMeta, serviceTrail } from '@/server/services/page'
import { EkycRevokeFlow } from '@/ui/services/EkycRevokeFlow'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

const SCREEN: IServiceScreen = {
  path: '/aadhaar-ekyc-consent-revoking',
  name: 'Revoke Aadhaar e-KYC consent',
  parent: { name: 'Services', path: '/services' },
  title: 'Revoke Your Aadhaar e-KYC Consent',
  description:
    'Withdraw the consent you gave for Aadhaar e-KYC on your Sahyog Life policy, after verifying the policy with a one-time password.',
}

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
      heading="Revoke Aadhaar e-KYC consent"
      headingId="ekyc-heading"
      intro={
        <p>
          You may withdraw, at any time, the consent you gave us to verify your identity through Aadhaar
          e-KYC. Enter your policy number and date of birth; we send a one-time password to the mobile number
          registered on the policy.
        </p>
      }
      aside={
        <HelpBox title="What changes">
          <p>We stop using your Aadhaar e-KYC for this policy. Your cover and benefits do not change.</p>
          <p>We may ask for another proof of identity and address (passport, voter ID or driving licence).</p>
        </HelpBox>
      }
    >
      <EkycRevokeFlow servicesPath={servicesPath} resendSeconds={resendSeconds} />
    </ServiceScreen>
  )
}
