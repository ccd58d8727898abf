import { m } from '~/paraglide/messages'
import { LOCALES } from '~/lib/locales'
import { z } from 'zod'
import { countries } from '~/content/countries'
import { isIsoDate } from '~/lib/booking-terms'
import { splitLines } from '~/lib/catalogue'
import { MAX_MINOR, parseMoney, PROPOSAL_CURRENCIES } from '~/lib/money'
import type { ProposalLine } from '~/lib/proposal'
import { LINE_CATEGORY_CODES, PRICE_DISPLAYS, type PriceDisplay } from '~/lib/traveller-price'
import { mealsField, optionalText, requiredText, wholeNumberText } from './fields'

// The proposal editor's form (/admin/proposals/:id) and the traveller's two forms on /proposal/<token>.
// Amounts are typed as staff write them ("1,250.50") and kept in minor units; totals are never taken from
// the form. Every rule names the field it concerns, so its message sits beside that field.

export const MAX_PROPOSAL_DAYS = 60
export const MAX_PROPOSAL_LINES = 40

const lines = (max: number) =>
  z
    .string()
    .max(max * 300)
    .default('')
    .transform((text) => splitLines(text).slice(0, max))

export const dateText = (message: string) =>
  requiredText(message, 10).refine(isIsoDate, 'Enter a valid date (day, month and year)')

export const amountField = requiredText('Enter an amount, e.g. 1250 or 1,250.50', 20)
  .transform((text) => parseMoney(text))
  .refine((minor) => minor !== null, 'Enter an amount, e.g. 1250 or 1,250.50 (a discount as -200)')
  .transform((minor) => minor!)

const DaySchema = z.object({
  days: wholeNumberText('How many days: 1 to 30', 1, 30),
  title: requiredText('Give the day a title', 120),
  text: optionalText({ max: 3000 }).transform((value) => value ?? ''),
  overnight: optionalText({ max: 120 }).transform((value) => value ?? ''),
  lodge: optionalText({ max: 160 }).transform((value) => value ?? ''),
  meals: mealsField,
})

const ticked = z
  .string()
  .optional()
  .transform((value) => value === 'yes')

/**
 * A price line. Given (complimentary) and without a price from the cards hold only while its price is
 * nothing: a price typed over such a line is its price.
 */
const LineSchema = z
  .object({
    description: requiredText('Say what this line is for', 200),
    quantity: wholeNumberText('A quantity from 1 to 999', 1, 999),
    unit: amountField,
    category: z.enum(LINE_CATEGORY_CODES, { error: 'Choose a heading' }).default('other'),
    per: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['adult', 'child']).optional()),
    free: ticked,
    unpriced: ticked,
    fromCards: ticked,
    cost: optionalText({ max: 20 })
      .transform((text) => (text === undefined ? undefined : parseMoney(text)))
      .refine(
        (minor) => minor === undefined || (minor !== null && minor >= 0),
        'A cost, e.g. 1250 or 1,250.50, or empty when not known',
      )
      .transform((minor) => minor ?? undefined),
    supplier: optionalText({ max: 120 }),
  })
  .transform(({ free, unpriced, per, fromCards, cost, supplier, ...line }): ProposalLine => ({
    ...line,
    ...(per ? { per } : {}),
    ...(free && line.unit === 0 ? { complimentary: true } : {}),
    ...(unpriced && line.unit === 0 && !free ? { unpriced: true } : {}),
    // A line from the cards has its cost in the quote; a typed one its own, when known.
    ...(fromCards ? { fromCards: true } : {}),
    ...(!fromCards && cost !== undefined ? { cost } : {}),
    ...(!fromCards && supplier ? { supplier } : {}),
  }))

const countrySlugs = countries.map((country) => country.slug) as [string, ...string[]]

