'use client'

import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'

import type { TCalculatorKind } from '@/domain/calculators/catalogue'

import type { TCalculatorProps } from './Fields'

/**
 * Each calculator is its own chunk, fetched only by the page that shows it: imported statically, all nine (about
 * 50 kB of script) rode in the chunk every CMS page loads. The server still renders the calculator (`dynamic` keeps
 * server rendering), so the figures are in the HTML and the page's script only hydrates them.
 */
const CALCULATORS: Record<TCalculatorKind, ComponentType<TCalculatorProps>> = {
  incomeTax: dynamic(() => import('./IncomeTaxCalculator')),
  hra: dynamic(() => import('./HraCalculator')),
  retirement: dynamic(() => import('./RetirementCalculator')),
  savings: dynamic(() => import('./SavingsCalculator')),
  bmi: dynamic(() => import('./BmiCalculator')),
  hlv: dynamic(() => import('./HlvCalculator')),
  child: dynamic(() => import('./ChildCalculator')),
  double: dynamic(() => import('./DoubleCalculator')),
  smoking: dynamic(() => import('./SmokingCalculator')),
}

export function CalculatorLoader({ kind, ...props }: TCalculatorProps & { kind: TCalculatorKind }) {
  const Calculator = CALCULATORS[kind]
  return <Calculator {...props} />
}
