import type { DashboardFigures } from '~/routes/admin/_index.server'
import { formatMoney, isCurrency } from '~/lib/money'

// The dashboard's proposals: sent, opened and accepted over the last 30 and 90 days, what they are
// worth (each currency on its own: they are never added together), and how long travellers took from
// their first inquiry to accepting.

const worth = (values: Record<string, number>) => {
  const parts = Object.entries(values)
    .filter(([currency]) => isCurrency(currency))
    .map(([currency, minor]) => formatMoney({ minor, currency: currency as 'USD' }))
  return parts.length ? parts.join(' + ') : 'nothing'
}

const days = (value: number | null) =>
  value === null
    ? 'none yet'
    : `${value < 1 ? 'under a day' : `${Math.round(value)} ${Math.round(value) === 1 ? 'day' : 'days'}`}`

type Window = DashboardFigures['proposals'][number]

export function ProposalFigures({ figures }: { figures: DashboardFigures }) {
  const [recent, longer] = figures.proposals
  if (!recent || !longer) return null
  const rows: [string, (item: Window) => string][] = [
    ['Sent', (item) => `${item.sent} (${worth(item.sentValue)})`],
    ['Opened by the traveller', (item) => String(item.opened)],
    ['Accepted', (item) => `${item.accepted} (${worth(item.acceptedValue)})`],
    ['First inquiry to acceptance (median)', (item) => days(item.daysToAccept.median)],
  ]
  return (
    <section aria-labelledby="proposals-figures-heading" className="mt-10">
      <h2 id="proposals-figures-heading" className="font-serif text-2xl">
        Proposals
      </h2>
      {/* On a phone, amounts in three currencies scroll sideways: a region keyboards can reach. */}
      <div
        role="region"
        tabIndex={0}
        aria-label={`Proposals over the last ${recent.days} and ${longer.days} days`}
        className="mt-3 overflow-x-auto rounded-xl bg-white shadow-sm focus-visible:outline-3 focus-visible:outline-savanna-600"
      >
        <table className="w-full text-left">
          <thead className="border-b border-forest-700/20 text-sm">
            <tr>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Figure</span>
              </th>
              <th scope="col" className="px-4 py-3">
                Last {recent.days} days
              </th>
              <th scope="col" className="px-4 py-3">
                Last {longer.days} days
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-b border-forest-700/10 last:border-0">
                <th scope="row" className="px-4 py-3 font-semibold">
                  {label}
                </th>
                <td className="px-4 py-3">{value(recent)}</td>
                <td className="px-4 py-3">{value(longer)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
