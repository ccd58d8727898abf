import pg from 'pg'

// PostgreSQL parses and plans an unnamed statement on every call. A client of this class names each
// distinct statement text, so that each connection prepares it once and then only binds and runs it
// (docs/decisions/042-prepared-statements.md).

/** Distinct statement texts named per process; texts past it run unnamed, so no connection's set grows unbounded. */
export const NAMED_STATEMENTS_LIMIT = 500

/**
 * Names by the text's length, then the text: Kysely builds a new string for every query, and hashing a
 * kilobyte of SQL for a Map on every call cost more than comparing it with the one or two of its length.
 */
const byLength = new Map<number, { text: string; name: string | undefined }[]>()
let named = 0

/** The text's entry, when it has one. */
const entryOf = (text: string) => byLength.get(text.length)?.find((entry) => entry.text === text)

function nameOf(text: string): string | undefined {
  const known = entryOf(text)
  if (known) return known.name
  // Past the limit nothing is kept, not even an empty list for a new length.
  if (named >= NAMED_STATEMENTS_LIMIT) return undefined
  const name = `tembo_${++named}`
  const sameLength = byLength.get(text.length)
  if (sameLength) sameLength.push({ text, name })
  else byLength.set(text.length, [{ text, name }])
  return name
}

/** A text that failed as prepared runs unnamed from then on. */
function unname(text: string) {
  const known = entryOf(text)
  if (known) known.name = undefined
}

/**
 * PostgreSQL refuses a prepared statement whose result's columns changed since it was prepared: another
 * instance's migration added a column to a table read with `*`. This call fails (as any database error
 * does, nothing is half-saved); the text runs unnamed from then on.
 */
const resultTypeChanged = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message)

type QueryArguments = [config: unknown, values?: unknown, callback?: unknown]

/** A statement run under its name; built from the text, as pg copies a query given as an object on every call. */
class NamedQuery extends pg.Query {
  constructor(
    name: string,
    text: string,
    values: unknown[],
    callback: (error?: Error, result?: unknown) => void,
  ) {
    super(text, values, callback)
    ;(this as unknown as { name: string }).name = name
  }
}

/** A pg client that runs every statement with parameters (Kysely's) as a statement prepared once per connection. */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config)
    const query = this.query.bind(this) as (...args: QueryArguments) => unknown
    this.query = ((...[config, values, callback]: QueryArguments) => {
      const name =
        typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined
          ? nameOf(config)
          : undefined
      if (name === undefined) return query(config, values, callback)
      return new Promise((resolve, reject) => {
        query(
          new NamedQuery(name, config as string, values as unknown[], (error, result) => {
            if (!error) return resolve(result)
            if (resultTypeChanged(error)) unname(config as string)
            reject(error)
          }),
        )
      })
    }) as typeof this.query
  }
}
