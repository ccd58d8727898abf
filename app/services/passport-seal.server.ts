import crypto from 'node:crypto'
import { getConfig } from '~/config.server'
import { getSessionSecret } from './secret.server'

// Passport numbers at rest (docs/decisions/059-sealed-passport-numbers.md): sealed with AES-256-GCM under
// PASSPORT_KEY (or, unset, a key derived from the session secret), each value naming the key it was
// sealed with, so that a rotated key opens what the old one sealed (PASSPORT_OLD_KEYS) until the
// retention job has resealed it. A copy of the database alone yields no passport number.

interface Key {
  id: string
  bytes: Buffer
}

const keyOf = (material: string | Uint8Array): Key => {
  const bytes = Buffer.from(crypto.hkdfSync('sha256', material, 'tembo', 'passport number', 32))
  return { id: crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes }
}

let keys: { current: Key; all: Map<string, Key> } | undefined

function sealingKeys() {
  if (keys) return keys
  const config = getConfig()
  const derived = keyOf(getSessionSecret())
  const current = config.passportKey ? keyOf(config.passportKey) : derived
  // The key derived from the session secret opens what was sealed before PASSPORT_KEY was set.
  const older = [...config.passportOldKeys.map((key) => keyOf(key)), derived]
  const all = new Map([current, ...older].map((key) => [key.id, key]))
  keys = { current, all }
  return keys
}

/** A passport number as stored: "p1.<key id>.<iv>.<tag>.<sealed>", base64url; '' for none. */
export function sealPassport(number: string): string {
  if (!number) return ''
  const { current } = sealingKeys()
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', current.bytes, iv)
  const sealed = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()])
  return [
    'p1',
    current.id,
    ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')),
  ].join('.')
}

/** The number a stored value seals; null when no key known opens it (or it was altered); '' for none. */
export function openPassport(stored: string): string | null {
  if (!stored) return ''
  const [version, id, iv, tag, sealed] = stored.split('.')
  const key = id ? sealingKeys().all.get(id) : undefined
  if (version !== 'p1' || !key || !iv || !tag || !sealed) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    )
  } catch {
    return null
  }
}

/** Whether a stored value was sealed with a key other than the current one: it is to be sealed again. */
export const sealedWithOldKey = (stored: string) =>
  stored !== '' && stored.split('.')[1] !== sealingKeys().current.id

/** The current key's id: the values not sealed with it are resealed (`passport_sealed not like …`). */
export const currentKeyPrefix = () => `p1.${sealingKeys().current.id}.`

/** Forgets the keys read, for a test that changes the settings. */
export function forgetPassportKeys() {
  keys = undefined
}
