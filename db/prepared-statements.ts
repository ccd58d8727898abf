// PostgreSQL parses and plans an unnamed statement on every call. Each distinct statement text gets a
// name, so that each connection prepares it once and then only binds and runs it
// (docs/decisions/042-prepared-statements.md). `PostgresClient` (postgres-client.ts) uses these names.

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

/** The statement name of a text, naming it when it is new and the limit allows. */
export function statementName(text: string): string | undefined {
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

/**
 * PostgreSQL refuses a prepared statement whose result's columns changed since it was prepared: another
 * instance's migration added a column to a table read with `*`. That call fails (as any database error
 * does, nothing is half-saved), and the text runs unnamed from then on.
 */
export function unnameIfResultChanged(text: string, error: Error) {
  const changed =
    (error as { code?: string }).code === '0A000' &&
    /cached plan must not change result type/.test(error.message)
  const known = changed ? entryOf(text) : undefined
  if (known) known.name = undefined
}
