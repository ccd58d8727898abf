import { z } from 'zod'
import { optionalText, wholeNumber } from '../schemas/fields'
import type { FieldGroup, FormField, StoredRow } from './kind'

// Who is travelling and the budget (docs/product.md, "Travelling party"): optional on the trip form and
// the package form, so a planner can quote from the first message without the forms asking more of
// anyone. Stored, shown to staff, and answered by the API as extra fields beside the old site's.

const MAX_CHILDREN = 20

/** "6, 9" → [6, 9]; null when a part is not an age from 0 to 17. */
export function readAges(text: string): number[] | null {
  const parts = text
    .split(/[,;/\s]+|\band\b/)
    .map((part) => part.trim())
    .filter(Boolean)
  const ages = parts.map(Number)
  return ages.every((age) => Number.isInteger(age) && age >= 0 && age <= 17) ? ages : null
}

export const partyRules = {
  adults: wholeNumber('*required', { min: 1, max: 50, message: 'From 1 to 50 adults' }).optional(),
  children: wholeNumber('*required', {
    min: 0,
    max: MAX_CHILDREN,
    message: `From 0 to ${MAX_CHILDREN} children`,
  }).optional(),
  children_ages: optionalText({ max: 120 }),
  budget_per_person: wholeNumber('*required', {
    min: 100,
    max: 1_000_000,
    message: 'A budget in whole US dollars, such as 4000',
  }).optional(),
}

type Party = { children?: number; children_ages?: string }

/** The ages, when given, are ages, one for each child. */
export const checkAges = z.superRefine((value: unknown, ctx) => {
  const { children, children_ages: text } = (value ?? {}) as Party
  if (!text) return
  const ages = readAges(text)
  const issue = (message: string) =>
    ctx.addIssue({ code: 'custom', path: ['children_ages'], message, input: text })
  if (!ages) issue('Ages from 0 to 17, separated by commas, e.g. 6, 9')
  else if (children !== undefined && ages.length !== children)
    issue(`Give ${children === 1 ? 'one age' : `${children} ages`}, one for each child`)
})

export const partyFormFields: FormField[] = [
  { name: 'adults', label: 'Adults (optional)', type: 'number' },
  { name: 'children', label: 'Children (optional)', type: 'number' },
  { name: 'children_ages', label: 'Ages of the children (optional)', type: 'text', hint: 'e.g. 6, 9' },
  {
    name: 'budget_per_person',
    label: 'Budget per person in US dollars (optional)',
    type: 'number',
    hint: 'Without flights; leave it empty if you are unsure',
  },
]

/** The stored columns, empty where nothing was given. */
export function partyRow(input: {
  adults?: number
  children?: number
  children_ages?: string
  budget_per_person?: number
}) {
  return {
    adults: input.adults ?? null,
    children: input.children ?? null,
    children_ages: input.children_ages ? readAges(input.children_ages)!.join(', ') : null,
    budget_per_person: input.budget_per_person ?? null,
  }
}

export const partyGroup: FieldGroup = {
  title: 'Travelling party',
  fields: [
    { key: 'adults', label: 'Adults', fact: true },
    { key: 'children', label: 'Children', fact: true },
    { key: 'children_ages', label: 'Ages of the children', fact: true },
    { key: 'budget_per_person', label: 'Budget per person', format: 'money', fact: true },
  ],
}

/** Adults and children together, when either was given. */
export function partySize(row: StoredRow): number | undefined {
  const adults = Number(row.adults ?? 0)
  const children = Number(row.children ?? 0)
  return adults + children > 0 ? adults + children : undefined
}
