import { Fragment } from 'react'
import { formatMoment } from '~/lib/back-office'
import { formatMoney, isCurrency } from '~/lib/money'
import { percentText } from '~/lib/pricing/markup'
import type { PricedQuote, Totals } from '~/lib/pricing/quote'
import { AdminTable } from './admin-table'

// A proposal's cost and margin as last priced from the rate cards (docs/product.md, "Rate cards"), for
// staff: each line's cost, price and margin, each day's and the trip's, and per traveller, with the
// warnings of what could not be priced. Never part of what the traveller receives.

const FROM: Record<string, string> = {
  line: "the line's markup",
  day: "the day's markup",
  trip: "the trip's markup",
  default: 'the default markup',
  complimentary: 'complimentary',
  override: 'a price for this trip',
}

export function ProposalMargins({ quote, pricedAt }: { quote: PricedQuote; pricedAt: string | null }) {
  const money = (minor: number) =>
    isCurrency(quote.currency) ? formatMoney({ minor, currency: quote.currency }) : String(minor)
  const share = (bp: number | null) => (bp === null ? '' : percentText(bp))
  const totals = (label: string, figures: Totals) => (
    <tr className="border-b border-forest-700/10 font-semibold">
      <th scope="row" className="px-4 py-2 text-left">
        {label}
      </th>
      <td className="px-4 py-2">{money(figures.cost)}</td>
      <td className="px-4 py-2">{money(figures.sell)}</td>
      <td className="px-4 py-2">{money(figures.margin)}</td>
      <td className="px-4 py-2">{share(figures.marginBp)}</td>
    </tr>
  )
  return (
    <section aria-labelledby="margins-heading" className="mt-8">
      <h2 id="margins-heading" className="font-serif text-2xl">
        Cost and margin (staff only)
      </h2>
      <p className="mt-1 text-sm">
        {`As priced from the rate cards${pricedAt ? ` ${formatMoment(pricedAt)}` : ''}, in ${quote.currency}. Per traveller: cost ${money(quote.perPerson.cost)}, price ${money(quote.perPerson.sell)}, margin ${money(quote.perPerson.margin)}.`}
      </p>
      {quote.warnings.length ? (
        <ul className="mt-3 space-y-1 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900">
          {quote.warnings.map((warning, index) => (
            <li key={index}>{warning.message}</li>
          ))}
        </ul>
      ) : null}
      <AdminTable label="Cost and margin" headings={['Line', 'Cost', 'Price', 'Margin', 'Margin %']}>
        {quote.days.map((day, dayIndex) => (
          <Fragment key={dayIndex}>
            {day.lines.map((line, index) => (
              <tr key={index} className="border-b border-forest-700/10">
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  {line.description}
                  <span className="block text-xs">{`${day.title}: ${FROM[line.markupFrom] ?? line.markupFrom}`}</span>
                  {line.warnings.map((warning) => (
                    <span key={warning.message} className="block text-xs font-semibold text-red-800">
                      {warning.message}
                    </span>
                  ))}
                </th>
                <td className="px-4 py-2">{money(line.cost)}</td>
                <td className="px-4 py-2">{money(line.sell)}</td>
                <td className="px-4 py-2">{money(line.margin)}</td>
                <td className="px-4 py-2">{share(line.marginBp)}</td>
              </tr>
            ))}
            {day.lines.length ? totals(`${day.title}, in all`, day.totals) : null}
          </Fragment>
        ))}
        {totals('The trip', quote.trip)}
      </AdminTable>
    </section>
  )
}
