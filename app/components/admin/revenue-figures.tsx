import { Link } from 'react-router'
import { BarChart, type BarChartRow } from '~/components/ui/bar-chart'
import { formatDate } from '~/lib/back-office'
import { amountsText, REVENUE_WINDOWS, shareText, type RevenueGroup } from '~/lib/revenue'
import type { DashboardFigures } from '~/routes/admin/_index.server'

// The dashboard's revenue by source (docs/product.md, "Revenue by source"): over the last 30, 90 or 365
// days (plain links, so it works without JavaScript), the bookings, the money received and the value
// confirmed, in total and by source, country and package, with the share of the window's leads now
// confirmed. Each currency is written on its own; the bars are the number of bookings.

type Revenue = DashboardFigures['revenue']

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`

function chartRows(groups: RevenueGroup[]): BarChartRow[] {
  return groups.map((group) => ({
    label: group.merged ? `Other (${group.merged} more)` : group.label,
    value: group.bookings,
    valueText: count(group.bookings, 'booking', 'bookings'),
    details: [
      { term: 'Confirmed', text: amountsText(group.confirmedValue) },
      { term: 'Received', text: amountsText(group.deposits) },
      ...(group.leads
        ? [{ term: 'Leads confirmed', text: shareText(group.leads.confirmed, group.leads.opened) }]
        : []),
    ],
  }))
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold tracking-wide text-forest-700 uppercase">{label}</dt>
      <dd className="mt-1 font-serif text-2xl wrap-anywhere">{value}</dd>
      <dd className="mt-1 text-sm">{note}</dd>
    </div>
  )
}

export function RevenueFigures({ revenue }: { revenue: Revenue }) {
  const { window, totals } = revenue
  const empty = 'No booking or money received in these days.'
  return (
    <section id="revenue" aria-labelledby="revenue-heading" className="mt-10">
      <h2 id="revenue-heading" className="font-serif text-2xl">
        Revenue by source
      </h2>
      <nav aria-label="Revenue period" className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {REVENUE_WINDOWS.map((days) =>
          days === window.days ? (
            <span key={days} aria-current="page" className="font-semibold">
              Last {days} days
            </span>
          ) : (
            <Link
              key={days}
              to={`?revenue=${days}#revenue`}
              preventScrollReset
              className="text-savanna-700 underline"
            >
              Last {days} days
            </Link>
          ),
        )}
      </nav>
      <p className="mt-1 text-sm">
        From {formatDate(window.firstDay)} to {formatDate(window.lastDay)}, today included.
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        <Figure
          label="Bookings"
          value={totals.bookings.toLocaleString('en-GB')}
          note={
            totals.bookings
              ? `Worth ${amountsText(totals.bookedValue)}`
              : 'No proposal accepted in these days'
          }
        />
        <Figure
          label="Received"
          value={amountsText(totals.deposits)}
          note="Payments less reversals and refunds"
        />
        <Figure
          label="Confirmed value"
          value={amountsText(totals.confirmedValue)}
          note={`${count(totals.confirmed, 'booking', 'bookings')} paid in full or taken`}
        />
        <Figure
          label="Inquiry to confirmed"
          value={shareText(totals.leadsConfirmed, totals.leads)}
          note={`Booked (deposit paid or more): ${shareText(totals.leadsBooked, totals.leads)}`}
        />
      </dl>
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <BarChart caption="By source" rows={chartRows(revenue.bySource)} empty={empty} />
        <BarChart caption="By country asked about" rows={chartRows(revenue.byCountry)} empty={empty}>
          A lead that asked about two countries counts in both, so these add up to more than the total.
        </BarChart>
        <BarChart caption="By package booked" rows={chartRows(revenue.byPackage)} empty={empty}>
          A trip not made from a package is tailor-made.
        </BarChart>
      </div>
      <div className="mt-4 rounded-xl bg-white p-4 text-sm shadow-sm">
        <h3 className="font-semibold">How these are counted</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            A booking is a proposal the traveller accepted in these days, unless the lead has since been
            cancelled or lost. Its worth is the accepted version&apos;s total.
          </li>
          <li>
            Received is the money recorded as paid in these days, on any booking: payments less reversals and
            refunds.
          </li>
          <li>Confirmed value is the total of these days&apos; bookings that are Confirmed or Completed.</li>
          <li>
            Leads confirmed: of the leads that first wrote in these days, how many are now Confirmed or
            Completed; booked counts Deposit paid too.
          </li>
          <li>
            The source is the first inquiry&apos;s campaign (utm_source), else the site that referred it, else
            direct (a lead with none recorded counts as direct). Bars are the number of bookings; the eight
            largest groups are shown, the rest as Other.
          </li>
          <li>Dollars, euros and pounds are each added up on their own, never together.</li>
        </ul>
      </div>
    </section>
  )
}
