// What a message read from the operator's mailbox is (docs/product.md, "Two-way mail"): a person's
// reply, an automatic answer (out of office, "we got your mail") or a bounce (a delivery status
// notification), and which earlier messages it names. Pure functions of the message's headers and
// text, so the rules are tested without a mail server.

export type InboundKind = 'reply' | 'auto-reply' | 'bounce'

/** Header names in lower case, values as text. */
export type HeaderLines = Map<string, string>

const BOUNCE_SENDER = /^(mailer-daemon|postmaster)@/i

/** A bounce, an automatic answer, or a person's reply, by the standard headers (RFC 3834, RFC 3464). */
export function classifyInbound(headers: HeaderLines, from: string): InboundKind {
  const type = headers.get('content-type') ?? ''
  if (/multipart\/report/i.test(type) && /report-type\s*=\s*"?delivery-status/i.test(type)) return 'bounce'
  if (BOUNCE_SENDER.test(from)) return 'bounce'
  const submitted = (headers.get('auto-submitted') ?? '').trim().toLowerCase()
  if (submitted && submitted !== 'no') return 'auto-reply'
  if (headers.has('x-autoreply') || headers.has('x-autorespond') || headers.has('x-auto-response-suppress'))
    return 'auto-reply'
  const precedence = (headers.get('precedence') ?? '').trim().toLowerCase()
  if (['auto_reply', 'bulk', 'junk', 'list'].includes(precedence)) return 'auto-reply'
  return 'reply'
}

/** The Message-IDs (with their angle brackets) named in a header such as In-Reply-To or References. */
export function messageIdsIn(value: string | undefined | null): string[] {
  return [...(value ?? '').matchAll(/<[^<>\s]{1,250}>/g)].map((match) => match[0]).slice(-50)
}

const QUOTE_START = [
  /^On .{1,300}wrote:\s*$/,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  // Outlook's rule above the quoted message's headers
  /^_{5,}\s*$/,
]

/**
 * The new words of a reply and the history it quotes: the quote begins at "On … wrote:", an
 * "Original Message" rule, or the first run of "> " lines that lasts to the end.
 */
export function splitQuoted(text: string): { fresh: string; quoted: string } {
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  let cut = lines.findIndex((line) => QUOTE_START.some((pattern) => pattern.test(line.trim())))
  if (cut === -1) {
    let start = lines.length
    while (start > 0 && (lines[start - 1]!.startsWith('>') || lines[start - 1]!.trim() === '')) start--
    if (lines.slice(start).some((line) => line.startsWith('>'))) cut = start
  }
  if (cut <= 0) return { fresh: text.trim(), quoted: '' }
  return { fresh: lines.slice(0, cut).join('\n').trim(), quoted: lines.slice(cut).join('\n').trim() }
}
