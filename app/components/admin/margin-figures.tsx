import { AdminTable } from '~/components/admin/admin-table'
import { percentText } from '~/lib/pricing/markup'
import { marginShares, type MarginFold, type MarginGroup } from '~/lib/margins'
import { amountsText } from '~/lib/revenue'

// The confirmed margin on the dashboard (docs/product.md, "Confirmed margin"), beside the revenue by
// source and over the same days: what the Confirmed and Completed bookings were sold for less what
// they cost by the rate cards, by month accepted, by package and by source. Staff only, as the whole
// dashboard is.

const marginText = (group: MarginGroup) => {
  if (!group.costed) return 'no known cost'
  const shares = marginShares(group)
  return Object.entries(group.margin)
    .map(([currency, minor]) => {
      const share = shares[currency]
      const uncosted = group.uncosted[currency]
      return `${amountsText({ [currency]: minor })}${share === null || share === undefined ? '' : ` (${percentText(share)})`}${uncosted ? `, and ${amountsText({ [currency]: uncosted })} of the price with no known cost` : ''}`
    })
    .join(' · ')
}

function MarginTable({ caption, groups }: { caption: string; groups: MarginGroup[] }) {
  return (
    <AdminTable
      label={`Confirmed margin ${caption.toLowerCase()}`}
      headings={[caption, 'Confirmed', 'Margin']}
    >
      {groups.map((group) => (
        <tr key={group.label} className="border-b border-forest-700/10">
          <th scope="row" className="px-4 py-3 text-left font-semibold">
            {group.label}
          </th>
          <td className="px-4 py-3">
            {group.costed === group.confirmed
              ? group.confirmed
              : `${group.confirmed} (${group.costed} with a known cost)`}
          </td>
          <td className="px-4 py-3">{marginText(group)}</td>
        </tr>
      ))}
    </AdminTable>
  )
}

export function MarginFigures({ margins }: { margins: MarginFold }) {
  const { totals } = margins
  return (
    <section aria-labelledby="margin-heading" className="mt-10">
      <h2 id="margin-heading" className="font-serif text-2xl">
        Confirmed margin
      </h2>
      {totals.confirmed ? (
        <>
          <p className="mt-2 max-w-3xl">
            {`${marginText(totals)} on ${totals.costed} of ${totals.confirmed} confirmed ${totals.confirmed === 1 ? 'booking' : 'bookings'} accepted in these days: what each was sold for less what it cost by the rate cards when it was sent and the costs typed beside its lines. A price with no known cost (a booking not priced from the cards, a line typed without its cost) is left out of the margin and said beside it.`}
          </p>
          <div className="mt-2 grid gap-6 xl:grid-cols-3">
            <MarginTable caption="By month accepted" groups={margins.byMonth} />
            <MarginTable caption="By package" groups={margins.byPackage} />
            <MarginTable caption="By source" groups={margins.bySource} />
          </div>
        </>
      ) : (
        <p className="mt-2">No booking accepted in these days is confirmed yet.</p>
      )}
    </section>
  )
}
