import type { Metadata } from 'next'

import { type IServiceScreen, serviceFormProps, serviceMeta, serviceTrail } from '@/server/services/page'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { WhatsappForm } from '@/ui/services/WhatsappForm'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

const SCREEN: IServiceScreen = {
  path: '/register-for-whatsapp',
  name: 'Register for WhatsApp',
  parent: { name: 'Services', path: '/services' },
  title: 'Register for WhatsApp Policy Updates',
  description:
    'Get premium reminders, receipts and policy updates from Sahyog Life on WhatsApp, or stop them, after verifying your mobile number.',
}

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await serviceMeta(SCREEN))
}

/** register-for-whatsapp: opt in or out of WhatsApp notifications, verified by OTP. */
export default async function RegisterWhatsappPage() {
  const record = await serviceMeta(SCREEN)
  return (
    <ServiceScreen
      path={SCREEN.path}
      trail={serviceTrail(SCREEN)}
      schema={record.schema}
      heading="Register for WhatsApp"
      headingId="register-whatsapp-heading"
      intro={
        <p>
          Receive premium reminders, payment receipts and policy updates on WhatsApp. Changed your mind? Stop
          them here just as easily. We confirm the number with a one-time password.
        </p>
      }
      aside={
        <HelpBox title="Good to know">
          <p>We send only service messages about your policies, never advertisements from others.</p>
          <p>You can also reply STOP to any of our WhatsApp messages to stop them.</p>
        </HelpBox>
      }
    >
      <WhatsappForm {...serviceFormProps()} />
    </ServiceScreen>
  )
}
