import { callGateway, parseJson } from './client'
import { SmsDeliveryError, type ISmsMessage, type ISmsSender } from './types'

export interface IGupshupOptions {
  baseUrl: string
  userId: string
  password: string
  senderId: string
  dltEntityId: string
  dltTemplateId: string
  timeoutMs: number
}

/**
 * Gupshup Enterprise SMS (`/GatewayAPI/rest`, method SendMessage, form-encoded, JSON answer) with the sender id
 * (`mask`), DLT principal entity id and template id. Answers
 * `{"response":{"id":"…","phone":"91…","details":"","status":"success"}}`, or status "error" with details.
 */
export class GupshupSender implements ISmsSender {
  readonly name = 'gupshup'

  constructor(private readonly options: IGupshupOptions) {}

  async send(message: ISmsMessage) {
    const { baseUrl, userId, password, senderId, dltEntityId, dltTemplateId, timeoutMs } = this.options
    const form = new URLSearchParams({
      method: 'SendMessage',
      send_to: `91${message.to}`,
      msg: message.text,
      msg_type: 'TEXT',
      userid: userId,
      password,
      auth_scheme: 'plain',
      v: '1.1',
      format: 'json',
      mask: senderId,
      principalEntityId: dltEntityId,
      dltTemplateId: message.dltTemplateId || dltTemplateId,
    })
    const { body } = await callGateway(
      this.name,
      new URL('/GatewayAPI/rest', baseUrl).toString(),
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
      timeoutMs,
    )
    const answer = parseJson(this.name, body) as {
      response?: { status?: string; id?: string; details?: string }
    }
    if (answer.response?.status !== 'success') {
      const details = String(answer.response?.details ?? 'no details').slice(0, 80)
      throw new SmsDeliveryError(`${this.name}: refused (${details})`, 'refused')
    }
    return { providerId: answer.response.id }
  }
}
