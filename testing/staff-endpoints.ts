import { pngForm } from './api'

// The staff endpoints of /api/bookings (docs/product.md, "The JSON API"), for the sweeps that check
// who each one refuses. Signing out is not among the writes: each sweep says what it expects of it.

/** Every staff read: the inquiry lists and rows, and an article as staff see it. */
export const staffReads = [
  '/api/bookings/book_package',
  '/api/bookings/book_package/1',
  '/api/bookings/book_country',
  '/api/bookings/book_country/1',
  '/api/bookings/accomodation',
  '/api/bookings/accomodation/1',
  '/api/bookings/airport',
  '/api/bookings/airport/1',
  '/api/bookings/messages',
  '/api/bookings/message/1',
  '/api/bookings/articles/1',
]

/** Every staff change, with a body it would take; the articles' title is "Sweep", for a check that none was written. */
export const staffWrites: {
  path: string
  method: string
  body: () => Promise<{ json?: unknown; body?: FormData }>
}[] = [
  {
    path: '/api/bookings/blog',
    method: 'POST',
    body: async () => ({ json: { title: 'Sweep', content: '<p>x</p>' } }),
  },
  {
    path: '/api/bookings/articles/1',
    method: 'PUT',
    body: async () => ({ json: { title: 'Sweep', content: 'x' } }),
  },
  { path: '/api/bookings/upload', method: 'POST', body: async () => ({ body: await pngForm() }) },
]
