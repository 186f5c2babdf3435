import type { Metadata } from 'next'

import {
  EKYC_SCREEN,
  type IServiceScreen,
  serviceFormProps,
  serviceMeta,
  serviceTrail,
} from '@/server/services/page'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'
import { EkycRevokeFlow } from '@/ui/services/EkycRevokeFlow'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

/** The screen in the page's language (its words in the services texts, `ekycPage`; in English, EKYC_PAGE's). */
async function screen() {
  const texts = await serverTexts('services')
  const page = texts.ekycPage
  const found: IServiceScreen = {
    ...EKYC_SCREEN,
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

/** aadhaar-ekyc-consent-revoking: policy lookup and OTP, then the revocation request. */
export default async function EkycRevokePage() {
  const { found, page } = await screen()
  const record = await serviceMeta(found)
  const { servicesPath, resendSeconds } = serviceFormProps()
  return (
    <ServiceScreen
      path={found.path}
      trail={serviceTrail(found)}
      schema={record.schema}
      heading={page.name}
      headingId="ekyc-heading"
      // Every word of this screen is in the site's texts, in the page's language.
      contentLanguage={await pageLanguage()}
      intro={<p>{page.intro}</p>}
      aside={
        <HelpBox title={page.helpTitle}>
          <p>{page.stop}</p>
          <p>{page.proof}</p>
        </HelpBox>
      }
    >
      <EkycRevokeFlow servicesPath={servicesPath} resendSeconds={resendSeconds} />
    </ServiceScreen>
  )
}
