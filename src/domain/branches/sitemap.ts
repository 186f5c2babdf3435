import { branchPath, type TBranch } from '.'
import { BRANCH_FINDER_PATH } from './nearest'

/**
 * Every branch page address: the locator, each state, district and city that has a branch, and each branch, once
 * each. Never the finder's results page (/contact-us/branches/near: a form's answer, a screen of its own), even
 * for a state whose slug would be `near`.
 */
export function branchPaths(
  branches: Pick<TBranch, 'slug' | 'state_slug' | 'district_slug' | 'city_slug'>[],
): string[] {
  const paths = new Set<string>([branchPath({})])
  for (const branch of branches) {
    const { state_slug: state, district_slug: district, city_slug: city, slug: location } = branch
    paths.add(branchPath({ state }))
    paths.add(branchPath({ state, district }))
    paths.add(branchPath({ state, district, city }))
    paths.add(branchPath({ state, district, city, location }))
  }
  paths.delete(BRANCH_FINDER_PATH)
  return [...paths]
}

/** The sitemap's entries for the branch pages (branchPaths; the finder's results page is noindex). */
export function branchSitemapEntries(
  branches: Pick<TBranch, 'slug' | 'state_slug' | 'district_slug' | 'city_slug'>[],
  siteUrl: string,
): { url: string }[] {
  return branchPaths(branches).map((path) => ({ url: new URL(path, siteUrl).toString() }))
}
