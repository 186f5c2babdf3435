import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'
import { CALCULATOR_KINDS, CALCULATOR_NAMES } from '@/domain/calculators/catalogue'

/** One of the calculators of src/domain/calculators, drawn by its client component (src/ui/calculators). */
export const CalculatorConfig: Block = {
  slug: 'calculator',
  labels: { singular: 'Calculator', plural: 'Calculators' },
  admin: { components: { Label: rowLabel('Calculator', ['heading', 'calculator'], CALCULATOR_NAMES) } },
  fields: [
    {
      name: 'calculator',
      label: 'Calculator',
      type: 'select',
      required: true,
      options: CALCULATOR_KINDS.map((kind) => ({ label: CALCULATOR_NAMES[kind], value: kind })),
    },
    {
      name: 'heading',
      label: 'Heading',
      type: 'text',
      admin: { description: "Optional; the calculator's name when empty." },
    },
  ],
}
