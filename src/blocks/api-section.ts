import type { Field } from 'payload'

import { HOME_SECTION_LABELS, HOME_SECTIONS } from '@/domain/home'

/** Marks a home-page block as the section a content GET of spec 7 answers (`/api/v1/{section}/home-page`). */
export const apiSection: Field = {
  name: 'api_section',
  label: 'Home-page API section',
  type: 'select',
  options: HOME_SECTIONS.map((value) => ({ label: HOME_SECTION_LABELS[value], value })),
  admin: {
    // The home page's wiring to the content API, a developer's setting: shown on the home page only (decision 96).
    condition: (data) => (data as { path?: unknown } | undefined)?.path === '/',
    description:
      'On the home page only: the content API answers this block under /api/v1/{section}/home-page. Leave empty elsewhere.',
  },
}
