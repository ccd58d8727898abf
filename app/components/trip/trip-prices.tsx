import {
  bandLabel,
  DISPLAY_CURRENCIES,
  formatPrice,
  type CurrencyRates,
  type SeasonPrice,
  type TripPackage,
} from '~/lib/catalogue'

type Priced = Pick<
  TripPackage,
  'seasons' | 'singleSupplementCents' | 'childPriceCents' | 'priceNote' | 'feesNote'
>

/** "from $4,950 per person sharing", with the season it applies to. */
export function FromPrice({
  lowest,
  className = '',
}: {
  lowest: SeasonPrice | undefined
  className?: string
}) {
  if (!lowest) return <p className={className}>Price on request</p>
  return (
    <p className={className}>
      from <strong className="text-2xl">{formatPrice(lowest.cents)}</strong> per person sharing
      <span className="block text-sm">
        {lowest.name}, {bandLabel(lowest.from, lowest.to)}
      </span>
    </p>
  )
}

/**
 * Every season's price in US dollars and in the display currencies, with what the price assumes: a
 * table that needs no script, so a traveller without JavaScript sees it too. It fits a 360 px phone
 * whole, every figure and the caption, with no sideways scrolling; the box scrolls only on narrower
 * screens still.
 */
export function TripPrices({ item, rates }: { item: Priced; rates: CurrencyRates }) {
  return (
    <section aria-labelledby="prices-heading" id="prices" className="mt-12 scroll-mt-24">
      <h2 id="prices-heading" className="font-serif text-3xl">
        Prices and seasons
      </h2>
      <div
        className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm"
        role="region"
        aria-label="Prices by season, in three currencies"
        tabIndex={0}
      >
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="px-3 pt-4 text-left text-sm text-forest-700 sm:px-5">
            Per person sharing. Prices are set in US dollars; euro and pound figures are a guide at today’s
            rates.
          </caption>
          <thead>
            <tr className="border-b border-forest-700/15 text-sm text-forest-700">
              <th
                scope="col"
                className="px-2 py-3 first:pl-3 last:pr-3 sm:px-5 sm:first:pl-5 sm:last:pr-5 font-semibold"
              >
                Season
              </th>
              <th
                scope="col"
                className="px-2 py-3 first:pl-3 last:pr-3 sm:px-5 sm:first:pl-5 sm:last:pr-5 font-semibold"
              >
                USD
              </th>
              {DISPLAY_CURRENCIES.map((code) => (
                <th
                  key={code}
                  scope="col"
                  className="px-2 py-3 first:pl-3 last:pr-3 sm:px-5 sm:first:pl-5 sm:last:pr-5 font-semibold"
                >
                  {code}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {item.seasons.map((season) => (
              <tr key={season.name + season.from} className="border-b border-forest-700/10 last:border-0">
                <th
                  scope="row"
                  className="px-2 py-3 first:pl-3 last:pr-3 sm:px-5 sm:first:pl-5 sm:last:pr-5 font-normal"
                >
                  <span className="font-semibold">{season.name}</span>
                  <span className="block text-sm text-forest-700">{bandLabel(season.from, season.to)}</span>
                </th>
                <td className="px-2 py-3 first:pl-3 last:pr-3 sm:px-5 sm:first:pl-5 sm:last:pr-5 font-semibold">
                  {formatPrice(season.cents)}
                </td>
                {DISPLAY_CURRENCIES.map((code) => (
                  <td
                    key={code}
                    className="px-2 py-3 first:pl-3 last:pr-3 sm:px-5 sm:first:pl-5 sm:last:pr-5"
                  >
                    {formatPrice(season.cents, code, rates)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Single room</dt>
        <dd>
          {item.singleSupplementCents
            ? `${formatPrice(item.singleSupplementCents)} supplement`
            : 'No supplement'}
        </dd>
        <dt className="font-semibold">Children</dt>
        <dd>
          {item.childPriceCents === null
            ? 'Not suited to young children: ask us about an alternative'
            : `${formatPrice(item.childPriceCents)} per child sharing with two adults`}
        </dd>
      </dl>
      {item.priceNote ? <p className="mt-4 text-forest-800">{item.priceNote}</p> : null}
      {item.feesNote ? <p className="mt-2 text-forest-800">{item.feesNote}</p> : null}
    </section>
  )
}
