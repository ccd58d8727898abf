import { describe, expect, it } from 'vitest'
import { tripMargin, typedLineMargin, withCardLines } from './line-costs'
import type { ProposalLine } from './proposal'

const line = (description: string, unit: number, more: Partial<ProposalLine> = {}): ProposalLine => ({
  description,
  quantity: 1,
  unit,
  category: 'other',
  ...more,
})

describe('pricing from the cards keeps the lines typed by hand', () => {
  const flights = line('Flights', 145_000, { quantity: 2, category: 'transport', cost: 120_000 })
  const transfer = line('Airport transfer', 8_000)
  const cards = [
    line('Mara Serena Safari Lodge, 3 nights', 300_000),
    line('Maasai Mara fees, 3 days', 90_000),
  ]

  it.each([
    {
      case: "a package's price per adult gives way to the cards', the flights kept after it",
      lines: [line('Safari package', 1_190_000, { per: 'adult', category: 'safari' }), flights],
      want: ['Mara Serena Safari Lodge, 3 nights', 'Maasai Mara fees, 3 days', 'Flights'],
    },
    {
      case: 'priced again: the old card lines replaced where they stood, the typed ones around them kept',
      lines: [
        flights,
        line('Old lodge', 1, { fromCards: true }),
        line('Old fees', 1, { fromCards: true }),
        transfer,
      ],
      want: ['Flights', 'Mara Serena Safari Lodge, 3 nights', 'Maasai Mara fees, 3 days', 'Airport transfer'],
    },
    {
      case: 'no card line yet: the cards first, the typed lines after',
      lines: [flights, transfer],
      want: ['Mara Serena Safari Lodge, 3 nights', 'Maasai Mara fees, 3 days', 'Flights', 'Airport transfer'],
    },
  ])('$case', ({ lines, want }) => {
    const priced = withCardLines(lines, cards)
    expect(priced.map((item) => item.description)).toEqual(want)
    expect(priced.filter((item) => item.fromCards).length).toBe(2)
    expect(priced.find((item) => item.description === 'Flights')).toEqual(flights)
  })
})

describe('a margin never counts a price with no known cost', () => {
  const quote: Parameters<typeof tripMargin>[1] = {
    currency: 'USD',
    trip: { cost: 424_000, sell: 508_800, margin: 84_800, marginBp: 1667 },
  }
  const cardLines = [line('Lodge', 408_800, { fromCards: true }), line('Fees', 100_000, { fromCards: true })]

  it.each([
    {
      case: 'the cards alone: their cost and margin',
      lines: cardLines,
      want: { sell: 508_800, cost: 424_000, margin: 84_800, uncosted: 0 },
    },
    {
      case: 'four typed lines with no cost: the margin stays the cards’, US$5,380 said apart',
      lines: [
        ...cardLines,
        line('Flights', 290_000),
        line('Gorilla permits', 200_000),
        line('Transfer', 28_000),
        line('Tips', 20_000),
      ],
      want: { sell: 1_046_800, cost: 424_000, margin: 84_800, uncosted: 538_000 },
    },
    {
      case: 'a typed line with its cost: counted, cost times quantity',
      lines: [...cardLines, line('Flights', 145_000, { quantity: 2, cost: 120_000 })],
      want: { sell: 798_800, cost: 664_000, margin: 134_800, uncosted: 0 },
    },
    {
      case: 'a quote in another currency: the card lines have no known cost',
      lines: [...cardLines, line('Flights', 145_000, { cost: 120_000 })],
      quote: { ...quote!, currency: 'EUR' as const },
      want: { sell: 653_800, cost: 120_000, margin: 25_000, uncosted: 508_800 },
    },
    {
      case: 'nothing with a known cost: no cost, no margin',
      lines: [line('Safari package', 1_190_000, { per: 'adult' })],
      quote: null,
      want: { sell: 1_190_000, cost: null, margin: null, uncosted: 1_190_000 },
    },
  ])('$case', ({ lines, want, ...given }) => {
    const figures = tripMargin({ lines, currency: 'USD' }, 'quote' in given ? (given.quote ?? null) : quote)
    expect(figures).toMatchObject(want)
  })

  it('a typed line shows "cost not known" rather than a margin of its whole price', () => {
    expect(typedLineMargin(line('Flights', 145_000, { quantity: 2 }))).toEqual({
      sell: 290_000,
      cost: null,
      margin: null,
      marginBp: null,
      uncosted: 290_000,
    })
    expect(typedLineMargin(line('Flights', 145_000, { quantity: 2, cost: 120_000 }))).toMatchObject({
      cost: 240_000,
      margin: 50_000,
      marginBp: 1724,
    })
  })
})
