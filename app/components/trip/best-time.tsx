import { monthName, monthShort, type MonthRating } from '~/lib/catalogue'
import type { Locale } from '~/lib/locales'
import { m } from '~/paraglide/messages'
import { useLocale } from '../use-locale'

type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string

/** Each rating's word under its month, and the words a screen reader reads for it. */
const RATING_WORDS: Record<MonthRating, [Words, Words]> = {
  best: [m.best_time_best, m.best_time_best_long],
  good: [m.best_time_good, m.best_time_good_long],
  wet: [m.best_time_wet, m.best_time_wet_long],
}

const cellStyle: Record<MonthRating, string> = {
  best: 'bg-forest-800 text-white',
  good: 'bg-savanna-100 text-forest-900',
  wet: 'bg-white text-forest-800 border border-dashed border-forest-700/40',
}

/** Twelve months in a grid, each marked best, good or rainy, with the words a screen reader reads. */
export function BestTimeGrid({ ratings, note }: { ratings: MonthRating[]; note: string }) {
  const locale = useLocale()
  const words = (rating: MonthRating) => RATING_WORDS[rating] ?? RATING_WORDS.good
  return (
    <section aria-labelledby="best-time-heading" className="mt-12">
      <h2 id="best-time-heading" className="font-serif text-3xl">
        {m.best_time_heading({}, { locale })}
      </h2>
      <ol className="mt-6 grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-12">
        {ratings.map((rating, index) => (
          <li
            key={index}
            className={`flex flex-col items-center rounded-lg px-1 py-3 text-center ${cellStyle[rating] ?? cellStyle.good}`}
          >
            <span className="font-semibold" aria-hidden="true">
              {monthShort(index + 1, locale)}
            </span>
            <span className="sr-only">{`${monthName(index + 1, locale)}: ${words(rating)[1]({}, { locale })}`}</span>
            <span aria-hidden="true" className="mt-1 text-xs">
              {words(rating)[0]({}, { locale })}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-forest-800">{note}</p>
    </section>
  )
}
