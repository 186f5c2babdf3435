// @vitest-environment happy-dom
import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { secondsLeft, useResendCountdown } from './useResendCountdown'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let seen: ReturnType<typeof useResendCountdown>

function Probe({ seconds, running }: { seconds: number; running: boolean }) {
  const countdown = useResendCountdown(seconds, running)
  useEffect(() => {
    seen = countdown
  })
  return <p>{countdown.seconds}</p>
}

const render = (seconds: number, running: boolean) =>
  act(() => root.render(<Probe seconds={seconds} running={running} />))

beforeEach(() => {
  vi.useFakeTimers()
  root = createRoot(document.createElement('div'))
})
afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
})

describe('the seconds left before a deadline', () => {
  it('rounds up, and is 0 once the deadline has passed', () => {
    expect(secondsLeft(30_000, 0)).toBe(30)
    expect(secondsLeft(30_000, 29_001)).toBe(1)
    expect(secondsLeft(30_000, 30_000)).toBe(0)
    expect(secondsLeft(30_000, 31_000)).toBe(0)
  })
})

describe('the resend countdown', () => {
  it('counts down each second from the full time, and stops at 0', () => {
    render(30, true)
    expect(seen.seconds).toBe(30)
    act(() => vi.advanceTimersByTime(1000))
    expect(seen.seconds).toBe(29)
    act(() => vi.advanceTimersByTime(40_000))
    expect(seen.seconds).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('keeps to the clock when the page missed ticks (a throttled background tab)', () => {
    render(30, true)
    // The clock moves on 20 s while no tick ran; the next tick shows the time left, not one second less.
    vi.setSystemTime(Date.now() + 20_000)
    act(() => vi.advanceTimersByTime(1000))
    expect(seen.seconds).toBe(9)
  })

  it('stops counting while not running (a final view shows)', () => {
    render(30, true)
    render(30, false)
    act(() => vi.advanceTimersByTime(5000))
    expect(seen.seconds).toBe(30)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('starts again in full on restart', () => {
    render(30, true)
    act(() => vi.advanceTimersByTime(12_000))
    expect(seen.seconds).toBe(18)
    act(() => seen.restart())
    expect(seen.seconds).toBe(30)
  })
})
