import { TAGS } from '@/server/cache/tags'

import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'

/** The careers list, each job's page and the sitemap read the one job list. */
export const revalidateJob = revalidateCollection(() => [TAGS.jobs])
export const revalidateJobDelete = revalidateCollectionDelete(() => [TAGS.jobs])
