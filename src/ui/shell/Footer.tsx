'use client'

import type React from 'react'
import { useEffect, useId, useState } from 'react'

import { mediaMinWidth, SHELL } from '@/domain/shell/constants'
import { SOCIAL_NAMES, type TFooterItem } from '@/domain/contract/footer'
import { isExternalWeb, telHref } from '@/domain/shell/menu'

import { Icon, type TIconName } from '../primitives/Icon'
import { SmartLink } from '../primitives/SmartLink'
import { useMediaQuery } from './state'

/** Fetched once per document; later pages of the same visit render it at once. */
let cached: TFooterItem | null = null

async function fetchFooter(): Promise<TFooterItem | null> {
  const response = await fetch('/api/v1/footer', {
    headers: { accept: 'application/json', 'api-version': 'v1', 'api-referrer': 'common' },
  })
  if (!response.ok) throw new Error(`GET /api/v1/footer answered ${response.status}`)
  const body = (await response.json()) as TFooterItem[]
  return body[0] ?? null
}

/**
 * The site footer, loaded lazily (spec 4): nothing of it is in the page until the visitor first scrolls (or at once
 * when the page is too short to scroll), then it is fetched from GET /api/v1/footer and rendered.
 */
export function LazyFooter() {
  const [footer, setFooter] = useState<TFooterItem | null>(cached)

  useEffect(() => {
    if (cached) return
    let active = true
    let loading = false
    const load = () => {
      if (loading) return
      loading = true
      window.removeEventListener('scroll', load)
      fetchFooter()
        .then((item) => {
          cached = item
          if (active) setFooter(item)
        })
        .catch((error: unknown) => {
          console.error('The footer could not be loaded', error)
          loading = false
          if (active) window.addEventListener('scroll', load, { passive: true })
        })
    }
    window.addEventListener('scroll', load, { passive: true })
    // Scrolled before the page was interactive, or too short to scroll at all: load now.
    if (window.scrollY > 0 || document.documentElement.scrollHeight <= window.innerHeight + 1) load()
    return () => {
      active = false
      window.removeEventListener('scroll', load)
    }
  }, [])

  return footer ? <FooterView footer={footer} /> : null
}

function FooterLink({
  href,
  children,
  className,
}: {
  href: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <SmartLink
      href={href}
      newTab={isExternalWeb(href)}
      className={
        className ??
        'flex min-h-11 items-center text-sm text-brand-100 hover:text-white hover:underline footer:min-h-0 footer:py-1.5'
      }
    >
      {children}
    </SmartLink>
  )
}

function Section({ heading, wide, children }: { heading: string; wide: boolean; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  if (wide) {
    return (
      <div className="footer-section">
        <h2 className="mb-2 text-base font-bold text-white">{heading}</h2>
        <div id={id}>{children}</div>
      </div>
    )
  }
  return (
    <div className="footer-section border-b border-white/15">
      <h2>
        <button
          type="button"
          className="flex min-h-12 w-full items-center justify-between text-left text-base font-bold text-white"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {heading}
          <Icon name="chevronDown" className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={id} hidden={!open} className="pb-3">
        {children}
      </div>
    </div>
  )
}

const LinkList = ({
  links,
}: {
  links: { name: string; url: string; id?: string | null }[] | null | undefined
}) => (
  <ul>
    {(links ?? []).map((link, index) => (
      <li key={link.id ?? index}>
        <FooterLink href={link.url}>{link.name}</FooterLink>
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

function FooterView({ footer }: { footer: TFooterItem }) {
  const wide = useMediaQuery(mediaMinWidth(SHELL.footerOpenMinWidth))
  const contact = footer.contact_info
  const bima = footer.bima_bharosa
  return (
    <footer className="site-footer bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-6 footer:pt-12">
        <div className="grid footer:grid-cols-6 footer:gap-8">
          {(footer.category_section ?? []).map((section, index) => (
            <Section key={section.id ?? index} heading={section.category_group} wide={wide}>
              <LinkList links={section.children} />
            </Section>
          ))}
          {(footer.menu_group ?? []).map((group, index) => (
            <Section key={group.id ?? index} heading={group.category} wide={wide}>
              <LinkList links={group.children} />
            </Section>
          ))}
        </div>

        <div className="mt-8 grid gap-8 md:max-footer:grid-cols-2 footer:grid-cols-4">
          {contact && (contact.phone || contact.email || contact.address) ? (
            <div className="contact-block">
              <h2 className="text-base font-bold">{contact.heading || 'Contact us'}</h2>
              <ul className="mt-3 space-y-2 text-sm text-brand-100">
                {contact.phone ? (
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
              <h2 className="text-base font-bold">{bima.heading || 'Bima Bharosa'}</h2>
              {bima.text ? <p className="mt-2 text-sm text-brand-100">{bima.text}</p> : null}
              {bima.url ? (
                <SmartLink
                  href={bima.url}
                  newTab={isExternalWeb(bima.url)}
                  className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-2"
                >
                  Visit Bima Bharosa
                  <Icon name="externalLink" className="h-4 w-4" />
                </SmartLink>
              ) : null}
            </div>
          ) : null}

          {footer.dropdowns?.length ? (
            <div className="footer-dropdowns space-y-3">
              {footer.dropdowns.map((dropdown, index) => (
                <details key={dropdown.id ?? index} className="group rounded-lg border border-white/20">
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
                <h2 className="text-base font-bold">Follow us</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {footer.social_media_group.map((social, index) => (
                    <li key={social.id ?? index}>
                      <a
                        href={social.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${SOCIAL_NAMES[social.network]} (opens in a new tab)`}
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
                <h2 className="text-base font-bold">Get our app</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {footer.app_group.map((app, index) => (
                    <li key={app.id ?? index}>
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
                            {app.store === 'Google Play' ? 'Get it on' : 'Download on the'}
                          </span>
                          <span className="text-sm font-semibold">{app.store}</span>
                        </span>
                        <span className="sr-only"> (opens in a new tab)</span>
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
        <p className="mx-auto max-w-6xl px-4 pt-4 pb-24 text-sm text-brand-100 md:pb-4">
          {footer.copy_rights}
        </p>
      </div>
    </footer>
  )
}
