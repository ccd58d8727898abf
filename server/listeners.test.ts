import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, test } from 'vitest'
import { staticFiles } from './listeners'

// Static files as the built site serves them, with a file removed after the server started (a deploy
// replacing the build under it): that request fails, and the server answers the next one.

const closers: (() => void)[] = []
afterEach(() => closers.splice(0).forEach((close) => close()))

async function serveDirectory(directory: string) {
  const listener = staticFiles('/', directory, { brotli: true, gzip: true, etag: true })
  const server = http.createServer((req, res) =>
    listener(req, res, () => res.writeHead(404).end('not found')),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => server.close())
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`
}

describe('static files', () => {
  test('a file removed after start ends its own answer, not the server', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-static-'))
    const script = 'console.log("safari")\n'.repeat(200)
    fs.writeFileSync(path.join(directory, 'app.js'), script)
    fs.writeFileSync(path.join(directory, 'app.js.br'), zlib.brotliCompressSync(script))
    fs.writeFileSync(path.join(directory, 'other.js'), 'console.log("other")\n')
    const url = await serveDirectory(directory)
    const brotli = { headers: { 'accept-encoding': 'br' } }
    expect((await fetch(`${url}/app.js`, brotli)).status).toBe(200)

    fs.rmSync(path.join(directory, 'app.js.br'))
    const gone = await fetch(`${url}/app.js`, brotli).then(
      (answer) => answer.status,
      () => 'connection ended',
    )
    expect([404, 'connection ended']).toContain(gone)
    // The server is still there.
    const other = await fetch(`${url}/other.js`)
    expect(other.status).toBe(200)
    expect(await other.text()).toContain('other')
  })
})
