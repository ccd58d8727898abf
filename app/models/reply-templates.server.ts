import type { Locale } from '~/lib/locales'
import { db } from './db.server'

// The templates staff start replies from (/admin/templates).

export function listReplyTemplates() {
  return db().selectFrom('reply_templates').selectAll().orderBy('name').execute()
}

export function getReplyTemplate(id: number) {
  return db().selectFrom('reply_templates').selectAll().where('id', '=', id).executeTakeFirst()
}

export interface TemplateInput {
  name: string
  subject: string
  body: string
  language: Locale
}

/** Adds a template, or changes the template `id`; answers its id (undefined: no such template). */
export async function saveReplyTemplate(input: TemplateInput, id?: number): Promise<number | undefined> {
  const values = { ...input, updated_at: new Date().toISOString() }
  if (id === undefined) {
    const row = await db()
      .insertInto('reply_templates')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(row.id)
  }
  const result = await db().updateTable('reply_templates').set(values).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1 ? id : undefined
}

/** Removes a template; answers its name, or undefined when there was none. */
export async function deleteReplyTemplate(id: number): Promise<{ name: string } | undefined> {
  return db().deleteFrom('reply_templates').where('id', '=', id).returning('name').executeTakeFirst()
}
