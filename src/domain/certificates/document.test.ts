import { describe, expect, it } from 'vitest'

import { blockText } from './document'

describe('blockText', () => {
  it('reads every block with words in it, in order, and skips rules, spaces and page breaks', () => {
    expect(
      blockText([
        {
          kind: 'banner',
          title: 'Sahyog Smart Term',
          subtitle: 'A pure risk plan.',
          lines: ['Cover to 85.'],
        },
        { kind: 'rule' },
        { kind: 'section', text: 'Key features' },
        { kind: 'bullet', title: 'Riders', text: 'Critical illness.' },
        { kind: 'bullet', text: 'Only text.' },
        { kind: 'pageBreak' },
        {
          kind: 'table',
          header: ['Condition', 'Allowed'],
          rows: [['Age at entry', '18 to 65 years']],
          widths: [0.5, 0.5],
        },
        { kind: 'box', title: 'Please note', paragraphs: ['One.', 'Two.'] },
        { kind: 'space' },
      ]).split('\n'),
    ).toEqual([
      'Sahyog Smart Term',
      'A pure risk plan.',
      'Cover to 85.',
      'Key features',
      'Riders',
      'Critical illness.',
      'Only text.',
      'Condition Allowed',
      'Age at entry 18 to 65 years',
      'Please note',
      'One.',
      'Two.',
    ])
  })
})