export const ProposalSchema = z
  .object({
    title: requiredText('Give the trip a title', 120),
    note: optionalText({ max: 3000 }).transform((value) => value ?? ''),
    currency: z.enum(PROPOSAL_CURRENCIES, { error: 'Choose US dollars, euros or pounds' }),
    startDate: dateText('When does the trip start?'),
    expiresOn: dateText('Until when may the traveller accept?'),
    adults: wholeNumberText('Adults: 1 to 30', 1, 30),
    children: wholeNumberText('Children: 0 to 30', 0, 30),
    depositPercent: wholeNumberText('A deposit from 0 to 100 percent', 0, 100),
    priceDisplay: z
      .enum(Object.keys(PRICE_DISPLAYS) as [PriceDisplay, ...PriceDisplay[]], {
        error: 'Choose how the traveller is shown the price',
      })
      .default('grouped'),
    language: z.enum(LOCALES, { error: 'Choose English, German or French' }).default('en'),
    countries: z.array(z.enum(countrySlugs)).max(4).default([]),
    included: lines(40),
    excluded: lines(40),
    days: z
      .array(DaySchema)
      .min(1, 'Add at least one day')
      .max(MAX_PROPOSAL_DAYS, `At most ${MAX_PROPOSAL_DAYS} entries`)
      .refine(
        (days) => days.reduce((sum, day) => sum + day.days, 0) <= MAX_PROPOSAL_DAYS,
        `A trip of at most ${MAX_PROPOSAL_DAYS} days`,
      ),
    lines: z
      .array(LineSchema)
      .min(1, 'Add at least one price line')
      .max(MAX_PROPOSAL_LINES, `At most ${MAX_PROPOSAL_LINES} lines`),
  })
  .superRefine((value, ctx) => {
    const total = value.lines.reduce((sum, line) => sum + line.quantity * line.unit, 0)
    if (total < 0 || total > MAX_MINOR)
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: total < 0 ? 'The total is below zero: check the discounts' : 'The total is too large',
      })
    if (value.expiresOn > value.startDate)
      ctx.addIssue({
        code: 'custom',
        path: ['expiresOn'],
        message: 'The offer must end on or before the day the trip starts',
      })
  })

export type ProposalValue = z.infer<typeof ProposalSchema>

// The traveller's forms answer in English; their page says it in the proposal's language
// (lib/proposal-form-words.ts).
const EN = { locale: 'en' } as const

/** The traveller's acceptance: their full name, the terms ticked, and the version they read. */
export const AcceptProposalSchema = z.object({
  intent: z.literal('accept'),
  name: requiredText(m.proposal_error_name({}, EN), 120).refine(
    (name) => name.replace(/[^\p{L}]/gu, '').length >= 2,
    m.proposal_error_name({}, EN),
  ),
  terms: z.literal('yes', { error: m.proposal_error_terms({}, EN) }),
  shown: requiredText(m.proposal_error_reload({}, EN), 64).refine(
    (value) => /^[0-9a-f]{64}$/.test(value),
    m.proposal_error_reload({}, EN),
  ),
})

/** A question from the proposal's page, onto the lead's conversation. */
export const ProposalQuestionSchema = z.object({
  intent: z.literal('question'),
  question: requiredText(m.proposal_error_question({}, EN), 5000),
})

/** A traveller's Pay button: what it pays (the deposit, the rest) and how (card, mobile money). */
export const StartPaymentSchema = z.object({
  intent: z.literal('pay'),
  purpose: z.enum(['deposit', 'balance']),
  via: z.enum(['card', 'mobile-money']),
})

const wholeDays = (message: string) => wholeNumberText(message, 0, 365)
const paymentUrl = optionalText({ max: 500 })
  .refine(
    (value) => value === undefined || /^https:\/\/[^\s<>"]+$/.test(value),
    'A full address starting https://',
  )
  .transform((value) => value ?? '')

/** The booking terms' settings (/admin/booking-terms): what /terms, proposals and their PDFs say. */
export const BookingTermsSchema = z.object({
  depositPercent: wholeNumberText('A deposit from 0 to 100 percent', 0, 100),
  balanceDaysBefore: wholeDays('Days before the start: 0 to 365'),
  cancellationDays: wholeDays('Days before the start: 0 to 365'),
  bankDetails: optionalText({ max: 1000 }).transform((value) => value ?? ''),
  paypalUrl: paymentUrl,
})
