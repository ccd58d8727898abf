import { afterAll, beforeAll, describe } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { signIn } from './api'
import { createSqliteDatabase, databases, type TestDatabase } from './databases'
import { startImapServer, type ImapServer } from './imap-server'
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

export interface WithMailbox extends Started {
  imap: ImapServer
  /** A client of the server's database, for looking at what it stored. */
  handle: DatabaseHandle
}

/**
 * A Dovecot mailbox and the built server reading it (IMAP_URL), on a fresh database, for the enclosing
 * suite; `env` is given the mailbox, for settings beside IMAP_URL. Answers a getter for them.
 */
export function withMailboxServer(
  env: (imap: ImapServer) => Record<string, string>,
  create: () => Promise<TestDatabase> = createSqliteDatabase,
): () => WithMailbox {
  let started: WithMailbox | undefined
  let imap: ImapServer | undefined
  let database: TestDatabase | undefined
  let server: RunningServer | undefined
  beforeAll(async () => {
    imap = await startImapServer()
    database = await create()
    server = await startServer(database.url, { IMAP_URL: imap.url, ...env(imap) })
    started = { url: server.url, server, database, imap, handle: createDatabase(database.url) }
  })
  afterAll(async () => {
    await started?.handle.db.destroy()
    await server?.stop()
    await database?.drop()
    await imap?.stop()
  })
  return () => {
    if (!started) throw new Error('the server did not start')
    return started
  }
}
