import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'

import { IMAGE_LOCAL_PATTERNS } from './src/host/request-guards'

const baseConfig: NextConfig = {
  poweredByHeader: false,
  // Public source maps: the site's code is not secret, and errors reported from browsers become readable.
  productionBrowserSourceMaps: true,
  reactStrictMode: true,
  // `npm start` and `npm test` check types with `tsc --noEmit` themselves (CI runs it on every change), so their
  // builds skip Next's second pass over the same files (about 25 s on two cores). `npm run build` keeps it.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPE_CHECK === '1' },
  // The host serves from the working copy with its node_modules (no standalone output, no serverless bundles), so
  // nothing reads the build's traces of node_modules; not tracing them saves 15 to 20 s of every build.
  outputFileTracingExcludes: { '*': ['node_modules/**'] },
  // The optimiser fetches our own pictures only (the host refuses any other spelling before Next: request-guards).
  images: { formats: ['image/avif', 'image/webp'], localPatterns: IMAGE_LOCAL_PATTERNS, remotePatterns: [] },
  // Server code keeps its class names: Payload logs an error at the level its class name sets (a 404 is 'info'),
  // and minified names ('j') made every 403 and 404 an error with its stack.
  experimental: { serverMinification: false },
  // Loaded from node_modules, not bundled: the host and the application share one copy and one set of metrics.
  serverExternalPackages: ['prom-client', 'harfbuzzjs'],
  // In the browser's bundles, a module of src/ui or src/domain runs only for what is used from it: none has a
  // side effect of its own (the lint-checked layers import no CSS and run nothing on import that another module
  // needs). Without this a barrel brought all it re-exports: the form kit's index took its upload checks and form
  // hook to every calculator, which uses three of its fields.
  webpack: (webpackConfig: { module: { rules: object[] } }, { isServer }: { isServer: boolean }) => {
    if (!isServer)
      webpackConfig.module.rules.push({
        include: [path.resolve('src/ui'), path.resolve('src/domain')],
        test: /\.tsx?$/,
        sideEffects: false,
      })
    return webpackConfig
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          {
            key: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(self), otp-credentials=(self)',
          },
        ],
      },
    ]
  },
}

const config = withPayload(baseConfig, { devBundleServerPackages: false })
const payloadHeaders = config.headers

/**
 * Payload asks every address for the colour-scheme client hint and marks it critical, for its admin's theme. On a
 * public page that makes Chromium fetch the document twice on a first visit (it retries the request with the hint),
 * so the public pages go without it: the hint headers apply to the admin only.
 *
 * The served site (not the build, not development) keeps Next's page and data cache in Redis when REDIS_URL is set,
 * shared by every instance (src/server/cache/next-handler.ts, built to .next/host/cache-handler.mjs); without it,
 * Next's own cache on this machine's disk and memory.
 */
export default function nextConfig(phase: string) {
  const shared = phase === PHASE_PRODUCTION_SERVER && !!process.env.REDIS_URL
  return {
    ...config,
    ...(shared ? { cacheHandler: path.resolve('.next/host/cache-handler.mjs'), cacheMaxMemorySize: 0 } : {}),
    async headers() {
      const rules = payloadHeaders ? await payloadHeaders() : []
      return rules.map((rule) =>
        rule.headers.some((header) => header.key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      )
    },
  } satisfies NextConfig
}
