'use client'

import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { format } from '@/domain/i18n/format'
import { OTP_TEXTS, OTP_UI_TIMINGS } from '@/domain/otp/protocol'
import { useT } from '@/ui/i18n/Texts'

/** The boxes' field names, as the spec's popup names them. */
export const OTP_BOX_NAMES = ['otp_value_one', 'otp_value_two', 'otp_value_three', 'otp_value_four'] as const

export const emptyDigits = (length: number) => Array.from({ length }, () => '')

/**
 * What typing or pasting `text` into box `from` makes of the boxes: its digits fill that box and the ones after it
 * (other characters are dropped, the rest cut at the last box), and focus goes to the box after the last one filled
 * (the last box at most). Clearing a box empties it and leaves the focus where it is (`focus` null).
 */
export function spreadDigits(
  previous: readonly string[],
  from: number,
  text: string,
): { digits: string[]; focus: number | null } {
  const incoming = text.replace(/\D/g, '').slice(0, previous.length - from)
  const digits = [...previous]
  if (incoming === '') {
    digits[from] = ''
    return { digits, focus: null }
  }
  for (let i = 0; i < incoming.length; i += 1) digits[from + i] = incoming[i]!
  return { digits, focus: Math.min(from + incoming.length, previous.length - 1) }
}

/** The box a key moves the focus to: Backspace in an empty box and ← go back, → goes on; null for other keys. */
export function boxForKey(key: string, index: number, digits: readonly string[]): number | null {
  if (key === 'Backspace' && digits[index] === '' && index > 0) return index - 1
  if (key === 'ArrowLeft' && index > 0) return index - 1
  if (key === 'ArrowRight' && index < digits.length - 1) return index + 1
  return null
}

/**
 * The code's boxes (spec 2.4, 5): one digit each, a paste or an SMS spread over them, and box 1 focused 0.5 s after
 * the popup opens unless typing has begun (focus taken then would send the next digit into box 1 over the first).
 */
export function useOtpDigits(length: number) {
  const [digits, setDigits] = useState(() => emptyDigits(length))
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  const focusBox = useCallback((index: number) => {
    const box = boxes.current[index]
    box?.focus()
    box?.select()
  }, [])

  useEffect(() => {
    const focus = setTimeout(() => {
      if (!boxes.current.some((box) => box?.value)) focusBox(0)
    }, OTP_UI_TIMINGS.firstBoxFocusMs)
    return () => clearTimeout(focus)
  }, [focusBox])

  /** Typed, pasted or read from the SMS into box `from`. */
  const spread = useCallback(
    (from: number, text: string) => {
      setDigits((previous) => spreadDigits(previous, from, text).digits)
      // Where the focus goes depends on the box and the text only.
      const { focus } = spreadDigits(emptyDigits(length), from, text)
      if (focus !== null) focusBox(focus)
    },
    [focusBox, length],
  )

  return {
    digits,
    boxes,
    focusBox,
    spread,
    /** Every box holds a digit. */
    complete: digits.every((digit) => /^\d$/.test(digit)),
    code: digits.join(''),
    /** Empties the boxes; with `focus`, box 1 takes the focus to type again. */
    clear: (focus: boolean) => {
      setDigits(emptyDigits(length))
      if (focus) focusBox(0)
    },
  }
}

export type TOtpDigits = ReturnType<typeof useOtpDigits>

/** The row of one-digit boxes, bound to `useOtpDigits`. */
export function OtpDigitBoxes({
  entry,
}: {
  entry: Pick<TOtpDigits, 'digits' | 'boxes' | 'spread' | 'focusBox'>
}) {
  const t = useT()
  const { digits, boxes, spread, focusBox } = entry
  const length = digits.length

  const onKeyDown = (index: number) => (event: React.KeyboardEvent<HTMLInputElement>) => {
    const target = boxForKey(event.key, index, digits)
    if (target === null) return
    event.preventDefault()
    focusBox(target)
  }

  return (
    <div className="mt-5 flex justify-center gap-3" role="group" aria-label={t(OTP_TEXTS.digits)}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          name={OTP_BOX_NAMES[index]}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t(format(OTP_TEXTS.digit, { index: index + 1, length }))}
          required
          value={digit}
          onChange={(event) => spread(index, event.target.value)}
          onPaste={(event) => {
            event.preventDefault()
            spread(index, event.clipboardData.getData('text'))
          }}
          onKeyDown={onKeyDown(index)}
          onFocus={(event) => event.target.select()}
          className="otp-box h-14 w-12 rounded-lg border-2 border-gray-300 text-center text-2xl font-semibold text-ink focus:border-brand-700"
        />
      ))}
    </div>
  )
}
