import 'server-only'

import { payloadSecret } from '../env'
import { signScript } from './sign-script'

let key: string | undefined

/**
 * The signature that lets a script the site renders itself (an administrator's analytics code) into the page's
 * Content-Security-Policy: the host hashes a signed inline script, or allows a signed script's origin (src/host/csp).
 */
export function scriptSignature(textOrSrc: string): string {
  key ??= payloadSecret()
  return signScript(key, textOrSrc)
}
