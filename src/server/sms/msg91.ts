import { callGateway, parseJson } from './client'
import { SmsDeliveryError, type ISmsMessage, type ISmsSender } from './types'

export interface IMsg91Options {
  baseUrl: string
  authKey: string
  senderId: string
  dltTemplateId: string
  timeoutMs: number
}

/**
 * MSG91's send API (`/api/sendhttp.php`, route 4 = transactional, JSON answer): the full text, the DLT-approved
 * sender id and the DLT template id (`DLT_TE_ID`); the principal entity id is registered on the MSG91 account.
 * Answers `{"type":"success","message":"<request id>"}` or `{"type":"error","message":"…"}`.
 */
export class Msg91Sender implements ISmsSender {
  readonly name = 'msg91'

  constructor(private readonly options: IMsg91Options) {}

  async send(message: ISmsMessage) {
    const { baseUrl, authKey, senderId, dltTemplateId, timeoutMs } = this.options
    const form = new URLSearchParams({
      mobiles: `91${message.to}`,
      message: message.text,
      sender: senderId,
      route: '4',
      country: '91',
      DLT_TE_ID: message.dltTemplateId || dltTemplateId,
      response: 'json',
    })
    const { body } = await callGateway(
      this.name,
      new URL('/api/sendhttp.php', baseUrl).toString(),
      {
        method: 'POST',
        headers: { authkey: authKey, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      },
      timeoutMs,
    )
    const answer = parseJson(this.name, body) as { type?: string; message?: string }
    if (answer.type !== 'success') {
      throw new SmsDeliveryError(`${this.name}: refused (${String(answer.message).slice(0, 80)})`, 'refused')
    }
    return { providerId: answer.message }
  }
}
