import { Fragment } from 'react'
import { formatMoment } from '~/lib/back-office'
import { formatMoney, formatStoredMoney, isCurrency } from '~/lib/money'
import { percentText } from '~/lib/pricing/markup'
import type { PricedQuote, Totals } from '~/lib/pricing/quote'
import type { FieldErrorMap } from '~/components/ui/fields'
import type { MarginFigures } from '~/lib/line-costs'
import type { ProposalForm } from '~/lib/proposal-form'
import { AdminTable } from './admin-table'

/** The editor's form, which the inputs of this table are posted with (its `id`). */
export const PROPOSAL_EDITOR_FORM = 'proposal-editor'

const smallInput =
  'w-24 rounded border border-forest-700/40 bg-white px-2 py-1 text-forest-900 aria-[invalid=true]:border-red-700'

// A proposal's cost and margin as last priced from the rate cards (docs/product.md, "Rate cards"), for
// staff: each line's cost, price and margin, each day's and the trip's, and per traveller, with the
// warnings of what could not be priced. Never part of what the traveller receives.

const FROM: Record<string, string> = {
  line: "the line's markup",
  day: "the day's markup",
  trip: "the trip's markup",
  kind: 'the markup for its kind',
  default: 'the default markup',
  rack: 'a rack rate, sold as it is',
  complimentary: 'complimentary',
  override: 'a price for this trip',
}

/** A priced line's own settings, posted with the editor's form: a price, complimentary, a markup. */
function LineSettings({
  index,
  lineKey,
  description,
  form,
  errors,
}: {
  index: number
  lineKey: string
  description: string
  form: ProposalForm
  errors: FieldErrorMap
}) {
  const set = form.priced?.find((entry) => entry.key === lineKey)
  const name = (field: string) => `priced[${index}].${field}`
  const problem = [...(errors?.[name('sell')] ?? []), ...(errors?.[name('markup')] ?? [])]
  return (
    <td className="px-4 py-2">
      <input type="hidden" form={PROPOSAL_EDITOR_FORM} name={name('key')} value={lineKey} />
      <div className="flex flex-wrap items-center gap-2">
        <input
          form={PROPOSAL_EDITOR_FORM}
          name={name('sell')}
          defaultValue={set?.sell ?? ''}
          aria-label={`${description}: sell at, for this trip`}
          aria-invalid={errors?.[name('sell')] ? true : undefined}
          placeholder="Sell at"
          className={smallInput}
        />
        <input
          form={PROPOSAL_EDITOR_FORM}
          name={name('markup')}
          defaultValue={set?.markup ?? ''}
          aria-label={`${description}: markup %`}
          aria-invalid={errors?.[name('markup')] ? true : undefined}
          placeholder="Markup %"
          className={smallInput}
        />
        <label className="flex items-center gap-1 text-sm">
          <input
            type="checkbox"
            form={PROPOSAL_EDITOR_FORM}
            name={name('free')}
            value="yes"
            defaultChecked={set?.free === 'yes'}
            aria-label={`Complimentary: ${description}`}
            className="h-4 w-4"
          />
          Complimentary
        </label>
      </div>
      {problem.length ? (
        <span className="block text-xs font-semibold text-red-800">{problem.join(' ')}</span>
      ) : null}
    </td>
  )
}

/** A line typed by hand, as the margins show it: its own cost, or none known. */
export type TypedMargin = MarginFigures & { description: string; supplier: string }

