/**
 * How long an SEO title and a meta description may be before search engines cut them (decision 96): about 60 and
 * 155 characters, the figures the admin's help already gives.
 */
export const SEO_TITLE_LIMIT = 60
export const SEO_DESCRIPTION_LIMIT = 155
/** Shorter than this, a description says too little to be shown instead of a snippet of the page. */
export const SEO_DESCRIPTION_MIN = 70

export type TSeoCountLevel = 'ok' | 'short' | 'over' | 'empty'

export function seoCount(count: number, limit: number): { level: TSeoCountLevel; message: string } {
  if (count === 0) return { level: 'empty', message: 'Empty: the site fills it in.' }
  if (count > limit) return { level: 'over', message: `${count - limit} over: search engines will cut it.` }
  if (limit === SEO_DESCRIPTION_LIMIT && count < SEO_DESCRIPTION_MIN)
    return { level: 'short', message: `Short: aim for ${SEO_DESCRIPTION_MIN} to ${limit}.` }
  return { level: 'ok', message: 'Fits.' }
}
