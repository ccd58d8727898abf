import { moneyInput } from './money'
import { emptyDayChoices, type PricingSetup } from './pricing/setup'
import { moved, postedEntries, postedList, postedText } from './posted-form'
import type { ProposalDocument } from './proposal'

// The proposal editor's form as text (/admin/proposals/:id), shared by the form's component and the
// screen's server code: a document as its fields show it, the form as posted (to show again, every
// word kept, when a rule fails), and the list changes its small buttons ask for. The choices for
// pricing from the rate cards ride along (each day's with its day, so they move with it); they are
// kept apart from the document (app/lib/pricing/setup.ts).

export interface ProposalForm {
  title: string
  note: string
  currency: string
  startDate: string
  expiresOn: string
  adults: string
  children: string
  depositPercent: string
  countries: string[]
  included: string
  excluded: string
  days: (Record<(typeof DAY_TEXTS)[number], string> &
    Partial<Record<(typeof DAY_CHOICES)[number], string>> & { meals: string[] })[]
  /** 'grouped' or 'total': how the traveller is shown the price */
  priceDisplay?: string
  /** 'en', 'de' or 'fr': the language it is written in */
  language?: string
  lines: (Record<'description' | 'quantity' | 'unit', string> &
    Partial<Record<(typeof LINE_TEXTS)[number], string>>)[]
  /** Pricing from the rate cards: the party's residency, the children's ages, the rooms, the trip's markup */
  pricingResidency?: string
  pricingChildAges?: string
  pricingRooming?: string
  pricingMarkup?: string
  /** What staff set on priced lines, by their key: a price, complimentary ('yes'), a markup */
  priced?: { key: string; sell: string; free: string; markup: string }[]
}

const DAY_TEXTS = ['days', 'title', 'text', 'overnight', 'lodge'] as const
/**
 * A line's fields: its words, quantity, price and heading, a typed line's cost and supplier, and what
 * rides along unseen: whether it is priced per adult or per child, given ('yes'), without a price from
 * the cards ('yes'), or written by the cards ('yes')
 */
const LINE_TEXTS = [
  'description',
  'quantity',
  'unit',
  'category',
  'cost',
  'supplier',
  'per',
  'free',
  'unpriced',
  'fromCards',
] as const
/** A day's choices for pricing from the rate cards */
const DAY_CHOICES = ['lodgeRate', 'park', 'vehicle', 'other', 'extra', 'serviceDay', 'markup'] as const

const markupText = (bp: number | null) => (bp === null ? '' : String(bp / 100))

export function formOf(document: ProposalDocument, setup?: PricingSetup | null): ProposalForm {
  return {
    title: document.title,
    note: document.note,
    currency: document.currency,
    startDate: document.startDate,
    expiresOn: document.expiresOn,
    adults: String(document.adults),
    children: String(document.children),
    depositPercent: String(document.depositPercent),
    countries: document.countries,
    included: document.included.join('\n'),
    excluded: document.excluded.join('\n'),
    days: document.days.map((day, index) => {
      const choices = setup?.days[index] ?? emptyDayChoices()
      return {
        days: String(day.days),
        title: day.title,
        text: day.text,
        overnight: day.overnight,
        lodge: day.lodge,
        meals: [...day.meals],
        lodgeRate: choices.lodge,
        park: choices.park,
        vehicle: choices.vehicle,
        other: choices.other,
        extra: choices.extra ?? '',
        serviceDay: choices.serviceDay ? String(choices.serviceDay) : '',
        markup: markupText(choices.markup),
      }
    }),
    priceDisplay: document.priceDisplay ?? 'grouped',
    language: document.language ?? 'en',
    lines: document.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      unit: moneyInput(line.unit),
      category: line.category ?? 'other',
      per: line.per ?? '',
      free: line.complimentary ? 'yes' : '',
      unpriced: line.unpriced ? 'yes' : '',
      fromCards: line.fromCards ? 'yes' : '',
      cost: line.cost === undefined ? '' : moneyInput(line.cost),
      supplier: line.supplier ?? '',
    })),
    priced: Object.entries(setup?.lines ?? {}).map(([key, line]) => ({
      key,
      sell: line.sell === null ? '' : moneyInput(line.sell),
      free: line.complimentary ? 'yes' : '',
      markup: markupText(line.markup),
    })),
    pricingResidency: setup?.residency ?? 'non_resident',
    pricingChildAges: setup?.childAges.join(', ') ?? '',
    pricingRooming: setup?.rooming ?? '',
    pricingMarkup: markupText(setup?.markup ?? null),
  }
}

/** The form as posted, to show again (bounded: the lists keep their first entries only). */
export function formFromPayload(payload: Record<string, unknown>): ProposalForm {
  const fields = [
    'title',
    'note',
    'currency',
    'startDate',
    'expiresOn',
    'adults',
    'children',
    'depositPercent',
    'included',
    'excluded',
    'priceDisplay',
    'language',
  ] as const
  return {
    ...(Object.fromEntries(fields.map((key) => [key, postedText(payload[key])])) as Pick<
      ProposalForm,
      (typeof fields)[number]
    >),
    countries: postedList(payload.countries).slice(0, 4).map(postedText),
    days: postedEntries(payload.days, 60, [...DAY_TEXTS, ...DAY_CHOICES], ['meals']),
    lines: postedEntries(payload.lines, 40, LINE_TEXTS),
    priced: postedEntries(payload.priced, 40, ['key', 'sell', 'free', 'markup']),
    pricingResidency: postedText(payload.pricingResidency),
    pricingChildAges: postedText(payload.pricingChildAges),
    pricingRooming: postedText(payload.pricingRooming),
    pricingMarkup: postedText(payload.pricingMarkup),
  }
}

/** A list change asked by a button (`add-day`, `remove-line:2`, `up-day:3` …), made to the form. */
export function changeForm(form: ProposalForm, intent: string): ProposalForm | null {
  const [action = '', at = ''] = intent.split(':')
  const index = Number(at)
  switch (action) {
    case 'add-day':
      return {
        ...form,
        days: [
          ...form.days,
          {
            days: '1',
            title: '',
            text: '',
            overnight: '',
            lodge: '',
            meals: [],
            lodgeRate: '',
            park: '',
            vehicle: '',
            other: '',
            extra: '',
            markup: '',
          },
        ],
      }
    case 'remove-day':
      return { ...form, days: form.days.filter((_, i) => i !== index) }
    case 'up-day':
      return { ...form, days: moved(form.days, index, -1) }
    case 'down-day':
      return { ...form, days: moved(form.days, index, 1) }
    case 'add-line':
      return {
        ...form,
        lines: [
          ...form.lines,
          {
            description: '',
            quantity: '1',
            unit: '',
            category: 'other',
            cost: '',
            supplier: '',
            per: '',
            free: '',
            unpriced: '',
            fromCards: '',
          },
        ],
      }
    case 'remove-line':
      return { ...form, lines: form.lines.filter((_, i) => i !== index) }
    case 'up-line':
      return { ...form, lines: moved(form.lines, index, -1) }
    case 'down-line':
      return { ...form, lines: moved(form.lines, index, 1) }
    default:
      return null
  }
}
