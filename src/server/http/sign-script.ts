import { createHmac } from 'node:crypto'

/**
 * The signature the application puts on a script it wrote (of its text, or of its `src` for an external one), and
 * the host checks before it lists the script in the page's Content-Security-Policy (src/host/csp.ts). Plain
 * TypeScript: the host, bundled on its own, imports it too.
 */
export const signScript = (key: string, text: string) =>
  createHmac('sha256', key).update('inline-script\0').update(text).digest('base64url').slice(0, 32)
