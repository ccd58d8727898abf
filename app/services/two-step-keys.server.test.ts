import { afterAll, beforeAll, expect, test, vi } from 'vitest'

// The second step's secrets at rest and its recovery codes (docs/decisions/025-staff-second-step.md),
// and the trusted browser's 30 days.

import type * as Keys from './two-step-keys.server'
import type * as Device from './trusted-device.server'

let keys: typeof Keys
let device: typeof Device

beforeAll(async () => {
  vi.stubEnv('SESSION_SECRET', 'unit-test-secret-0123456789abcdef')
  keys = await import('./two-step-keys.server')
  device = await import('./trusted-device.server')
})
afterAll(() => {
  vi.unstubAllEnvs()
})

test('a TOTP secret is sealed at rest: read back with our key, refused when altered', () => {
  const sealed = keys.encryptSecret('JBSWY3DPEHPK3PXP')
  expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
  expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
  expect(keys.encryptSecret('JBSWY3DPEHPK3PXP')).not.toBe(sealed)
  expect(keys.decryptSecret(sealed)).toBe('JBSWY3DPEHPK3PXP')
  const [version, iv, tag, body] = sealed.split('.')
  const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`
  expect(keys.decryptSecret([version, iv, tag, flipped].join('.'))).toBeNull()
  expect(keys.decryptSecret('JBSWY3DPEHPK3PXP')).toBeNull()
})

test('recovery codes: ten groups of unambiguous characters, matched however they are typed', () => {
  const codes = Array.from({ length: 200 }, keys.newRecoveryCode)
  for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/)
  expect(new Set(codes).size).toBe(codes.length)
  const code = codes[0]!
  const hash = keys.hashRecoveryCode(code)
  expect(hash).toMatch(/^[0-9a-f]{64}$/)
  expect(keys.hashRecoveryCode(` ${code.toUpperCase().replace(/-/g, ' ')} `)).toBe(hash)
  expect(keys.hashRecoveryCode(codes[1]!)).not.toBe(hash)
})

test('a browser skips the second step for 30 days, for the member and enrolment it was passed with', () => {
  const now = Date.parse('2027-03-10T08:00:00Z')
  const at = (daysAgo: number) => Math.floor((now - daysAgo * 86_400_000) / 1000)
  const browser = { id: 'b', accounts: [7, 8], passed: [{ staff: 7, enrolment: 3, at: at(29) }] }
  expect(device.skipsSecondStep(browser, 7, 3, now)).toBe(true)
  expect(device.skipsSecondStep(browser, 8, 3, now)).toBe(false)
  expect(device.skipsSecondStep(browser, 7, 4, now)).toBe(false)
  expect(
    device.skipsSecondStep({ ...browser, passed: [{ staff: 7, enrolment: 3, at: at(31) }] }, 7, 3, now),
  ).toBe(false)
  expect(device.skipsSecondStep(null, 7, 3, now)).toBe(false)
})
