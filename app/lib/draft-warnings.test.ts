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

  it('a draft in German is warned of each card chosen with no German words, once an entry', () => {
    const worded = [
      {
        value: '1|Double',
        kind: 'lodge',
        area: 'Maasai Mara',
        name: 'Mara Serena',
        needsWords: true,
        wordsIn: ['fr' as const],
      },
      {
        value: '2',
        kind: 'park',
        area: 'Maasai Mara',
        name: 'Maasai Mara National Reserve',
        needsWords: false,
      },
      {
        value: '3|Land Cruiser',
        kind: 'vehicle',
        area: 'Kenya',
        name: 'Safari Wheels',
        needsWords: true,
        wordsIn: ['de' as const],
      },
    ]
    const choices = [choice({}), choice({ lodge: '1|Double', park: '2', vehicle: '3|Land Cruiser' })]
    const typedStay = {
      description: 'Hemingways Nairobi, 1 Nacht',
      quantity: 1,
      unit: 40_000,
      category: 'stays',
    }
    const lines = [fromCards, typedStay] as ProposalLine[]
    const about = (language?: 'en' | 'de' | 'fr') =>
      draftWarnings({ days: days.slice(0, 2), lines, language }, choices, worded)
        .filter((warning) => warning.message.includes('words on its rate card'))
        .map((warning) => [warning.entry, warning.message])
    // The lodge has French words alone; the park needs none; the vehicle has German ones.
    expect(about('de')).toEqual([
      [
        1,
        'Mara Serena has no German words on its rate card: its line reads in English and its description is left out. Write them on its card and price again, or word its line by hand.',
      ],
    ])
    expect(about('fr').map(([, message]) => message)).toEqual([
      expect.stringContaining('Safari Wheels has no French words'),
    ])
    expect(about('en')).toEqual([])
    expect(about(undefined)).toEqual([])
  })
})
