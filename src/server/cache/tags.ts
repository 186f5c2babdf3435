/** Cache tags, one place: the data module tags its reads with these, CMS hooks revalidate the same names. */
export const TAGS = {
  settings: 'settings',
  header: 'header',
  footer: 'footer',
  pages: 'pages',
  page: (path: string) => `page:${path || '/'}`,
  search: 'search',
  branches: 'branches',
  redirects: 'redirects',
  jobs: 'jobs',
  /** Funds and their daily NAVs (nav-history). */
  funds: 'funds',
  /** Declared bonus rates (bonus-information). */
  bonus: 'bonus',
  /** Plans' premium rate tables (the quote journey). */
  quotes: 'quotes',
  testimonials: 'testimonials',
  mediaItems: 'media-items',
  videos: 'videos',
} as const
