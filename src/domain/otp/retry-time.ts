const TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })

/**
 * When a refused visitor may try again, as they read it (Indian time): 'after 5:12 pm', 'after 5:12 pm tomorrow'.
 * The OTP limits never refuse for more than a day, so a date is never needed.
 */
export function retryTime(nowMs: number, atMs: number): string {
  // Rounded up to the next minute, so 'after 5:12 pm' is never a minute early.
  const at = new Date(Math.ceil(atMs / 60_000) * 60_000)
  const time = TIME.format(at).replace(/\s?(am|pm)$/i, (_, half: string) => ` ${half.toLowerCase()}`)
  const sameDay = DAY.format(at) === DAY.format(new Date(nowMs))
  return `after ${time}${sameDay ? '' : ' tomorrow'}`
}
