import type { Locale } from '~/lib/locales'
import { priceShown, type ProposalView } from '~/lib/proposal'
import { groupHeading, lineAmountText, lineCountText, moneyIn, sharesText } from '~/lib/proposal-words'
import { m } from '~/paraglide/messages'

// A proposal's price as the traveller reads it on its page (docs/product.md, "Proposals", how prices
// are shown), in the proposal's language.

/**
 * The total and each traveller's share, then the lines under their headings (or nothing more, as staff
 * chose): one small table per heading, its only headers the column's, so a screen reader reads each
 * amount with its words (decision 053).
 */
export function PriceSummary({ view, locale }: { view: ProposalView; locale: Locale }) {
  const price = priceShown(view)
  const words = { locale }
  return (
    <>
      <dl className="rounded-xl bg-white p-5 shadow-sm">
        <dt className="text-sm font-semibold text-forest-700">{m.proposal_total({}, words)}</dt>
        <dd className="font-serif text-3xl">{moneyIn(price.total, view.currency, locale)}</dd>
        {price.shares.length ? (
          <>
            <dt className="mt-3 text-sm font-semibold text-forest-700">{m.proposal_each({}, words)}</dt>
            {sharesText(price.shares, view.currency, locale).map((text) => (
              <dd key={text} className="text-lg">
                {text}
              </dd>
            ))}
          </>
        ) : null}
      </dl>
      {price.groups.map((group) => (
        <div key={group.category} className="mt-5 overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-left">
            <caption className="p-3 pb-0 text-left font-semibold">{groupHeading(group, locale)}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{m.proposal_column_what({}, words)}</th>
                <th scope="col">{m.proposal_column_price({}, words)}</th>
              </tr>
            </thead>
            <tbody>
              {group.lines.map((line, row) => (
                <tr key={row} className="border-t border-forest-700/10 first:border-t-0">
                  <td className="p-3">
                    {line.description}
                    {lineCountText(line, view.currency, locale) ? (
                      <span className="block text-sm text-forest-700">
                        {lineCountText(line, view.currency, locale)}
                      </span>
                    ) : null}
                  </td>
                  <td className="p-3 text-right whitespace-nowrap">
                    {lineAmountText(line, view.currency, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  )
}
