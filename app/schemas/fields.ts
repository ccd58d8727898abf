import { z } from 'zod'

// In the browser, Zod must not try to compile parsers with new Function: the pages' Content-Security-
// Policy forbids eval, and even Zod's own probe for it is reported as a violation.
if (typeof document !== 'undefined') z.config({ jitless: true })

// Building blocks of the form schemas. Messages are docs/product.md's ("The five inquiry forms") word for word where it gives
// one; the others are ours. Empty and whitespace-only values count as missing.

/**
 * Control characters other than tab and line breaks: nobody types them, and PostgreSQL refuses the NUL
 * character in text outright, which would cost the whole inquiry. They are dropped, keeping the rest.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
export const withoutControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS, '')

/** A required string: `requiredMessage` when missing or blank, then the given checks. */
export function requiredText(requiredMessage: string, max = 200) {
  return z
    .string({ error: requiredMessage })
    .overwrite(withoutControlCharacters)
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, `At most ${max} characters`)
}

/** An optional string: missing or blank becomes undefined; present values must have `min` characters. */
export function optionalText(options: { min?: number; minMessage?: string; max?: number } = {}) {
  const { min = 0, minMessage = `At least ${min} characters`, max = 200 } = options
  return z
    .string({ error: 'Must be text' })
    .overwrite(withoutControlCharacters)
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((value) => value.length === 0 || value.length >= min, minMessage)
    .optional()
    .transform((value) => (value ? value : undefined))
}

/** A name is one line: line breaks and tabs typed or pasted into it become single spaces. */
export const nameField = z
  .string({ error: 'Name is required' })
  .overwrite((value) => value.replace(/[\r\n\t\u2028\u2029]+/g, ' '))
  .pipe(requiredText('Name is required', 100))
  .pipe(z.string().min(2, 'At least two characters'))

export const emailField = requiredText('Email is required', 254).pipe(z.email('Invalid email'))

export const phoneField = requiredText('phone number is required', 30)
  .pipe(z.string().regex(/^\+?[\d\s().\-/]+$/, 'Use digits, spaces and + ( ) - only'))
  .refine((value) => value.replace(/\D/g, '').length >= 10, 'At least 10 numbers')

/** A calendar date as YYYY-MM-DD; a full ISO timestamp is accepted and cut to its date. */
export const PAST_DATE_MESSAGE = 'This date has passed: choose today or a later date'

/**
 * Whether a YYYY-MM-DD date is still to come somewhere: travellers write from every time zone, so a
 * date is past only once it is past everywhere (in UTC-12, the last place a day ends).
 */
export function notPast(date: string, now = Date.now()): boolean {
  return date >= new Date(now - 12 * 3_600_000).toISOString().slice(0, 10)
}

export function dateField(requiredMessage: string) {
  return requiredText(requiredMessage, 40)
    .refine(
      (value) => isCalendarDate(value.slice(0, 10)) && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value),
      'Enter a valid date',
    )
    .transform((value) => value.slice(0, 10))
    .refine((value) => notPast(value), PAST_DATE_MESSAGE)
}

export function optionalDateField() {
  return optionalText({ max: 40 })
    .refine((value) => value === undefined || isCalendarDate(value.slice(0, 10)), 'Enter a valid date')
    .transform((value) => value?.slice(0, 10))
    .refine((value) => value === undefined || notPast(value), PAST_DATE_MESSAGE)
}

/**
 * An object-level check that `later` does not come before `earlier` (or, with `strict`, is after it).
 * It runs even while other fields are still missing, so a traveller learns about the dates as soon as
 * they are filled in; it speaks only when both are valid dates still to come (an invalid or past date has
 * its own message).
 */
export function dateOrder(earlier: string, later: string, message: string, strict = false) {
  return z.superRefine(
    (value: unknown, ctx) => {
      if (typeof value !== 'object' || value === null) return
      const first = (value as Record<string, unknown>)[earlier]
      const second = (value as Record<string, unknown>)[later]
      if (typeof first !== 'string' || typeof second !== 'string') return
      const [from, to] = [first.slice(0, 10), second.slice(0, 10)]
      if (!isCalendarDate(from) || !isCalendarDate(to)) return
      // A later date that has passed already has its own message; one is enough.
      if (!notPast(to)) return
      if (strict ? to <= from : to < from)
        ctx.addIssue({ code: 'custom', path: [later], message, input: value })
    },
    { when: () => true },
  )
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A whole number in a range; `requiredMessage` when missing. */
export function wholeNumber(requiredMessage: string, range: { min: number; max: number; message?: string }) {
  const rangeMessage = range.message ?? `Enter a number from ${range.min} to ${range.max}`
  return z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : 'Enter a number') })
    .int('Enter a whole number')
    .min(range.min, rangeMessage)
    .max(range.max, rangeMessage)
}

/** A whole number typed in a field, from `min` to `max`; anything else gets the words given. */
export const wholeNumberText = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)

/** The meals of a day as ticked (B, L, D), kept as 'BLD' in that order. */
export const mealsField = z
  .array(z.enum(['B', 'L', 'D']))
  .default([])
  .transform((meals) => (['B', 'L', 'D'] as const).filter((meal) => meals.includes(meal)).join(''))
