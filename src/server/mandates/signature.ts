import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The provider's callback to /api/v1/upi/enach-redirect: `ref`, `status` (success | failure), `umrn` (on success),
 * `ts` (Unix seconds) and `sig` = hex HMAC-SHA256 of `ref\nstatus\numrn\nts` with MANDATE_CALLBACK_SECRET. A
 * callback older or newer than the window is refused, so a captured one cannot be replayed later.
 */
export const CALLBACK_WINDOW_SECONDS = 10 * 60

export interface ICallbackFields {
  ref: string
  status: 'success' | 'failure'
  umrn: string
  ts: number
}

const canonical = (f: ICallbackFields) => `${f.ref}\n${f.status}\n${f.umrn}\n${f.ts}`

export const signCallback = (secret: string, fields: ICallbackFields) =>
  createHmac('sha256', secret).update(canonical(fields)).digest('hex')

/** The callback's query string (GET) or form body (POST), signed. */
export function signedCallbackParams(secret: string, fields: ICallbackFields): URLSearchParams {
  return new URLSearchParams({
    ref: fields.ref,
    status: fields.status,
    umrn: fields.umrn,
    ts: String(fields.ts),
    sig: signCallback(secret, fields),
  })
}

export type TCallbackCheck =
  { ok: true; fields: ICallbackFields } | { ok: false; reason: 'malformed' | 'signature' | 'stale' }

export function checkCallback(
  secret: string,
  params: URLSearchParams,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): TCallbackCheck {
  const ref = params.get('ref') ?? ''
  const status = params.get('status')
  const umrn = params.get('umrn') ?? ''
  const ts = Number(params.get('ts'))
  const sig = params.get('sig') ?? ''
  if (
    !/^[A-Za-z0-9-]{6,64}$/.test(ref) ||
    (status !== 'success' && status !== 'failure') ||
    !/^[A-Za-z0-9]{0,40}$/.test(umrn) ||
    (status === 'success' && umrn === '') ||
    !Number.isInteger(ts) ||
    !/^[0-9a-f]{64}$/.test(sig)
  )
    return { ok: false, reason: 'malformed' }
  const fields: ICallbackFields = { ref, status, umrn, ts }
  const expected = Buffer.from(signCallback(secret, fields), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return { ok: false, reason: 'signature' }
  if (Math.abs(nowSeconds - ts) > CALLBACK_WINDOW_SECONDS) return { ok: false, reason: 'stale' }
  return { ok: true, fields }
}
