import { z } from 'zod'
import { countries } from '~/content/countries'
import { CARD_CURRENCIES, parseMoney } from '~/lib/money'
import {
  BASES_OF,
  RATE_FACTS,
  RATE_KINDS,
  RATE_ROOM_TYPES,
  RESIDENCIES,
  SUPPLIER_KIND_CODES,
  SUPPLIER_KINDS,
  type SupplierKind,
} from '~/lib/rate-cards'
import { parseMarkup } from '~/lib/pricing/setup'
import { PICTURE_ALT_MAX } from '~/lib/supplier-pictures'
import { optionalText, requiredText } from './fields'
import { dateText } from './proposal'

// The rate cards' forms at /admin/rates (docs/product.md, "Rate cards"): a season, a copy of a season
// into the next year, a supplier, and a rate of a supplier, whose fields depend on its kind.

export const SeasonSchema = z
  .object({
    name: requiredText('Name the season, e.g. High season 2027', 80),
    startsOn: dateText('Give the first day of the season'),
    endsOn: dateText('Give the last day of the season'),
  })
  .refine((season) => season.endsOn >= season.startsOn, {
    path: ['endsOn'],
    error: 'The season ends on or after the day it starts',
  })

export const CopySeasonSchema = z.object({
  season: z.coerce.number({ error: 'Choose the season to copy' }).int().positive('Choose the season to copy'),
  percent: z.coerce
    .number({ error: 'A whole percent from -50 to 100, e.g. 5' })
    .int('A whole percent from -50 to 100, e.g. 5')
    .min(-50, 'A whole percent from -50 to 100, e.g. 5')
    .max(100, 'A whole percent from -50 to 100, e.g. 5'),
})

const choice = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as [T, ...T[]], { error: message })

const travellerWordingField = optionalText({ max: 160 }).transform((value) => value ?? '')

export const SupplierSchema = z.object({
  kind: choice(Object.keys(SUPPLIER_KINDS) as SupplierKind[], 'Choose what it is'),
  name: requiredText('Give its name', 120),
  area: requiredText('Say where it is', 160),
  country: choice(
    countries.map((country) => country.slug),
    'Choose the country',
  ),
  travellerWording: travellerWordingField,
  description: optionalText({ max: 2000 }).transform((value) => value ?? ''),
})

/** A supplier's words for travellers in German or French as stored: the English form's own rules (decision 056). */
export const SupplierTextSchema = SupplierSchema.pick({ travellerWording: true, description: true }).extend({
  pictures: z.record(z.string().max(300), z.string().max(PICTURE_ALT_MAX)).optional(),
})

/**
 * The form of a supplier's words in one language: its wording, its description and, for each of a
 * lodge's pictures now (`keys`, in order), what it shows (`picture-0`…), each optional.
 */
export function supplierTextSchema(keys: readonly string[]) {
  return SupplierSchema.pick({ travellerWording: true, description: true })
    .extend(
      Object.fromEntries(
        keys.map((_, index) => [`picture-${index}`, optionalText({ max: PICTURE_ALT_MAX })]),
      ),
    )
    .transform((value) => {
      const fields = value as Record<string, string | undefined>
      const pictures = Object.fromEntries(
        keys.flatMap((key, index) => {
          const words = fields[`picture-${index}`]
          return words ? [[key, words]] : []
        }),
      )
      return {
        travellerWording: value.travellerWording ?? '',
        description: value.description ?? '',
        ...(keys.length ? { pictures } : {}),
      }
    })
}

/** "Shown to travellers as" on a supplier's page: its lines' words in proposals sent from now on. */
export const TravellerWordingSchema = z.object({ travellerWording: travellerWordingField })

const money = (message: string) =>
  requiredText(message, 20)
    .transform((text) => parseMoney(text))
    .refine((minor) => minor !== null && minor > 0, message)
    .transform((minor) => minor!)

const whole = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  )

/** A percent as staff type it ("15", "12.5") in basis points, from 0 to `max` percent; empty is 0. */
const percentField = (message: string, max: number) =>
  optionalText({ max: 10 })
    .transform((text) => (text ? parseMarkup(text) : 0))
    .refine((bp) => bp !== null && bp !== 'empty' && bp <= max * 100, message)
    .transform((bp) => bp as number)

const KIND_MARKUP_MESSAGE = 'A markup in percent from 0 to 500, e.g. 0 or 12.5, or leave it empty'

/**
 * The default markup of each kind of item (on /admin/rates): empty takes the default markup; 0 sells at
 * cost, as many operators sell park fees and permits.
 */
const kindMarkupField = optionalText({ max: 10 })
  .transform((text) => (text ? parseMarkup(text) : undefined))
  .refine((bp) => bp !== null && bp !== 'empty', KIND_MARKUP_MESSAGE)
  .transform((bp) => bp as number | undefined)

export const KindMarkupsSchema = z
  .object(
    Object.fromEntries(SUPPLIER_KIND_CODES.map((kind) => [kind, kindMarkupField])) as Record<
      SupplierKind,
      typeof kindMarkupField
    >,
  )
  .transform(
    (markups) =>
      Object.fromEntries(Object.entries(markups).filter(([, bp]) => bp !== undefined)) as Partial<
        Record<SupplierKind, number>
      >,
  )

