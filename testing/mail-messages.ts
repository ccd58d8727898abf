import crypto from 'node:crypto'

// Raw Internet messages as a traveller's mail program, an out-of-office robot or a mail server's bounce
// would write them, for placing in the test mailbox with IMAP APPEND.

export interface RawMailParts {
  from: string
  to?: string
  subject: string
  messageId?: string
  inReplyTo?: string
  references?: string
  headers?: Record<string, string>
  text?: string
  html?: string
  attachments?: { filename: string; contentType: string; content: Buffer }[]
}

export const newMessageId = () => `<${crypto.randomUUID()}@traveller.example>`

/** A message in CRLF lines, multipart when it has HTML or attachments. */
export function rawMail(parts: RawMailParts): string {
  const head = [
    `From: ${parts.from}`,
    `To: ${parts.to ?? 'Tembo Safaris <hello@tembo.example>'}`,
    `Subject: ${parts.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${parts.messageId ?? newMessageId()}`,
    ...(parts.inReplyTo ? [`In-Reply-To: ${parts.inReplyTo}`] : []),
    ...(parts.references ? [`References: ${parts.references}`] : []),
    ...Object.entries(parts.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
  ]
  const text = parts.text ?? 'Thank you, that sounds wonderful.'
  if (!parts.html && !parts.attachments?.length)
    return [...head, 'Content-Type: text/plain; charset=utf-8', '', text, ''].join('\r\n')
  const boundary = `b-${crypto.randomUUID()}`
  const sections = [
    ['Content-Type: text/plain; charset=utf-8', '', text].join('\r\n'),
    ...(parts.html ? [['Content-Type: text/html; charset=utf-8', '', parts.html].join('\r\n')] : []),
    ...(parts.attachments ?? []).map((file) =>
      [
        `Content-Type: ${file.contentType}; name="${file.filename}"`,
        `Content-Disposition: attachment; filename="${file.filename}"`,
        'Content-Transfer-Encoding: base64',
        '',
        file.content.toString('base64').replace(/.{76}/g, '$&\r\n'),
      ].join('\r\n'),
    ),
  ]
  return [
    ...head,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    ...sections.map((section) => `--${boundary}\r\n${section}`),
    `--${boundary}--`,
    '',
  ].join('\r\n')
}

/** A delivery status notification (RFC 3464) saying that the mail `original` could not be delivered. */
export function rawBounce(original: { messageId: string; to: string; subject: string }): string {
  const boundary = `r-${crypto.randomUUID()}`
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.traveller.example>',
    'To: hello@tembo.example',
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${newMessageId()}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Your message to ${original.to} could not be delivered.`,
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.traveller.example',
    '',
    `Final-Recipient: rfc822; ${original.to}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 The mailbox does not exist',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    'From: Tembo Safaris <hello@tembo.example>',
    `To: ${original.to}`,
    `Subject: ${original.subject}`,
    `Message-ID: ${original.messageId}`,
    `--${boundary}--`,
    '',
  ].join('\r\n')
}
