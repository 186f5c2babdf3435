// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { useSmsCode } from './useSmsCode'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
const onCode = vi.fn()

function Probe({ enabled }: { enabled: boolean }) {
  useSmsCode(enabled, onCode)
  return null
}

/** A browser with WebOTP: `get` answers what the test says, and records its signal. */
function withWebOtp(answer: () => Promise<unknown>) {
  const signals: AbortSignal[] = []
  Object.assign(window, { OTPCredential: class {} })
  const get = vi.fn((options: { signal: AbortSignal; otp: { transport: string[] } }) => {
    signals.push(options.signal)
    return answer()
  })
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true })
  return { get, signals }
}

beforeEach(() => {
  onCode.mockReset()
  root = createRoot(document.createElement('div'))
})
afterEach(() => {
  act(() => root.unmount())
  delete (window as { OTPCredential?: unknown }).OTPCredential
})

describe('reading the code from the SMS (WebOTP)', () => {
  it('asks the browser for an SMS code and hands it on', async () => {
    const { get } = withWebOtp(async () => ({ code: '4821' }))
    await act(async () => root.render(<Probe enabled />))
    expect(get).toHaveBeenCalledTimes(1)
    expect(get.mock.calls[0]![0].otp).toEqual({ transport: ['sms'] })
    expect(onCode).toHaveBeenCalledWith('4821')
  })

  it('stops asking when the popup closes', async () => {
    const { signals } = withWebOtp(() => new Promise(() => {}))
    await act(async () => root.render(<Probe enabled />))
    expect(signals[0]!.aborted).toBe(false)
    act(() => root.unmount())
    expect(signals[0]!.aborted).toBe(true)
    root = createRoot(document.createElement('div'))
  })

  it('leaves the boxes for typing when the visitor declines', async () => {
    withWebOtp(async () => {
      throw new DOMException('declined', 'AbortError')
    })
    await act(async () => root.render(<Probe enabled />))
    expect(onCode).not.toHaveBeenCalled()
  })

  it('asks nothing where verification is skipped, or where the browser cannot read an SMS', async () => {
    const { get } = withWebOtp(async () => ({ code: '4821' }))
    await act(async () => root.render(<Probe enabled={false} />))
    expect(get).not.toHaveBeenCalled()
    delete (window as { OTPCredential?: unknown }).OTPCredential
    await act(async () => root.render(<Probe enabled />))
    expect(get).not.toHaveBeenCalled()
  })
})
