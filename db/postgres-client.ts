import pg from 'pg'
import { statementName, unnameIfResultChanged } from './prepared-statements'

// The client every connection of Tembo's PostgreSQL pool is: each statement with parameters (Kysely's)
// prepared once per connection, and every statement given at most `readTimeoutMs` for its answer.
//
// Both are done here rather than by pg's `query_timeout` and promise form: a closure pg makes inside
// `Client.query` for either keeps each query's rows reachable from the old generation, so V8 promoted
// every row read (a 100,000-lead export grew the heap by ~90 MB until a full collection). Called with a
// callback of ours and a timer that knows only the client, the rows die young
// (docs/decisions/043-rows-that-die-young.md).

export interface PostgresClientConfig extends pg.ClientConfig {
  /** How long a statement may wait for its answer before its connection is given up, in ms; 0: unbounded. */
  readTimeoutMs?: number
}

type Callback = (error: Error | undefined, result: pg.QueryResult) => void
type QueryArguments = [config: unknown, values?: unknown, callback?: unknown]

/** A statement run under its name; built from the text, as pg copies a query given as an object on every call. */
class NamedQuery extends pg.Query {
  constructor(name: string, text: string, values: unknown[], callback: Callback) {
    super(text, values, callback)
    ;(this as unknown as { name: string }).name = name
  }
}

/**
 * A network that freezes instead of closing answers nothing: past the limit the connection is ended,
 * which fails the statement under way with this error, and the pool drops the client.
 */
function giveUpAfter(client: pg.Client, ms: number) {
  if (!ms) return undefined
  return setTimeout(() => {
    const stream = (client as unknown as { connection: { stream: { destroy(error: Error): void } } })
      .connection.stream
    stream.destroy(new Error('Query read timeout'))
  }, ms)
}

export class PostgresClient extends pg.Client {
  constructor(config: PostgresClientConfig = {}) {
    const { readTimeoutMs = 0, ...rest } = config
    super(rest)
    const query = this.query.bind(this) as (...args: QueryArguments) => unknown
    this.query = ((...[config, values, callback]: QueryArguments) => {
      // Anything but Kysely's form (text and parameters, answered by a promise) goes to pg as it came.
      if (
        typeof config !== 'string' ||
        callback !== undefined ||
        (values !== undefined && !Array.isArray(values))
      )
        return query(config, values, callback)
      return this.run(query, config, (values ?? []) as unknown[], readTimeoutMs)
    }) as typeof this.query
  }

  private run(
    query: (...args: QueryArguments) => unknown,
    text: string,
    values: unknown[],
    readTimeoutMs: number,
  ): Promise<pg.QueryResult> {
    return new Promise((resolve, reject) => {
      const timer = giveUpAfter(this, readTimeoutMs)
      const name = values.length > 0 ? statementName(text) : undefined
      const done: Callback = (error, result) => {
        clearTimeout(timer)
        if (!error) return resolve(result)
        if (name) unnameIfResultChanged(text, error)
        reject(error)
      }
      if (name) query(new NamedQuery(name, text, values, done))
      else query(text, values, done)
    })
  }
}
