import crypto from 'node:crypto'
import argon2 from 'argon2'

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id })
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

// A real hash to verify against when the e-mail is unknown, so that a wrong e-mail takes as long to
// refuse as a wrong password and does not reveal which staff addresses exist.
let decoyHash: Promise<string> | undefined
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'))
  await verifyPassword(await decoyHash, password)
}

/** A password a person can type: 20 characters from an alphabet without look-alikes. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = crypto.randomBytes(20)
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}
