import { describe, expect, it } from 'vitest'
import { draftWarnings } from './draft-warnings'
import { emptyDayChoices, type DayChoices } from './pricing/setup'
import type { ProposalDay, ProposalLine } from './proposal'

const day = (title: string, days: number, overnight: string, lodge = ''): ProposalDay =>
  ({ title, days, text: '', overnight, lodge, meals: [] }) as unknown as ProposalDay
const choice = (fields: Partial<DayChoices>): DayChoices => ({ ...emptyDayChoices(), ...fields })
const cards = [
  { value: '1|Double', kind: 'lodge', area: 'Maasai Mara' },
  { value: '2', kind: 'park', area: 'Maasai Mara' },
  { value: '3|Land Cruiser', kind: 'vehicle', area: 'Kenya' },
]
const days = [
  day('Nairobi', 1, 'Nairobi', 'Hemingways'),
  day('Maasai Mara', 3, 'Maasai Mara', 'Mara Serena'),
  day('Home', 1, ''),
]
const fromCards: ProposalLine = {
  description: 'Mara Serena, 3 nights',
  quantity: 1,
  unit: 300_000,
  fromCards: true,
}

describe("a draft's warnings, beside their entries", () => {
  it.each([
    {
      case: 'nights with no lodge priced or typed; a stay in a park’s area with no fee; a day without the vehicle',
      choices: [choice({}), choice({ lodge: '1|Double', vehicle: '3|Land Cruiser' })],
      lines: [fromCards],
      want: [
        [0, '1 night at Hemingways with no lodge priced or typed'],
        [0, 'No vehicle on this entry'],
        [1, 'A stay in Maasai Mara with no park fee'],
        [2, 'No vehicle on this entry'],
      ],
    },
    {
      case: 'a typed line for the stay and for the fees, each naming it: nothing left but the vehicle',
      choices: [choice({}), choice({ lodge: '1|Double' })],
      lines: [
        fromCards,
        { description: 'Hemingways Nairobi, 1 night', quantity: 1, unit: 40_000, category: 'stays' },
        { description: 'Maasai Mara conservancy fees', quantity: 1, unit: 40_000, category: 'parks' },
      ] as ProposalLine[],
      want: [],
    },
    {
      case: 'nothing from the cards (a package as typed): no warning',
      choices: [],
      lines: [
        { description: 'Safari package', quantity: 2, unit: 1_190_000, per: 'adult' },
      ] as ProposalLine[],
      want: [],
    },
  ])('$case', ({ choices, lines, want }) => {
    const warnings = draftWarnings({ days, lines }, choices, cards)
    expect(warnings.map((warning) => warning.entry)).toEqual(want.map(([entry]) => entry))
    want.forEach(([, words], index) => expect(warnings[index]!.message).toContain(words))
  })
})
