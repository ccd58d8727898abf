import { db } from './db.server'

// The upload store (docs/decisions/020-shared-uploads.md): every uploaded image's bytes, by its name,
// in the database that every instance shares.

/** The length of an image's own name, `<uuid>.webp`. */
const UPLOAD_ITSELF_LENGTH = 41

/** The files of one upload (an image, or a photograph and its sizes), in one statement: all or none. */
export async function saveUploads(files: readonly { name: string; contentType: string; bytes: Buffer }[]) {
  const at = new Date().toISOString()
  await db()
    .insertInto('uploads')
    .values(
      files.map((file) => ({
        name: file.name,
        content_type: file.contentType,
        bytes: file.bytes,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
}

export async function findUpload(name: string) {
  const row = await db()
    .selectFrom('uploads')
    .select(['content_type', 'bytes'])
    .where('name', '=', name)
    .executeTakeFirst()
  return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes) }
}

/** Which of these names the store does not hold yet. */
export async function missingUploads(names: string[]): Promise<string[]> {
  if (!names.length) return []
  const held = await db().selectFrom('uploads').select('name').where('name', 'in', names).execute()
  const known = new Set(held.map((row) => row.name))
  return names.filter((name) => !known.has(name))
}

/**
 * The newest uploads' names and dates, for choosing a package's images: each image itself, never one of
 * a photograph's sizes (`<uuid>.webp` is 41 characters, a size's name longer; app/lib/upload-names.ts).
 */
export function listUploadNames(limit: number) {
  return db()
    .selectFrom('uploads')
    .select(['name', 'created_at'])
    .where((eb) => eb(eb.fn('length', ['name']), '=', UPLOAD_ITSELF_LENGTH))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
}
