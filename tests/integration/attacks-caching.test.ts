import { expect, test } from 'vitest'
import { contactMessageInput } from '../../testing/inquiries'
import { call, pngForm, signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { attacksEnv, newAddress } from './attacks.shared'

// What caches may keep (docs/product.md, "Security"): a signed-in answer is never stored anywhere, an
// uploaded image is kept for a year because its name is never reused.

describeOnBothDatabases(
  'attacks',
  (backend) => {
    test('every answer to a signed-in API request is private and never stored', async () => {
      const { url, token } = backend()
      const cookie = await signInByForm(url)
      const created = await call<{ id: number }>(url, '/api/bookings/message', {
        json: contactMessageInput(),
        headers: { 'x-forwarded-for': newAddress() },
      })
      const answers = [
        await call(url, '/api/bookings/messages', { token }),
        await call(url, `/api/bookings/message/${created.body.id}`, { token }),
        await call(url, '/api/bookings/book_country?limit=1', { headers: { 'x-login': token } }),
        await call(url, '/api/bookings/messages', { headers: { cookie } }),
        await call(url, '/api/bookings/message/999999', { token }),
        await call(url, '/api/bookings/upload', { token, body: await pngForm() }),
        await call(url, '/api/bookings/blog', { token }),
      ]
      for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('private, no-store')
      // Public answers to anonymous visitors are not marked.
      expect((await call(url, '/api/bookings/blog')).headers.get('cache-control')).toBeNull()
    })

    test('uploaded images are cached for a year: their names are never reused', async () => {
      const { url, token } = backend()
      const uploaded = await call<{ secure_url: string }>(url, '/api/bookings/upload', {
        token,
        body: await pngForm(),
      })
      expect(uploaded.status).toBe(201)
      const image = await fetch(new URL(new URL(uploaded.body.secure_url).pathname, url))
      expect(image.status).toBe(200)
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    })
  },
  attacksEnv,
)
