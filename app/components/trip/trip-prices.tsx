import { place, WordsWithLinks } from '~/components/ui/words-with-links'
import {
  bandLabel,
  DISPLAY_CURRENCIES,
  formatPrice,
  type CurrencyRates,
  type DisplayCurrency,
  type SeasonPrice,
  type TripPackage,
} from '~/lib/catalogue'
import type { Locale } from '~/lib/locales'
import { m } from '~/paraglide/messages'
import { useLocale } from '../use-locale'

type Priced = Pick<
  TripPackage,
  'seasons' | 'singleSupplementCents' | 'childPriceCents' | 'priceNote' | 'feesNote'
>

/**
 * The currencies a price table shows, first to last: US dollars first in English, where prices are set
 * in them; euros first on German and French pages, US dollars beside (docs/product.md, "Languages").
 */
const tableCurrencies = (locale: Locale): ('USD' | DisplayCurrency)[] =>
  locale === 'en'
    ? ['USD', ...DISPLAY_CURRENCIES]
    : ['EUR', 'USD', ...DISPLAY_CURRENCIES.filter((code) => code !== 'EUR')]

/**
 * "from $4,950 per person sharing"; on a German or French page "ab 4.260 € (4.950 USD) pro Person im
 * Doppelzimmer", the euros at the rates staff keep and the dollars the price is set in beside them.
 */
export function PriceWords({ cents, rates }: { cents: number; rates: CurrencyRates }) {
  const locale = useLocale()
  const usd = formatPrice(cents, 'USD', rates, locale)
  if (locale === 'en')
    return (
      <WordsWithLinks
        words={m.trip_from({ price: place('price') }, { locale })}
        links={{ price: <strong>{usd}</strong> }}
      />
    )
  return (
    <WordsWithLinks
      words={m.trip_from_beside({ price: place('price'), other: usd }, { locale })}
      links={{ price: <strong>{formatPrice(cents, 'EUR', rates, locale)}</strong> }}
    />
  )
}

/** "from $4,950 per person sharing", with the season it applies to. */
export function FromPrice({
  lowest,
  rates,
  className = '',
}: {
  lowest: SeasonPrice | undefined
  rates: CurrencyRates
  className?: string
}) {
  const locale = useLocale()
  if (!lowest) return <p className={className}>{m.trip_price_on_request({}, { locale })}</p>
  const usd = formatPrice(lowest.cents, 'USD', rates, locale)
  const amount = (text: string) => <strong className="text-2xl">{text}</strong>
  return (
    <p className={className}>
      {locale === 'en' ? (
        <WordsWithLinks
          words={m.trip_from({ price: place('price') }, { locale })}
          links={{ price: amount(usd) }}
        />
      ) : (
        <WordsWithLinks
          words={m.trip_from_beside({ price: place('price'), other: usd }, { locale })}
          links={{ price: amount(formatPrice(lowest.cents, 'EUR', rates, locale)) }}
        />
      )}
      <span className="block text-sm">
        {lowest.name}, {bandLabel(lowest.from, lowest.to, locale)}
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
  const locale = useLocale()
  const words = { locale }
  const currencies = tableCurrencies(locale)
  return (
    <section aria-labelledby="prices-heading" id="prices" className="mt-12 scroll-mt-24">
      <h2 id="prices-heading" className="font-serif text-3xl">
        {m.trip_prices_heading({}, words)}
      </h2>
      <div
        className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm"
        role="region"
        aria-label={m.trip_prices_region({}, words)}
        tabIndex={0}
      >
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="px-3 pt-4 text-left text-sm text-forest-700 sm:px-5">
            {m.trip_prices_caption({}, words)}
          </caption>
          <thead>
            <tr className="border-b border-forest-700/15 text-sm text-forest-700">
              <th
                scope="col"
                className="px-2 py-3 first:pl-3 last:pr-3 sm:px-5 sm:first:pl-5 sm:last:pr-5 font-semibold"
              >
                {m.trip_season({}, words)}
              </th>
              {currencies.map((code) => (
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
                  <span className="block text-sm text-forest-700">
                    {bandLabel(season.from, season.to, locale)}
                  </span>
                </th>
                {currencies.map((code, index) => (
                  <td
                    key={code}
                    className={`px-2 py-3 first:pl-3 last:pr-3 sm:px-5 sm:first:pl-5 sm:last:pr-5 ${index === 0 ? 'font-semibold' : ''}`}
                  >
                    {formatPrice(season.cents, code, rates, locale)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{m.trip_single({}, words)}</dt>
        <dd>
          {item.singleSupplementCents
            ? m.trip_supplement({ price: shownPrice(item.singleSupplementCents, rates, locale) }, words)
            : m.trip_no_supplement({}, words)}
        </dd>
        <dt className="font-semibold">{m.trip_children({}, words)}</dt>
        <dd>
          {item.childPriceCents === null
            ? m.trip_children_unsuited({}, words)
            : m.trip_child_price({ price: shownPrice(item.childPriceCents, rates, locale) }, words)}
        </dd>
      </dl>
      {item.priceNote ? <p className="mt-4 text-forest-800">{item.priceNote}</p> : null}
      {item.feesNote ? <p className="mt-2 text-forest-800">{item.feesNote}</p> : null}
    </section>
  )
}

/** An amount as a page shows it in words: "$450"; on a German or French page "390 € (450 USD)". */
const shownPrice = (cents: number, rates: CurrencyRates, locale: Locale) =>
  locale === 'en'
    ? formatPrice(cents)
    : `${formatPrice(cents, 'EUR', rates, locale)} (${formatPrice(cents, 'USD', rates, locale)})`
