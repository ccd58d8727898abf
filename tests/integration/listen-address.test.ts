import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { startServer, type RunningServer } from '../../testing/server'

// HOST chooses the address the server listens on; unset, it listens on every interface. The second
// address tried is IPv6's loopback, which every machine with IPv6 has and which a server kept to
// 127.0.0.1 must refuse.

const hasIpv6Loopback = Object.values(os.networkInterfaces())
  .flat()
  .some((address) => address?.address === '::1')

let server: RunningServer | undefined

afterEach(async () => {
  await server?.stop()
  server = undefined
})

const answers = async (url: string) => {
  try {
    return (await fetch(`${url}/healthz`)).status
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code ?? 'failed'
  }
}

const onIpv6 = (url: string) => url.replace('127.0.0.1', '[::1]')

const freshDatabase = () => `file:${path.join(os.tmpdir(), `tembo-host-${process.pid}-${Date.now()}.db`)}`

describe.skipIf(!hasIpv6Loopback)('HOST', () => {
  test('unset, the server answers on every interface', async () => {
    server = await startServer(freshDatabase())
    expect(await answers(server.url)).toBe(200)
    expect(await answers(onIpv6(server.url))).toBe(200)
    expect(server.output()).toMatch(/serving at http:\/\/localhost:\d+/)
  })

  test('HOST=127.0.0.1 answers there only, and says where it serves', async () => {
    server = await startServer(freshDatabase(), { HOST: '127.0.0.1' })
    expect(await answers(server.url)).toBe(200)
    expect(await answers(onIpv6(server.url))).toBe('ECONNREFUSED')
    expect(server.output()).toMatch(/serving at http:\/\/127\.0\.0\.1:\d+/)
  })
})
