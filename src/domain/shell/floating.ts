/**
 * The floating controls (the contact tab, the chat button, back-to-top) on a phone: they sit together at the foot
 * of the screen and step aside whenever they would cover what the visitor is using: a field with focus, or a
 * form's main button. No DOM in here; src/ui/shell/FloatingGuard.tsx measures and applies.
 */

export type TRect = { top: number; right: number; bottom: number; left: number }

/** Below this width the floating controls are docked at the foot of the screen and guarded (px). */
export const FLOATING_GUARD_MAX_WIDTH = 767

/** Whether two boxes share any area; touching edges do not count. A margin widens `a` on every side (px). */
export function overlaps(a: TRect, b: TRect, margin = 0): boolean {
  return (
    a.left - margin < b.right &&
    b.left < a.right + margin &&
    a.top - margin < b.bottom &&
    b.top < a.bottom + margin
  )
}

/** Input types a visitor types into (the on-screen keyboard comes up); boxes and buttons are not among them. */
const TYPED_INPUTS = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'number',
  'password',
  'date',
  'datetime-local',
  'month',
  'week',
  'time',
])

/** Whether an element with focus is one the visitor types into: the keyboard is up and the field needs the room. */
export function isTypingField(element: {
  tagName: string
  type?: string
  isContentEditable?: boolean
}): boolean {
  const tag = element.tagName.toLowerCase()
  if (tag === 'textarea' || tag === 'select' || element.isContentEditable) return true
  return tag === 'input' && TYPED_INPUTS.has((element.type || 'text').toLowerCase())
}

/**
 * Whether any floating control covers any guarded box (the field with focus, a form's main button): then they all
 * step aside. A control that is not shown (a zero box) covers nothing.
 */
export function coversAny(floating: TRect[], guarded: TRect[], margin = 8): boolean {
  const shown = floating.filter((rect) => rect.right > rect.left && rect.bottom > rect.top)
  return shown.some((control) => guarded.some((box) => overlaps(control, box, margin)))
}
