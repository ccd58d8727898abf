import { withoutControlCharacters } from '~/schemas/fields'

// Small helpers every /api/bookings route shares: JSON errors, body reading with a size limit, paging.

/** The value of one cookie of a request, or null. */
export function readCookie(request: Request, name: string): string | null {
  return cookieValue(request.headers.get('cookie'), name)
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name && rest.length) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}

/** The page a request is for, as the person saw it in the address bar (not React Router's /page.data endpoint). */
export function pagePath(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.delete('_routes')
  const pathname = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
  return pathname + url.search
}

export const MAX_JSON_BYTES = 256 * 1024

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}) {
  return Response.json({ error, ...extra }, { status })
}

export function methodNotAllowed(allowed: string[]) {
  return Response.json(
    { error: `Use ${allowed.join(' or ')} here.` },
    { status: 405, headers: { Allow: allowed.join(', ') } },
  )
}

/**
 * Answer to a body we refuse to read to its end. The connection is closed, since the unread rest of the
 * body would otherwise sit in front of the client's next request on the same kept-alive socket.
 */
function tooLarge() {
  return Response.json(
    { error: 'The request is too large.' },
    { status: 413, headers: { Connection: 'close' } },
  )
}

/** Reads at most `limit` bytes of a request body; a larger body is answered 413. */
async function readLimited(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) throw tooLarge()
  if (!request.body) return Buffer.alloc(0)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > limit) throw tooLarge()
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks)
}

/**
 * The submitted fields of a JSON object, a urlencoded form or a multipart form, as URLSearchParams or
 * FormData for `parseWithZod`. Numbers and booleans become text (the schema coerces them back); a nested
 * object or array is refused, since no field of the contract holds one.
 */
export async function readSubmission(
  request: Request,
  limit = MAX_JSON_BYTES,
): Promise<URLSearchParams | FormData> {
  const declared = request.headers.get('content-type') ?? ''
  const type = declared.toLowerCase()
  if (type.startsWith('multipart/form-data')) {
    const body = await readLimited(request, limit)
    // The boundary is case-sensitive (browsers mix cases in it): pass the header on as it came.
    try {
      return await new Response(new Uint8Array(body), { headers: { 'content-type': declared } }).formData()
    } catch {
      throw jsonError(400, 'The multipart form could not be read.')
    }
  }
  const text = new TextDecoder().decode(await readLimited(request, limit))
  if (type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(text)
  if (!type.startsWith('application/json') && !(type === '' && text.trimStart().startsWith('{'))) {
    throw jsonError(415, 'Send JSON (application/json) or a form.')
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw jsonError(400, 'The request body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw jsonError(400, 'Send the fields as one JSON object.')
  }
  const params = new URLSearchParams()
  const errors: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue
    if (typeof value === 'object') errors[key] = ['Must be text or a number']
    else params.set(key, String(value))
  }
  if (Object.keys(errors).length > 0) throw Response.json({ errors }, { status: 400 })
  return params
}

/** `?limit=&offset=` with defaults (50, 0) and bounds (1 to 200, 0 or more). */
export function readPage(request: Request) {
  const url = new URL(request.url)
  const limit = url.searchParams.get('limit')
  const offset = url.searchParams.get('offset')
  const page = { limit: limit === null ? 50 : Number(limit), offset: offset === null ? 0 : Number(offset) }
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > 200) {
    throw Response.json(
      { errors: { limit: ['limit must be a whole number from 1 to 200'] } },
      { status: 400 },
    )
  }
  if (!Number.isInteger(page.offset) || page.offset < 0) {
    throw Response.json({ errors: { offset: ['offset must be a whole number, 0 or more'] } }, { status: 400 })
  }
  return page
}

/** The `?page=` of a back-office list: a whole number from 1, else 1. */
export function readPageNumber(request: Request): number {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? 1)
  return Number.isSafeInteger(requested) && requested >= 1 ? requested : 1
}

/** The `?q=` search of a list: trimmed, at most 100 characters, undefined when empty. */
export function readSearch(request: Request): string | undefined {
  const search = new URL(request.url).searchParams.get('q')
  return search ? withoutControlCharacters(search).trim().slice(0, 100) || undefined : undefined
}

/** A positive integer route id, or a thrown 404 (an id that cannot exist names nothing). */
export function readId(value: string | undefined): number {
  const id = Number(value)
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) {
    throw jsonError(404, 'Not found.')
  }
  return id
}
