import pg from 'pg'

// PostgreSQL parses and plans an unnamed statement on every call. A client of this class names each
// distinct statement text, so that each connection prepares it once and then only binds and runs it
// (docs/decisions/042-prepared-statements.md).

/** Distinct statement texts named per process; texts past it run unnamed, so no connection's set grows unbounded. */
export const NAMED_STATEMENTS_LIMIT = 500

const names = new Map<string, string>()
/** Texts that failed as prepared (a table changed under them) and run unnamed from then on. */
const unprepared = new Set<string>()

function nameOf(text: string): string | undefined {
  if (unprepared.has(text)) return undefined
  let name = names.get(text)
  if (name === undefined && names.size < NAMED_STATEMENTS_LIMIT) {
    name = `tembo_${names.size + 1}`
    names.set(text, name)
  }
  return name
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

/** A pg client that runs every statement with parameters (Kysely's) as a statement prepared once per connection. */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config)
    const query = this.query.bind(this) as (...args: QueryArguments) => unknown
    this.query = ((...[config, values, callback]: QueryArguments) => {
      const name =
        typeof config === 'string' &&
        Array.isArray(values) &&
        values.length > 0 &&
        typeof callback !== 'function'
          ? nameOf(config)
          : undefined
      if (name === undefined) return query(config, values, callback)
      return (query({ name, text: config, values }) as Promise<pg.QueryResult>).catch((error: unknown) => {
        if (resultTypeChanged(error)) unprepared.add(config as string)
        throw error
      })
    }) as typeof this.query
  }
}
