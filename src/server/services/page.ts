import 'server-only'

import { cache } from 'react'

import { servicesPath } from '@/domain/otp/protocol'
import { EKYC_PAGE } from '@/domain/services/ekyc'

import { env } from '../env'
import { metaRecordForScreen } from '../seo'

/** What a service form needs from the server: the services path, the countdown, and whether OTP is skipped. */
export function serviceFormProps() {
  const config = env()
  return {
    servicesPath: servicesPath(config.SERVICES_PROVIDER),
    skipVerification: config.APP_ENV === 'devs' || config.APP_ENV === 'sit',
    resendSeconds: config.OTP_RESEND_SECONDS,
  }
}

export interface IServiceScreen {
  path: string
  title: string
  description: string
  /** The crumb between Home and this page (the services landing for services/…). */
  parent?: { name: string; path: string }
  name: string
  /** The home page's name in the trail, in the page's language ('Home' when not given). */
  home?: string
}

/** The meta record of a service screen, read once per request for the page and its head. */
export const serviceMeta = cache(async (screen: IServiceScreen) =>
  metaRecordForScreen({
    path: screen.path,
    title: screen.title,
    description: screen.description,
    trail: serviceTrail(screen),
  }),
)

export const serviceTrail = (screen: IServiceScreen) => [
  { name: screen.home ?? 'Home', path: '/' },
  ...(screen.parent ? [screen.parent] : []),
  { name: screen.name, path: screen.path },
]

/** The Aadhaar e-KYC consent revocation screen (its words in src/domain/services/ekyc.ts). */
export const EKYC_SCREEN: IServiceScreen = {
  path: EKYC_PAGE.path,
  name: EKYC_PAGE.name,
  parent: { name: 'Services', path: '/services' },
  title: EKYC_PAGE.title,
  description: EKYC_PAGE.description,
}
