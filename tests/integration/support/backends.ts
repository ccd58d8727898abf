import { afterAll, beforeAll, describe } from 'vitest'
import { signIn } from './api'
import { databases, type TestDatabase } from '../../../testing/databases'
import { ADMIN, startServer, type RunningServer } from '../../../testing/server'

export interface Backend {
  url: string
  /** A token of a signed-in staff member. */
  token: string
  server: RunningServer
  database: TestDatabase
}

/**
 * Runs the same tests against a server on a fresh SQLite file and on a fresh PostgreSQL database, each
 * started with `env` beside the suite's usual settings.
 */
export function describeOnBothDatabases(
  title: string,
  tests: (backend: () => Backend) => void,
  env: Record<string, string> = {},
) {
  for (const { label, create } of databases) {
    describe(`${title} (${label})`, () => {
      let backend: Backend | undefined
      beforeAll(async () => {
        const database = await create()
        const server = await startServer(database.url, env)
        backend = {
          url: server.url,
          server,
          database,
          token: await signIn(server.url, ADMIN.email, ADMIN.password),
        }
      })
      afterAll(async () => {
        await backend?.server.stop()
        await backend?.database.drop()
      })
      tests(() => {
        if (!backend) throw new Error('the server did not start')
        return backend
      })
    })
  }
}
