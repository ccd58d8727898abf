import { describe, expect, it } from 'vitest'
import { checkPermits, permitNeeds } from './permits'
import { emptyDayChoices } from './setup'

const trip = {
  startDate: '2027-07-10',
  adults: 2,
  children: 1,
  days: [{ days: 2 }, { days: 1 }, { days: 1 }, { days: 1 }].map((day, n) => ({ ...day, title: `Day ${n}` })),
}
const isPermit = (id: number) => id === 7 || id === 8

describe('permits a trip needs', () => {
  it('one a traveller on the first date of each entry priced from a permit', () => {
    const setup = {
      days: [
        { ...emptyDayChoices(), other: '9|Boat trip' },
        { ...emptyDayChoices(), other: '7|Gorilla trekking permit' },
        emptyDayChoices(),
        { ...emptyDayChoices(), other: '9|Boat trip', extra: '8|Chimpanzee tracking permit' },
      ],
    }
    expect(permitNeeds(trip, setup, isPermit)).toEqual([
      { supplierId: 7, date: '2027-07-12', count: 3 },
      { supplierId: 8, date: '2027-07-14', count: 3 },
    ])
  })

  it.each([
    // the permit's youngest traveller, the children's ages: permits needed for two adults and them
    [null, [12], 3],
    [15, [12], 2],
    [15, [15], 3],
    [12, [12, 9], 3],
    [15, [], 3], // an age not given is counted
    [21, [16], 0], // none old enough: none needed
  ])('from age %s, children %o: %i', (minAge, childAges, count) => {
    const setup = { childAges, days: [{ ...emptyDayChoices(), other: '7|Gorilla trekking permit' }] }
    const party = { ...trip, children: Math.max(1, childAges.length) }
    expect(permitNeeds(party, setup, isPermit, () => minAge)).toEqual(
      count ? [{ supplierId: 7, date: '2027-07-10', count }] : [],
    )
  })

  it('on the trekking day staff chose within the entry', () => {
    const setup = { days: [{ ...emptyDayChoices(), other: '7|Gorilla trekking permit', serviceDay: 2 }] }
    expect(permitNeeds(trip, setup, isPermit)).toEqual([{ supplierId: 7, date: '2027-07-11', count: 3 }])
  })

  it('none when no entry names a permit', () => {
    expect(permitNeeds(trip, { days: [emptyDayChoices()] }, isPermit)).toEqual([])
  })

  it.each([
    // held, taken by others, needed: free, short
    [4, 0, 3, 4, 0],
    [4, 2, 3, 2, 1],
    [2, 3, 3, 0, 3],
    [0, 0, 2, 0, 2],
  ])('held %i, taken %i, needed %i: %i free, %i short', (held, taken, count, free, short) => {
    const need = { supplierId: 7, date: '2027-07-12', count }
    expect(checkPermits([need], [{ supplierId: 7, date: '2027-07-12', held, taken }])[0]).toMatchObject({
      free,
      short,
    })
  })
})
