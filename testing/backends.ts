import { afterAll, beforeAll, describe } from 'vitest'
import { signIn } from './api'
import { createSqliteDatabase, databases, type TestDatabase } from './databases'
import { ADMIN, startServer, type RunningServer } from './server'

// How a suite gets a server: withServer for one, describeOnBothDatabases for the same tests on SQLite
// and PostgreSQL. Suites whose subject is the server's own life (crashes, restarts, SIGTERM, several
// instances) start theirs by hand.

export interface Started {
  url: string
  server: RunningServer
  database: TestDatabase
}

export interface Backend extends Started {
  /** A token of a signed-in staff member. */
  token: string
}

/**
 * The built server on a fresh database (SQLite unless `create` says otherwise), started with `env`
 * beside the suite's usual settings before the enclosing suite's tests, stopped and its database dropped
 * after them. Answers a getter for it.
 */
export function withServer(
  env: Record<string, string> = {},
  create: () => Promise<TestDatabase> = createSqliteDatabase,
): () => Started {
  let started: Started | undefined
  beforeAll(async () => {
    const database = await create()
    const server = await startServer(database.url, env).catch(async (error: unknown) => {
      await database.drop()
      throw error
    })
    started = { url: server.url, server, database }
  })
  afterAll(async () => {
    await started?.server.stop()
    await started?.database.drop()
  })
  return () => {
    if (!started) throw new Error('the server did not start')
    return started
  }
}

/** Runs the same tests against a server on a fresh SQLite file and on a fresh PostgreSQL database. */
export function describeOnBothDatabases(
  title: string,
  tests: (backend: () => Backend) => void,
  env: Record<string, string> = {},
) {
  for (const { label, create } of databases) {
    describe(`${title} (${label})`, () => {
      const started = withServer(env, create)
      let token: string | undefined
      beforeAll(async () => {
        token = await signIn(started().url, ADMIN.email, ADMIN.password)
      })
      tests(() => {
        if (token === undefined) throw new Error('the server did not start')
        return { ...started(), token }
      })
    })
  }
}
