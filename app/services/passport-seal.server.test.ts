import { afterEach, expect, test, vi } from 'vitest'

// Passport numbers at rest (docs/decisions/059-sealed-passport-numbers.md): never stored in clear, read
// back only with a key Tembo holds, and readable through a rotation until resealed with the new key.

const OLD = 'the-old-passport-key-0123456789abcdef'
const NEW = 'the-new-passport-key-fedcba9876543210'

async function sealWith(env: Record<string, string>) {
  vi.resetModules()
  vi.unstubAllEnvs()
  vi.stubEnv('SESSION_SECRET', 'unit-test-secret-0123456789abcdef')
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return import('./passport-seal.server')
}

afterEach(() => {
  vi.unstubAllEnvs()
})

test('a passport number is sealed: not readable at rest, different each time, refused when altered', async () => {
  const seal = await sealWith({ PASSPORT_KEY: OLD })
  const sealed = seal.sealPassport('C01X00T47')
  expect(sealed).toMatch(/^p1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/)
  expect(sealed).not.toContain('C01X00T47')
  expect(Buffer.from(sealed.split('.')[4]!, 'base64url').toString('latin1')).not.toContain('C01X00T47')
  expect(seal.sealPassport('C01X00T47')).not.toBe(sealed)
  expect(seal.openPassport(sealed)).toBe('C01X00T47')
  const parts = sealed.split('.')
  const body = parts[4]!
  parts[4] = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`
  expect(seal.openPassport(parts.join('.'))).toBeNull()
  expect(seal.openPassport('C01X00T47')).toBeNull()
  expect(seal.sealPassport('')).toBe('')
  expect(seal.openPassport('')).toBe('')
})

test('rotated: the new key opens nothing of the old alone; with the old key kept, both open and the old is resealed', async () => {
  const before = (await sealWith({ PASSPORT_KEY: OLD })).sealPassport('P4366918')
  const alone = await sealWith({ PASSPORT_KEY: NEW })
  expect(alone.openPassport(before)).toBeNull()
  const rotated = await sealWith({
    PASSPORT_KEY: NEW,
    PASSPORT_OLD_KEYS: `${OLD}, another-retired-key-0123456789abcdef`,
  })
  expect(rotated.openPassport(before)).toBe('P4366918')
  expect(rotated.sealedWithOldKey(before)).toBe(true)
  const resealed = rotated.sealPassport(rotated.openPassport(before)!)
  expect(rotated.sealedWithOldKey(resealed)).toBe(false)
  expect(resealed.startsWith(rotated.currentKeyPrefix())).toBe(true)
  // Once every value is resealed, the old key may go.
  expect((await sealWith({ PASSPORT_KEY: NEW })).openPassport(resealed)).toBe('P4366918')
})

test('without PASSPORT_KEY, a key from the session secret; a short PASSPORT_KEY stops the start', async () => {
  const derived = await sealWith({})
  expect(derived.openPassport(derived.sealPassport('X1234567'))).toBe('X1234567')
  const short = await sealWith({ PASSPORT_KEY: 'too-short' })
  expect(() => short.sealPassport('X1234567')).toThrow('PASSPORT_KEY must have at least 32 characters')
})

test('a site that sets PASSPORT_KEY later still reads what the derived key sealed, and reseals it', async () => {
  const before = (await sealWith({})).sealPassport('B9876543')
  const later = await sealWith({ PASSPORT_KEY: NEW })
  expect(later.openPassport(before)).toBe('B9876543')
  expect(later.sealedWithOldKey(before)).toBe(true)
})
