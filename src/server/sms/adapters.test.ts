import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GupshupSender } from './gupshup'
import { Msg91Sender } from './msg91'
import { otpSmsText } from './text'
import { SmsDeliveryError, type ISmsMessage, type ISmsSender } from './types'

interface IReceived {
  method: string
  path: string
  headers: IncomingMessage['headers']
  form: URLSearchParams
}

/** A local stand-in for a gateway: records each request and answers as the test says. */
class FakeGateway {
  received: IReceived[] = []
  reply: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' }
  private server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      this.received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: new URLSearchParams(body),
      })
      const { status, body: answer, delayMs = 0 } = this.reply
      const timer = setTimeout(
        () => res.writeHead(status, { 'content-type': 'application/json' }).end(answer),
        delayMs,
      )
      res.on('close', () => clearTimeout(timer))
    })
  })
  url = ''
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }
  async stop() {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }
}

const message: ISmsMessage = {
  to: '9876543210',
  text: otpSmsText('4821', 'www.sahyoglife.example', 5),
  variables: { otp: '4821', host: 'www.sahyoglife.example', minutes: '5' },
}

async function failure(sender: ISmsSender) {
  try {
    await sender.send(message)
  } catch (error) {
    if (error instanceof SmsDeliveryError) return error.failure
    throw error
  }
  return 'sent'
}

const gateway = new FakeGateway()
beforeAll(() => gateway.start())
afterAll(() => gateway.stop())
beforeEach(() => {
  gateway.received = []
})

const cases = [
  {
    name: 'MSG91',
    templateField: 'DLT_TE_ID',
    make: (timeoutMs = 5000, baseUrl = gateway.url) =>
      new Msg91Sender({
        baseUrl,
        authKey: 'key-123',
        senderId: 'SAHYOG',
        dltTemplateId: '1107160000000012345',
        timeoutMs,
      }),
    ok: JSON.stringify({ type: 'success', message: '3463686a6b4d383932353830' }),
    refused: JSON.stringify({ type: 'error', message: 'Invalid template' }),
    checkRequest(request: IReceived) {
      expect(request.method).toBe('POST')
      expect(request.path).toBe('/api/sendhttp.php')
      expect(request.headers.authkey).toBe('key-123')
      expect(request.form.get('mobiles')).toBe('919876543210')
      expect(request.form.get('sender')).toBe('SAHYOG')
      expect(request.form.get('DLT_TE_ID')).toBe('1107160000000012345')
      expect(request.form.get('route')).toBe('4')
      expect(request.form.get('message')).toBe(message.text)
    },
  },
  {
    name: 'Gupshup',
    templateField: 'dltTemplateId',
    make: (timeoutMs = 5000, baseUrl = gateway.url) =>
      new GupshupSender({
        baseUrl,
        userId: '2000123456',
        password: 'secret',
        senderId: 'SAHYOG',
        dltEntityId: '1101160000000054321',
        dltTemplateId: '1107160000000012345',
        timeoutMs,
      }),
    ok: JSON.stringify({
      response: { id: '4829571033', phone: '919876543210', details: '', status: 'success' },
    }),
    refused: JSON.stringify({
      response: { id: '', phone: '', details: 'Invalid DLT template', status: 'error' },
    }),
    checkRequest(request: IReceived) {
      expect(request.method).toBe('POST')
      expect(request.path).toBe('/GatewayAPI/rest')
      expect(request.form.get('method')).toBe('SendMessage')
      expect(request.form.get('send_to')).toBe('919876543210')
      expect(request.form.get('userid')).toBe('2000123456')
      expect(request.form.get('mask')).toBe('SAHYOG')
      expect(request.form.get('principalEntityId')).toBe('1101160000000054321')
      expect(request.form.get('dltTemplateId')).toBe('1107160000000012345')
      expect(request.form.get('msg')).toBe(message.text)
    },
  },
]

describe.each(cases)(
  '$name adapter against a fake gateway',
  ({ make, ok, refused, checkRequest, templateField }) => {
    it('sends a message registered under its own DLT template with that template’s id', async () => {
      gateway.reply = { status: 200, body: ok }
      await make().send({ ...message, text: 'Application received', dltTemplateId: '1107160000000099999' })
      expect(gateway.received[0]!.form.get(templateField)).toBe('1107160000000099999')
    })

    it('sends the text, sender id and DLT ids in the gateway’s request shape', async () => {
      gateway.reply = { status: 200, body: ok }
      const receipt = await make().send(message)
      expect(receipt.providerId).toBeTruthy()
      expect(gateway.received).toHaveLength(1)
      checkRequest(gateway.received[0]!)
    })

    it('reports a refusal in the answer body as refused', async () => {
      gateway.reply = { status: 200, body: refused }
      expect(await failure(make())).toBe('refused')
    })

    it('reports a 4xx as refused and a 5xx as unavailable, each after one request', async () => {
      gateway.reply = { status: 401, body: '{"message":"bad key"}' }
      expect(await failure(make())).toBe('refused')
      gateway.reply = { status: 503, body: 'down' }
      expect(await failure(make())).toBe('unavailable')
      expect(gateway.received).toHaveLength(2)
    })

    it('gives up after its timeout without sending the request again', async () => {
      // The gateway would answer after 10 s; giving up at 300 ms shows well inside that, however busy the machine.
      gateway.reply = { status: 200, body: ok, delayMs: 10_000 }
      const started = Date.now()
      expect(await failure(make(300))).toBe('timeout')
      expect(Date.now() - started).toBeLessThan(5_000)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(gateway.received).toHaveLength(1)
    })

    it('reports an unreachable gateway as unavailable', async () => {
      expect(await failure(make(5000, 'http://127.0.0.1:9'))).toBe('unavailable')
    })

    it('reports an unreadable answer as unavailable', async () => {
      gateway.reply = { status: 200, body: '<html>proxy error</html>' }
      expect(await failure(make())).toBe('unavailable')
    })
  },
)

describe('the OTP SMS text', () => {
  it('has the code and ends with the WebOTP line for the site’s host', () => {
    const text = otpSmsText('4821', 'www.sahyoglife.example', 5)
    expect(text.startsWith('4821 ')).toBe(true)
    expect(text).toMatch(/valid for 5 minutes/)
    expect(text.split('\n').at(-1)).toBe('@www.sahyoglife.example #4821')
  })
})
