import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { inquiryKinds, type InquiryKindDefinition } from '~/inquiries'
import { formMessage } from '~/lib/form-words'
import { fieldsIn, hasWords, inquiryWords } from '~/lib/inquiry-words'
import { LOCALES } from '~/lib/locales'

// The public forms in German and French (docs/product.md, "Languages"): every word a traveller can
// meet on a form (labels, hints, choices, and each message its rules can answer) and every fact an
// acknowledgement repeats is said in each language, so that no English slips onto a German or French
// page or into its mail. The messages are found by sending each form wrong in every way a field can be.

const translated = LOCALES.filter((locale) => locale !== 'en')
const definitions = inquiryKinds as readonly InquiryKindDefinition[]

/** Values each field is sent with, one at a time, over a form otherwise filled in. */
const WRONG = [
  '',
  ' ',
  'x',
  'x'.repeat(6000),
  'twelve',
  '-5',
  '1.5',
  '0',
  '99999999',
  '2001-01-01',
  '2030-02-30',
  '25:00',
  '0772',
  'call me maybe',
  'amelia@',
  '3',
  '6, nine',
  '6, 9',
]

/** A sample of the kind as a form sends it: strings. */
function filledIn(definition: InquiryKindDefinition, n: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(definition.sample(n) as Record<string, unknown>).map(([name, value]) => [
      name,
      String(value),
    ]),
  )
}

/** Every message the kind's rules answer for its form sent wrong, one field at a time and in pairs that must agree. */
function everyMessage(definition: InquiryKindDefinition): Set<string> {
  const found = new Set<string>()
  const base = filledIn(definition, 1)
  const names = definition.form.fields.map((field) => field.name)
  const send = (fields: Record<string, string>) => {
    const submission = parseWithZod(new URLSearchParams(fields), { schema: definition.schema })
    if (submission.status !== 'success')
      for (const list of Object.values(submission.error ?? {})) for (const text of list ?? []) found.add(text)
  }
  for (const name of names) for (const value of WRONG) send({ ...base, [name]: value })
  // Dates in the wrong order, a return without its way back, ages that are not one per child.
  send({ ...base, arrival_date: '2040-05-10', depart_date: '2040-05-01' })
  send({ ...base, checkin: '2040-05-10', checkout: '2040-05-10' })
  send({ ...base, one_way: 'return', depart_port: '', flight_depart_number: '' })
  send({ ...base, children: '1', children_ages: '6, 9' })
  send({ ...base, children: '3', children_ages: '6' })
  return found
}

describe.each(definitions.map((definition) => [definition.form.path, definition] as const))(
  'the form at %s',
  (_, definition) => {
    test('every label, hint and choice has its German and French words', () => {
      for (const field of definition.form.fields) {
        const words = [field.label, field.hint, ...(field.options ?? []).map((option) => option.label)]
        for (const english of words.filter((text): text is string => Boolean(text)))
          expect(hasWords(english), `"${english}" has no words in the catalogue`).toBe(true)
      }
      for (const locale of translated) {
        const shown = fieldsIn(definition.form.fields, locale)
        // The values sent are never translated: they are what is stored and what the API knows.
        expect(shown.map((field) => field.options?.map((option) => option.value))).toEqual(
          definition.form.fields.map((field) => field.options?.map((option) => option.value)),
        )
        expect(shown.map((field) => field.label)).not.toContain('Full Name')
      }
    })

    test('every message its rules answer is said in German and French', () => {
      const messages = everyMessage(definition)
      expect(messages.size).toBeGreaterThan(2)
      for (const english of messages)
        for (const locale of translated)
          expect(formMessage(english, locale), `${locale}: "${english}"`).not.toBe(english)
    })

    test('every fact the acknowledgement repeats has its words', () => {
      const facts = definition.admin.groups.flatMap((group) => group.fields).filter((field) => field.fact)
      for (const field of facts) expect(hasWords(field.label), field.label).toBe(true)
    })
  },
)

test('a number in a message is kept in its words', () => {
  expect(formMessage('At most 200 characters', 'de')).toContain('200')
  expect(formMessage('Enter from 1 to 60 passengers', 'fr')).toMatch(/1.*60/)
  expect(formMessage('Give 3 ages, one for each child', 'de')).toContain('3')
})

test('English stays the spec’s words, and words not known stay as they are', () => {
  expect(formMessage('Name is required', 'en')).toBe('Name is required')
  expect(inquiryWords('Full Name', 'en')).toBe('Full Name')
  expect(inquiryWords('Kasese', 'de')).toBe('Kasese')
  expect(inquiryWords('Kenya', 'de')).toBe('Kenia')
})
