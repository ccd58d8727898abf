import { describe, expect, test } from 'vitest'
import {
  amountsText,
  foldRevenue,
  parseRevenueDays,
  revenueWindow,
  shareText,
  topGroups,
  type RevenueGroup,
} from './revenue'

// The rules of the dashboard's revenue by source (docs/product.md, "Revenue by source").

describe('the window', () => {
  test.each([
    ['30', 30],
    ['365', 365],
    ['90', 90],
    [null, 90],
    ['7', 90],
    ['30 ', 90],
  ])('?revenue=%s is the last %i days', (value, days) => {
    expect(parseRevenueDays(value)).toBe(days)
  })

  test('is whole days in the operator’s time zone, today included, up to now', () => {
    const now = new Date('2027-03-10T12:00:00.000Z')
    expect(revenueWindow(now, 90, 'UTC')).toEqual({
      days: 90,
      firstDay: '2026-12-11',
      lastDay: '2027-03-10',
      since: '2026-12-11T00:00:00.000Z',
      until: '2027-03-10T12:00:00.000Z',
    })
    // 22:30 in London is already the 11th in Kampala (UTC+3), whose days begin at 21:00 UTC.
    const late = new Date('2027-03-10T22:30:00.000Z')
    expect(revenueWindow(late, 30, 'Africa/Kampala')).toMatchObject({
      firstDay: '2027-02-10',
      lastDay: '2027-03-11',
      since: '2027-02-09T21:00:00.000Z',
    })
    expect(revenueWindow(now, 365, 'UTC').firstDay).toBe('2026-03-11')
  })
})

describe('amounts and shares in words', () => {
  test('each currency on its own, dollars first, none left out but the ones that come to nothing', () => {
    expect(amountsText({ EUR: 300_000, USD: 1_240_050, GBP: 0 })).toBe('US$12,400.50 · €3,000')
    expect(amountsText({ GBP: -50_000 })).toBe('-£500')
    expect(amountsText({})).toBe('none')
    expect(amountsText({ USD: 0 })).toBe('none')
  })

  test('a share is "n of m" with its percentage, a small one to a tenth', () => {
    expect(shareText(3, 12)).toBe('3 of 12, 25%')
    expect(shareText(0, 12)).toBe('0 of 12, 0%')
    expect(shareText(1, 300)).toBe('1 of 300, 0.3%')
    expect(shareText(1204, 8180)).toBe('1,204 of 8,180, 15%')
    expect(shareText(0, 0)).toBe('none yet')
  })
})

const group = (label: string, bookings: number, usd: number): RevenueGroup => ({
  label,
  bookings,
  confirmedValue: { USD: usd },
  deposits: { EUR: 100 },
  leads: { opened: bookings * 2, confirmed: bookings },
})

describe('the groups', () => {
  test('eight and then the rest together as Other, unless the rest is one', () => {
    const groups = Array.from({ length: 10 }, (_, i) => group(`g${i}`, 10 - i, 1000))
    expect(topGroups(groups.slice(0, 9))).toEqual(groups.slice(0, 9))
    const shown = topGroups(groups)
    expect(shown).toHaveLength(9)
    expect(shown.slice(0, 8)).toEqual(groups.slice(0, 8))
    expect(shown[8]).toEqual({
      label: 'Other',
      merged: 2,
      bookings: 2 + 1,
      confirmedValue: { USD: 2000 },
      deposits: { EUR: 200 },
      leads: { opened: 6, confirmed: 3 },
    })
    expect(topGroups(groups.slice(0, 8))).toEqual(groups.slice(0, 8))
  })

  test('sums per currency, counts a lead in each country it named, and leaves out nothing received', () => {
    const fold = foldRevenue(
      {
        bookings: [
          {
            source: 'google',
            countries: '|Kenya|Uganda|',
            package: '3',
            status: 'confirmed',
            currency: 'USD',
            count: 2,
            value: 900_000,
          },
          {
            source: null,
            countries: null,
            package: null,
            status: 'accepted',
            currency: 'EUR',
            count: 1,
            value: 500_000,
          },
          {
            source: 'google',
            countries: '|Kenya|',
            package: '3',
            status: 'completed',
            currency: 'EUR',
            count: 1,
            value: 200_000,
          },
        ],
        payments: [
          { source: 'google', countries: '|Kenya|Uganda|', package: '3', currency: 'USD', amount: 400_000 },
          { source: 'newsletter', countries: '|Rwanda|', package: null, currency: 'USD', amount: -100_000 },
        ],
        leads: [
          { source: 'google', countries: '|Kenya|Uganda|', status: 'confirmed', count: 2 },
          { source: 'google', countries: '|Kenya|', status: 'deposit_paid', count: 1 },
          { source: null, countries: null, status: 'new', count: 5 },
        ],
      },
      (no) => `Package ${no}`,
    )
    expect(fold.totals).toEqual({
      bookings: 4,
      bookedValue: { USD: 900_000, EUR: 700_000 },
      confirmed: 3,
      confirmedValue: { USD: 900_000, EUR: 200_000 },
      deposits: { USD: 300_000 },
      leads: 8,
      leadsConfirmed: 2,
      leadsBooked: 3,
    })
    expect(fold.bySource).toEqual([
      {
        label: 'google',
        bookings: 3,
        confirmedValue: { USD: 900_000, EUR: 200_000 },
        deposits: { USD: 400_000 },
        leads: { opened: 3, confirmed: 2 },
      },
      { label: 'direct', bookings: 1, confirmedValue: {}, deposits: {}, leads: { opened: 5, confirmed: 0 } },
      {
        label: 'newsletter',
        bookings: 0,
        confirmedValue: {},
        deposits: { USD: -100_000 },
        leads: { opened: 0, confirmed: 0 },
      },
    ])
    expect(fold.byCountry.map((item) => [item.label, item.bookings, item.leads])).toEqual([
      ['Kenya', 3, { opened: 3, confirmed: 2 }],
      ['Uganda', 2, { opened: 2, confirmed: 2 }],
      ['No country named', 1, { opened: 5, confirmed: 0 }],
      ['Rwanda', 0, { opened: 0, confirmed: 0 }],
    ])
    expect(fold.byPackage).toEqual([
      {
        label: 'Package 3',
        bookings: 3,
        confirmedValue: { USD: 900_000, EUR: 200_000 },
        deposits: { USD: 400_000 },
        leads: null,
      },
      { label: 'Tailor-made', bookings: 1, confirmedValue: {}, deposits: { USD: -100_000 }, leads: null },
    ])
  })
})
