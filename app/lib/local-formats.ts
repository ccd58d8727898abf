import { keptFormat } from './intl-formats'
import type { Locale } from './locales'

// Dates, numbers and amounts as a German or French traveller writes them (docs/product.md, "Languages"):
// "Fr., 12. März 2027" and "1.250,50 €" in German, "ven. 12 mars 2027" and "1 250,50 €" in French.
// English keeps the back-office's own ways (lib/back-office.ts, lib/money.ts).

/** The Intl locale of each language. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' }

/** A calendar date (YYYY-MM-DD) written out in `locale`, with its weekday. */
export function localDate(value: string, locale: Locale): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return keptFormat(
    `local date ${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(date)
}

/**
 * A whole or decimal number of a currency's units as typed in a form (a budget: 4000 US dollars) in
 * `locale`, cents shown only when there are some. German names the US dollar by its code ("4.000 USD"),
 * since its "$" would say nothing of which dollar; French has its own "$US".
 */
export function localAmount(units: number, currency: string, locale: Locale): string {
  const whole = Number.isInteger(units)
  return keptFormat(
    `local amount ${locale} ${currency} ${whole}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALES[locale], {
        style: 'currency',
        currency,
        currencyDisplay: locale === 'de' && currency === 'USD' ? 'code' : 'symbol',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  ).format(units)
}

/** A month (1 to 12) by its name in `locale`, long ("März") or short ("janv."). */
export function localMonth(month: number, locale: Locale, width: 'long' | 'short'): string {
  return keptFormat(
    `local month ${locale} ${width}`,
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: width, timeZone: 'UTC' }),
  ).format(Date.UTC(2001, (month - 1 + 12) % 12, 1))
}

/**
 * A label and what it labels: "Anreise: Fr., 12. März 2027". French sets a narrow no-break space before
 * the colon ("Arrivée : ven. 12 mars 2027"), as the catalogue's French does.
 */
export function withLabel(label: string, value: string, locale: Locale): string {
  return `${label}${locale === 'fr' ? '\u202f' : ''}: ${value}`
}
