import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { getConfig } from '~/config.server'

let secret: Uint8Array | undefined

/**
 * The key that signs staff tokens: SESSION_SECRET, or a random one generated on first start and kept in
 * data/session-secret (readable by the owner only), so that tokens survive a restart.
 */
export function getSessionSecret(): Uint8Array {
  if (secret) return secret
  const config = getConfig()
  let value = config.sessionSecret
  if (!value) {
    const file = path.resolve(config.dataDir, 'session-secret')
    try {
      value = fs.readFileSync(file, 'utf8').trim()
    } catch {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      const generated = crypto.randomBytes(48).toString('base64url')
      try {
        // 'wx' fails if another process wrote it first; then we read theirs.
        fs.writeFileSync(file, generated, { flag: 'wx', mode: 0o600 })
        value = generated
      } catch {
        value = fs.readFileSync(file, 'utf8').trim()
      }
    }
  }
  secret = new TextEncoder().encode(value)
  return secret
}
