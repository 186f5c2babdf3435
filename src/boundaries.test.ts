import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * Who may import whom (docs/architecture.md) is enforced by the lint: each case is a file the lint must refuse,
 * linted where it would live, with the project's own configuration.
 */
let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: path.resolve(__dirname, '..') })
})

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((message) => /no-restricted-imports/.test(message.ruleId ?? ''))
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['src/domain/forms/example.ts', "import { env } from '@/server/env'\nexport const a = env"],
    ['src/domain/forms/example.ts', "import { useState } from 'react'\nexport const a = useState"],
    ['src/domain/forms/example.ts', "import { getPayload } from 'payload'\nexport const a = getPayload"],
    ['src/ui/example/Thing.tsx', "import { otpServices } from '@/server/otp'\nexport const a = otpServices"],
    [
      'src/ui/example/Thing.tsx',
      "import { clientAddress } from '@/server/http/client-ip'\nexport const a = clientAddress",
    ],
    ['src/ui/example/Thing.tsx', "import { Leads } from '@/cms/collections/Leads'\nexport const a = Leads"],
    ['src/server/example/index.ts', "import { Shell } from '@/ui/shell/Shell'\nexport const a = Shell"],
    ['src/server/example/index.ts', "import { hasRole } from '@/cms/access'\nexport const a = hasRole"],
    ['src/cms/example.ts', "import { PAGE_BLOCKS } from '@/blocks/config'\nexport const a = PAGE_BLOCKS"],
    [
      'src/ui/example/Thing.tsx',
      "import { RenderBlocks } from '@/blocks/RenderBlocks'\nexport const a = RenderBlocks",
    ],
    ['src/cms/example.ts', "import { GET } from '@/app/api/v1/footer/route'\nexport const a = GET"],
    [
      'src/blocks/Example/Component.tsx',
      "import { otpServices } from '@/server/otp'\nexport const a = otpServices",
    ],
    ['src/blocks/Example/config.ts', "import { Icon } from '@/ui/primitives/Icon'\nexport const a = Icon"],
    [
      'src/blocks/Example/config.ts',
      "import { HeroBlock } from '../Hero/Component'\nexport const a = HeroBlock",
    ],
    [
      'src/ui/example/Thing.tsx',
      "import { PAGE_BLOCKS } from '@/blocks/config'\nexport const a = PAGE_BLOCKS",
    ],
    [
      'src/server/example/index.ts',
      "import { RenderBlocks } from '@/blocks/RenderBlocks'\nexport const a = RenderBlocks",
    ],
    ['src/server/example/index.ts', "import { csp } from '@/host/csp'\nexport const a = csp"],
    ['src/server/example/index.ts', "import config from '@payload-config'\nexport const a = config"],
    ['src/cms/example.ts', "import { drain } from '@/host/drain'\nexport const a = drain"],
    ['src/host/example.ts', "import { Shell } from '@/ui/shell/Shell'\nexport const a = Shell"],
    ['src/host/example.ts', "import { GET } from '@/app/readyz/route'\nexport const a = GET"],
    ['src/host/example.ts', "import { isAdmin } from '@/cms/access'\nexport const a = isAdmin"],
    ['src/app/api/example/route.ts', "import { drain } from '@/host/drain'\nexport const a = drain"],
  ])('%s may not: %s', async (file, code) => {
    expect(await problems(file, code)).not.toHaveLength(0)
  })

  it.each([
    [
      'src/ui/example/Thing.tsx',
      "import { getPlans } from '@/server/content/catalogue'\nexport const a = getPlans",
    ],
    ['src/ui/example/Thing.tsx', "import type { IFund } from '@/server/nav-history'\nexport type A = IFund"],
    [
      'src/ui/example/Thing.tsx',
      "import { pageWithMeta } from '@/server/seo'\nexport const a = pageWithMeta",
    ],
    [
      'src/server/example/index.ts',
      "import { formMessage } from '@/domain/forms/messages'\nexport const a = formMessage",
    ],
    ['src/payload.config.ts', "import { PAGE_BLOCKS } from '@/blocks/config'\nexport const a = PAGE_BLOCKS"],
    [
      'src/app/(site)/example/page.tsx',
      "import { RenderBlocks } from '@/blocks/RenderBlocks'\nexport const a = RenderBlocks",
    ],
    [
      'src/cms/collections/Example/index.ts',
      "import { storedFiles } from '@/server/uploads/storage'\nexport const a = storedFiles",
    ],
    [
      'src/blocks/Example/Component.tsx',
      "import { getPlans } from '@/server/content/catalogue'\nexport const a = getPlans",
    ],
    ['src/host/example.ts', "import { siteMetrics } from '@/server/metrics'\nexport const a = siteMetrics"],
    [
      'src/host/example.ts',
      "import { parseTrustedProxies } from '@/domain/http/client-address'\nexport const a = parseTrustedProxies",
    ],
  ])('%s may: %s', async (file, code) => {
    expect(await problems(file, code)).toHaveLength(0)
  })
})
