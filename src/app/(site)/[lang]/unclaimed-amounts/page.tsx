import type { Metadata } from 'next'

import { type IServiceScreen, serviceFormProps, serviceMeta, serviceTrail } from '@/server/services/page'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { UnclaimedSearch } from '@/ui/services/UnclaimedSearch'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

/** The screen in the page's language (its words in the services texts, `unclaimedPage`). */
async function screen() {
  const texts = await serverTexts('services')
  const page = texts.unclaimedPage
  const found: IServiceScreen = {
    path: '/unclaimed-amounts',
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

/** unclaimed-amounts: the IRDAI unclaimed-amount search, the claim process and the documents needed. */
export default async function UnclaimedAmountsPage() {
  const { found, page } = await screen()
  const record = await serviceMeta(found)
  return (
    <ServiceScreen
      path={found.path}
      trail={serviceTrail(found)}
      schema={record.schema}
      heading={page.name}
      headingId="unclaimed-amounts-heading"
      // Every word of this screen is in the site's texts, in the page's language.
      contentLanguage={await pageLanguage()}
      intro={<p>{page.intro}</p>}
      aside={
        <>
          <HelpBox title={page.how}>
            <ol className="list-decimal space-y-1 pl-5">
              <li>{page.stepWrite}</li>
              <li>{page.stepCheck}</li>
              <li>{page.stepPaid}</li>
            </ol>
          </HelpBox>
          <HelpBox title={page.documents}>
            <ul className="list-disc space-y-1 pl-5">
              <li>{page.docForm}</li>
              <li>{page.docId}</li>
              <li>{page.docBank}</li>
              <li>{page.docDeath}</li>
            </ul>
          </HelpBox>
          <HelpBox title={page.tenYears}>
            <p>{page.fund}</p>
          </HelpBox>
        </>
      }
    >
      <UnclaimedSearch servicesPath={serviceFormProps().servicesPath} />
    </ServiceScreen>
  )
}
