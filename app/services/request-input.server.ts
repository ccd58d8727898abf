import { withoutControlCharacters } from '~/schemas/fields'
import { jsonError, bodyRefusal } from './api-answers.server'
import { BodyRefused, MAX_FIELDS } from './request-body.server'

// What a request asks for, read with bounds: its submitted fields, paging, search and route id. A value
// out of bounds is a thrown answer (400 or 404) that the route passes on as it is.

/** A field name of a form or of the contract: letters, digits, `_` and `-`. Conform's reserved names
 * (`__intent__`, `__state__`) and path names (`a[0]`, `a.b`) are refused before Conform reads them. */
const FIELD_NAME = /^[A-Za-z][\w-]{0,63}$/
/**
 * A list form's names (the package editor's `itinerary[2].title`): plain names joined by list indexes
 * below 100 and dots, never a reserved or prototype name, since each part must start with a letter.
 */
const LIST_FIELD_NAME = /^[A-Za-z][\w-]{0,63}(?:\[\d{1,2}\](?:\.[A-Za-z][\w-]{0,63})?)?$/

function refuseOddNames(names: Iterable<string>, pattern = FIELD_NAME): void {
  for (const name of names) {
    if (!pattern.test(name) || /__proto__|constructor|prototype/.test(name)) {
      throw jsonError(
        400,
        'A field name may hold only letters, digits, "_" and "-", and start with a letter.',
      )
    }
  }
}

/**
 * The submitted fields of a JSON object, a urlencoded form or a multipart form, as URLSearchParams or
 * FormData for `parseWithZod`. The HTTP layer (server/app.ts) has already read the body within the bounds
 * of request-body.server.ts and counted a form's fields; a JSON object's keys are counted here, where it
 * is parsed. Numbers and booleans become text (the schema coerces them back); a nested object or array
 * is refused, since no field of the contract holds one.
 */
export async function readSubmission(
  request: Request,
  options: { lists?: boolean } = {},
): Promise<URLSearchParams | FormData> {
  const pattern = options.lists ? LIST_FIELD_NAME : FIELD_NAME
  const declared = request.headers.get('content-type') ?? ''
  const type = declared.toLowerCase()
  const body = Buffer.from(await request.arrayBuffer())
  if (type.startsWith('multipart/form-data')) {
    // The boundary is case-sensitive (browsers mix cases in it): pass the header on as it came.
    let form: FormData
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': declared } }).formData()
    } catch {
      throw jsonError(400, 'The multipart form could not be read.')
    }
    refuseOddNames(form.keys(), pattern)
    return form
  }
  const text = new TextDecoder().decode(body)
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text)
    refuseOddNames(form.keys(), pattern)
    return form
  }
  if (!type.startsWith('application/json') && !(type === '' && text.trimStart().startsWith('{'))) {
    throw jsonError(415, 'Send JSON (application/json) or a form.')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw jsonError(400, 'The request body is not valid JSON.')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw jsonError(400, 'Send the fields as one JSON object.')
  }
  if (Object.keys(parsed).length > MAX_FIELDS) throw bodyRefusal(new BodyRefused('fields'))
  refuseOddNames(Object.keys(parsed))
  const params = new URLSearchParams()
  const errors: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null || value === undefined) continue
    if (typeof value === 'object') errors[key] = ['Must be text or a number']
    else params.set(key, String(value))
  }
  if (Object.keys(errors).length > 0) throw Response.json({ errors }, { status: 400 })
  return params
}

/** `?limit=&offset=` with defaults (50, 0) and bounds (1 to 200, 0 to a billion). */
export function readPage(request: Request) {
  const url = new URL(request.url)
  const limit = url.searchParams.get('limit')
  const offset = url.searchParams.get('offset')
  const page = { limit: limit === null ? 50 : Number(limit), offset: offset === null ? 0 : Number(offset) }
  if (!Number.isSafeInteger(page.limit) || page.limit < 1 || page.limit > 200) {
    throw Response.json(
      { errors: { limit: ['limit must be a whole number from 1 to 200'] } },
      { status: 400 },
    )
  }
  if (!Number.isSafeInteger(page.offset) || page.offset < 0 || page.offset > 1_000_000_000) {
    throw Response.json(
      { errors: { offset: ['offset must be a whole number from 0 to 1,000,000,000'] } },
      { status: 400 },
    )
  }
  return page
}

/** The `?page=` of a back-office list: a whole number from 1 to a million, else 1. */
export function readPageNumber(request: Request): number {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? 1)
  return Number.isSafeInteger(requested) && requested >= 1 && requested <= 1_000_000 ? requested : 1
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
