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
} as const
