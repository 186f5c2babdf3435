import { SmartLink } from '../primitives/SmartLink'
import type { TQuickLink } from './menu-types'

/**
 * The sticky side contact tab (spec 2.2), labelled with the first quick link. Its slide-in lead form comes later;
 * until then it leads to that link (the contact page).
 */
export function ContactTab({ link }: { link: TQuickLink }) {
  return (
    <SmartLink
      id="contact-tab"
      href={link.url}
      className="contact-tab fixed top-1/2 right-0 z-30 flex min-h-32 w-11 -translate-y-1/2 items-center justify-center rounded-l-lg bg-accent-600 py-3 text-sm font-semibold tracking-wide text-white shadow-lg [writing-mode:vertical-rl] hover:bg-brand-700"
    >
      <span className="rotate-180">{link.label}</span>
    </SmartLink>
  )
}
