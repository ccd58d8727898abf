import { expect, test } from 'vitest'
import type { TestDatabase } from '../../testing/databases'
import { withAppInProcess } from '../../testing/in-process'
import { insertRevenueFixture, now } from './revenue-figures.fixture'

// The dashboard's revenue by source (docs/product.md, "Revenue by source") against a fixture whose
// answers were worked out by hand (revenue-figures.fixture.ts), over 30, 90 and 365 days (run on each
// database by revenue-figures.*.test.ts, in this process, with the clock set by the test).

export function revenueScenario(create: () => Promise<TestDatabase>) {
  const app = withAppInProcess(create, { OPERATOR_TIMEZONE: 'UTC' })

  test('bookings, money received, confirmed value and conversion come out as counted by hand', async () => {
    const { handle } = app()
    const { dashboardFigures } = await import('~/routes/admin/_index.server')
    await insertRevenueFixture(handle)

    const gorillas = 'Gorillas and the Big Five'
    const chimpanzees = 'Chimpanzees and the Volcanoes'
    const leads = (opened: number, confirmed: number) => ({ opened, confirmed })

    const days30 = (await dashboardFigures(now, 30)).revenue
    expect(days30.window).toEqual({
      days: 30,
      firstDay: '2027-02-09',
      lastDay: '2027-03-10',
      since: '2027-02-09T00:00:00.000Z',
      until: now.toISOString(),
    })
    expect(days30.totals).toEqual({
      bookings: 2,
      bookedValue: { USD: 1_000_000, GBP: 300_000 },
      confirmed: 1,
      confirmedValue: { USD: 1_000_000 },
      deposits: { USD: 1_000_000, EUR: 0 },
      leads: 4,
      leadsConfirmed: 1,
      leadsBooked: 1,
    })
    expect(days30.bySource.map((item) => [item.label, item.bookings, item.leads])).toEqual([
      ['google', 1, leads(2, 1)],
      ['www.safaribookings.com', 1, leads(1, 0)],
      ['direct', 0, leads(1, 0)],
      ['newsletter', 0, leads(0, 0)],
    ])
    expect(days30.byCountry.map((item) => item.label)).toEqual([
      'Tanzania',
      'Uganda',
      'Kenya',
      'No country named',
    ])
    expect(days30.byPackage.map((item) => [item.label, item.bookings])).toEqual([
      [gorillas, 1],
      ['Package 12', 1],
      [chimpanzees, 0],
    ])

    const days90 = (await dashboardFigures(now, 90)).revenue
    expect(days90.totals).toEqual({
      bookings: 3,
      bookedValue: { USD: 1_000_000, EUR: 500_000, GBP: 300_000 },
      confirmed: 1,
      confirmedValue: { USD: 1_000_000 },
      deposits: { USD: 1_560_000, EUR: 150_000 },
      leads: 8,
      leadsConfirmed: 1,
      leadsBooked: 2,
    })
    expect(days90.bySource).toEqual([
      {
        label: 'google',
        bookings: 1,
        confirmedValue: { USD: 1_000_000 },
        deposits: { USD: 1_000_000 },
        leads: leads(5, 1),
      },
      {
        label: 'newsletter',
        bookings: 1,
        confirmedValue: {},
        deposits: { EUR: 150_000 },
        leads: leads(1, 0),
      },
      { label: 'www.safaribookings.com', bookings: 1, confirmedValue: {}, deposits: {}, leads: leads(1, 0) },
      { label: 'direct', bookings: 0, confirmedValue: {}, deposits: { USD: 560_000 }, leads: leads(1, 0) },
    ])
    expect(days90.byCountry).toEqual([
      {
        label: 'Uganda',
        bookings: 2,
        confirmedValue: { USD: 1_000_000 },
        deposits: { USD: 1_000_000, EUR: 150_000 },
        leads: leads(4, 1),
      },
      {
        label: 'Kenya',
        bookings: 1,
        confirmedValue: {},
        deposits: { EUR: 150_000, USD: 0 },
        leads: leads(3, 0),
      },
      { label: 'Tanzania', bookings: 1, confirmedValue: {}, deposits: {}, leads: leads(1, 0) },
      { label: 'No country named', bookings: 0, confirmedValue: {}, deposits: {}, leads: leads(1, 0) },
      { label: 'Rwanda', bookings: 0, confirmedValue: {}, deposits: { USD: 560_000 }, leads: leads(0, 0) },
    ])
    expect(days90.byPackage).toEqual([
      { label: chimpanzees, bookings: 1, confirmedValue: {}, deposits: { EUR: 150_000 }, leads: null },
      {
        label: gorillas,
        bookings: 1,
        confirmedValue: { USD: 1_000_000 },
        deposits: { USD: 1_000_000 },
        leads: null,
      },
      { label: 'Package 12', bookings: 1, confirmedValue: {}, deposits: {}, leads: null },
      { label: 'Tailor-made', bookings: 0, confirmedValue: {}, deposits: { USD: 560_000 }, leads: null },
    ])

    const days365 = (await dashboardFigures(now, 365)).revenue
    expect(days365.totals).toEqual({
      bookings: 4,
      bookedValue: { USD: 1_800_000, EUR: 500_000, GBP: 300_000 },
      confirmed: 2,
      confirmedValue: { USD: 1_800_000 },
      deposits: { USD: 1_800_000, EUR: 150_000 },
      leads: 10,
      leadsConfirmed: 2,
      leadsBooked: 3,
    })
    expect(days365.bySource).toEqual([
      {
        label: 'google',
        bookings: 1,
        confirmedValue: { USD: 1_000_000 },
        deposits: { USD: 1_000_000 },
        leads: leads(5, 1),
      },
      {
        label: 'direct',
        bookings: 1,
        confirmedValue: { USD: 800_000 },
        deposits: { USD: 800_000 },
        leads: leads(2, 1),
      },
      {
        label: 'newsletter',
        bookings: 1,
        confirmedValue: {},
        deposits: { EUR: 150_000 },
        leads: leads(2, 0),
      },
      { label: 'www.safaribookings.com', bookings: 1, confirmedValue: {}, deposits: {}, leads: leads(1, 0) },
    ])
    expect(days365.byPackage.map((item) => [item.label, item.bookings, item.confirmedValue])).toEqual([
      [chimpanzees, 1, {}],
      [gorillas, 1, { USD: 1_000_000 }],
      ['Package 12', 1, {}],
      ['Tailor-made', 1, { USD: 800_000 }],
    ])

    // The confirmed margin over the year: the booking priced from the cards (sold at $10,000, of which
    // $2,000 typed with no cost; the rest cost $7,800: a margin of $200, never $2,200) and the completed
    // one, which was not (no cost: counted, never as margin).
    const margins = (await dashboardFigures(now, 365)).margins
    expect(margins.totals).toMatchObject({
      confirmed: 2,
      costed: 1,
      sell: { USD: 800_000 },
      margin: { USD: 20_000 },
      uncosted: { USD: 200_000 },
    })
    expect(margins.byMonth.map((group) => [group.label, group.confirmed, group.margin])).toEqual([
      ['November 2026', 1, {}],
      ['February 2027', 1, { USD: 20_000 }],
    ])
    expect(margins.byPackage.map((group) => [group.label, group.margin])).toEqual([
      [gorillas, { USD: 20_000 }],
      ['Tailor-made', {}],
    ])
    expect(margins.bySource.map((group) => [group.label, group.margin])).toEqual([
      ['direct', {}],
      ['google', { USD: 20_000 }],
    ])

    // The proposal figures beside them read the same versions: first sent, accepted (whatever the lead's
    // status now) and what they are worth, over 30 and 90 days.
    const [proposals30, proposals90] = (await dashboardFigures(now)).proposals
    expect(proposals30).toEqual({
      days: 30,
      sent: 3,
      sentValue: { USD: 1_400_000, GBP: 300_000 },
      opened: 0,
      accepted: 3,
      acceptedValue: { USD: 1_400_000, GBP: 300_000 },
      daysToAccept: { median: 10, p90: 10 },
    })
    expect(proposals90).toMatchObject({
      sent: 5,
      sentValue: { USD: 2_000_000, EUR: 500_000, GBP: 300_000 },
      accepted: 5,
      acceptedValue: { USD: 2_000_000, EUR: 500_000, GBP: 300_000 },
      daysToAccept: { median: 10, p90: 10 },
    })
  })
}
