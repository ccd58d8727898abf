import { money, type CardCurrency, type Currency, type LocalCurrency, type Money } from '../money'
import { roundQuotient } from '../rounding'

// A quote's exchange (docs/product.md, "Rate cards"): a lodge may charge in US dollars and a park in
// euros while the proposal is in pounds. The rates are pinned on the proposal when it is priced, so a
// quote never moves with the market; they are integers, as money is.

/**
 * How much of each currency one US dollar buys, in millionths: 0.92 is 920000. A proposal's currencies
 * always; the local ones a card may charge in once an admin has set them (a Kenyan shilling card
 * cannot be converted before).
 */
export type PinnedRates = Record<Currency, number> & Partial<Record<LocalCurrency, number>>

export const RATE_SCALE = 1_000_000

/** A rate as staff type it ("0.9215") in millionths, or null when it is not a positive one. */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(text.trim())
  if (!match) return null
  const millionths = Number(match[1]) * RATE_SCALE + Number((match[2] ?? '').padEnd(6, '0'))
  return millionths > 0 ? millionths : null
}

/**
 * An amount in another currency at the pinned rates, rounded to the nearest minor unit (halves away
 * from zero). Integers throughout: minor units times millionths stay exact as big integers.
 */
export function convert(amount: Money<CardCurrency>, to: Currency, rates: PinnedRates): Money {
  if (amount.currency === to) return money(amount.minor, to)
  const from = rates[amount.currency] ?? 0
  const into = rates[to]
  if (!(from > 0) || !(into > 0)) throw new RangeError(`No rate pinned for ${amount.currency} to ${to}`)
  return money(roundQuotient(BigInt(amount.minor) * BigInt(into), from, 'half-up'), to)
}

/**
 * A rate kept as a float (the display rates of /admin/currencies) in millionths, read as the decimal it
 * was typed as (0.9215 is 921500, never 921499 for the float's last bit), halves up beyond six places.
 */
export function millionthsOf(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`A rate is a positive number, not ${rate}`)
  const [whole = '0', fraction = ''] = rate.toFixed(12).split('.')
  return roundQuotient(
    BigInt(whole + fraction) * BigInt(RATE_SCALE),
    10n ** BigInt(fraction.length),
    'half-up',
  )
}

/** A rate in millionths as staff read it: 129500000 is "129.5". */
export const rateText = (millionths: number) => String(Number((millionths / RATE_SCALE).toFixed(6)))

/** Whether the pinned rates can convert from `currency`. */
export const canConvert = (currency: CardCurrency, rates: PinnedRates) => (rates[currency] ?? 0) > 0
