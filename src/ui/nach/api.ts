import { OTP_TEXTS } from '@/domain/otp/protocol'

import { formTokenHeaders } from '../forms/client'

export interface INachAnswer {
  status: number
  message: string
  data?: Record<string, unknown> | unknown[]
}

/** One NACH call: the form's CSRF token first (when `formName` is given), then the JSON request. */
export async function nachCall(
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; servicesPath?: string; formName?: string },
): Promise<INachAnswer> {
  const csrf =
    init.formName && init.servicesPath ? await formTokenHeaders(init.servicesPath, init.formName) : {}
  if (csrf === null) return { status: 0, message: OTP_TEXTS.sendFailed }
  try {
    const response = await fetch(path, {
      method: init.method,
      headers: { 'content-type': 'application/json', 'api-version': 'v1', ...csrf },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      credentials: 'same-origin',
    })
    const body = (await response.json().catch(() => null)) as {
      message?: string
      data?: INachAnswer['data']
    } | null
    return {
      status: response.status,
      message: body?.message || OTP_TEXTS.sendFailed,
      ...(body?.data === undefined ? {} : { data: body.data }),
    }
  } catch {
    return { status: 0, message: OTP_TEXTS.sendFailed }
  }
}
