import type React from 'react'

import { isMegaMenu, isSitePath, menuPanelId, menuStyleName, telHref } from '@/domain/shell/menu'
import type { Header as THeader, SiteSetting } from '@/payload-types'
import { format } from '@/domain/i18n/format'
import { DEFAULT_LANGUAGE, LANGUAGES, localPath, type TLanguage } from '@/domain/i18n/languages'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'

import { hasIcon, Icon, type TIconName } from '../primitives/Icon'
import { MediaImage } from '../primitives/MediaImage'
import { SmartLink } from '../primitives/SmartLink'
import { SearchLauncher } from '../search/SearchLauncher'
import type { TPanelLayout } from './MenuPanel'
import type { TMenuItem, TQuickLink } from './menu-types'
import { MobileMenu } from './MobileMenu'
import { NavigationItem } from './NavigationItem'
import { NewBadge } from './NewBadge'

/** `path`: the page's own path, unprefixed, for the language switch. */
type Props = { settings: SiteSetting; header: THeader | null; minimal: boolean; path: string }

const QUICK_LINK_ICONS: Record<NonNullable<TQuickLink['icon']>, TIconName> = {
  phone: 'phone',
  mail: 'mail',
  resume: 'resume',
  pay: 'pay',
  download: 'download',
}

/** The page header (spec 2.2): logo, top navigation, quick links, main menu, search, login; a hamburger below 768px. */
export async function Header({ settings, header, minimal, path }: Props) {
  const shell = await serverTexts('shell')
  const menu = header?.menu ?? []
  // The menu bar's submenus and the side menu are drawn in the browser from the same entries, which the browser
  // loads from GET /api/v1/header when a visitor first reaches for a menu (./menu-entries.ts): not in the page.
  const topNav = header?.top_nav ?? []
  const quickLinks = settings.quick_links ?? []
  return (
    <header className="relative z-40 border-b border-gray-200 bg-white">
      {minimal ? null : (
        <TopStrip topNav={topNav} quickLinks={quickLinks} loginUrl={settings.login_url ?? null} />
      )}
      <div className="relative mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 lg:flex-nowrap lg:gap-x-4">
        <Logo settings={settings} />
        {minimal ? null : (
          <>
            <nav
              aria-label={shell.header.mainNav}
              className="order-last hidden w-full self-stretch border-t border-gray-100 md:flex lg:order-none lg:w-auto lg:flex-1 lg:border-t-0"
            >
              <ul className="flex w-full items-stretch justify-between gap-x-1 lg:justify-start xl:gap-x-3">
                {menu.map((item, index) => (
                  <MenuBarItem key={index} item={item} index={index} total={menu.length} />
                ))}
              </ul>
            </nav>
            <div className="ml-auto flex items-center gap-1 lg:ml-0">
              <LanguageSwitch path={path} />
              <SearchLauncher />
              {settings.login_url ? (
                <LoginLink
                  href={settings.login_url}
                  className="inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-brand-100 px-2.5 text-brand-700 hover:border-brand-600 hover:bg-brand-50 md:hidden"
                >
                  <Icon name="user" className="h-5 w-5" />
                </LoginLink>
              ) : null}
              <MobileMenu
                brandName={settings.brand_name}
                topNav={topNav.map((item) => ({
                  heading: item.heading,
                  url: item.menu_link.url,
                  ...(item.new_tab ? { newTab: true as const } : {}),
                }))}
                quickLinks={quickLinks.map(({ label, url }) => ({ label, url }))}
                tollFree={(settings.toll_free ?? []).map(({ label, number }) => ({ label, number }))}
                loginUrl={settings.login_url ?? null}
              />
            </div>
          </>
        )}
      </div>
    </header>
  )
}

function Logo({ settings }: { settings: SiteSetting }) {
  const logo = typeof settings.logo === 'object' && settings.logo?.url ? settings.logo : null
  return (
    <SmartLink
      href="/"
      aria-label={`${settings.brand_name} home`}
      className="flex h-16 shrink-0 items-center rounded-md md:h-20"
    >
      {logo ? (
        <MediaImage media={logo} alt="" sizes="180px" priority className="h-10 w-auto md:h-12" />
      ) : (
        <span className="text-xl font-bold text-brand-800">{settings.brand_name}</span>
      )}
    </SmartLink>
  )
}

/**
 * The login link (spec 2.2). A customer portal elsewhere opens in a new tab, as the spec says; with no portal set,
 * Site settings point it at the site's own policyholder services, which open in place. From 768px it sits at the end
 * of the top strip, so a keyboard visitor reaches it before the menu bar; below 768px, beside the search button.
 */
async function LoginLink({
  href,
  className,
  children,
}: {
  href: string
  className: string
  children: React.ReactNode
}) {
  const shell = await serverTexts('shell')
  const external = !isSitePath(href)
  return (
    <SmartLink
      href={href}
      newTab={external}
      aria-label={shell.header.customerLogin}
      title={external ? `${shell.header.customerLogin} ${shell.newTab}` : shell.header.customerLogin}
      className={className}
    >
      {children}
    </SmartLink>
  )
}

