/**
 * Times as the admin shows them: India time (IST, Asia/Kolkata), whatever the clock of the computer the admin is
 * opened on. A time typed in a zone ("11:35 on 24 Nov 2026, India time") and the instant it stands for, both ways.
 * Zones other than India's are worked out through the runtime's own zone data (Intl), so UTC and any IANA zone an
 * editor picks convert alike in Node and the browser.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** A clock reading in some zone: the calendar day and the time of day, to the minute. */
export interface IWallTime {
  year: number
  /** 1-12 */
  month: number
  day: number
  hour: number
  minute: number
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The clock reading of `instant` in `zone`. */
export function wallTimeIn(instant: Date, zone: string = INDIA_TIME_ZONE): IWallTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  }
}

const asUtc = (wall: IWallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)

/**
 * The instant a clock in `zone` reads `wall`. A reading a zone skips (a daylight-saving gap) is the first instant
 * after the gap; India has none.
 */
export function instantOf(wall: IWallTime, zone: string = INDIA_TIME_ZONE): Date {
  const target = asUtc(wall)
  // The zone's offset at a guess, then at the instant that guess gives (twice covers a change of offset).
  let guess = target
  for (let i = 0; i < 2; i++) {
    const offset = asUtc(wallTimeIn(new Date(guess), zone)) - guess
    guess = target - offset
  }
  return new Date(guess)
}

/** "2026-11-24" and "11:35" (as date and time inputs give them) → a wall time, or null when either is not one. */
export function parseWallTime(date: string, time: string): IWallTime | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim())
  const t = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time.trim())
  if (!d || !t) return null
  const wall = {
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: Number(t[1]),
    minute: Number(t[2]),
  }
  const check = new Date(asUtc(wall))
  const real =
    check.getUTCFullYear() === wall.year &&
    check.getUTCMonth() + 1 === wall.month &&
    check.getUTCDate() === wall.day &&
    wall.hour < 24 &&
    wall.minute < 60
  return real ? wall : null
}

/** A wall time as the date and time inputs take it: ["2026-11-24", "11:35"]. */
export const wallTimeInputs = (wall: IWallTime): [string, string] => [
  `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
  `${pad(wall.hour)}:${pad(wall.minute)}`,
]

/** "11:35" */
export const formatClock = (wall: IWallTime) => `${pad(wall.hour)}:${pad(wall.minute)}`

/** "24 Nov 2026" */
export const formatWallDay = (wall: IWallTime) => `${wall.day} ${MONTHS[wall.month - 1]} ${wall.year}`

/**
 * An instant as the admin shows it, in India time: "24 Nov 2026, 14:05 IST". Null for nothing or what is not a
 * date.
 */
export function formatIndiaDateTime(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return null
  const wall = wallTimeIn(date, INDIA_TIME_ZONE)
  return `${formatWallDay(wall)}, ${formatClock(wall)} IST`
}
