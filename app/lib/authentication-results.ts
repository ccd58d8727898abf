// The Authentication-Results header (RFC 8601) read into its parts: who wrote it (the authserv-id) and
// the result of each method it names, with the properties that say what was checked. Comments are
// dropped and quoted strings kept whole, so nothing inside either is read as a result. Bounded: a header
// is read up to HEADER_MAX_CHARS, and up to RESULTS_MAX results of it. Pure, so every case is a unit test.

/** A receiving server writes a few hundred characters; more is read no further. */
export const HEADER_MAX_CHARS = 8_000
/** The results read from one header. */
const RESULTS_MAX = 50

export interface AuthResult {
  /** 'spf', 'dkim', 'dmarc', …, in lower case */
  method: string
  /** 'pass', 'fail', 'softfail', 'none', …, in lower case */
  result: string
  /** By 'ptype.property' in lower case: 'smtp.mailfrom', 'header.from', … */
  properties: Map<string, string>
}

export interface AuthenticationResults {
  /** Who wrote the header, as it names itself */
  authservId: string
  results: AuthResult[]
}

const QUOTED = /^"((?:[^"\\]|\\.)*)"$/
const unquote = (value: string) => {
  const quoted = QUOTED.exec(value)
  return quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : value
}

/** The header without its comments (nested ones too), split at the semicolons outside quoted strings. */
function segmentsOf(value: string): string[] {
  const segments: string[] = []
  let current = ''
  let depth = 0
  let quoted = false
  for (let at = 0; at < value.length; at++) {
    const char = value[at]!
    if (char === '\\' && (quoted || depth > 0)) {
      if (quoted) current += char + (value[at + 1] ?? '')
      at++
    } else if (depth > 0) {
      if (char === '(') depth++
      else if (char === ')') depth--
    } else if (quoted) {
      current += char
      if (char === '"') quoted = false
    } else if (char === '(') {
      depth = 1
      current += ' '
    } else if (char === '"') {
      quoted = true
      current += char
    } else if (char === ';') {
      segments.push(current)
      current = ''
    } else current += char
  }
  segments.push(current)
  return segments.map((segment) => segment.replace(/\s+/g, ' ').trim())
}

const AUTHSERV_ID = /^("(?:[^"\\]|\\.)*"|[^\s"]+)(?: \d+)?$/
const METHOD = /^([a-z0-9][a-z0-9_-]*) ?(?:\/ ?\d+ ?)?= ?([a-z0-9_-]+)(.*)$/i
// A quoted string (a reason's words) is matched whole so that nothing inside it is taken for a property.
const PROPERTY = /"(?:[^"\\]|\\.)*"|([a-z0-9_-]+) ?\. ?([a-z0-9_.-]+) ?= ?("(?:[^"\\]|\\.)*"|[^\s"]+)/gi

/** One header's value (after "Authentication-Results:"), or null when it names no authserv-id. */
export function readAuthenticationResults(value: string): AuthenticationResults | null {
  const [head = '', ...rest] = segmentsOf(value.slice(0, HEADER_MAX_CHARS))
  const id = AUTHSERV_ID.exec(head)
  const authservId = id ? unquote(id[1]!).trim() : ''
  if (!authservId) return null
  const results = rest.slice(0, RESULTS_MAX).flatMap((segment): AuthResult[] => {
    // "none" (nothing was checked), or anything that is not "method=result"
    const spec = METHOD.exec(segment)
    if (!spec) return []
    const properties = new Map<string, string>()
    for (const [, type, property, propertyValue] of spec[3]!.matchAll(PROPERTY))
      if (type && property && propertyValue)
        properties.set(`${type}.${property}`.toLowerCase(), unquote(propertyValue))
    return [{ method: spec[1]!.toLowerCase(), result: spec[2]!.toLowerCase(), properties }]
  })
  return { authservId, results }
}
