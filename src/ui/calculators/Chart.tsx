'use client'

import { useEffect, useRef, useState } from 'react'

import { axisRupees, chartLabels, valueAxis } from '@/domain/calculators/chart'
import { amountInWords, formatRupees } from '@/domain/format'

export interface IChartBar {
  label: string
  /** Up to two stacked parts, drawn bottom first, each in its own colour. */
  parts: readonly number[]
}

const COLOURS = ['#0b57a4', '#e8590c'] as const
/** The chart's text in CSS pixels: the SVG is drawn at the width it is shown, so 12 is 12 px on any screen. */
const FONT = 12
/** The width drawn before the browser has measured the chart (a 360 px phone's column). */
const FIRST_WIDTH = 300

/**
 * A small bar chart as inline SVG (no chart library): a value axis in lakh and crore, labels far enough apart to be
 * read, a marked bar (the retirement age) and the same figures as a table for screen readers and for anyone who
 * prefers numbers. `assumption` says in one line what the chart assumes, so it matches the figures above it. The SVG
 * is drawn at its own width in CSS pixels (measured), so its text is 12 px at every width; it is hidden from
 * assistive technology, and the table is the text alternative.
 */
export function BarChart({
  title,
  assumption,
  bars,
  legend,
  firstColumn,
  marker,
}: {
  title: string
  /** What the chart assumes, in one line ("With ₹4,512 saved a month until 60, as worked out above."). */
  assumption: string
  bars: readonly IChartBar[]
  legend: readonly string[]
  firstColumn: string
  /** A bar to mark with a line and a label, by its label ("60": "Retire at 60"). */
  marker?: { at: string; label: string }
}) {
  // The table is built when first opened: a long series would otherwise add hundreds of cells to every render.
  const [tableOpen, setTableOpen] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(FIRST_WIDTH)
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const measure = () => setWidth(Math.max(200, Math.round(element.clientWidth)))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  if (bars.length === 0) return null
  const totals = bars.map((bar) => bar.parts.reduce((a, b) => a + Math.max(0, b), 0))
  const axis = valueAxis(Math.max(...totals))
  // Plot area: room on the left for the value axis, above for the marker's label, below for the bar labels.
  const left = Math.ceil(FONT * 0.62 * Math.max(...axis.ticks.map((tick) => axisRupees(tick).length))) + 6
  const top = marker ? FONT + 10 : 8
  const plotWidth = width - left - 4
  const plotHeight = 160
  const height = top + plotHeight + FONT + 10
  const yOf = (value: number) => top + plotHeight - (value / axis.max) * plotHeight
  const step = plotWidth / bars.length
  const barWidth = Math.max(2, step * 0.7)
  const markAt = marker ? bars.findIndex((bar) => bar.label === marker.at) : -1
  // A label needs about its own width and a gap; the marked bar's is always shown.
  const labelled = chartLabels(
    bars.length,
    step,
    Math.max(...bars.map((bar) => bar.label.length)) * FONT * 0.62 + 10,
    markAt,
  )
  // Every bar is labelled with its value when there is room; in a long series the marked one (the retirement age:
  // the corpus above), or else the tallest.
  const peak = markAt >= 0 ? markAt : totals.indexOf(Math.max(...totals))
  const valued = (index: number) => (bars.length <= 6 ? true : index === peak)
  const centre = (index: number) => left + index * step + step / 2
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-semibold text-brand-900">{title}</figcaption>
      <p className="mt-1 text-sm text-muted" data-testid="chart-assumption">
        {assumption}
      </p>
      <div ref={frame} className="mt-2 w-full">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="block h-auto max-w-full"
          aria-hidden="true"
          focusable="false"
        >
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={width} y1={yOf(tick)} y2={yOf(tick)} stroke="#e5e7eb" strokeWidth="1" />
              <text x={left - 4} y={yOf(tick) + FONT / 3} textAnchor="end" fontSize={FONT} fill="#4b5563">
                {axisRupees(tick)}
              </text>
            </g>
          ))}
          <line x1={left} x2={width} y1={yOf(0)} y2={yOf(0)} stroke="#6b7280" strokeWidth="1" />
          {bars.map((bar, index) => {
            let y = yOf(0)
            const x = left + index * step + (step - barWidth) / 2
            return (
              <g key={bar.label}>
                {bar.parts.map((part, partIndex) => {
                  const h = (Math.max(0, part) / axis.max) * plotHeight
                  y -= h
                  return (
                    <rect
                      key={partIndex}
                      x={x}
                      y={y}
                      width={barWidth}
                      height={h}
                      fill={COLOURS[partIndex % COLOURS.length]}
                    />
                  )
                })}
                {valued(index) ? (
                  <text
                    // The marked bar's value sits left of the marker's line, never on it.
                    x={index === markAt ? x - 3 : x + barWidth / 2}
                    y={Math.max(top + FONT + 2, y - 4)}
                    textAnchor={
                      index === markAt
                        ? 'end'
                        : bars.length <= 6
                          ? 'middle'
                          : index > bars.length * 0.7
                            ? 'end'
                            : index < bars.length * 0.3
                              ? 'start'
                              : 'middle'
                    }
                    fontSize={FONT}
                    fontWeight="600"
                    fill="#111827"
                  >
                    {axisRupees(totals[index]!)}
                  </text>
                ) : null}
                {labelled.has(index) ? (
                  <text
                    x={centre(index)}
                    y={top + plotHeight + FONT + 4}
                    textAnchor="middle"
                    fontSize={FONT}
                    fontWeight={index === markAt ? '700' : undefined}
                    fill={index === markAt ? '#111827' : '#4b5563'}
                  >
                    {bar.label}
                  </text>
                ) : null}
              </g>
            )
          })}
          {markAt >= 0 && marker ? (
            <g data-testid="chart-marker">
              <line
                x1={centre(markAt)}
                x2={centre(markAt)}
                y1={top - 2}
                y2={yOf(0)}
                stroke="#111827"
                strokeWidth="1.5"
                strokeDasharray="4 3"
              />
              <text
                x={centre(markAt)}
                y={FONT}
                textAnchor={
                  markAt > bars.length * 0.6 ? 'end' : markAt < bars.length * 0.4 ? 'start' : 'middle'
                }
                fontSize={FONT}
                fontWeight="700"
                fill="#111827"
              >
                {marker.label}
              </text>
            </g>
          ) : null}
        </svg>
      </div>
      {legend.length > 1 ? (
        <ul className="mt-1 flex flex-wrap gap-4 text-sm text-muted" aria-hidden="true">
          {legend.map((name, index) => (
            <li key={name} className="flex items-center gap-1">
              <span
                className="inline-block h-3 w-3"
                style={{ background: COLOURS[index % COLOURS.length] }}
              />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-2 text-sm" onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer text-brand-700 underline">Show the figures as a table</summary>
        {tableOpen ? (
          <div className="mt-2 max-h-64 overflow-auto" tabIndex={0} role="region" aria-label={title}>
            <table className="min-w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className="pr-4">
                    {firstColumn}
                  </th>
                  {legend.map((name) => (
                    <th key={name} scope="col" className="pr-4">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.label}>
                    <th scope="row" className="pr-4 font-normal">
                      {bar.label}
                    </th>
                    {bar.parts.map((part, index) => (
                      <td key={index} className="pr-4">
                        {formatRupees(part)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </details>
    </figure>
  )
}

/** '₹12,34,567' and '12.35 lakh'. */
export const money = (amount: number) => ({ value: formatRupees(amount), words: amountInWords(amount) })
