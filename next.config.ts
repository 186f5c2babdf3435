import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Public source maps: the site's code is not secret, and errors reported from browsers become readable.
  productionBrowserSourceMaps: true,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
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

const config = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = config.headers

/**
 * Payload asks every address for the colour-scheme client hint and marks it critical, for its admin's theme. On a
 * public page that makes Chromium fetch the document twice on a first visit (it retries the request with the hint),
 * so the public pages go without it: the hint headers apply to the admin only.
 */
export default {
  ...config,
  async headers() {
    const rules = payloadHeaders ? await payloadHeaders() : []
    return rules.map((rule) =>
      rule.headers.some((header) => header.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
} satisfies NextConfig
