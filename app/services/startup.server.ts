import { sql } from 'kysely'
import { migrateToLatest } from '@db/migrate'
import { getConfig } from '~/config.server'
import { CONTENT_SCRIPTS } from '~/content-scripts/index.server'
import { ranContentScripts, runRecorded } from '~/models/content-scripts.server'
import { deleteExpiredSessions } from '~/models/sessions.server'
import { recordAudit } from '~/models/audit.server'
import { shareLocalUploads } from './uploads.server'
import { countStaff, createStaff } from '~/models/staff.server'
import { getDatabase, isUniqueViolation } from '~/models/db.server'
import { logger } from '~/logger.server'
import { generatePassword } from '~/lib/passwords.server'
import { checkNewPassword } from '~/lib/password-estimator'
import { FIRST_ADMIN_NAME } from '~/lib/readiness'

/**
 * Everything the server does once before it listens: migrations, the first staff account and the
 * content scripts not yet run (on a brand-new site, the demo stories). Safe when several instances start
 * at once on one database.
 */
export async function prepareApplication(): Promise<void> {
  const handle = getDatabase()
  const applied = await migrateToLatest(handle)
  if (applied.length) logger.info({ migrations: applied, database: handle.kind }, 'database migrated')
  await deleteExpiredSessions()
  if ((await countStaff()) === 0) await createFirstStaff()
  const scripts = await runContentScripts()
  await shareLocalUploads()
  // A new site's migrations and content fill SQLite's write-ahead log to its limit (some 4 MB) in one go:
  // folded into the file and the log emptied, the site starts without that much disk held aside.
  if ((applied.length || scripts) && handle.kind === 'sqlite')
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db)
}

async function createFirstStaff(): Promise<void> {
  const config = getConfig()
  const email = config.adminEmail ?? 'admin@example.com'
  const password = config.adminPassword ?? generatePassword()
  // Until its owner gives their own (the dashboard asks for it: docs/product.md, "Ready to take money").
  const name = FIRST_ADMIN_NAME
  // A weak ADMIN_PASSWORD still opens the site, once: the first sign-in asks for a better one.
  const weakness = await checkNewPassword(password, { name, email })
  try {
    const admin = await createStaff({ email, name, password, role: 'admin', weakPassword: weakness !== null })
    await recordAudit({
      actor: null,
      action: 'staff-added',
      subject: `${admin.name} <${admin.email}>`,
      detail: { role: 'Admin', how: 'the first account, made at start' },
    })
  } catch (error) {
    if (isUniqueViolation(error)) return // another instance created it a moment ago
    throw error
  }
  const shown = config.adminPassword ? '(the ADMIN_PASSWORD you set)' : password
  const lines = [
    'Staff sign-in created',
    `  Sign in at: ${config.publicUrl}/login`,
    `  Email:      ${email}`,
    `  Password:   ${shown}`,
    config.adminPassword ? '' : '  This password is shown only once: keep it safe, or set ADMIN_PASSWORD.',
    weakness
      ? `  ADMIN_PASSWORD is below the rule for staff passwords (${weakness}): you will be asked to choose a new one when you first sign in.`
      : '',
  ].filter(Boolean)
  console.log(`\n${lines.join('\n')}\n`)
}

/** Runs the content scripts not yet run here, in order, each once (decision 030); answers how many. */
async function runContentScripts(now = new Date()): Promise<number> {
  const ran = await ranContentScripts()
  let count = 0
  for (const script of CONTENT_SCRIPTS) {
    if (ran.has(script.name)) continue
    const changed = await runRecorded(script.name, now, (trx) => script.run(trx, now))
    if (changed !== undefined) logger.info({ script: script.name, changed }, 'content script ran')
    count++
  }
  return count
}
