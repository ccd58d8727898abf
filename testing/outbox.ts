import fs from 'node:fs'
import path from 'node:path'

// The mail a server in file mode (no SMTP_URL) wrote to its outbox folder, as a reader sees it.

/** The .eml files in an outbox folder, oldest name first. */
export const outboxFiles = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : []

/** Every finished mail in the outbox as raw bytes, for a MIME parser; a file still being written is not one. */
export const outboxRaw = (dir: string) =>
  outboxFiles(dir).map((name) => fs.readFileSync(path.join(dir, name)))

/** A mail file as a reader sees it: quoted-printable soft breaks and escapes undone. */
export const readMail = (file: string) => decodeMail(fs.readFileSync(file, 'utf8'))

/** A mail's text as a reader sees it (quoted-printable undone), from a file or an SMTP server. */
export function decodeMail(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (encoded) =>
      Buffer.from(encoded.replace(/=/g, ''), 'hex').toString('utf8'),
    )
}

/** Every mail in the outbox, read. */
export const outboxMails = (dir: string) => outboxFiles(dir).map((name) => readMail(path.join(dir, name)))
