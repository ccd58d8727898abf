import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { ReviewSchema, TrustSettingsSchema, trustTextSchema } from '~/schemas/trust'
import { hasTrust, initials, ratingOf, shortName, trustIn } from './trust'

const nothing = { licence: null, registration: null, memberships: [], team: [], reviews: [], rating: null }

describe('the trust block', () => {
  test('shows only what was entered', () => {
    expect(hasTrust(nothing)).toBe(false)
    expect(hasTrust({ ...nothing, licence: 'UTB licence UTB/TO/0000' })).toBe(true)
    expect(ratingOf(0, 0)).toBeNull()
  })

  test('the rating is the average of the entered reviews, to one decimal', () => {
    expect(ratingOf(5 + 4 + 4, 3)).toEqual({ value: 4.3, count: 3 })
    // As the database adds them up: every review shown, however many the page lists.
    expect(ratingOf(5 * 60 + 4 * 40, 100)).toEqual({ value: 4.6, count: 100 })
    expect(ratingOf(0, 0)).toBeNull()
  })

  test("a traveller's review is offered under their first name and an initial", () => {
    expect(shortName('Anna Keller')).toBe('Anna K.')
    expect(shortName('  Jean-Luc  de la Tour ')).toBe('Jean-Luc T.')
    expect(shortName('Wanjiru')).toBe('Wanjiru')
    expect(shortName('émile ñandú')).toBe('émile Ñ.')
  })

  test("a drawn portrait carries the first and last name's initials", () => {
    expect(initials('Amina Otieno')).toBe('AO')
    expect(initials('  Grace  Wanjiru Njeri ')).toBe('GN')
    expect(initials('Émile')).toBe('É')
  })
})

describe('the trust forms', () => {
  const parse = (schema: Parameters<typeof parseWithZod>[1]['schema'], fields: Record<string, string>) =>
    parseWithZod(new URLSearchParams(fields), { schema })

  test('only the bodies ticked are memberships, with their number and register', () => {
    const submission = parse(TrustSettingsSchema, {
      licence: 'UTB licence UTB/TO/0000',
      AUTO_member: 'on',
      AUTO_number: '123',
      AUTO_url: 'https://auto.or.ug/members',
      KATO_number: 'typed but not ticked',
    })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      licence: 'UTB licence UTB/TO/0000',
      registration: null,
      memberships: [{ body: 'AUTO', number: '123', url: 'https://auto.or.ug/members' }],
    })
  })

  test('links are https pages; a review has a source, a rating from 1 to 5 and a past date', () => {
    const settings = parse(TrustSettingsSchema, { AUTO_member: 'on', AUTO_url: 'javascript:alert(1)' })
    expect(settings.status === 'error' && settings.error).toEqual({
      AUTO_url: ['A web address starting with https://'],
    })
    const review = parse(ReviewSchema, {
      author: 'Hannah',
      source: 'yelp',
      rating: '6',
      reviewedOn: '2999-01-01',
      text: 'Wonderful.',
      url: 'http://example.com/review',
    })
    expect(review.status === 'error' && review.error).toEqual({
      source: ['Choose where the review was written'],
      rating: ['A rating from 1 to 5'],
      reviewedOn: ['The date it was written, not a future one'],
      url: ['A web address starting with https://'],
    })
  })
})

describe('the trust block in another language', () => {
  const english = {
    ...nothing,
    licence: 'Uganda Tourism Board licence UTB/TO/0417',
    team: [{ id: 7, name: 'Amina Otieno', role: 'Safari planner', photo: null }],
  }
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.set(name, value)
    return parseWithZod(data, { schema: trustTextSchema(english, 'German') })
  }

  test('asks for what the English has: the licence and every role, nothing it has not', () => {
    const missing = form({ licence: 'Lizenz UTB/TO/0417' })
    expect(missing.status === 'error' && missing.error).toEqual({ 'role-7': ['Give the role in German'] })
    const whole = form({ licence: 'Lizenz UTB/TO/0417', 'role-7': 'Safariplanerin' })
    expect(whole.status === 'success' && whole.value).toEqual({
      licence: 'Lizenz UTB/TO/0417',
      registration: '',
      roles: { '7': 'Safariplanerin' },
    })
  })

  test('is shown in its words where they are whole, and not at all where they are not', () => {
    const text = { licence: 'Lizenz UTB/TO/0417', registration: '', roles: { '7': 'Safariplanerin' } }
    expect(trustIn(english, text)).toMatchObject({
      licence: 'Lizenz UTB/TO/0417',
      team: [{ name: 'Amina Otieno', role: 'Safariplanerin' }],
    })
    expect(trustIn(english, undefined)).toBeNull()
    // A member added since, or a registration entered since, leaves the words short.
    const joined = {
      ...english,
      team: [...english.team, { id: 8, name: 'Joseph Mugisha', role: 'Driver-guide', photo: null }],
    }
    expect(trustIn(joined, text)).toBeNull()
    expect(trustIn({ ...english, registration: 'Company registration 8002' }, text)).toBeNull()
  })
})
