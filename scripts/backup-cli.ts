// npm run backup [-- <archive>]   → a backup of DATABASE_URL, UPLOAD_DIR and the mail attachments under
//                                   DATA_DIR, by default under data/backups/
// npm run restore -- <archive>    → into the empty database of DATABASE_URL, files into the same folders;
//                                   erasures logged in DATA_DIR/erasures.log since the backup are made again
import path from 'node:path'
import { restoreBackup, takeBackup } from '@db/backup'
import { closeDatabase } from '~/models/db.server'
import { reapplyErasures } from '~/services/privacy.server'

const databaseUrl = process.env.DATABASE_URL ?? 'file:./data/tembo.db'
const folders = {
  uploads: path.resolve(process.env.UPLOAD_DIR ?? './data/uploads'),
  mailAttachments: path.resolve(process.env.DATA_DIR ?? './data', 'mail-attachments'),
}
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
    const manifest = await takeBackup(databaseUrl, folders, archive)
    console.log(
      `Backup of the ${manifest.database} database as of ${manifest.takenAt}, with ${manifest.uploads} uploaded files and ${manifest.mailAttachments ?? 0} mail attachments:`,
    )
    console.log(`  ${archive}`)
  } else if (command === 'restore' && argument) {
    const { manifest, heldMail } = await restoreBackup(path.resolve(argument), databaseUrl, folders)
    console.log(
      `Restored the backup of ${manifest.takenAt} (${manifest.uploads} uploaded files, ${manifest.mailAttachments ?? 0} mail attachments).`,
    )
    // Travellers erased since the backup was taken must not come back with it.
    const again = await reapplyErasures(manifest.takenAt)
    await closeDatabase()
    if (!again.log)
      console.log(
        `No erasure log at ${path.resolve(process.env.DATA_DIR ?? './data', 'erasures.log')}: travellers erased after ${manifest.takenAt}\n` +
          "are in this copy again. Erase them again at /admin/privacy (the replaced database's audit trail lists their erasures).",
      )
    else if (again.since === 0) console.log('No traveller was erased after the backup was taken.')
    else
      console.log(
        `Erasures made after the backup was taken, applied again from the erasure log: ${again.addresses} ${again.addresses === 1 ? 'address' : 'addresses'} and ${again.leads} closed ${again.leads === 1 ? 'lead' : 'leads'}.`,
      )
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
