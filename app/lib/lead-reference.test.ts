import { expect, test } from 'vitest'
import {
  isLeadReference,
  isReferenceOf,
  leadIdOfReference,
  leadReference,
  referencesInText,
} from './lead-reference'

test('a reference is the month the lead opened and its number, padded to four digits', () => {
  expect(leadReference({ id: 42, created_at: '2026-11-23T08:15:00.000Z' })).toBe('TS-2611-0042')
  expect(leadReference({ id: 123456, created_at: '2027-01-02T00:00:00.000Z' })).toBe('TS-2701-123456')
})

test('a typed reference is read back whatever its case and spaces; anything else is not one', () => {
  expect(leadIdOfReference(' ts-2611-0042 ')).toBe(42)
  expect(isLeadReference('TS-2611-0042')).toBe(true)
  for (const text of ['TS-2611-42', 'TS-26110042', 'XX-2611-0042', 'TS-2611-0000', '', 'TS-2611-0042x']) {
    expect(leadIdOfReference(text), text).toBeUndefined()
  }
  expect(isLeadReference('<b>TS-2611-0042</b>')).toBe(false)
})

test("a mail's subject names a lead only by its whole reference, month and number", () => {
  const lead = { id: 4, created_at: '2026-11-23T08:15:00.000Z' }
  expect(referencesInText('Re: Your safari plans [ts-2611-0004] and TS-0000-0004')).toEqual([
    'TS-2611-0004',
    'TS-0000-0004',
  ])
  expect(isReferenceOf('TS-2611-0004', lead)).toBe(true)
  // The number alone, with any other month, is not this lead's reference.
  expect(isReferenceOf('TS-0000-0004', lead)).toBe(false)
  expect(isReferenceOf('TS-2612-0004', lead)).toBe(false)
  expect(referencesInText('No reference here, TS-2611-42 or XTS-2611-0004')).toEqual([])
})
