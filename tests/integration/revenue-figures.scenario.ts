import { expect, test } from 'vitest'
import type { TestDatabase } from '../../testing/databases'
import { insertBookedLead, type BookingRows } from '../../testing/booking-rows'
import { withAppInProcess } from '../../testing/in-process'

// The dashboard's revenue by source (docs/product.md, "Revenue by source") against a fixture whose
// answers were worked out by hand, over 30, 90 and 365 days (run on each database by
// revenue-figures.*.test.ts, in this process, with the clock set by the test). Three sources and a lead
// with none recorded, three currencies, a reversal, a refund, a cancelled and a lost booking, a booking
// 100 days old, a lead that asked about two countries, payments on both sides of the 90 days' edge, and
// a document whose package is not where Tembo writes it.

const now = new Date('2027-03-10T12:00:00.000Z')
const DAY = 86_400_000
/** The moment `days` days before now, and its date. */
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
const dayAgo = (days: number) => ago(days).slice(0, 10)

/** A booking as the fixture says it: times in days before now; entries as [days ago, amount, kind]. */
type Booking = Omit<BookingRows, 'accepted' | 'entries'> & {
  accepted: number
  entries?: [number, number, 'payment' | 'reversal' | 'refund'][]
}

export function revenueScenario(create: () => Promise<TestDatabase>) {
  const app = withAppInProcess(create, { OPERATOR_TIMEZONE: 'UTC' })

  test('bookings, money received, confirmed value and conversion come out as counted by hand', async () => {
    const { handle } = app()
    const { dashboardFigures } = await import('~/routes/admin/_index.server')
    let made = 0
    const lead = async (
      values: { created: number; source: string | null; countries: string | null; status: string },
      booking?: Booking,
    ) => {
      made += 1
      await insertBookedLead(
        handle,
        { ...values, email: `revenue${made}@example.com`, created: ago(values.created) },
        booking && {
          ...booking,
          accepted: ago(booking.accepted),
          entries: booking.entries?.map(([days, amount, kind]) => ({ paidOn: dayAgo(days), amount, kind })),
        },
      )
    }

    // Paid in full this month.
    await lead(
      { created: 20, source: 'google', countries: '|Uganda|', status: 'confirmed' },
      {
        accepted: 10,
        currency: 'USD',
        total: 1_000_000,
        packageNo: 1,
        cost: 780_000,
        entries: [
          [9, 300_000, 'payment'],
          [5, 700_000, 'payment'],
        ],
      },
    )
    // Two countries; a payment recorded by mistake and reversed.
    await lead(
      { created: 50, source: 'newsletter', countries: '|Kenya|Uganda|', status: 'deposit_paid' },
      {
        accepted: 40,
        currency: 'EUR',
        total: 500_000,
        packageNo: 3,
        entries: [
          [39, 150_000, 'payment'],
          [20, 50_000, 'payment'],
          [19, -50_000, 'reversal'],
        ],
      },
    )
    // 100 days old, no source recorded, tailor-made; its payments fall 90 days ago (out of the 90
    // days), 89 days ago (their first day) and 60 days ago.
    await lead(
      { created: 130, source: null, countries: '|Rwanda|', status: 'completed' },
      {
        accepted: 100,
        currency: 'USD',
        total: 800_000,
        packageNo: null,
        entries: [
          [90, 240_000, 'payment'],
          [89, 160_000, 'payment'],
          [60, 400_000, 'payment'],
        ],
      },
    )
    // Cancelled, its deposit refunded: not a booking, and its money comes to nothing.
    await lead(
      { created: 30, source: 'google', countries: '|Kenya|', status: 'cancelled' },
      {
        accepted: 20,
        currency: 'USD',
        total: 400_000,
        packageNo: 1,
        entries: [
          [18, 120_000, 'payment'],
          [5, -120_000, 'refund'],
        ],
      },
    )
    // Accepted two days ago, nothing paid yet: a package number of two digits.
    await lead(
      { created: 3, source: 'www.safaribookings.com', countries: '|Tanzania|', status: 'accepted' },
      { accepted: 2, currency: 'GBP', total: 300_000, packageNo: 12 },
    )
    // Accepted, then lost: not a booking.
    await lead(
      { created: 60, source: 'google', countries: '|Uganda|', status: 'lost' },
      { accepted: 50, currency: 'USD', total: 600_000, packageNo: 1 },
    )
    // More than a year ago: in no window.
    await lead(
      { created: 420, source: 'newsletter', countries: '|Kenya|', status: 'confirmed' },
      {
        accepted: 400,
        currency: 'EUR',
        total: 1_000_000,
        packageNo: 3,
        entries: [[380, 1_000_000, 'payment']],
      },
    )
    await lead({ created: 1, source: 'google', countries: '|Kenya|', status: 'new' })
    await lead({ created: 15, source: 'direct', countries: null, status: 'lost' })
    await lead({ created: 70, source: 'google', countries: '|Uganda|', status: 'replied' })
    await lead({ created: 200, source: 'newsletter', countries: null, status: 'new' })

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

    // The confirmed margin over the year: the booking priced from the cards (sold at $10,000, cost
    // $7,800) and the completed one, which was not (no cost: counted, never as margin).
    const margins = (await dashboardFigures(now, 365)).margins
    expect(margins.totals).toMatchObject({ confirmed: 2, costed: 1, margin: { USD: 220_000 } })
    expect(margins.byMonth.map((group) => [group.label, group.confirmed, group.margin])).toEqual([
      ['November 2026', 1, {}],
      ['February 2027', 1, { USD: 220_000 }],
    ])
    expect(margins.byPackage.map((group) => [group.label, group.margin])).toEqual([
      [gorillas, { USD: 220_000 }],
      ['Tailor-made', {}],
    ])
    expect(margins.bySource.map((group) => [group.label, group.margin])).toEqual([
      ['direct', {}],
      ['google', { USD: 220_000 }],
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
