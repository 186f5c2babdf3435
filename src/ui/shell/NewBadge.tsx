import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { T } from '@/ui/i18n/Texts'

/** The 'New' marker of a menu entry (is_new). */
export function NewBadge() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full bg-accent-600 px-2 py-0.5 text-[0.6875rem] leading-none font-bold tracking-wide text-white uppercase">
      <T>{shell.newBadge}</T>
    </span>
  )
}
