import crypto from 'node:crypto'
import path from 'node:path'
import { simpleParser, type AddressObject, type Attachment, type ParsedMail } from 'mailparser'
import { getConfig } from '~/config.server'
import { classifyInbound, messageIdsIn, type HeaderLines } from '~/lib/inbound-mail'
import { sanitizeMailHtml } from '~/lib/sanitize.server'
import { checkSender, HEADERS_MAX } from '~/lib/sender-check'
import type { InboundMail } from '~/models/mail-inbound.server'

// What Tembo keeps of a message from the operator's mailbox, from its raw source (docs/product.md,
// "Two-way mail"): who sent it, what kind it is, which earlier messages it answers, its words (the HTML
// sanitised), its files, and whether the operator's receiving server verified its sender. No mail
// server is needed to feed it: tests give it raw messages.

/** A message larger than this is recorded by its headers only, with a word to open it in the mailbox. */
export const MESSAGE_MAX_BYTES = 30 * 1024 * 1024
/** The most text kept of one message; the rest is in the mailbox. */
const TEXT_MAX_CHARS = 100_000
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])

function headerLinesOf(parsed: ParsedMail): HeaderLines {
  const lines: HeaderLines = new Map()
  for (const { key, line } of parsed.headerLines) {
    const value = line.slice(line.indexOf(':') + 1).trim()
    lines.set(key.toLowerCase(), lines.has(key) ? `${lines.get(key)} ${value}` : value)
  }
  return lines
}

const firstAddress = (from: AddressObject | AddressObject[] | undefined) => {
  const list = Array.isArray(from) ? from : from ? [from] : []
  return list.flatMap((item) => item.value)[0]
}

/** The original Message-ID and the reason a delivery status notification gives. */
function bounceDetails(source: string) {
  // The report's own headers end at the first blank line; the original's come later.
  const body = source.slice(source.search(/\r?\n\r?\n/) + 1)
  const original = /^Message-ID:\s*(<[^<>\s]+>)/im.exec(body)?.[1] ?? null
  const reason =
    /^Diagnostic-Code:\s*(?:smtp;\s*)?(.+)$/im.exec(body)?.[1] ?? /^Status:\s*(.+)$/im.exec(body)?.[1]
  return { original, reason: reason?.trim() ?? null }
}

/**
 * Keeps an image or a PDF within the size limit, with the message's row, in the database every instance
 * shares; anything else, or anything larger, is listed as not kept, with why.
 */
function keepAttachment(file: Attachment): InboundMail['attachments'][number] {
  const limit = getConfig().mailAttachmentMaxBytes
  const filename = (file.filename ?? 'attachment').replace(/[\r\n\\/]/g, '_').slice(0, 200)
  const described = { filename, contentType: file.contentType, size: file.size }
  if (file.size > limit)
    return {
      ...described,
      storedAs: null,
      refused: `larger than ${Math.round(limit / 1024 / 1024)} MB`,
      bytes: null,
    }
  const isPdf = file.content.subarray(0, 5).toString('latin1') === '%PDF-'
  if (!isPdf && !IMAGE_TYPES.has(file.contentType))
    return { ...described, storedAs: null, refused: 'only images and PDF documents are kept', bytes: null }
  const name = `${crypto.randomUUID()}${isPdf ? '.pdf' : path.extname(filename).slice(0, 6)}`
  return { ...described, storedAs: name, refused: null, bytes: file.content }
}

/** The Authentication-Results headers from the top, as many as are read (app/lib/sender-check.ts). */
const authenticationResults = (parsed: ParsedMail) =>
  parsed.headerLines
    .filter(({ key }) => key.toLowerCase() === 'authentication-results')
    .slice(0, HEADERS_MAX)
    .map(({ line }) => line.slice(line.indexOf(':') + 1))

/** What Tembo keeps of a message, from its raw source. */
export async function parseInboundMail(source: Buffer): Promise<InboundMail> {
  const parsed = await simpleParser(source, { skipImageLinks: true, maxHtmlLengthToParse: 2_000_000 })
  const headers = headerLinesOf(parsed)
  const sender = firstAddress(parsed.from)
  const fromAddress = (sender?.address ?? '').trim().toLowerCase() || 'unknown@invalid'
  const kind = classifyInbound(headers, fromAddress)
  const verdict = checkSender(authenticationResults(parsed), getConfig().mailAuthservId, fromAddress)
  const inReplyTo = messageIdsIn(headers.get('in-reply-to'))[0] ?? null
  const thread = [...new Set([...messageIdsIn(headers.get('references')), ...(inReplyTo ? [inReplyTo] : [])])]
  const bounce = kind === 'bounce' ? bounceDetails(source.toString('latin1')) : null
  const text = parsed.text ?? (parsed.html ? parsed.html.replace(/<[^>]*>/g, ' ') : '')
  return {
    messageId:
      messageIdsIn(headers.get('message-id'))[0] ??
      `<${crypto.createHash('sha256').update(source).digest('hex')}@no-message-id.invalid>`,
    kind,
    fromAddress,
    fromName: sender?.name?.trim() || null,
    subject: (parsed.subject ?? '').slice(0, 500),
    text: text.slice(0, TEXT_MAX_CHARS),
    html: parsed.html ? sanitizeMailHtml(parsed.html).slice(0, TEXT_MAX_CHARS * 2) || null : null,
    inReplyTo,
    thread,
    sentAt: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null,
    bouncedMessageId: bounce?.original ?? null,
    bounceReason: bounce?.reason ?? null,
    senderCheck: verdict.check,
    senderCheckNote: verdict.note,
    attachments:
      kind === 'reply'
        ? parsed.attachments
            .filter((file) => file.contentDisposition !== 'inline' || file.filename)
            .map(keepAttachment)
        : [],
  }
}

/** A message too large, or too broken, to read: kept by its headers, with a word to open it in the mailbox. */
export async function headersOnly(headers: Buffer, why: string): Promise<InboundMail> {
  const mail = await parseInboundMail(headers)
  return { ...mail, text: `${why}: open it in the mailbox.`, html: null, attachments: [] }
}
