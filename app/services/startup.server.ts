import { migrateToLatest } from '@db/migrate'
import { demoStories } from '@db/demo-stories'
import { getConfig } from '~/config.server'
import { countArticles } from '~/models/articles.server'
import { deleteExpiredSessions } from '~/models/sessions.server'
import { recordAudit } from '~/models/audit.server'
import { shareLocalUploads } from './uploads.server'
import { countStaff, createStaff } from '~/models/staff.server'
import { db, getDatabase, isUniqueViolation } from '~/models/db.server'
import { logger } from '~/logger.server'
import { generatePassword } from '~/lib/passwords.server'
import { checkNewPassword } from '~/lib/password-estimator'
import { sanitizeArticleHtml } from '~/lib/sanitize.server'

/**
 * Everything the server does once before it listens: migrations, the first staff account and, on a
 * brand-new site, the demo stories. Safe when several instances start at once on one database.
 */
export async function prepareApplication(): Promise<void> {
  const handle = getDatabase()
  const applied = await migrateToLatest(handle)
  if (applied.length) logger.info({ migrations: applied, database: handle.kind }, 'database migrated')
  await deleteExpiredSessions()
  if ((await countStaff()) === 0) await createFirstStaff()
  if ((await countArticles()) === 0) await seedDemoStories()
  await shareLocalUploads()
}

async function createFirstStaff(): Promise<void> {
  const config = getConfig()
  const email = config.adminEmail ?? 'admin@example.com'
  const password = config.adminPassword ?? generatePassword()
  const name = 'Administrator'
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

async function seedDemoStories(): Promise<void> {
  const now = Date.now()
  for (const [index, story] of demoStories.entries()) {
    // Spread over the past weeks so the blog reads as a history, newest first.
    const at = new Date(now - (demoStories.length - index) * 9 * 24 * 60 * 60 * 1000).toISOString()
    try {
      await db()
        .insertInto('articles')
        .values({
          title: story.title,
          image_url: story.image,
          description: story.description,
          content: sanitizeArticleHtml(story.content),
          published: 1,
          created_at: at,
          updated_at: at,
          published_at: at,
        })
        .execute()
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  logger.info({ stories: demoStories.length }, 'demo stories added to the blog')
}
