import { expect, test } from 'vitest'
import { contactMessageInput, countryInquiryInput } from '../../testing/inquiries'
import { call, signIn } from '../../testing/api'
import { withServer } from '../../testing/backends'
import { ADMIN } from '../../testing/server'

// Spam protection that never stops a real traveller: a hidden honeypot field, and a per-address limit
// of accepted submissions (30 in 10 minutes by default) answered with a friendly message.

const started = withServer({ RATE_LIMIT_PER_10_MIN: '30' })

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${started().url}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })

async function messageCount() {
  const token = await signIn(started().url, ADMIN.email, ADMIN.password)
  const answer = await call(started().url, '/api/bookings/messages?limit=1', { token })
  return Number(answer.headers.get('x-total-count'))
}

test('a filled-in honeypot looks like success to the sender but stores nothing', async () => {
  const before = await messageCount()
  const answer = await post('/contact', {
    form: 'contact-message',
    ...contactMessageInput(),
    website: 'http://spam.example',
  })
  expect(answer.status).toBe(302)
  expect(answer.headers.get('location')).toMatch(/^\/contact\?sent=/)
  expect(await messageCount()).toBe(before)
})

test('a family sending every form twice is never stopped; a flood is stopped with a friendly message', async () => {
  // Stay clear of the edge of a 10-minute window, where the count starts again.
  const windowMs = 10 * 60 * 1000
  if (windowMs - (Date.now() % windowMs) < 15_000) await new Promise((resolve) => setTimeout(resolve, 16_000))

  const accepted: number[] = []
  for (let i = 0; i < 30; i++) {
    const answer =
      i % 2 === 0
        ? await call(started().url, '/api/bookings/country_book', { json: countryInquiryInput() })
        : { status: (await post('/contact', { form: 'contact-message', ...contactMessageInput() })).status }
    accepted.push(answer.status)
  }
  expect(accepted.slice(0, 20).every((status) => status === 201 || status === 302)).toBe(true)
  expect(accepted.every((status) => status === 201 || status === 302)).toBe(true)

  const api = await call<{ error: string }>(started().url, '/api/bookings/country_book', {
    json: countryInquiryInput(),
  })
  expect(api.status).toBe(429)
  expect(api.body.error).toMatch(/Please wait ten minutes and try again/)
  expect(api.headers.get('retry-after')).toBe('600')

  const typed = contactMessageInput({ message: 'My words must survive the limit.' })
  const page = await post('/contact', { form: 'contact-message', ...typed })
  expect(page.status).toBe(429)
  const html = await page.text()
  expect(html).toContain('Please wait ten minutes and try again')
  expect(html).toContain('My words must survive the limit.')
  // Invalid submissions do not count against a traveller who is fixing mistakes.
  expect((await call(started().url, '/api/bookings/message', { json: {} })).status).toBe(400)
})

test('an oversized form post is refused at once, without reading it all', async () => {
  const answer = await post('/contact', {
    form: 'contact-message',
    ...contactMessageInput({ message: 'x'.repeat(400_000) }),
  })
  expect(answer.status).toBe(413)
})
