import type { DatabaseHandle } from '@db/client'
import { insertBookedLead, type BookingRows } from '../../testing/booking-rows'

// The fixture of the dashboard's revenue scenario (revenue-figures.scenario.ts), its answers worked out
// by hand there: three sources and a lead with none recorded, three currencies, a reversal, a refund, a
// cancelled and a lost booking, a booking 100 days old, a lead that asked about two countries, payments
// on both sides of the 90 days' edge, and a document whose package is not where Tembo writes it.

export const now = new Date('2027-03-10T12:00:00.000Z')
const DAY = 86_400_000
/** The moment `days` days before now, and its date. */
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
const dayAgo = (days: number) => ago(days).slice(0, 10)

/** A booking as the fixture says it: times in days before now; entries as [days ago, amount, kind]. */
type Booking = Omit<BookingRows, 'accepted' | 'entries'> & {
  accepted: number
  entries?: [number, number, 'payment' | 'reversal' | 'refund'][]
}

/** Eleven leads, seven of them booked, dated against `now`. */
export async function insertRevenueFixture(handle: DatabaseHandle) {
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
      // Sold at $10,000: the cards' lines at $8,000 for a cost of $7,800, a line typed without a cost at
      // $2,000.
      cost: 780_000,
      uncosted: 200_000,
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
}
