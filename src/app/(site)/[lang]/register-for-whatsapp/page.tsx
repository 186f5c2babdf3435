import type { Metadata } from 'next'

import { type IServiceScreen, serviceFormProps, serviceMeta, serviceTrail } from '@/server/services/page'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { WhatsappForm } from '@/ui/services/WhatsappForm'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

/** The screen in the page's language (its words in the services texts, `whatsappPage`). */
async function screen() {
  const texts = await serverTexts('services')
  const page = texts.whatsappPage
  const found: IServiceScreen = {
    path: '/register-for-whatsapp',
    home: texts.renewalPage.home,
    name: page.name,
    parent: { name: texts.renewalPage.services, path: '/services' },
    title: page.title,
    description: page.description,
  }
  return { found, page }
}

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await serviceMeta((await screen()).found))
}

/** register-for-whatsapp: opt in or out of WhatsApp notifications, verified by OTP. */
export default async function RegisterWhatsappPage() {
  const { found, page } = await screen()
  const record = await serviceMeta(found)
  const language = await pageLanguage()
  return (
    <ServiceScreen
      path={found.path}
      trail={serviceTrail(found)}
      schema={record.schema}
      heading={page.name}
      headingId="register-whatsapp-heading"
      // Every word of this screen is in the site's texts, in the page's language.
      contentLanguage={language}
      intro={<p>{page.intro}</p>}
      aside={
        <HelpBox title={page.goodToKnow}>
          <p>{page.onlyService}</p>
          <p>
            {/* The word to send is the same in every language. */}
            {page.stopBefore} <span lang={language === 'en' ? undefined : 'en'}>STOP</span> {page.stopAfter}
          </p>
        </HelpBox>
      }
    >
      <WhatsappForm {...serviceFormProps()} />
    </ServiceScreen>
  )
}
