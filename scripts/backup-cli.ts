// npm run backup [-- <archive>]   → a backup of DATABASE_URL and UPLOAD_DIR, by default under data/backups/
// npm run restore -- <archive>    → into the empty database of DATABASE_URL, uploads into UPLOAD_DIR
import path from 'node:path'
import { restoreBackup, takeBackup } from '@db/backup'

const databaseUrl = process.env.DATABASE_URL ?? 'file:./data/tembo.db'
const uploadDir = path.resolve(process.env.UPLOAD_DIR ?? './data/uploads')
const [command, argument] = process.argv.slice(2)

try {
  if (command === 'backup') {
    const stamp = new Date()
      .toISOString()
      .replace(/:/g, '-')
      .replace(/\.\d+Z$/, 'Z')
    const archive = path.resolve(
      argument ?? path.join(process.env.BACKUP_DIR ?? './data/backups', `tembo-${stamp}.tar.gz`),
    )
    const manifest = await takeBackup(databaseUrl, uploadDir, archive)
    console.log(
      `Backup of the ${manifest.database} database as of ${manifest.takenAt}, with ${manifest.uploads} uploaded files:`,
    )
    console.log(`  ${archive}`)
  } else if (command === 'restore' && argument) {
    const { manifest, heldMail } = await restoreBackup(path.resolve(argument), databaseUrl, uploadDir)
    console.log(`Restored the backup of ${manifest.takenAt} (${manifest.uploads} uploaded files).`)
    if (heldMail > 0) {
      console.log(
        `${heldMail} mails were waiting to be sent when the backup was taken. They may have gone out since, so none is sent\n` +
          "again by itself: they are held on the back-office's Mail problems page, where staff send the ones still owed.",
      )
    }
  } else {
    console.error('Usage: npm run backup [-- <archive>] | npm run restore -- <archive>')
    process.exitCode = 2
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