export function ProposalMargins({
  quote,
  margin,
  typed,
  pricedAt,
  form,
  errors,
  locked,
}: {
  quote: PricedQuote
  /** The whole proposal's: the cards' lines and the typed ones, what has no known cost apart */
  margin: MarginFigures
  typed: readonly TypedMargin[]
  pricedAt: string | null
  /** The editor's form as shown, for what staff set on each line */
  form: ProposalForm
  errors: FieldErrorMap
  /** Accepted: nothing to set */
  locked: boolean
}) {
  let row = 0
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
      {locked ? null : (
        <p className="mt-2 text-sm">
          For this trip only (the cards are not changed): sell a line at a price of its own, give its own
          markup, or make it complimentary, then price again.
        </p>
      )}
      <AdminTable
        label="Cost and margin"
        headings={['Line', 'Cost', 'Price', 'Margin', 'Margin %', ...(locked ? [] : ['For this trip'])]}
      >
        {quote.days.map((day, dayIndex) => (
          <Fragment key={dayIndex}>
            {day.lines.map((line, index) => {
              const at = row++
              return (
                <tr key={index} className="border-b border-forest-700/10">
                  <th scope="row" className="px-4 py-2 text-left font-normal">
                    {line.description}
                    <span className="block text-xs">{`${day.title}: ${FROM[line.markupFrom] ?? line.markupFrom}${line.levy ? `; ${line.levyName ?? 'levy'} ${money(line.levy)} in the cost` : ''}`}</span>
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
                  {locked || !line.key ? null : (
                    <LineSettings
                      index={at}
                      lineKey={line.key}
                      description={line.description}
                      form={form}
                      errors={errors}
                    />
                  )}
                </tr>
              )
            })}
            {day.lines.length ? totals(`${day.title}, in all`, day.totals) : null}
          </Fragment>
        ))}
        {typed.length ? (
          <>
            {totals('From the rate cards, in all', quote.trip)}
            {typed.map((line, index) => (
              <tr key={`typed-${index}`} className="border-b border-forest-700/10">
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  {line.description}
                  <span className="block text-xs">
                    {line.supplier ? `Typed by hand: ${line.supplier}` : 'Typed by hand'}
                  </span>
                </th>
                <td className="px-4 py-2">{line.cost === null ? 'cost not known' : money(line.cost)}</td>
                <td className="px-4 py-2">{money(line.sell)}</td>
                <td className="px-4 py-2">{line.margin === null ? '' : money(line.margin)}</td>
                <td className="px-4 py-2">{share(line.marginBp)}</td>
              </tr>
            ))}
            <tr className="border-b border-forest-700/10 font-semibold">
              <th scope="row" className="px-4 py-2 text-left">
                The trip
                {margin.uncosted ? (
                  <span className="block text-xs font-normal">{`of which ${money(margin.uncosted)} has no known cost, left out of the margin`}</span>
                ) : null}
              </th>
              <td className="px-4 py-2">{margin.cost === null ? 'cost not known' : money(margin.cost)}</td>
              <td className="px-4 py-2">{money(margin.sell)}</td>
              <td className="px-4 py-2">{margin.margin === null ? '' : money(margin.margin)}</td>
              <td className="px-4 py-2">{share(margin.marginBp)}</td>
            </tr>
          </>
        ) : (
          totals('The trip', quote.trip)
        )}
      </AdminTable>
    </section>
  )
}

/**
 * A proposal not priced from the cards whose typed lines have costs: its margin in a sentence, what has
 * no known cost said apart (staff only).
 */
export function TypedMarginSummary({ margin, currency }: { margin: MarginFigures; currency: string }) {
  if (margin.cost === null || margin.margin === null) return null
  const money = (minor: number) => formatStoredMoney(minor, currency)
  return (
    <section aria-labelledby="margins-heading" className="mt-8">
      <h2 id="margins-heading" className="font-serif text-2xl">
        Cost and margin (staff only)
      </h2>
      <p className="mt-1">
        {`From the costs typed beside the lines: price ${money(margin.sell)}, cost ${money(margin.cost)}, margin ${money(margin.margin)}${margin.marginBp === null ? '' : ` (${percentText(margin.marginBp)})`}${margin.uncosted ? `, of which ${money(margin.uncosted)} of the price has no known cost, left out of the margin` : ''}.`}
      </p>
    </section>
  )
}
