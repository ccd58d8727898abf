import { parseWithZod } from '@conform-to/zod/v4'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { z } from 'zod'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { endpoints, RUNS, seedCatalogue } from './fuzz.shared'

// Property-based fuzzing of every public inquiry endpoint and form with random and hostile values. The
// server never answers 5xx; it accepts exactly what the shared schema accepts (checked here with the same
// schema); and what it stores is exactly the validated value as its kind maps it to columns.

const hostile = fc.constantFrom(
  "'; DROP TABLE messages; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\u0000\u0001\u0002',
  '\u202eevil\u202c',
  '🦍🦒🐘'.repeat(50),
  'a'.repeat(6000),
  '   ',
  '\r\n\t',
  '%00%27',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  'NaN',
  '-1',
  '1e309',
  '2026-02-30',
  '9999-12-31',
  'x@y',
  'a@b.co',
  '+256 700 000 000',
)

const value = fc.oneof(
  { weight: 4, arbitrary: hostile },
  { weight: 3, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.integer(), { maxLength: 2 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 1 }) },
)

/** A valid inquiry with some of its fields replaced by random or hostile values (or removed). */
function bodyArbitrary(valid: () => Record<string, unknown>) {
  const base = valid()
  const keys = Object.keys(base)
  return fc
    .record({
      replaced: fc.subarray(keys),
      removed: fc.subarray(keys, { maxLength: 2 }),
      values: fc.array(value, { minLength: keys.length, maxLength: keys.length }),
    })
    .map(({ replaced, removed, values }) => {
      const body: Record<string, unknown> = { ...base }
      for (const key of replaced) body[key] = values[keys.indexOf(key)]
      for (const key of removed) delete body[key]
      return body
    })
}

/** What the server should make of a body: the fields as a form would carry them, or a refusal. */
function expectation(
  schema: z.ZodType,
  body: Record<string, unknown>,
  check?: (value: unknown, catalogue: typeof seedCatalogue) => unknown,
) {
  if (Object.values(body).some((item) => typeof item === 'object' && item !== null))
    return { accepted: false as const }
  const params = new URLSearchParams()
  for (const [key, item] of Object.entries(body))
    if (item !== null && item !== undefined) params.set(key, String(item))
  const submission = parseWithZod(params, { schema })
  // The server also checks the choices against the catalogue (a package on offer).
  return submission.status === 'success' && !check?.(submission.value, seedCatalogue)
    ? { accepted: true as const, params, value: submission.value as Record<string, unknown> }
    : { accepted: false as const, params }
}

describeOnBothDatabases('fuzzing the public endpoints', (backend) => {
  for (const endpoint of endpoints) {
    test(`POST /api/bookings/${endpoint.api} never fails on the server and stores only valid inquiries`, async () => {
      const { url, token } = backend()
      const seen = { accepted: 0, refused: 0 }
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(endpoint.valid), async (body) => {
          // What the server receives is the JSON text: NaN and Infinity arrive as null, -0 as 0.
          const expected = expectation(endpoint.schema, JSON.parse(JSON.stringify(body)), endpoint.check)
          seen[expected.accepted ? 'accepted' : 'refused']++
          const answer = await call<{ id: number }>(url, `/api/bookings/${endpoint.api}`, { json: body })
          expect(answer.status, JSON.stringify(body).slice(0, 300)).toBeLessThan(500)
          expect(answer.status, JSON.stringify(body).slice(0, 300)).toBe(expected.accepted ? 201 : 400)
          if (!expected.accepted) return
          const stored = (
            await call<Record<string, unknown>[]>(url, `/api/bookings/${endpoint.read}/${answer.body.id}`, {
              token,
            })
          ).body[0]!
          for (const [column, validated] of Object.entries(endpoint.toRow(expected.value)))
            expect(stored[column], column).toEqual(validated ?? null)
        }),
        // A valid inquiry and an empty one always run first, so both sides of the rule are exercised
        // whatever the random values turn out to be.
        { numRuns: RUNS, examples: [[endpoint.valid()], [{}]] },
      )
      // Both sides of the rule were exercised, or the property proved nothing.
      expect(seen.accepted).toBeGreaterThan(0)
      expect(seen.refused).toBeGreaterThan(0)
    })

    test(`POST /api/bookings/${endpoint.api} stores hostile text verbatim where the rules allow free text`, async () => {
      const { url, token } = backend()
      const free =
        endpoint.api === 'message' ? 'message' : endpoint.api === 'airport' ? 'special_needs' : 'name'
      for (const text of [
        "Robert'); DROP TABLE messages;--",
        '<b>bold</b> & "quotes"',
        'Zero\u0000byte',
        '😀 ñ 中文 עברית',
      ]) {
        const body = { ...endpoint.valid(), [free]: text }
        const expected = expectation(endpoint.schema, body, endpoint.check)
        const answer = await call<{ id: number }>(url, `/api/bookings/${endpoint.api}`, { json: body })
        expect(answer.status, text).toBe(expected.accepted ? 201 : 400)
        if (!expected.accepted) continue
        const stored = (
          await call<Record<string, unknown>[]>(url, `/api/bookings/${endpoint.read}/${answer.body.id}`, {
            token,
          })
        ).body[0]!
        expect(stored[free], text).toBe(expected.value[free])
      }
    })

    test(`the ${endpoint.form} form never fails on the server and accepts what the schema accepts`, async () => {
      const { url } = backend()
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(endpoint.valid), async (body) => {
          const expected = expectation(endpoint.schema, body, endpoint.check)
          const params =
            expected.params ??
            new URLSearchParams(Object.entries(body).map(([k, v]) => [k, JSON.stringify(v)]))
          const answer = await fetch(`${url}${endpoint.form}`, {
            method: 'POST',
            redirect: 'manual',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: params,
          })
          expect(answer.status, params.toString().slice(0, 300)).toBeLessThan(500)
          if (expected.params)
            expect(answer.status, params.toString().slice(0, 300)).toBe(expected.accepted ? 302 : 400)
          await answer.arrayBuffer()
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      )
    })
  }
})
