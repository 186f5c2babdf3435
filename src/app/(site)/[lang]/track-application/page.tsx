import type { Metadata } from 'next'

import { APPLICATION_TEXTS, TRACK_PATH } from '@/domain/proposals/application'
import { serviceFormProps } from '@/server/services/page'
import { Breadcrumbs } from '@/ui/branches/BranchViews'
import { pageLanguage, serverTranslator } from '@/ui/i18n/language'
import { PartTexts } from '@/ui/i18n/PartTexts'
import { T } from '@/ui/i18n/Texts'
import { TrackApplication } from '@/ui/proposals/TrackApplication'
import { Shell } from '@/ui/shell/Shell'

export const dynamic = 'force-dynamic'

/** Its title and description in the page's language, as its heading. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator(['services'])
  return {
    title: { absolute: `${t(APPLICATION_TEXTS.title)} | Sahyog Life` },
    description: t(APPLICATION_TEXTS.metaDescription),
    robots: { index: false, follow: true },
  }
}

/** `/track-application`: a paid application's status, for the application number and its mobile proved by OTP. */
export default async function TrackApplicationPage() {
  const [t, language] = await Promise.all([serverTranslator(['services']), pageLanguage()])
  return (
    <Shell path={TRACK_PATH} contentLanguage={language}>
      <Breadcrumbs
        trail={[
          { name: t('Home'), path: '/' },
          { name: t(APPLICATION_TEXTS.title), path: TRACK_PATH },
        ]}
      />
      <PartTexts parts={['services']}>
        <div className="mx-auto grid max-w-2xl gap-4 px-4 py-6" data-form-page>
          <h1 id="track-heading" className="text-3xl font-bold text-brand-900">
            <T>{APPLICATION_TEXTS.title}</T>
          </h1>
          <p className="leading-7 text-ink">
            <T>{APPLICATION_TEXTS.intro}</T>
          </p>
          <TrackApplication {...serviceFormProps()} />
        </div>
      </PartTexts>
    </Shell>
  )
}
