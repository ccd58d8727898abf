import { keptFormat } from './intl-formats'
import { roundQuotient } from './rounding'

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

function sameCurrency(a: Money<CardCurrency>, b: Money<CardCurrency>) {
  if (a.currency !== b.currency) throw new TypeError(`Cannot add ${a.currency} to ${b.currency}`)
}

// The second amount's currency is not inferred, so adding a Money<'TZS'> to a Money<'USD'> does not
// compile; amounts whose currency is known only at run time are refused there.
export function addMoney<C extends CardCurrency = Currency>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  sameCurrency(a, b)
  return money(a.minor + b.minor, a.currency)
}

export function subtractMoney<C extends CardCurrency = Currency>(
  a: Money<C>,
  b: Money<NoInfer<C>>,
): Money<C> {
  sameCurrency(a, b)
  return money(a.minor - b.minor, a.currency)
}

export const sumMoney = <C extends CardCurrency = Currency>(
  items: readonly Money<C>[],
  currency: C,
): Money<C> => items.reduce((sum, item) => addMoney(sum, item), money(0, currency))

/** A unit price times a whole quantity. */
export const timesQuantity = <C extends CardCurrency = Currency>(
  unit: Money<C>,
  quantity: number,
): Money<C> => {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`A quantity is a whole number, not ${quantity}`)
  return money(unit.minor * quantity, unit.currency)
}

/**
 * A whole-percent share of an amount and what is left: the share is rounded to the nearest minor unit
 * (halves up), and the rest takes the rounding, so the two always add up to the amount.
 */
export function splitShare<C extends CardCurrency = Currency>(
  amount: Money<C>,
  percent: number,
): { share: Money<C>; rest: Money<C> } {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`A share is a whole percent from 0 to 100, not ${percent}`)
  const share = roundQuotient(amount.minor * percent, 100, 'half-up')
  return { share: money(share, amount.currency), rest: money(amount.minor - share, amount.currency) }
}

/**
 * An amount shared by weights so that the parts add up to it exactly (the largest remainder): each part
 * its exact share rounded toward zero, then the minor units left over one each to the parts whose
 * rounding cut most, the earlier first at a tie. For two parts this is the share rounded halves up, as
 * splitShare does. Worked on the amount's size, so a negative amount splits as its positive does.
 */
export function allocateMoney<C extends CardCurrency>(
  amount: Money<C>,
  weights: readonly number[],
): Money<C>[] {
  if (!weights.length || weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0))
    throw new RangeError(`Weights are whole numbers, zero or more, not ${weights.join(', ')}`)
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (total === 0) throw new RangeError('At least one weight is more than zero')
  const size = BigInt(Math.abs(amount.minor))
  const exact = weights.map((weight) => size * BigInt(weight))
  const parts = exact.map((value) => roundQuotient(value, total, 'down'))
  let left = Math.abs(amount.minor) - parts.reduce((sum, part) => sum + part, 0)
  const byCut = exact
    .map((value, index) => ({ index, cut: value % BigInt(total) }))
    .sort((a, b) => (a.cut === b.cut ? a.index - b.index : a.cut > b.cut ? -1 : 1))
  for (const { index } of byCut) {
    if (left-- <= 0) break
    parts[index]! += 1
  }
  const sign = amount.minor < 0 ? -1 : 1
  return parts.map((part) => money(sign * part || 0, amount.currency))
}

/**
 * An amount in `count` shares as equal as whole minor units allow, adding up to it exactly, the larger
 * first: 10,001 for two is 5,001 and 5,000; a discount of -10,000 for three is -3,333, -3,333 and
 * -3,334, so those listed first (the adults) pay alike.
 */
export function splitEvenly<C extends CardCurrency>(amount: Money<C>, count: number): Money<C>[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`Split into 1 or more, not ${count}`)
  const base = Math.floor(amount.minor / count)
  const left = amount.minor - base * count
  return Array.from({ length: count }, (_, index) => money(base + (index < left ? 1 : 0), amount.currency))
}

/**
 * Amounts in several currencies kept apart, at most one of each (a lodge's adults in dollars and its
 * children in shillings): nothing adds two currencies, so they stay so until a quote converts each at
 * its pinned rate and only then adds them.
 */
export type MixedMoney = readonly Money<CardCurrency>[]

/** These amounts, each added to the one of its own currency; a currency that comes to nothing is left out. */
export function mixMoney(...amounts: readonly Money<CardCurrency>[]): MixedMoney {
  const byCurrency = new Map<CardCurrency, Money<CardCurrency>>()
  for (const amount of amounts) {
    const held = byCurrency.get(amount.currency)
    byCurrency.set(amount.currency, held ? addMoney(held, amount) : amount)
  }
  return [...byCurrency.values()].filter((amount) => amount.minor !== 0)
}

/**
 * An amount as stored, with the currency code stored beside it (a ledger entry, a refund, a margin):
 * written as formatMoney writes it when the code is one of Tembo's, else as the whole number of minor
 * units with its code, never divided into a fraction.
 */
export const formatStoredMoney = (minor: number, currency: string): string =>
  isCardCurrency(currency) ? formatMoney({ minor, currency }) : `${minor} ${currency}`

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
