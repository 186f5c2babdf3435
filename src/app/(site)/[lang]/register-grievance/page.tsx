import type { Metadata } from 'next'

import { format } from '@/domain/i18n/format'
import type { TMessages } from '@/domain/i18n/messages'
import { GRIEVANCE_RESOLUTION_DAYS } from '@/domain/services/grievance'
import { type IServiceScreen, serviceFormProps, serviceMeta, serviceTrail } from '@/server/services/page'
import { GrievanceForm } from '@/ui/services/GrievanceForm'
import { GrievanceStatus } from '@/ui/services/GrievanceStatus'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

/** The screen in the page's language (its words in the services texts, `grievancePage`). */
async function screen(): Promise<IServiceScreen & { texts: TMessages['services'] }> {
  const texts = await serverTexts('services')
  const page = texts.grievancePage
  return {
    path: '/register-grievance',
    home: page.home,
    name: page.name,
    parent: { name: page.services, path: '/services' },
    title: page.title,
    description: page.description,
    texts,
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const { texts: _texts, ...found } = await screen()
  return toMetadata(await serviceMeta(found))
}

/** register-grievance: the grievance form (verified by OTP) and the status lookup by reference. */
export default async function RegisterGrievancePage() {
  const { texts, ...found } = await screen()
  const page = texts.grievancePage
  const record = await serviceMeta(found)
  const props = serviceFormProps()
  return (
    <ServiceScreen
      path={found.path}
      trail={serviceTrail(found)}
      schema={record.schema}
      heading={page.heading}
      headingId="register-grievance-heading"
      // Every word of this screen is in the site's texts, in the page's language.
      contentLanguage={await pageLanguage()}
      intro={
        <p>
          {page.intro} {format(texts.grievance.turnaround, { days: GRIEVANCE_RESOLUTION_DAYS })}
        </p>
      }
      aside={
        <>
          <HelpBox title={page.track}>
            <p>{page.trackText}</p>
            <GrievanceStatus />
          </HelpBox>
          <HelpBox title={page.how}>
            <ol className="list-decimal space-y-1 pl-5">
              <li>{page.stepAcknowledged}</li>
              <li>{page.stepLooked}</li>
              <li>{page.stepResolved}</li>
            </ol>
          </HelpBox>
          <HelpBox title={page.notSatisfied}>
            <p>{texts.grievance.escalation}</p>
          </HelpBox>
        </>
      }
    >
      <GrievanceForm {...props} />
    </ServiceScreen>
  )
}
