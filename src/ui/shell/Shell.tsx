import type React from 'react'

import { chatConfig } from '@/domain/shell/chat'
import { pickDisclaimer } from '@/domain/shell/disclaimer'
import { schemaValues } from '@/domain/shell/json-ld'
import { pageKind } from '@/domain/shell/overlay-policy'
import { hasWelcomePopup } from '@/domain/shell/popups'
import { servicesPath } from '@/domain/otp/protocol'
import { isRevamped, removesMinHeight } from '@/domain/paths'
import type { Page } from '@/payload-types'
import { getHeader, getSiteSettings } from '@/server/content'
import { env } from '@/server/env'
import { DEFAULT_LANGUAGE, type TLanguage } from '@/domain/i18n/languages'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'

import { RichText } from '../primitives/RichText'
import { JsonLd } from './Analytics'
import { ChatLoader } from './ChatLoader'
import { ContactTab } from './ContactTab'
import { DisclaimerStrip } from './DisclaimerStrip'
import { FloatingGuard } from './FloatingGuard'
import { Footer } from './Footer'
import { Header } from './Header'
import { NavigationScroll } from './NavigationScroll'
import { PageLoader } from './PageLoader'
import { Popups, type TZeroGst } from './Popups'
import { ScrollTopButton } from './ScrollTopButton'

export type ShellProps = {
  path: string
  /** Partner pages: no header, footer, menus, chat, contact tab or popups (spec 1). */
  partnerOne?: boolean
  /** false keeps the scroll position after a client navigation to this page (CMS flag scroll_to_page). */
  scrollToPage?: boolean
  disclaimer?: Page['disclaimer'] | null
  /**
   * Logo only: no menus, structured data, footer, contact tab or popups. For the maintenance page (spec 4), where
   * there is nowhere else to send anyone.
   */
  minimal?: boolean
  /** The page's structured data from its meta record; without it, the site-wide items of the settings. */
  schema?: { schema_value: object }[]
  /**
   * The page holds a calculator or a form a visitor came to use, wherever its path is: no first-visit popup, and the
   * floating controls keep off it (the overlay policy, src/domain/shell/overlay-policy.ts).
   */
  work?: boolean
  /**
   * The language the page's CMS content is in (decision 109): a page in another language says above it that its
   * content is in English. Without it (a screen whose content is not a CMS page), the content counts as English.
   */
  contentLanguage?: TLanguage
  children: React.ReactNode
}

/**
 * The page shell around every public page (spec 2.2): header, main area, disclaimer, footer and the site-wide
 * widgets. Everything that can be is rendered here on the server; the interactive parts are small client components.
 */
export async function Shell({
  path,
  partnerOne = false,
  scrollToPage = true,
  disclaimer,
  minimal = false,
  schema,
  work = false,
  contentLanguage = DEFAULT_LANGUAGE,
  children,
}: ShellProps) {
  const shell = await serverTexts('shell')
  const language = await pageLanguage()
  const [settings, header] = await Promise.all([
    getSiteSettings(language),
    minimal || partnerOne ? null : getHeader(language),
  ])
  const full = !partnerOne && !minimal
  const config = env()
  const strip = pickDisclaimer(path, disclaimer, settings.default_disclaimer)
  const firstQuickLink = settings.quick_links?.[0]
  const kind = pageKind(path, { work })
  const advisor = full && !!firstQuickLink
  const chat = full && settings.chatbot === 'Yes'
  const welcome = hasWelcomePopup(path, settings.welcome_popup, settings.popup_content) ? (
    <RichText data={settings.popup_content} className="prose-site welcome-rich-text" />
  ) : null
  const zeroGst: TZeroGst | null =
    settings.zero_gst?.enabled === 'Yes' && settings.zero_gst.heading
      ? {
          heading: settings.zero_gst.heading,
          body: settings.zero_gst.body ?? null,
          ctaUrl: settings.zero_gst.cta_url ?? null,
          ctaLabel: settings.zero_gst.cta_label ?? null,
        }
      : null
  // A page whose content has no version in the page's language shows the English one and says so above it, in the
  // page's language, rather than show nothing. The shell and the forms around it are translated.
  const contentInEnglish = language !== contentLanguage && !minimal
  const mainClass = removesMinHeight(path) ? 'focus:outline-none' : 'min-h-[60vh] focus:outline-none'

  return (
    <>
      <a
        id="skip-link"
        href="#main"
        className="sr-only z-[90] rounded-md bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {shell.skipLink}
      </a>
      {minimal ? null : (
        <JsonLd values={schema ? schema.map((item) => item.schema_value) : schemaValues(settings.meta)} />
      )}
      {partnerOne ? null : <Header settings={settings} header={header} minimal={minimal} path={path} />}
      <main id="main" tabIndex={-1} className={mainClass}>
        {contentInEnglish ? (
          <p className="content-language-note border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-ink">
            {shell.contentInEnglish}
          </p>
        ) : null}
        {isRevamped(path) ? <div className="revamped">{children}</div> : children}
      </main>
      {strip ? <DisclaimerStrip disclaimer={strip} /> : null}
      {full ? <Footer /> : null}
      {advisor && firstQuickLink ? (
        <ContactTab
          label={firstQuickLink.label}
          chat={chat}
          servicesPath={servicesPath(config.SERVICES_PROVIDER)}
          skipVerification={config.APP_ENV === 'devs' || config.APP_ENV === 'sit'}
          resendSeconds={config.OTP_RESEND_SECONDS}
          privacyPolicyUrl="/legal/privacy-policy"
        />
      ) : null}
      {chat ? <ChatLoader config={chatConfig(settings)} launcherOnPhones={!advisor} /> : null}
      {full ? (
        <Popups
          path={path}
          work={work}
          welcome={welcome}
          knowMore={welcome !== null ? (settings.know_more_content ?? null) : null}
          zeroGst={zeroGst}
        />
      ) : null}
      <ScrollTopButton kind={kind} />
      <FloatingGuard kind={kind} advisor={advisor} chat={chat} />
      <PageLoader />
      <NavigationScroll scrollToPage={scrollToPage} />
    </>
  )
}
