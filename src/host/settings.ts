import type { TEnv } from '@/server/env'

import type { IPolicyOptions } from './csp'

export interface IHostSettings {
  /** Strict-Transport-Security for every answer, in production only (a laptop serves plain http). */
  hsts: string | null
  policy: IPolicyOptions
  /** Whether every publish purges the shared cache in front of the site (CDN_PURGE), so it may hold pages a day. */
  purgedSharedCache: boolean
}

/** What the host adds to answers, from the validated environment. */
export function hostSettings(
  config: Pick<TEnv, 'APP_ENV' | 'SITE_URL' | 'PAYMENT_GATEWAY' | 'RAZORPAY_API_BASE' | 'CDN_PURGE'>,
): IHostSettings {
  const production = config.APP_ENV === 'production'
  return {
    hsts: production ? 'max-age=31536000; includeSubDomains' : null,
    policy: {
      // Razorpay's hosted checkout is a form the renewal page posts (src/server/payments).
      formActions: config.PAYMENT_GATEWAY === 'razorpay' ? [new URL(config.RAZORPAY_API_BASE).origin] : [],
      // The video player (src/domain/media-centre: the privacy-enhanced YouTube host).
      frames: ['https://www.youtube-nocookie.com'],
      upgradeInsecure: production && config.SITE_URL.startsWith('https:'),
    },
    purgedSharedCache: config.CDN_PURGE !== 'none',
  }
}
