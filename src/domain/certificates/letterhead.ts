import type { TPdfBlock } from './document'

/** The company's letterhead and a document title: the top of every PDF the site issues (certificates, receipts). */
export const letterhead = (title: string): TPdfBlock[] => [
  { kind: 'text', text: 'Sahyog Life Insurance Company Limited', bold: true, size: 12 },
  {
    kind: 'text',
    text: 'Sahyog House, Lower Parel, Mumbai 400 013. IRDAI registration number 199.',
    size: 9,
  },
  { kind: 'space', height: 6 },
  { kind: 'title', text: title },
]
