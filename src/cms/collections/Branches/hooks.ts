import { TAGS } from '@/server/cache/tags'

import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'

/** Branch pages and the search's branch suggestions all read the one branch list. */
export const revalidateBranch = revalidateCollection(() => [TAGS.branches])
export const revalidateBranchDelete = revalidateCollectionDelete(() => [TAGS.branches])
