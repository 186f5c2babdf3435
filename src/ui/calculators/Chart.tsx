'use client'

import { useState } from 'react'

import { axisRupees, valueAxis } from '@/domain/calculators/chart'
import { amountInWords, formatRupees } from '@/domain/format'

export interface IChartBar {
  label: string
  /** Up to two stacked parts, drawn bottom first. */
  parts: readonly number[]
}

const COLOURS = ['#0b57a4', '#e8590c'] as const

/**
 * A small bar chart as inline SVG (no chart library): a value axis in lakh and crore, each bar's value when there is
 * room, and the same figures as a table for screen readers and for anyone who prefers numbers. The SVG is hidden
 * from assistive technology; the table is the text alternative.
 */
export function BarChart({
  title,
  bars,
  legend,
  firstColumn,
}: {
  title: string
  bars: readonly IChartBar[]
  legend: readonly string[]
  firstColumn: string
}) {
  // The table is built when first opened: a long series would otherwise add hundreds of cells to every render.
  const [tableOpen, setTableOpen] = useState(false)
  if (bars.length === 0) return null
  // Plot area inside the view box: room on the left for the value axis, below for the bar labels.
  const left = 44
  const top = 14
  const width = 320
  const plotWidth = width - left - 4
  const plotHeight = 150
  const totals = bars.map((bar) => bar.parts.reduce((a, b) => a + Math.max(0, b), 0))
  const axis = valueAxis(Math.max(...totals))
  const yOf = (value: number) => top + plotHeight - (value / axis.max) * plotHeight
  const step = plotWidth / bars.length
  const barWidth = Math.max(2, step * 0.7)
  // Every bar is labelled with its value when there is room; in a long series, the tallest.
  const peak = totals.indexOf(Math.max(...totals))
  const valued = (index: number) => bars.length <= 6 || index === peak
  const labelled = (index: number) => bars.length <= 12 || index === 0 || index === bars.length - 1
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-semibold text-brand-900">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${top + plotHeight + 18}`}
        className="mt-2 h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        {axis.ticks.map((tick) => (
          <g key={tick}>
            <line x1={left} x2={width} y1={yOf(tick)} y2={yOf(tick)} stroke="#e5e7eb" strokeWidth="1" />
            <text x={left - 4} y={yOf(tick) + 3} textAnchor="end" fontSize="9" fill="#4b5563">
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
                  x={x + barWidth / 2}
                  y={Math.max(9, y - 3)}
                  textAnchor={
                    bars.length <= 6
                      ? 'middle'
                      : index > bars.length * 0.8
                        ? 'end'
                        : index < bars.length * 0.2
                          ? 'start'
                          : 'middle'
                  }
                  fontSize="9"
                  fontWeight="600"
                  fill="#111827"
                >
                  {axisRupees(totals[index]!)}
                </text>
              ) : null}
              {labelled(index) ? (
                <text
                  x={left + index * step + step / 2}
                  y={top + plotHeight + 13}
                  textAnchor="middle"
                  fontSize="9"
                  fill="#4b5563"
                >
                  {bar.label}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
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
