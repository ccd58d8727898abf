import { keptFormat } from './intl-formats'

// Money in a proposal and its payments (docs/product.md, "Proposals"): an amount is an integer count of
// minor units (cents, pence) that travels with its currency, never a float. This module adds, multiplies
// and splits amounts and writes them for people; nothing else does arithmetic on money.

export const PROPOSAL_CURRENCIES = ['USD', 'EUR', 'GBP'] as const
export type Currency = (typeof PROPOSAL_CURRENCIES)[number]

export const isCurrency = (value: unknown): value is Currency =>
  (PROPOSAL_CURRENCIES as readonly unknown[]).includes(value)

/**
 * What a rate card may charge in besides a proposal's currencies: the East African shillings and the
 * Rwandan franc parks and local suppliers quote residents in (docs/product.md, "Rate cards"). A card's
 * amounts are hundredths of the currency whatever its own minor unit, so one rule reads and adds them.
 */
export const CARD_CURRENCIES = [...PROPOSAL_CURRENCIES, 'KES', 'TZS', 'UGX', 'RWF'] as const
export type CardCurrency = (typeof CARD_CURRENCIES)[number]
/** The card currencies that are not a proposal's, with their names */
export const LOCAL_CURRENCIES = {
  KES: 'Kenyan shilling',
  TZS: 'Tanzanian shilling',
  UGX: 'Ugandan shilling',
  RWF: 'Rwandan franc',
} as const satisfies Partial<Record<CardCurrency, string>>
export type LocalCurrency = keyof typeof LOCAL_CURRENCIES

export const isCardCurrency = (value: unknown): value is CardCurrency =>
  (CARD_CURRENCIES as readonly unknown[]).includes(value)

export interface Money<C extends CardCurrency = Currency> {
  /** Minor units: 495000 is 4,950.00 */
  minor: number
  currency: C
}

/** The largest amount Tembo takes, in minor units: 10 million in any of its currencies (a 32-bit column holds it). */
export const MAX_MINOR = 1_000_000_000

export function money<C extends CardCurrency = Currency>(minor: number, currency: C): Money<C> {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money must be whole minor units, not ${minor}`)
  return { minor, currency }
}

function sameCurrency(a: Money, b: Money) {
  if (a.currency !== b.currency) throw new TypeError(`Cannot add ${a.currency} to ${b.currency}`)
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b)
  return money(a.minor + b.minor, a.currency)
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b)
  return money(a.minor - b.minor, a.currency)
}

export const sumMoney = (items: readonly Money[], currency: Currency): Money =>
  items.reduce(addMoney, money(0, currency))

/** A unit price times a whole quantity. */
export const timesQuantity = (unit: Money, quantity: number): Money => {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`A quantity is a whole number, not ${quantity}`)
  return money(unit.minor * quantity, unit.currency)
}

/**
 * A whole-percent share of an amount and what is left: the share is rounded to the nearest minor unit
 * (halves up), and the rest takes the rounding, so the two always add up to the amount.
 */
export function splitShare(amount: Money, percent: number): { share: Money; rest: Money } {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`A share is a whole percent from 0 to 100, not ${percent}`)
  const sign = amount.minor < 0 ? -1 : 1
  const share = sign * Math.floor((Math.abs(amount.minor) * percent + 50) / 100)
  return { share: money(share, amount.currency), rest: money(amount.minor - share, amount.currency) }
}

/**
 * An amount split into `parts` shares as equal as whole minor units allow, by largest remainder: each
 * share is the amount divided and rounded down, and the first shares take one more minor unit each until
 * they add up to the amount exactly (`splitEvenly(100.01, 2)` is 50.01 and 50.00).
 */
export function splitEvenly(amount: Money, parts: number): Money[] {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`Split into 1 or more, not ${parts}`)
  const base = Math.floor(amount.minor / parts)
  const remainder = amount.minor - base * parts
  return Array.from({ length: parts }, (_, index) =>
    money(base + (index < remainder ? 1 : 0), amount.currency),
  )
}

/** "US$4,950", "€1,250.50", "-£200": cents shown only when there are some. */
export function formatMoney({ minor, currency }: Money<CardCurrency>): string {
  const whole = minor % 100 === 0
  return keptFormat(
    `money ${currency} ${whole}`,
    () =>
      new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  ).format(minor / 100)
}

/**
 * An amount as staff type it ("4950", "4,950.50", "-200", "£1 250") in minor units, or null when it is
 * not one: at most two decimals, thousands separated by commas or spaces, at most MAX_MINOR.
 */
export function parseMoney(text: string): number | null {
  const bare = text.trim().replace(/^(-?)\s*(?:US\$|\$|€|£)\s*/, '$1')
  const match = /^(-)?(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(bare)
  if (!match) return null
  const [, minus, whole = '', fraction = ''] = match
  const minor = Number(whole.replace(/[, ]/g, '')) * 100 + Number(fraction.padEnd(2, '0'))
  if (!Number.isSafeInteger(minor) || minor > MAX_MINOR) return null
  return minus && minor !== 0 ? -minor : minor
}

/** Minor units as an editor's field holds them: "4950", "4950.50", "-200". */
export function moneyInput(minor: number): string {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  const cents = abs % 100
  return `${sign}${Math.floor(abs / 100)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`
}
