import { isPostPath } from '@/domain/blog'
import { hasProductDetails, isWithdrawnPlanPath, type TProductNeed } from '@/domain/products'
import { quotePathOf } from '@/domain/quotes/paths'
import { quotablePlanPaths } from '@/server/content/quotes'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'

import { PostView } from '../blog/PostView'
import { ProductDetails } from '../products/ProductDetails'
import { PreviewBar } from '../shell/PreviewBar'
import { Shell } from '../shell/Shell'
import type { TBlocksRenderer } from './blocks-renderer'
import type { TLoadedPage } from './load'

/**
 * A CMS page inside the shell. Plans get their product details drawn before the page's first FAQ block (or at
 * the end), and a plan with a rate table 'Check your premium' in its hero; blog posts get the post layout
 * (src/ui/blog). `need` is the plan list's filter on /life-insurance.
 */
export async function PageView({
  path,
  loaded,
  need = null,
  Blocks,
}: {
  path: string
  loaded: TLoadedPage
  need?: TProductNeed | null
  Blocks: TBlocksRenderer
}) {
  const shell = await serverTexts('shell')
  const { page, partner, meta, preview, contentLanguage, englishFiles } = loaded
  const layout = page.layout
  let body: React.ReactNode
  if (isPostPath(page.path)) {
    body = <PostView page={page} Blocks={Blocks} />
  } else {
    const heading =
      layout[0]?.blockType === 'hero' ? null : (
        <h1 className="mx-auto max-w-6xl px-4 pt-8 text-3xl font-bold text-brand-900">{page.title}</h1>
      )
    if (hasProductDetails(page.path)) {
      // The main action first: a plan with a rate table offers its quote in the hero, on the first screen.
      const quotable = !isWithdrawnPlanPath(page.path) && (await quotablePlanPaths()).has(page.path)
      const heroAction = quotable ? { label: shell.checkPremium, href: quotePathOf(page.path) } : null
      const at = layout.findIndex((block) => block.blockType === 'accordion')
      const split = at < 0 ? layout.length : at
      body = (
        <>
          {heading}
          <Blocks blocks={layout.slice(0, split)} heroAction={heroAction} />
          <ProductDetails
            page={page}
            withdrawn={isWithdrawnPlanPath(page.path)}
            englishFiles={englishFiles}
          />
          <Blocks blocks={layout.slice(split)} offset={split} />
        </>
      )
    } else {
      body = (
        <>
          {heading}
          <Blocks blocks={layout} need={need} />
        </>
      )
    }
  }
  return (
    <Shell
      path={path}
      partnerOne={partner}
      scrollToPage={page.scroll_to_page !== false}
      disclaimer={page.disclaimer}
      schema={meta.schema}
      work={layout.some((block) => block.blockType === 'calculator')}
      contentLanguage={contentLanguage}
    >
      {preview ? <PreviewBar id={preview.id} path={path} /> : null}
      {/* A page without sections in the page's language shows the English ones, marked (the shell says so above). */}
      {contentLanguage === (await pageLanguage()) ? body : <div lang={contentLanguage}>{body}</div>}
    </Shell>
  )
}