/**
 * The rules a supplier's card prices by (docs/product.md, "Rate cards"): what we keep of its rack rates,
 * the VAT or levy its authority adds, a permit's youngest traveller, a vehicle's seats, and whether a
 * lodge is outside the park.
 */
export const SupplierRulesSchema = z
  .object({
    commission: percentField('A commission in percent from 0 to 100, e.g. 15 or 12.5', 100),
    levyName: optionalText({ max: 40 }).transform((value) => value ?? ''),
    levy: percentField('A levy in percent from 0 to 100, e.g. 18', 100),
    minTravellerAge: whole('An age from 1 to 120, or leave it empty', 1, 120),
    seats: whole('Seats for 1 to 60 travellers, or leave it empty', 1, 60),
    /** A lodge's place: 'outside' the park, whose guests pay no park fee by the night */
    where: z
      .enum(['inside', 'outside'], { error: 'Choose inside or outside the park' })
      .optional()
      .transform((where) => where === 'outside'),
  })
  .refine((rules) => !rules.levy || rules.levyName, {
    path: ['levyName'],
    error: 'Name the levy, e.g. VAT',
  })

/** A rate of a supplier of `kind`: the facts its kind carries are asked for, the rest left empty. */
export function rateSchemaFor(kind: SupplierKind) {
  const facts = RATE_FACTS[kind]
  return z
    .object({
      season: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.coerce.number().int().positive().optional(),
      ),
      label: requiredText('Say what this rate is for', 160),
      basis: choice(BASES_OF[kind], 'Choose how it is charged'),
      amount: money('Enter the rate, e.g. 450 or 1,250.50'),
      currency: choice(CARD_CURRENCIES, 'Choose the currency'),
      rateKind: choice(
        Object.keys(RATE_KINDS) as (keyof typeof RATE_KINDS)[],
        'Say whether it is net or rack',
      ),
      maxOccupancy: whole('How many a room takes: 1 to 20', 1, 20),
      singleSupplement: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z
          .string()
          .transform((text) => parseMoney(text))
          .refine((minor) => minor !== null && minor >= 0, 'Enter an amount, e.g. 120, or leave it empty')
          .optional(),
      ),
      residency: z.preprocess(
        (value) => (value === '' ? undefined : value),
        choice(Object.keys(RESIDENCIES) as (keyof typeof RESIDENCIES)[], 'Choose the residency').optional(),
      ),
      minAge: whole('An age from 0 to 120', 0, 120),
      maxAge: whole('An age from 0 to 120', 0, 120),
      minParty: whole('A party of 1 to 100', 1, 100),
      maxParty: whole('A party of 1 to 100', 1, 100),
      roomType: z.preprocess(
        (value) => (value === '' ? undefined : value),
        choice(
          Object.keys(RATE_ROOM_TYPES) as (keyof typeof RATE_ROOM_TYPES)[],
          'Choose the type of room, or any',
        ).optional(),
      ),
    })
    .superRefine((rate, context) => {
      const need = (field: 'maxOccupancy' | 'residency', message: string) => {
        if (facts.includes(field) && rate[field] === undefined)
          context.addIssue({ code: 'custom', path: [field], message })
      }
      need('maxOccupancy', 'How many a room takes: 1 to 20')
      need('residency', 'Choose the residency')
      if (rate.minAge !== undefined && rate.maxAge !== undefined && rate.maxAge < rate.minAge)
        context.addIssue({
          code: 'custom',
          path: ['maxAge'],
          message: 'The oldest age is at least the youngest',
        })
      if (rate.minParty !== undefined && rate.maxParty !== undefined && rate.maxParty < rate.minParty)
        context.addIssue({
          code: 'custom',
          path: ['maxParty'],
          message: 'The largest party is at least the smallest',
        })
    })
    .transform((rate) => ({
      ...rate,
      // A fact its kind does not carry is never stored.
      maxOccupancy: facts.includes('maxOccupancy') ? (rate.maxOccupancy ?? null) : null,
      singleSupplement: facts.includes('singleSupplement') ? (rate.singleSupplement ?? null) : null,
      residency: facts.includes('residency') ? (rate.residency ?? null) : null,
      minAge: facts.includes('minAge') ? (rate.minAge ?? null) : null,
      maxAge: facts.includes('maxAge') ? (rate.maxAge ?? null) : null,
      minParty: facts.includes('minParty') ? (rate.minParty ?? null) : null,
      maxParty: facts.includes('maxParty') ? (rate.maxParty ?? null) : null,
      roomType: facts.includes('roomType') ? (rate.roomType ?? null) : null,
    }))
}

export type TypedRate = z.infer<ReturnType<typeof rateSchemaFor>>

/** Permits bought (/admin/permits): which, for which date, how many, and what one cost, in its own currency. */
export const PermitsHeldSchema = z.object({
  permit: z.coerce.number({ error: 'Choose the permit' }).int().positive('Choose the permit'),
  date: dateText('Give the date the permits are for'),
  count: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'How many: 1 to 500' })
      .int('How many: 1 to 500')
      .min(1, 'How many: 1 to 500')
      .max(500, 'How many: 1 to 500'),
  ),
  cost: money('Enter what one permit cost, e.g. 800'),
  // In the currency it was bought in: Uganda's and Rwanda's authorities sell in shillings and francs.
  currency: choice(CARD_CURRENCIES, 'Choose the currency'),
  note: optionalText({ max: 200 }).transform((value) => value ?? ''),
})
