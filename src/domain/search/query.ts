import { z } from 'zod'

import { SEARCH } from '.'

// Kept apart from the search rules so the header box, which uses those, does not carry zod to the browser.

/** The query string of GET /api/v1/search-api, with the messages a caller sees when it is wrong. */
export const ZSearchQuery = z.object({
  search: z
    .string({ error: 'Type at least 3 characters to search.' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(SEARCH.minLength, { error: `Type at least ${SEARCH.minLength} characters to search.` })
        .max(SEARCH.maxLength, { error: `Search text can be at most ${SEARCH.maxLength} characters.` }),
    ),
  page: z
    .string()
    .optional()
    .transform((value) => value ?? '0')
    .pipe(
      z
        .string()
        .regex(/^\d{1,6}$/, { error: 'page must be a whole number from 0 up.' })
        .transform((value) => Number(value)),
    ),
})
export type TSearchQuery = z.output<typeof ZSearchQuery>

/** The first problem with a query, or the clean query. */
export function parseSearchQuery(
  params: URLSearchParams,
): { ok: true; query: TSearchQuery } | { ok: false; message: string } {
  const result = ZSearchQuery.safeParse({
    search: params.get('search') ?? undefined,
    page: params.get('page') ?? undefined,
  })
  if (result.success) return { ok: true, query: result.data }
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid search.' }
}
