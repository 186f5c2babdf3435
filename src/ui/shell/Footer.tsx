import { SOCIAL_NAMES, toFooterResponse, type TFooterItem } from '@/domain/contract/footer'
import { isExternalWeb, telHref } from '@/domain/shell/menu'
import { companyOf, type ICompany, registrationLine } from '@/domain/certificates/letterhead'
import { getFooter, getSiteSettings } from '@/server/content'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'

import { Icon, type TIconName } from '../primitives/Icon'
import { SmartLink } from '../primitives/SmartLink'
import { CookieSettingsButton } from './Consent'
import { FooterSection } from './FooterSection'

/**
 * The site footer (spec 2.2), rendered on the server with the page: its links, the legal ones among them, are in
 * the HTML a crawler or a visitor without JavaScript gets. Only the accordion toggles below 1200px are client code
 * (./FooterSection.tsx). GET /api/v1/footer answers the same content for other clients (decision 56).
 */
export async function Footer() {
  const language = await pageLanguage()
  const [footerGlobal, settings] = await Promise.all([getFooter(language), getSiteSettings(language)])
  const [footer] = toFooterResponse(footerGlobal)
  const lines = (settings.toll_free ?? []).map(({ label, number }) => ({ label, number }))
  return <FooterView footer={footer} company={companyOf(settings)} tollFree={lines} />
}

const LinkList = ({
  links,
}: {
  links: { name: string; url: string; id?: string | null }[] | null | undefined
}) => (
  // The links' look is one rule of the stylesheet (.footer-links a), not the same classes written on every link.
  // Keyed by place, as every list of the header and footer: the server renders them whole, and a row's id would be
  // sent once more in the page's payload for nothing.
  <ul className="footer-links">
    {(links ?? []).map((link, index) => (
      <li key={index}>
        <SmartLink href={link.url} newTab={isExternalWeb(link.url)}>
          {link.name}
        </SmartLink>
      </li>
    ))}
  </ul>
)

const SOCIAL_ICONS: Record<keyof typeof SOCIAL_NAMES, TIconName> = {
  facebook: 'facebook',
  x: 'x',
  instagram: 'instagram',
  linkedin: 'linkedin',
  youtube: 'youtube',
}

/**
 * The footer's own view. The toll-free lines of the settings are listed each under its label ("Buy a new policy",
 * "Existing customers"), so a visitor knows which to call; without them, the footer's one phone.
 */
