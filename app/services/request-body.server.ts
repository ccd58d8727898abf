import { MAX_ARTICLE_BYTES } from '~/schemas/article'
import { MAX_UPLOAD_BYTES } from './uploads.server'

// The one place that bounds what a request body may hold, before anything parses it: its size, and for
// forms the number of fields and of repeats of one name. Parsing a form into arrays costs the square of
// the repeats of a name (Conform's parseWithZod), so a 160 KB body of 40,000 `a=1&` would hold the
// event loop for seconds; here it is refused after one linear scan. The HTTP layer (server/app.ts)
// applies this to every request that has a body, pages and API alike.

/** Every body, unless its path is named below. */
export const MAX_BODY_BYTES = 256 * 1024

/**
 * Larger bodies, by path: an image upload, a lodge's photograph on its rate card (the page's form, or
 * its `.data` address with JavaScript), and an article with its inline images.
 */
const LARGER_BODIES: Array<{ path: RegExp; bytes: number }> = [
  { path: /^\/api\/bookings\/upload\/?$/, bytes: MAX_UPLOAD_BYTES + 64 * 1024 },
  { path: /^\/admin\/rates\/\d+(?:\/|\.data)?$/, bytes: MAX_UPLOAD_BYTES + 64 * 1024 },
  { path: /^\/api\/bookings\/(blog|articles\/[^/]+)\/?$/, bytes: MAX_ARTICLE_BYTES },
]

/** No form of the site has more than a few dozen fields; none repeats a name more than a dozen times. */
export const MAX_FIELDS = 200
export const MAX_REPEATS = 50

/**
 * More fields, by path: the proposal editor, whose long itinerary and price lines are each a few fields
 * with names of their own (`days[14].title`), never repeats of one name, so each costs the same.
 */
const MORE_FIELDS: Array<{ path: RegExp; fields: number }> = [
  { path: /^\/admin\/proposals\/\d+\/?$/, fields: 800 },
]

/** The most fields a form posted to this path may hold. */
export const fieldLimit = (pathname: string) =>
  MORE_FIELDS.find((entry) => entry.path.test(pathname))?.fields ?? MAX_FIELDS

export const TOO_LARGE_MESSAGE = 'The request is too large.'
export const TOO_MANY_FIELDS_MESSAGE = `The request has too many fields: at most ${MAX_FIELDS}, and no name more than ${MAX_REPEATS} times.`

/** The most bytes a request to this path may send. */
export function bodyLimit(pathname: string): number {
  return LARGER_BODIES.find((entry) => entry.path.test(pathname))?.bytes ?? MAX_BODY_BYTES
}

/** A refusal of a body, answered before the body is parsed. */
export class BodyRefused extends Error {
  constructor(readonly reason: 'size' | 'fields') {
    super(reason === 'size' ? TOO_LARGE_MESSAGE : TOO_MANY_FIELDS_MESSAGE)
  }
}

/** Counts one more field named `name`; refuses past the caps. */
function counter(maxFields: number) {
  const repeats = new Map<string, number>()
  let fields = 0
  return (name: string) => {
    const seen = (repeats.get(name) ?? 0) + 1
    repeats.set(name, seen)
    if (++fields > maxFields || seen > MAX_REPEATS) throw new BodyRefused('fields')
  }
}

function decodeFormName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return raw
  }
}

/** The field names of an urlencoded body, one linear pass. */
function countUrlencoded(body: Buffer, count: (name: string) => void) {
  let start = 0
  while (start <= body.length) {
    let end = body.indexOf(0x26 /* & */, start)
    if (end === -1) end = body.length
    if (end > start) {
      const equals = body.indexOf(0x3d /* = */, start)
      const nameEnd = equals === -1 || equals > end ? end : equals
      count(decodeFormName(body.toString('latin1', start, nameEnd)))
    }
    start = end + 1
  }
}

/** The field names of a multipart body: each part's `name` in its Content-Disposition, one linear pass. */
function countMultipart(body: Buffer, contentType: string, count: (name: string) => void) {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  if (!boundary) return
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  let at = body.indexOf(delimiter)
  while (at !== -1) {
    const headersStart = at + delimiter.length
    const next = body.indexOf(delimiter, headersStart)
    if (body.subarray(headersStart, headersStart + 2).toString() === '--') break
    const headersEnd = body.indexOf('\r\n\r\n', headersStart)
    const limit = next === -1 ? body.length : next
    const headers = body.toString(
      'utf8',
      headersStart,
      headersEnd === -1 || headersEnd > limit ? limit : headersEnd,
    )
    count(/;\s*name="([^"]*)"/i.exec(headers)?.[1] ?? '')
    at = next
  }
}

/**
 * Refuses a form body with too many fields, or too many repeats of one name. A JSON object's keys are
 * counted where it is parsed (readSubmission in request-input.server.ts).
 */
export function checkFormFields(body: Buffer, contentType: string, maxFields = MAX_FIELDS): void {
  const type = contentType.toLowerCase()
  if (type.startsWith('application/x-www-form-urlencoded')) countUrlencoded(body, counter(maxFields))
  else if (type.startsWith('multipart/form-data')) countMultipart(body, contentType, counter(maxFields))
}

/** What is known of a body before it is read. */
export interface BodyHeaders {
  pathname: string
  contentType: string
  /** The Content-Length it declared, or null. */
  declaredLength: number | null
}

/**
 * A body read to its end within its path's limit, and counted if it is a form; or a thrown BodyRefused.
 * A body that declares more than its limit is refused before a byte of it is read, one that does not
 * as soon as it passes the limit.
 */
export async function readBoundedStream(
  body: AsyncIterable<Uint8Array>,
  { pathname, contentType, declaredLength }: BodyHeaders,
): Promise<Buffer> {
  const limit = bodyLimit(pathname)
  if (declaredLength !== null && declaredLength > limit) throw new BodyRefused('size')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.byteLength
    if (size > limit) throw new BodyRefused('size')
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  }
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
  checkFormFields(bytes, contentType, fieldLimit(pathname))
  return bytes
}
