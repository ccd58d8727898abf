import crypto from 'node:crypto'
import { getSessionSecret } from './secret.server'

// Keys of the second step, derived from the session secret (docs/decisions/025-staff-second-step.md):
// one encrypts the TOTP secrets at rest (AES-256-GCM), another keys the hashes of recovery codes, so
// that a copy of the database alone yields neither. Changing SESSION_SECRET therefore also ends every
// member's second step, as it ends every session: they enrol again.

const keys = new Map<string, Buffer>()

function keyFor(purpose: string): Buffer {
  let key = keys.get(purpose)
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', getSessionSecret(), 'tembo', purpose, 32))
    keys.set(purpose, key)
  }
  return key
}

/** A TOTP secret as stored: "v1.<iv>.<tag>.<ciphertext>", base64url. */
export function encryptSecret(secret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor('two-step secret'), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

/** The TOTP secret of a stored value, or null when it was sealed with another key or altered. */
export function decryptSecret(stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !sealed) return null
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      keyFor('two-step secret'),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    )
  } catch {
    return null
  }
}

// Recovery codes: ten groups of letters and digits without look-alikes (no 0/o, 1/l/i).
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const CODE_LENGTH = 12

/** A recovery code as shown once: "xxxx-xxxx-xxxx" (about 59 bits). */
export function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(CODE_LENGTH)
  const code = Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')
  return code.match(/.{4}/g)!.join('-')
}

/** A recovery code as typed, reduced to its characters: spaces, dashes and capitals do not matter. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** The stored form of a recovery code: HMAC-SHA256 under a key of its own, hex. */
export function hashRecoveryCode(code: string): string {
  return crypto
    .createHmac('sha256', keyFor('recovery code'))
    .update(normaliseRecoveryCode(code))
    .digest('hex')
}
