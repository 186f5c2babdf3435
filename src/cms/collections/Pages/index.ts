import type { Block, CollectionConfig } from 'payload'

import { isPagePath, normalizePagePath } from '@/domain/paths'

import { LIVE_PREVIEW_BREAKPOINTS, pageLivePreviewUrl, pagePreviewPath } from '@/server/admin'

import { reviewEndpoint } from '@/server/publishing/review'

import { isAdmin, isEditor, publishedOrStaff } from '../../access'
import { reviewFields } from '../../fields/review'
import { ADMIN_GROUPS } from '../../groups'
import { applyReview } from '../../hooks/review'
import { SHARE_IMAGE_MIN, shareImageSize } from '../../fields/share-image'
import { postDetailsTab, productDetailsTab } from './details'
import { addressFromCategory } from './post-category'
import { revalidatePage, revalidatePageDelete } from './hooks'
import { indexPage, unindexPage } from './search'

/**
 * The pages, with the blocks an editor can place on them (src/blocks/config.ts `PAGE_BLOCKS`, given by
 * payload.config.ts: the blocks build on the CMS's fields, so the CMS never imports a block).
 */
export const pagesCollection = (blocks: Block[]): CollectionConfig => ({
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    description: 'Every content page of the site, addressed by its path.',
    // The Preview button: signs the editor into a short-lived preview of the draft (src/app/api/preview).
    // Both open the page in the language chosen in the admin's language selector (`/hi/x` for Hindi).
    preview: (doc, { locale }) => pagePreviewPath(doc?.path, locale),
    // Live preview: the draft beside the form, at phone, tablet and desktop widths. Autosave (below) keeps the draft
    // current, and the page in the frame re-renders on each save (src/ui/shell/PreviewBar.tsx).
    livePreview: {
      url: ({ data, req, locale }) => pageLivePreviewUrl(data?.path, req, locale?.code),
      breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    },
    // "Publish changes" with our own schedule drawer: India time, to the minute, a past time refused (decision 83).
    components: { edit: { PublishButton: '/cms/publishing/PublishButton#PublishButton' } },
  },
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isAdmin },
  // Drafts save themselves a second after the last change (so live preview follows the form); publishing and
  // unpublishing can be scheduled, run by the job runner (src/server/jobs).
  versions: {
    // `validate`: a draft is checked as a published page is, so "Create New" opens an empty form instead of saving an
    // empty draft at once, and autosave starts once the required fields are filled in (decision 96).
    drafts: {
      autosave: { interval: 1000 },
      schedulePublish: { timeIntervals: 1, timeFormat: 'HH:mm' },
      validate: true,
    },
    maxPerDoc: 30,
  },
  hooks: {
    // A blog post's address follows the category chosen for it (decision 96).
    beforeValidate: [addressFromCategory],
    // A change is published only once a second person approved it (decision 84).
    beforeChange: [applyReview],
    afterChange: [revalidatePage, indexPage],
    afterDelete: [revalidatePageDelete, unindexPage],
  },
  endpoints: [reviewEndpoint('pages')],
  fields: [
    ...reviewFields,
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      localized: true,
      admin: {
        description:
          'Names the page in search results (unless the SEO title is set), the site search and breadcrumbs.',
      },
    },
    {
      name: 'path',
      label: 'Address (path)',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'Where the page lives, e.g. /legal/privacy-policy. The home page is /. A blog post: /blog/{category}/{post}, its category part set from the category chosen in Post details.',
      },
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePagePath(value) : value)],
      },
      validate: (value: string | null | undefined) =>
        (!!value && isPagePath(value)) ||
        'Use lowercase words separated by dashes and slashes, e.g. /legal/privacy-policy',
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'layout',
              label: 'Sections',
              type: 'blocks',
              labels: { singular: 'Section', plural: 'Sections' },
              blocks,
              required: true,
              // Each language has its own sections (decision 109): a Hindi page is written, not mirrored field by field.
              localized: true,
              admin: { description: 'The page from top to bottom; drag a section to move it.' },
            },
          ],
        },
        productDetailsTab,
        postDetailsTab,
        {
          label: 'SEO',
          name: 'meta',
          fields: [
            {
              name: 'title',
              label: 'SEO title',
              type: 'text',
              localized: true,
              admin: {
                description: 'Shown in search results; about 60 characters. Empty: “{title} | {brand name}”.',
              },
            },
            {
              name: 'description',
              label: 'Meta description',
              type: 'textarea',
              localized: true,
              admin: {
                description:
                  'The text under the title in search results; about 155 characters. Empty: from the content.',
              },
            },
            {
              name: 'searchPreview',
              type: 'ui',
              label: 'Search result preview',
              // Counts the SEO title's and the description's characters and draws the page as a search result.
              admin: { components: { Field: '/cms/components/SearchPreview#SearchPreview' } },
            },
            {
              name: 'canonical',
              label: 'Canonical address',
              type: 'text',
              admin: { description: 'Leave empty to use the page address.' },
            },
            {
              name: 'robots',
              label: 'Search engines',
              type: 'select',
              defaultValue: 'index, follow',
              options: [
                { label: 'List the page and follow its links (index, follow)', value: 'index, follow' },
                {
                  label: 'Do not list the page, follow its links (noindex, follow)',
                  value: 'noindex, follow',
                },
                {
                  label: 'Neither list the page nor follow its links (noindex, nofollow)',
                  value: 'noindex, nofollow',
                },
              ],
            },
            {
              name: 'image',
              label: 'Share image',
              type: 'upload',
              relationTo: 'media',
              admin: {
                description: `Shown when the page is shared; without one, a title card is drawn. At least ${SHARE_IMAGE_MIN.width}×${SHARE_IMAGE_MIN.height} pixels (1200×630 looks best).`,
              },
              validate: shareImageSize,
            },
          ],
        },
        {
          label: 'Disclaimer',
          name: 'disclaimer',
          description: 'An optional strip shown under the page; without it the site-wide default is used.',
          fields: [
            { name: 'heading', label: 'Heading', type: 'text', localized: true },
            { name: 'description', label: 'Text', type: 'textarea', localized: true },
          ],
        },
      ],
    },
    {
      name: 'partner_one',
      label: 'Partner mode (hide header, footer, menus and chat)',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'scroll_to_page',
      label: 'Scroll to top after navigation',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar' },
    },
  ],
})
