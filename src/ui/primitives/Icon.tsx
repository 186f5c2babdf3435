import type React from 'react'

/**
 * A small inline icon set (24px grid). Icons are decorative: the link or button around them carries the name, so
 * they are hidden from assistive technology.
 */
const STROKE: Record<string, string> = {
  chevronDown: 'M6 9l6 6 6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4.5-4.5',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  phone:
    'M5 4h3.5l2 5-2.5 1.5a11 11 0 0 0 5.5 5.5l1.5-2.5 5 2V19a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  shield: 'M12 3l8 3v6c0 5-3.5 8.4-8 9.5C7.5 20.4 4 17 4 12V6zM8.5 12l2.5 2.5 4.5-5',
  services: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  calculator:
    'M6 3h12v18H6zM9 7h6M9 11h.01M12 11h.01M15 11h.01M9 14.5h.01M12 14.5h.01M15 14.5h.01M9 18h.01M12 18h.01M15 18h.01',
  resume: 'M14 3H6v18h12V7zM14 3v4h4M9 13h6M9 17h4',
  pay: 'M3 6h18v12H3zM3 10h18M7 15h3',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  externalLink: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  location:
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
  x: 'M4 4l16 16M20 4L4 20',
  smartphone: 'M7 2h10v20H7zM11 18h2',
}

const FILL: Record<string, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.2-.6.6-.6z',
  linkedin:
    'M4 9h4v11H4zM6 3.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4zM10 9h3.8v1.6c.6-1 1.9-1.9 3.8-1.9 3.2 0 4.4 2 4.4 5.4V20h-4v-5.2c0-1.5-.3-2.6-1.8-2.6s-2.2 1.1-2.2 2.6V20h-4z',
  youtube:
    'M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8zM10 15.2V8.8l5.2 3.2z',
  play: 'M5 3.5v17a1 1 0 0 0 1.5.9l14-8.5a1 1 0 0 0 0-1.8l-14-8.5A1 1 0 0 0 5 3.5z',
}

export type TIconName = keyof typeof STROKE | keyof typeof FILL

export const hasIcon = (name: string | null | undefined): name is TIconName =>
  !!name && (name in STROKE || name in FILL)

export function Icon({
  name,
  className = 'h-5 w-5',
  ...rest
}: { name: TIconName; className?: string } & React.SVGProps<SVGSVGElement>) {
  const fill = FILL[name]
  // Stroke, caps and joins come from the `icon` class (globals.css), not from five attributes on every icon of the
  // page, and again in its payload.
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`${fill ? 'icon-solid' : 'icon'} ${className}`}
      {...rest}
    >
      <path d={fill ?? STROKE[name]} />
    </svg>
  )
}
