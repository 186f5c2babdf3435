import type { Block } from 'payload'

import { CALCULATOR_KINDS, CALCULATOR_NAMES } from '@/domain/calculators/catalogue'

/** One of the calculators of src/domain/calculators, drawn by its client component (src/ui/calculators). */
export const CalculatorConfig: Block = {
  slug: 'calculator',
  labels: { singular: 'Calculator', plural: 'Calculators' },
  fields: [
    {
      name: 'calculator',
      type: 'select',
      required: true,
      options: CALCULATOR_KINDS.map((kind) => ({ label: CALCULATOR_NAMES[kind], value: kind })),
    },
    { name: 'heading', type: 'text', admin: { description: "Optional; the calculator's name when empty." } },
  ],
}
