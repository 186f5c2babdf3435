import type React from 'react'

import { inSentence } from '@/domain/format/text'
import type { TMenuEntry, TMenuLink } from '@/domain/shell/menu'
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { T } from '@/ui/i18n/Texts'

import { Icon, type TIconName } from '../primitives/Icon'
import { SmartLink } from '../primitives/SmartLink'
import { loadMenu, type TMenuState } from './menu-entries'
import { NewBadge } from './NewBadge'

/** How a submenu is laid out, from its item's menu style (spec 2.2). */
export type TPanelLayout = 'products' | 'calculators' | 'services' | 'phone' | 'list'

type Props = { entry: TMenuEntry; layout: TPanelLayout }

/**
 * The content of an open desktop submenu. It is drawn in the browser from the menu's entries when a submenu opens;
 * the entries are loaded the first time a visitor reaches for a menu (./menu-entries.ts), not carried in the page.
 */
export function MenuPanel({ entry, layout }: Props) {
  const items = entry.items ?? []
  switch (layout) {
    case 'products':
      return (
        <MegaFrame heading={entry.heading} viewAll={entry.viewAll}>
          <ul className="grid gap-x-8 gap-y-6 md:grid-cols-2 lg:grid-cols-3">
            {items.map((category, index) => (
              <li key={index}>
                <SmartLink
                  href={category.url}
                  className="inline-flex min-h-11 items-center font-bold text-brand-800 hover:text-brand-600 hover:underline"
                >
                  {category.heading}
                  {category.isNew ? <NewBadge /> : null}
                </SmartLink>
                {category.description ? <p className="text-sm text-muted">{category.description}</p> : null}
                {category.children?.length ? (
                  <ul className="mt-2 border-l-2 border-brand-100 pl-3">
                    {category.children.map((product, productIndex) => (
                      <li key={productIndex}>
                        <SubLink item={product} compact />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </MegaFrame>
      )
    case 'calculators':
      return (
        <MegaFrame heading={entry.heading} viewAll={entry.viewAll}>
          <ul className="grid gap-2 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {items.map((calculator, index) => (
              <li key={index}>
                <SubLink item={calculator} card />
              </li>
            ))}
          </ul>
        </MegaFrame>
      )
    case 'services':
      return (
        <ul className="grid grid-cols-2 gap-1">
          {items.map((service, index) => (
            <li key={index}>
              <SubLink item={service} card />
            </li>
          ))}
        </ul>
      )
    case 'phone':
      return (
        <ul className="space-y-1">
          {items.map((line, index) => (
            <li key={index}>
              <SubLink item={line} card icon="phone" />
            </li>
          ))}
        </ul>
      )
    default:
      return (
        <ul className="space-y-0.5">
          {items.map((item, index) => (
            <li key={index}>
              <SubLink item={item} card />
              {item.children?.length ? (
                <ul className="ml-3 border-l-2 border-brand-100 pl-3">
                  {item.children.map((nested, nestedIndex) => (
                    <li key={nestedIndex}>
                      <SubLink item={nested} compact />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )
  }
}

function MegaFrame({
  heading,
  viewAll,
  children,
}: {
  heading: string
  viewAll?: string
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:px-6">
      {children}
      {viewAll ? (
        <div className="mt-4 border-t border-gray-100 pt-3">
          <SmartLink
            href={viewAll}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            View all {inSentence(heading)}
            <Icon name="arrowRight" className="h-4 w-4" />
          </SmartLink>
        </div>
      ) : null}
    </div>
  )
}

function SubLink({
  item,
  card,
  compact,
  icon,
}: {
  item: TMenuLink
  card?: boolean
  compact?: boolean
  icon?: TIconName
}) {
  if (compact) {
    return (
      <SmartLink
        href={item.url}
        className="flex min-h-11 items-center text-sm text-ink hover:text-brand-700 hover:underline"
      >
        {item.heading}
        {item.isNew ? <NewBadge /> : null}
      </SmartLink>
    )
  }
  return (
    <SmartLink
      href={item.url}
      className={`flex min-h-11 gap-3 rounded-lg px-3 py-2 hover:bg-brand-50 ${card ? 'items-start' : 'items-center'}`}
    >
      {icon ? <Icon name={icon} className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" /> : null}
      <span>
        <span className="flex items-center font-semibold text-brand-900">
          {item.heading}
          {item.isNew ? <NewBadge /> : null}
        </span>
        {item.description ? (
          <span className="mt-0.5 block text-sm text-muted">{item.description}</span>
        ) : null}
      </span>
    </SmartLink>
  )
}

/** What stands in for a submenu until the menu is in: a status while it loads, a way to try again if it failed. */
export function MenuStatus({ state, className }: { state: TMenuState['state']; className?: string }) {
  if (state === 'failed')
    return (
      <p className={className}>
        <T>{shell.menu.failed}</T>{' '}
        <button
          type="button"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          onClick={() => void loadMenu({ again: true })}
        >
          <T>{shell.menu.retry}</T>
        </button>
      </p>
    )
  return (
    <p role="status" className={className}>
      <T>{shell.menu.loading}</T>
    </p>
  )
}
