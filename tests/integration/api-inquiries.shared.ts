import { call } from '../../testing/api'
import type { Backend } from '../../testing/backends'

// What the api-inquiries-*.test.ts files share: how many rows a staff list holds, so a test can show
// that a refused inquiry stored nothing.

/** Counts the rows of a staff list on the suite's server (its x-total-count). */
export function inquiryTotal(backend: () => Backend) {
  return async (list: string) => {
    const answer = await call(backend().url, `/api/bookings/${list}?limit=1`, { token: backend().token })
    return Number(answer.headers.get('x-total-count'))
  }
}
