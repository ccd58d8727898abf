import { isCardCurrency, type CardCurrency, type Money } from './money'

// Money crossing to or from a card or mobile-money processor (docs/product.md, "Payments"). Tembo keeps
// every currency in hundredths (app/lib/money.ts); a processor counts in the currency's own minor unit,
// which the Ugandan shilling and the Rwandan franc do not have (ISO 4217: exponent 0). This table is the
// one place that says so, and an amount coming back is a safe, positive whole number or it is nothing.

/** ISO 4217 exponents of the currencies Tembo may ask a processor for. */
export const CURRENCY_EXPONENTS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  KES: 2,
  TZS: 2,
  UGX: 0,
  RWF: 0,
} as const satisfies Record<CardCurrency, number>

/** Tembo's own: hundredths of every currency. */
const TEMBO_EXPONENT = 2

const scale = (currency: CardCurrency) => 10 ** (TEMBO_EXPONENT - CURRENCY_EXPONENTS[currency])

/**
 * An amount as a processor counts it (Stripe's `unit_amount`): 4,170.00 US dollars is 417000, 150,000
 * Ugandan shillings is 150000. Undefined when the amount is not positive, or has a fraction the
 * currency cannot carry (UGX 150,000.50).
 */
export function toProcessorMinor(amount: Money<CardCurrency>): number | undefined {
  const factor = scale(amount.currency)
  if (!Number.isSafeInteger(amount.minor) || amount.minor <= 0 || amount.minor % factor !== 0)
    return undefined
  return amount.minor / factor
}

/** An amount a processor reported in its minor units, as Tembo's money; undefined unless it is one. */
export function fromProcessorMinor(amount: unknown, currency: unknown): Money<CardCurrency> | undefined {
  const code = typeof currency === 'string' ? currency.toUpperCase() : ''
  if (!isCardCurrency(code)) return undefined
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return undefined
  const minor = amount * scale(code)
  return Number.isSafeInteger(minor) ? { minor, currency: code } : undefined
}

/**
 * An amount in major units with exactly the currency's decimals, as a gateway that takes decimals wants
 * it (Pesapal's `amount`): "4170.00", "150000". Undefined as toProcessorMinor says.
 */
export function toProcessorDecimal(amount: Money<CardCurrency>): string | undefined {
  const units = toProcessorMinor(amount)
  if (units === undefined) return undefined
  const exponent = CURRENCY_EXPONENTS[amount.currency]
  if (exponent === 0) return String(units)
  const digits = String(units).padStart(exponent + 1, '0')
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`
}

/**
 * A decimal amount a gateway reported (a JSON number or its text: 4170, 4170.5, "4170.50") as Tembo's
 * money; undefined unless it is positive, has no more decimals than the currency, and counts exactly.
 */
export function fromProcessorDecimal(amount: unknown, currency: unknown): Money<CardCurrency> | undefined {
  const code = typeof currency === 'string' ? currency.toUpperCase() : ''
  if (!isCardCurrency(code)) return undefined
  const text = typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : amount
  if (typeof text !== 'string') return undefined
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  const exponent = CURRENCY_EXPONENTS[code]
  // Trailing zeros say nothing ("150000.00" shillings); other decimals beyond the currency's are refused.
  const kept = fraction.replace(/0+$/, '')
  if (kept.length > exponent) return undefined
  const units = Number(whole + kept.padEnd(exponent, '0'))
  return fromProcessorMinor(units, code)
}
