import { afterAll, beforeAll } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { createPostgresDatabase, type TestDatabase } from './databases'
import { startServer, type RunningServer } from './server'
import { proxyDatabase, type TcpProxy } from './tcp-proxy'

// A server on a fresh PostgreSQL database that it reaches through a TCP proxy able to freeze, with the
// short waits of a network that fails (`.env.example`, "Waiting on the database"), and a handle that
// reads the database past the proxy. Started before the enclosing suite's tests, stopped after them.

export interface FrozenPostgres {
  server: RunningServer
  proxy: TcpProxy
  /** The database as it is, whatever the proxy does */
  direct: DatabaseHandle
}

export function withFrozenPostgres(env: Record<string, string> = {}): () => FrozenPostgres {
  let database: TestDatabase | undefined
  let started: Partial<FrozenPostgres> = {}
  beforeAll(async () => {
    database = await createPostgresDatabase()
    const direct = createDatabase(database.url)
    const through = await proxyDatabase(database.url)
    started = { direct, proxy: through.proxy }
    started.server = await startServer(through.url, {
      HEALTH_PROBE_INTERVAL_MS: '0',
      HEALTH_TIMEOUT_MS: '1000',
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_QUERY_TIMEOUT_MS: '2000',
      ...env,
    })
  })
  afterAll(async () => {
    started.proxy?.thaw()
    await started.server?.stop()
    await started.direct?.db.destroy()
    await started.proxy?.close()
    await database?.drop()
  })
  return () => {
    const { server, proxy, direct } = started
    if (!server || !proxy || !direct) throw new Error('the server did not start')
    return { server, proxy, direct }
  }
}
