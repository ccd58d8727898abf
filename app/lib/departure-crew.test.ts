import { expect, test } from 'vitest'
import { crewClashes, type CrewedTrip } from './departure-crew'

const trip = (id: number, start: string, end: string, guideId: number | null, vehicle = ''): CrewedTrip => ({
  proposalId: id,
  start,
  end,
  guideId,
  guideName: guideId === 7 ? 'Moses Okello' : 'Grace Atim',
  vehicle,
  label: `TS-2611-000${id}`,
})

test('a guide or a vehicle on two trips whose days overlap is warned about, on both; a day apart is not', () => {
  const clashes = crewClashes([
    trip(1, '2027-07-10', '2027-07-14', 7, 'UAX 123K'),
    trip(2, '2027-07-14', '2027-07-18', 7),
    trip(3, '2027-07-15', '2027-07-20', 8, 'uax-123k'),
    trip(4, '2027-07-19', '2027-07-22', null, 'UBA 456M'),
    trip(5, '2027-07-23', '2027-07-25', 8, 'UBA 456M'),
  ])
  // The last day of one and the first of the next is the same day: the guide cannot do both.
  expect(clashes.get(1)).toEqual(['Moses Okello is on TS-2611-0002 too (2027-07-14 to 2027-07-18)'])
  expect(clashes.get(2)).toEqual(['Moses Okello is on TS-2611-0001 too (2027-07-10 to 2027-07-14)'])
  // The same vehicle and the same guide, on days that do not overlap.
  expect(clashes.has(3)).toBe(false)
  expect(clashes.has(4)).toBe(false)
  expect(clashes.has(5)).toBe(false)
})

test('the same vehicle written two ways, on overlapping days', () => {
  const clashes = crewClashes([
    trip(1, '2027-07-10', '2027-07-14', null, 'UAX 123K'),
    trip(2, '2027-07-12', '2027-07-13', null, 'uax-123k'),
  ])
  expect(clashes.get(1)).toEqual(['UAX 123K is on TS-2611-0002 too (2027-07-12 to 2027-07-13)'])
  expect(clashes.get(2)).toEqual(['uax-123k is on TS-2611-0001 too (2027-07-10 to 2027-07-14)'])
})
