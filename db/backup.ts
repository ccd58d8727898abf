import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { createDatabase, sqlitePath, type DatabaseKind } from './client'
import { migrateToLatest } from './migrate'

// Backups taken while the site runs, with each database's own consistent method (README, "Backups"):
// SQLite's online backup API, or pg_dump's snapshot for PostgreSQL; with the upload store beside it, in
// one .tar.gz. A restore goes into an empty database only, and holds the mail that was waiting when the
// backup was taken: it may have gone out since, so staff decide (docs/decisions/013-backups.md).

const run = promisify(execFile)

export interface BackupManifest {
  format: 1
  /** When the snapshot began: everything stored before this moment is in the backup. */
  takenAt: string
  database: DatabaseKind
  uploads: number
  /** Files travellers sent with their mail (absent in backups made before two-way mail). */
  mailAttachments?: number
}

/** The folders of files kept beside the database: the public uploads, and travellers' mail attachments. */
export interface BackupFolders {
  uploads: string
  mailAttachments: string
}

/** Each folder's name inside the archive. */
const ARCHIVED: Record<keyof BackupFolders, string> = {
  uploads: 'uploads',
  mailAttachments: 'mail-attachments',
}

const kindOf = (url: string): DatabaseKind => (url.startsWith('file:') ? 'sqlite' : 'postgres')

function countFiles(directory: string): number {
  if (!fs.existsSync(directory)) return 0
  return fs.readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length
}

/** Takes a backup of the database at `databaseUrl` and the files of `folders` into `archive`. */
export async function takeBackup(
  databaseUrl: string,
  folders: BackupFolders,
  archive: string,
): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-backup-'))
  try {
    const database = kindOf(databaseUrl)
    const takenAt = new Date().toISOString()
    if (database === 'sqlite') {
      const file = sqlitePath(databaseUrl)
      if (!fs.existsSync(file)) throw new Error(`There is no SQLite database at ${file}.`)
      const source = new SQLite(file, { readonly: true, fileMustExist: true })
      try {
        // All pages in one step: the copy is one consistent moment of the database, however busy it is
        // (a write by the server in between would only make SQLite start the copy over).
        await source.backup(path.join(staging, 'database.sqlite'), { progress: () => 0x7fffffff })
      } finally {
        source.close()
      }
    } else {
      // pg_dump reads one snapshot (a repeatable-read transaction), whatever the server does meanwhile.
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, 'database.pgdump')}`,
        `--dbname=${databaseUrl}`,
      ])
    }
    for (const key of ['uploads', 'mailAttachments'] as const)
      if (fs.existsSync(folders[key]))
        fs.cpSync(folders[key], path.join(staging, ARCHIVED[key]), { recursive: true })
    const manifest: BackupManifest = {
      format: 1,
      takenAt,
      database,
      uploads: countFiles(path.join(staging, ARCHIVED.uploads)),
      mailAttachments: countFiles(path.join(staging, ARCHIVED.mailAttachments)),
    }
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true })
    // Written aside, then renamed: an archive under its final name is always whole.
    const partial = `${archive}.partial`
    await run('tar', ['-czf', partial, '-C', staging, '.'])
    fs.renameSync(partial, archive)
    return manifest
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

export interface RestoreResult {
  manifest: BackupManifest
  /** Mail that was waiting when the backup was taken, now held for staff to send or not. */
  heldMail: number
}

/** Restores `archive` into the empty database at `databaseUrl` and its files into `folders`. */
export async function restoreBackup(
  archive: string,
  databaseUrl: string,
  folders: BackupFolders,
): Promise<RestoreResult> {
  if (!fs.existsSync(archive)) throw new Error(`There is no backup at ${archive}.`)
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-restore-'))
  try {
    await run('tar', ['-xzf', archive, '-C', staging])
    const manifestFile = path.join(staging, 'manifest.json')
    if (!fs.existsSync(manifestFile))
      throw new Error(`${archive} is not a Tembo backup: it has no manifest.json.`)
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest
    const target = kindOf(databaseUrl)
    if (manifest.database !== target) {
      throw new Error(
        `This backup is of a ${manifest.database} database; DATABASE_URL names a ${target} one.`,
      )
    }
    await requireEmpty(databaseUrl)
    if (target === 'sqlite') {
      const file = sqlitePath(databaseUrl)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      for (const leftover of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(leftover, { force: true })
      fs.copyFileSync(path.join(staging, 'database.sqlite'), file)
    } else {
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${databaseUrl}`,
        path.join(staging, 'database.pgdump'),
      ])
    }
    for (const key of ['uploads', 'mailAttachments'] as const) {
      const archived = path.join(staging, ARCHIVED[key])
      if (fs.existsSync(archived))
        fs.cpSync(archived, folders[key], { recursive: true, force: false, errorOnExist: false })
    }
    const heldMail = await afterRestore(databaseUrl, manifest.takenAt)
    return { manifest, heldMail }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** A restore never mixes with data that is there already. */
async function requireEmpty(databaseUrl: string): Promise<void> {
  if (kindOf(databaseUrl) === 'sqlite') {
    const file = sqlitePath(databaseUrl)
    if (!fs.existsSync(file) || fs.statSync(file).size === 0) return
    const db = new SQLite(file, { readonly: true })
    const tables = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as {
      n: number
    }
    db.close()
    if (tables.n > 0) throw new Error(`${file} already holds a database. Restore into a new, empty one.`)
    return
  }
  const handle = createDatabase(databaseUrl)
  try {
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from information_schema.tables where table_schema = 'public'`.execute(handle.db)
    if (Number(rows[0]?.n ?? 0) > 0) {
      throw new Error(
        'The PostgreSQL database of DATABASE_URL already has tables. Restore into a new, empty one.',
      )
    }
  } finally {
    await handle.db.destroy()
  }
}

/** Brings the restored database up to this version's schema, then holds the mail that was waiting. */
async function afterRestore(databaseUrl: string, takenAt: string): Promise<number> {
  const handle = createDatabase(databaseUrl)
  try {
    await migrateToLatest(handle)
    const held = await handle.db
      .updateTable('mail_outbox')
      .set({
        status: 'held',
        claimed_by: null,
        claimed_until: null,
        last_error: `Restored from the backup of ${takenAt}: it was waiting then and may have gone out since. Send it only if it has not.`,
      })
      .where('status', '=', 'pending')
      .executeTakeFirst()
    return Number(held.numUpdatedRows)
  } finally {
    await handle.db.destroy()
  }
}
