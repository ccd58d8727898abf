import { countryName } from '~/content/countries'
import { fitnessName, FITNESS_LEVELS, monthShort, type TripPackage } from '~/lib/catalogue'
import { countText } from '~/lib/count-text'

type Facts = Pick<TripPackage, 'days' | 'countries' | 'groupSize' | 'fitness' | 'bestMonths'>

/** Duration, countries, group size, fitness and the best months, as a short list of facts. */
export function TripFacts({ item }: { item: Facts }) {
  const group =
    item.groupSize.min === item.groupSize.max
      ? `${item.groupSize.max} guests`
      : `${item.groupSize.min} to ${item.groupSize.max} guests`
  const facts = [
    ['Duration', countText(item.days, 'day')],
    ['Countries', item.countries.map(countryName).join(', ')],
    ['Group size', `${group}, private vehicle`],
    ['Fitness', FITNESS_LEVELS[item.fitness] ?? fitnessName(item.fitness)],
    [
      'Best months',
      item.bestMonths.length ? item.bestMonths.map((month) => monthShort(month)).join(', ') : 'All year',
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
  return (
    <section aria-labelledby="included-heading" className="mt-12">
      <h2 id="included-heading" className="font-serif text-3xl">
        What is included
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div className="rounded-xl bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold">Included</h3>
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
          <h3 className="text-lg font-semibold">Not included</h3>
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
