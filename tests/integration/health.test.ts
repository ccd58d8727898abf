import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contactMessageInput } from '../../testing/inquiries'
import { call } from '../../testing/api'
import { startServer, type RunningServer } from '../../testing/server'
import { canMountDisks, mountSmallDisk, type SmallDisk } from '../../testing/small-disk'
import { waitFor } from '../../testing/wait'

// /healthz tells a load balancer whether this instance can accept an inquiry, which takes a database
// that writes: an SQLite file on a full disk still answers reads, and refuses every inquiry. /livez
// only says the process answers. The disk is an 8 MB tmpfs of the test's own, room for a new site's
// start (its migrations and its content in three languages); mounting needs root, which CI has.

let disk: SmallDisk
let server: RunningServer

beforeAll(async () => {
  if (!canMountDisks) return
  disk = mountSmallDisk(8)
  server = await startServer(`file:${path.join(disk.path, 'tembo.db')}`, { HEALTH_PROBE_INTERVAL_MS: '200' })
})

afterAll(async () => {
  if (!canMountDisks) return
  await server?.stop()
  disk?.remove()
})

const health = async (endpoint: string) => {
  const answer = await fetch(`${server.url}${endpoint}`)
  return { status: answer.status, body: (await answer.json()) as Record<string, string> }
}

describe.skipIf(!canMountDisks)('health on a full disk (SQLite)', () => {
  test('healthz turns 503 while inquiries cannot be stored, livez stays 200, and both recover', async () => {
    expect(await health('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } })

    disk.fill()
    const refused = await call(server.url, '/api/bookings/message', { json: contactMessageInput() })
    expect(refused.status).toBe(503)
    const unhealthy = await health('/healthz')
    expect(unhealthy.status).toBe(503)
    expect(unhealthy.body.problem).toMatch(/cannot write \(full disk/)
    expect(await health('/livez')).toMatchObject({ status: 200, body: { status: 'alive' } })

    disk.empty()
    const healthy = await waitFor(
      () => health('/healthz'),
      (answer) => answer.status === 200,
    )
    expect(healthy.status).toBe(200)
    expect((await call(server.url, '/api/bookings/message', { json: contactMessageInput() })).status).toBe(
      201,
    )
  })
})
