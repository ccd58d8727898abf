import { describe, expect, it } from 'vitest'
import type { ProposalForm } from '~/lib/proposal-form'
import { readPricingSetup } from './proposal-pricing'

// The rooms staff type for a proposal priced from the cards (docs/product.md, "Rate cards"): kept with
// the choices, or refused beside the field.

const form = (fields: Partial<ProposalForm>) =>
  ({ adults: '2', children: '1', days: [], priced: [], pricingChildAges: '7', ...fields }) as ProposalForm

describe('the rooms of a proposal priced from the cards', () => {
  it.each<[Partial<ProposalForm>, object]>([
    [{}, { childAges: [7] }],
    [{ pricingRooming: ' double + 7 ' }, { rooming: 'double + 7' }],
    [{ pricingRooming: 'single, single + 7' }, { rooming: 'single, single + 7' }],
  ])('keeps %o', (fields, setup) => {
    const read = readPricingSetup(form(fields), 1, true)
    expect(read).toMatchObject({ setup })
    if (!fields.pricingRooming) expect(read).not.toHaveProperty('setup.rooming')
  })

  it.each<[string, string]>([
    ['double', "These rooms hold children aged none; the children's ages are 7"],
    ['triple + 7', 'These rooms take 3 adults; 2 travel'],
    [
      'suite',
      'Write each room as single, twin, double, triple or children, with any child’s age and extra bed, e.g. double + 7, single',
    ],
  ])('refuses %j beside the field', (rooming, message) => {
    expect(readPricingSetup(form({ pricingRooming: rooming }), 1, true)).toEqual({
      errors: { pricingRooming: [message] },
    })
  })
})

describe("the day of an entry its services are on (a permit's trekking day)", () => {
  const day = (serviceDay: string) =>
    ({
      days: '3',
      title: 'Bwindi',
      text: '',
      overnight: '',
      lodge: '',
      other: '7|Gorillas',
      serviceDay,
      meals: [],
    }) as ProposalForm['days'][number]
  it.each<[string, number | null]>([
    ['', null],
    ['1', 1],
    ['3', 3],
  ])('%j is kept as %s', (typed, serviceDay) => {
    expect(readPricingSetup(form({ days: [day(typed)] }), 1, true)).toMatchObject({
      setup: { days: [{ serviceDay }] },
    })
  })
  it.each(['0', '4', 'two'])('%j is refused beside the field', (typed) => {
    expect(readPricingSetup(form({ days: [day(typed)] }), 1, true)).toEqual({
      errors: { 'days[0].serviceDay': ['A day of this entry, 1 to 3, or empty'] },
    })
  })
})
