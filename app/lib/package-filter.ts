import { m } from '~/paraglide/messages'
import { fromPrice, isPublished, type TripPackage } from './catalogue'
import { localAmount } from './local-formats'
import type { Locale } from './locales'

// The filters of /packages (country, length, budget), read from the address so they work as a plain
// GET form without JavaScript. Anything unknown is ignored rather than refused.

export const DURATIONS = {
  short: { words: (locale: Locale) => m.duration_short({}, { locale }), min: 1, max: 7 },
  medium: { words: (locale: Locale) => m.duration_medium({}, { locale }), min: 8, max: 10 },
  long: { words: (locale: Locale) => m.duration_long({}, { locale }), min: 11, max: Infinity },
} as const

/** Whole US dollars as a budget's choice says them: "$3,000"; "3.000 USD" in German. */
const dollars = (amount: number, locale: Locale) =>
  locale === 'en' ? `$${amount.toLocaleString('en-GB')}` : localAmount(amount, 'USD', locale)

/** Budgets on the "from" price per person sharing, in US cents. */
export const BUDGETS = {
  under3000: {
    words: (locale: Locale) => m.budget_under({ amount: dollars(3000, locale) }, { locale }),
    min: 0,
    max: 299_999,
  },
  '3000to6000': {
    words: (locale: Locale) =>
      m.budget_between({ from: dollars(3000, locale), to: dollars(6000, locale) }, { locale }),
    min: 300_000,
    max: 600_000,
  },
  over6000: {
    words: (locale: Locale) => m.budget_over({ amount: dollars(6000, locale) }, { locale }),
    min: 600_001,
    max: Infinity,
  },
} as const

export interface PackageFilter {
  country?: string
  duration?: keyof typeof DURATIONS
  budget?: keyof typeof BUDGETS
}

const known = <T extends object>(table: T, value: string | null): keyof T | undefined =>
  value !== null && Object.hasOwn(table, value) ? (value as keyof T) : undefined

export function readPackageFilter(params: URLSearchParams, countrySlugs: readonly string[]): PackageFilter {
  const country = params.get('visiting') ?? ''
  return {
    country: countrySlugs.includes(country) ? country : undefined,
    duration: known(DURATIONS, params.get('duration')),
    budget: known(BUDGETS, params.get('budget')),
  }
}

/** The published packages that match every filter set, in the order staff gave them. */
export function filterPackages(packages: TripPackage[], filter: PackageFilter): TripPackage[] {
  return packages.filter((item) => {
    if (!isPublished(item)) return false
    if (filter.country && !item.countries.includes(filter.country)) return false
    if (filter.duration) {
      const { min, max } = DURATIONS[filter.duration]
      if (item.days < min || item.days > max) return false
    }
    if (filter.budget) {
      const { min, max } = BUDGETS[filter.budget]
      const cents = fromPrice(item)?.cents
      if (cents === undefined || cents < min || cents > max) return false
    }
    return true
  })
}
