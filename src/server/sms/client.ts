import { SmsDeliveryError } from './types'

/**
 * One HTTP call to a gateway with a hard timeout. 4xx → refused, 5xx or no connection → unavailable, no answer
 * in time → timeout (the message may still go out). Never retried here.
 */
export async function callGateway(
  gateway: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  let res: Response
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' })
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new SmsDeliveryError(`${gateway}: no answer within ${timeoutMs} ms`, 'timeout')
    }
    throw new SmsDeliveryError(`${gateway}: cannot reach the gateway`, 'unavailable')
  }
  let body: string
  try {
    body = await res.text()
  } catch {
    throw new SmsDeliveryError(`${gateway}: the answer was cut off`, 'timeout')
  }
  if (res.status >= 500) throw new SmsDeliveryError(`${gateway}: HTTP ${res.status}`, 'unavailable')
  if (res.status >= 400) throw new SmsDeliveryError(`${gateway}: HTTP ${res.status}`, 'refused')
  return { status: res.status, body }
}

export function parseJson(gateway: string, body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    throw new SmsDeliveryError(`${gateway}: unreadable answer`, 'unavailable')
  }
}
