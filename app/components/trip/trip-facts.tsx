import { fitnessLabel, monthShort, type TripPackage } from '~/lib/catalogue'
import { countryNameIn, daysText } from '~/lib/country-names'
import { m } from '~/paraglide/messages'
import { useLocale } from '../use-locale'

type Facts = Pick<TripPackage, 'days' | 'countries' | 'groupSize' | 'fitness' | 'bestMonths'>

/** Duration, countries, group size, fitness and the best months, as a short list of facts. */
export function TripFacts({ item }: { item: Facts }) {
  const locale = useLocale()
  const words = { locale }
  const { min, max } = item.groupSize
  const group =
    min === max
      ? m.trip_group_exact({ count: String(max) }, words)
      : m.trip_group_range({ min: String(min), max: String(max) }, words)
  const facts = [
    [m.trip_duration({}, words), daysText(item.days, locale)],
    [m.trip_countries({}, words), item.countries.map((slug) => countryNameIn(slug, locale)).join(', ')],
    [m.trip_group({}, words), group],
    [m.trip_fitness({}, words), fitnessLabel(item.fitness, locale)],
    [
      m.trip_best_months({}, words),
      item.bestMonths.length
        ? item.bestMonths.map((month) => monthShort(month, locale)).join(', ')
        : m.trip_all_year({}, words),
    ],
  ] as const
  return (
    <dl className="mt-8 grid gap-4 rounded-xl bg-white p-6 shadow-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm font-semibold text-savanna-700">{term}</dt>
          <dd className="mt-1">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** What the price includes and what it leaves out, side by side. */
export function TripInclusions({ item }: { item: Pick<TripPackage, 'included' | 'excluded'> }) {
  const locale = useLocale()
  return (
    <section aria-labelledby="included-heading" className="mt-12">
      <h2 id="included-heading" className="font-serif text-3xl">
        {m.trip_included_heading({}, { locale })}
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div className="rounded-xl bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold">{m.trip_included({}, { locale })}</h3>
          <ul className="mt-3 space-y-2">
            {item.included.map((line) => (
              <li key={line} className="flex gap-2">
                <span aria-hidden="true" className="text-forest-700">
                  ✓
                </span>
                {line}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold">{m.trip_not_included({}, { locale })}</h3>
          <ul className="mt-3 space-y-2">
            {item.excluded.map((line) => (
              <li key={line} className="flex gap-2">
                <span aria-hidden="true" className="text-savanna-700">
                  –
                </span>
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