async function FooterView({
  footer,
  company,
  tollFree,
}: {
  footer: TFooterItem
  company: ICompany
  tollFree: { label: string; number: string }[]
}) {
  const shell = await serverTexts('shell')
  const registration = registrationLine(company)
  const contact = footer.contact_info
  const bima = footer.bima_bharosa
  return (
    <footer className="site-footer bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-6 footer:pt-12">
        <div className="grid footer:grid-cols-6 footer:gap-8">
          {(footer.category_section ?? []).map((section, index) => (
            <FooterSection key={index} heading={section.category_group}>
              <LinkList links={section.children} />
            </FooterSection>
          ))}
          {(footer.menu_group ?? []).map((group, index) => (
            <FooterSection key={index} heading={group.category}>
              <LinkList links={group.children} />
            </FooterSection>
          ))}
        </div>

        <div className="mt-8 grid gap-8 md:max-footer:grid-cols-2 footer:grid-cols-4">
          {contact && (contact.phone || tollFree.length || contact.email || contact.address) ? (
            <div className="contact-block">
              <h2 className="text-base font-bold">{contact.heading || shell.footer.contactUs}</h2>
              <ul className="mt-3 space-y-2 text-sm text-brand-100">
                {tollFree.length ? (
                  tollFree.map((line) => (
                    <li key={line.number}>
                      <a
                        href={telHref(line.number)}
                        className="inline-flex min-h-11 flex-col justify-center text-white hover:underline"
                      >
                        <span className="text-sm text-brand-100">
                          {line.label} ({shell.footer.tollFree})
                        </span>
                        <span className="inline-flex items-center gap-2 text-lg font-bold footer:text-base">
                          <Icon name="phone" className="h-5 w-5 text-accent-500" />
                          {line.number}
                        </span>
                      </a>
                    </li>
                  ))
                ) : contact.phone ? (
                  <li>
                    <a
                      href={telHref(contact.phone)}
                      className="inline-flex min-h-11 items-center gap-2 text-lg font-bold text-white hover:underline footer:text-base"
                    >
                      <Icon name="phone" className="h-5 w-5 text-accent-500" />
                      {contact.phone}
                    </a>
                  </li>
                ) : null}
                {contact.hours ? (
                  <li className="flex gap-2">
                    <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0" />
                    {contact.hours}
                  </li>
                ) : null}
                {contact.email ? (
                  <li>
                    <a
                      href={`mailto:${contact.email}`}
                      className="inline-flex min-h-11 items-center gap-2 hover:text-white hover:underline"
                    >
                      <Icon name="mail" className="h-4 w-4 shrink-0" />
                      {contact.email}
                    </a>
                  </li>
                ) : null}
                {contact.address ? (
                  <li className="flex gap-2">
                    <Icon name="location" className="mt-0.5 h-4 w-4 shrink-0" />
                    <address className="whitespace-pre-line not-italic">{contact.address}</address>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}

          {bima?.heading || bima?.text ? (
            <div className="bima-bharosa self-start rounded-xl border border-white/20 bg-white/5 p-5">
              <h2 className="text-base font-bold">{bima.heading || shell.footer.bimaBharosa}</h2>
              {bima.text ? <p className="mt-2 text-sm text-brand-100">{bima.text}</p> : null}
              {bima.url ? (
                <SmartLink
                  href={bima.url}
                  newTab={isExternalWeb(bima.url)}
                  className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-2"
                >
                  {shell.footer.visitBimaBharosa}
                  <Icon name="externalLink" className="h-4 w-4" />
                </SmartLink>
              ) : null}
            </div>
          ) : null}

          {footer.dropdowns?.length ? (
            <div className="footer-dropdowns space-y-3">
              {footer.dropdowns.map((dropdown, index) => (
                <details key={index} className="group rounded-lg border border-white/20">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-4 font-semibold [&::-webkit-details-marker]:hidden">
                    {dropdown.label}
                    <Icon name="chevronDown" className="h-5 w-5 transition-transform group-open:rotate-180" />
                  </summary>
                  <div className="border-t border-white/15 px-4 py-2">
                    <LinkList links={dropdown.children} />
                  </div>
                </details>
              ))}
            </div>
          ) : null}

          <div className="space-y-6">
            {footer.social_media_group?.length ? (
              <div>
                <h2 className="text-base font-bold">{shell.footer.followUs}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {footer.social_media_group.map((social, index) => (
                    <li key={index}>
                      <a
                        href={social.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${SOCIAL_NAMES[social.network]} ${shell.newTab}`}
                        className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-600"
                      >
                        <Icon name={SOCIAL_ICONS[social.network]} className="h-5 w-5" />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {footer.app_group?.length ? (
              <div>
                <h2 className="text-base font-bold">{shell.footer.getOurApp}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {footer.app_group.map((app, index) => (
                    <li key={index}>
                      <a
                        href={app.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-white/30 bg-black px-3 py-1.5 hover:border-white"
                      >
                        <Icon
                          name={app.store === 'Google Play' ? 'play' : 'smartphone'}
                          className="h-5 w-5"
                        />
                        <span className="flex flex-col leading-tight">
                          <span className="text-[0.6875rem] text-gray-300">
                            {app.store === 'Google Play' ? shell.footer.getItOn : shell.footer.downloadOnThe}
                          </span>
                          <span className="text-sm font-semibold">{app.store}</span>
                        </span>
                        <span className="sr-only"> {shell.newTab}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-y-1 px-4 pt-4 pb-24 text-sm md:pb-4">
          <div className="text-brand-100">
            <p>{footer.copy_rights}</p>
            {registration ? (
              <p className="company-registration mt-1 text-xs">{`${company.legalName} · ${registration}`}</p>
            ) : null}
          </div>
          <CookieSettingsButton className="print-hidden min-h-11 font-semibold text-white underline hover:text-accent-500" />
        </div>
      </div>
    </footer>
  )
}
