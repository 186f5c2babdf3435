import type { Metadata } from 'next'
import Link from 'next/link'

import { type IServiceScreen, serviceFormProps, serviceMeta, serviceTrail } from '@/server/services/page'
import { DghFlow } from '@/ui/dgh/DghFlow'
import { localHref, pageLanguage, serverTexts } from '@/ui/i18n/language'
import { PartTexts } from '@/ui/i18n/PartTexts'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

/** The screen in the page's language (its words in the services texts, `dghPage`). */
async function screen() {
  const texts = await serverTexts('services')
  const page = texts.dghPage
  const found: IServiceScreen = {
    path: '/online-dgh-submission',
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

/** online-dgh-submission: policy lookup and OTP, then the declaration of good health with a medical report. */
export default async function DghPage() {
  const { found, page } = await screen()
  const [record, language, renewalHref] = await Promise.all([
    serviceMeta(found),
    pageLanguage(),
    localHref('/renewal-payment'),
  ])
  const { servicesPath, resendSeconds } = serviceFormProps()
  return (
    <ServiceScreen
      path={found.path}
      trail={serviceTrail(found)}
      schema={record.schema}
      heading={page.name}
      headingId="dgh-heading"
      // Every word of this screen is in the site's texts, in the page's language.
      contentLanguage={language}
      intro={<p>{page.intro}</p>}
      aside={
        <HelpBox title={page.before}>
          <p>{page.report}</p>
          <p>
            {page.revivalBefore}{' '}
            <Link className="text-brand-700 underline" href={renewalHref}>
              {page.revivalLink}
            </Link>{' '}
            {page.revivalAfter}
          </p>
          <p>{page.truthful}</p>
        </HelpBox>
      }
    >
      {/* The height and weight rules are the BMI calculator's, in its texts. */}
      <PartTexts parts={['calculators']}>
        <DghFlow servicesPath={servicesPath} resendSeconds={resendSeconds} />
      </PartTexts>
    </ServiceScreen>
  )
}
