import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload local API: same process, no HTTP hop. */
export const payloadClient = () => getPayload({ config })
