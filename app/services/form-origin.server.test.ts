import { expect, test } from 'vitest'
import { settleFormOrigin } from './form-origin.server'

const OWN = 'https://safaris.example.com'

/** The Origin React Router is given, for what the browser sent: undefined where none is given. */
const settled = (sent: Record<string, string>) => {
  const headers = new Headers(sent)
  settleFormOrigin(headers, OWN)
  return headers.get('origin') ?? undefined
}

test.each([
  // what the browser sent                                              what React Router judges
  [{ origin: OWN, 'sec-fetch-site': 'same-origin' }, OWN],
  [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 'https://evil.example'],
  // A real Origin is what counts, whatever comes with it.
  [{ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, 'https://evil.example'],
  // Our own page, withholding its referrer
  [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, OWN],
  [{ 'sec-fetch-site': 'same-origin' }, OWN],
  // Another site's post, through a redirect or a sandboxed frame, or a sibling of ours
  [{ origin: 'null', 'sec-fetch-site': 'cross-site' }, 'null'],
  [{ origin: 'null', 'sec-fetch-site': 'same-site' }, 'null'],
  [{ 'sec-fetch-site': 'cross-site' }, 'null'],
  [{ 'sec-fetch-site': 'same-site' }, 'null'],
  // Nothing says where it came from: left as it came.
  [{ origin: 'null' }, 'null'],
  [{ origin: 'null', 'sec-fetch-site': 'none' }, 'null'],
  [{}, undefined],
])('%o is judged as from %s', (sent, judged) => {
  expect(settled(sent)).toBe(judged)
})