/**
 * The other language's address of this page (spec 9), in that language's own name and script: from English to
 * `/hi/x`, from Hindi to `/en/x` (the English page, whose prefix tells the proxy to remember English).
 */
async function LanguageSwitch({ path }: { path: string }) {
  const shell = await serverTexts('shell')
  const current = await pageLanguage()
  const other: TLanguage = current === 'hi' ? 'en' : 'hi'
  const href = other === DEFAULT_LANGUAGE ? `/en${path === '/' ? '' : path}` : localPath(other, path)
  const { nativeName, name } = LANGUAGES[other]
  return (
    <a
      href={href}
      lang={other}
      hrefLang={LANGUAGES[other].locale}
      title={format(shell.header.readIn, { language: current === 'hi' ? LANGUAGES[other].nativeName : name })}
      className="language-switch inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-brand-100 px-3 text-sm font-semibold text-brand-700 hover:border-brand-600 hover:bg-brand-50"
    >
      {nativeName}
    </a>
  )
}

async function TopStrip({
  topNav,
  quickLinks,
  loginUrl,
}: {
  topNav: NonNullable<THeader['top_nav']>
  quickLinks: TQuickLink[]
  loginUrl: string | null
}) {
  const shell = await serverTexts('shell')
  if (topNav.length === 0 && quickLinks.length === 0 && !loginUrl) return null
  return (
    <div className="hidden bg-brand-900 text-white md:block">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 text-[0.8125rem] whitespace-nowrap">
        <nav aria-label={shell.header.topNav} className="top-links">
          <ul className="flex items-center">
            {topNav.map((item, index) => (
              <li key={index}>
                <SmartLink href={item.menu_link.url} newTab={item.new_tab}>
                  {item.heading}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        {quickLinks.length > 0 ? (
          <nav aria-label={shell.header.quickLinks} className="quick-links ml-auto">
            <ul className="flex items-center">
              {quickLinks.map((link, index) => (
                <li key={index}>
                  <SmartLink href={link.url} title={link.label}>
                    {link.icon ? (
                      <Icon name={QUICK_LINK_ICONS[link.icon]} className="h-4 w-4 text-accent-500" />
                    ) : null}
                    <span className={link.icon ? 'sr-only xl:not-sr-only' : undefined}>{link.label}</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {loginUrl ? (
          <LoginLink
            href={loginUrl}
            className="inline-flex h-11 items-center gap-1.5 border-l border-white/20 pl-3 font-semibold text-white hover:underline"
          >
            <Icon name="user" className="h-4 w-4 text-accent-500" />
            <span aria-hidden="true">{shell.header.login}</span>
          </LoginLink>
        ) : null}
      </div>
    </div>
  )
}

/** A Phone-style item calls: its own link, or the first number of its submenu, as a tel: address. */
function itemHref(item: TMenuItem): string {
  const url = item.menu_link?.url?.trim() || item.sub_menu?.[0]?.menu_link.url || '/'
  if (item.menu_style !== 'Phone' || url.startsWith('tel:')) return url
  return /^[+\d][\d\s-]+$/.test(url) ? telHref(url) : url
}

const PANEL_LAYOUTS: Record<string, TPanelLayout> = {
  'Life Insurance': 'products',
  Calculator: 'calculators',
  Services: 'services',
  Phone: 'phone',
}

function MenuBarItem({ item, index, total }: { item: TMenuItem; index: number; total: number }) {
  const style = menuStyleName(item.menu_style)
  const href = itemHref(item)
  const isPhone = item.menu_style === 'Phone'
  const trigger = (
    <SmartLink href={href} className="menu-trigger">
      {isPhone && hasIcon(item.icon) ? <Icon name={item.icon} className="h-4 w-4" /> : null}
      {item.heading}
      {item.is_new ? <NewBadge /> : null}
    </SmartLink>
  )
  const itemClass = `menu-item menu-style-${style} flex items-center ${item.classes ?? ''}`.trim()
  const subItems = item.sub_menu ?? []
  if (subItems.length === 0) return <li className={itemClass}>{trigger}</li>

  const mega = isMegaMenu(item.menu_style)
  // The last two items' cards open leftwards, from their right edge, so they stay on the screen.
  const panelClass = mega
    ? `menu-panel menu-panel-${style} mega-menu`
    : `menu-panel menu-panel-${style}${index >= total - 2 ? ' menu-panel-end' : ''}`
  return (
    <NavigationItem
      id={menuPanelId('menu', index, item.heading)}
      label={item.heading}
      trigger={trigger}
      className={`${itemClass} ${mega ? '' : 'relative'}`}
      panelClassName={panelClass}
      index={index}
      layout={PANEL_LAYOUTS[item.menu_style ?? ''] ?? 'list'}
    />
  )
}
