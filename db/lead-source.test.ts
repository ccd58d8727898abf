import { expect, test } from 'vitest'
import { leadSource } from './lead-source'

test('a lead comes from its campaign, else the site that referred it, else directly', () => {
  expect(leadSource('{"utm_source":"newsletter","utm_medium":"email"}', 'https://www.google.com/')).toBe(
    'newsletter',
  )
  expect(leadSource('{"utm_medium":"email"}', 'https://www.safaribookings.com/tours?page=2')).toBe(
    'www.safaribookings.com',
  )
  expect(leadSource(null, null)).toBe('direct')
  // Stored values that are not what we wrote still give a source rather than an error.
  expect(leadSource('not json', 'android-app://com.google.android.gm')).toBe('com.google.android.gm')
  expect(leadSource('not json', 'no address at all')).toBe('no address at all')
})
