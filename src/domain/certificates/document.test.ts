import { describe, expect, it } from 'vitest'

import { blockText, flatBlocks, type TPdfBlock } from './document'

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

  it('reads the blocks kept together as if they stood alone', () => {
    const kept: TPdfBlock[] = [
      { kind: 'text', text: 'Before' },
      {
        kind: 'keep',
        blocks: [
          { kind: 'section', text: 'Kept' },
          { kind: 'keep', blocks: [{ kind: 'text', text: 'Inner' }] },
        ],
      },
    ]
    expect(blockText(kept)).toBe('Before\nKept\nInner')
    expect(flatBlocks(kept)).toEqual([
      { kind: 'text', text: 'Before' },
      { kind: 'section', text: 'Kept' },
      { kind: 'text', text: 'Inner' },
    ])
  })
})
