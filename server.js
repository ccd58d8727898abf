// Entry point of `npm start` (production) and `npm run dev` (development, with Vite).
// Only plain JavaScript here: the Node version check must run before anything that needs a newer Node.
import './scripts/require-node.mjs'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(fileURLToPath(import.meta.url))
const dev = process.argv.includes('--dev')
process.env.NODE_ENV ??= dev ? 'development' : 'production'

/** Newest modification time of the files a build is made from. */
function newestSource(directory) {
  let newest = 0
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full))
    else newest = Math.max(newest, fs.statSync(full).mtimeMs)
  }
  return newest
}

/** `npm start` on a fresh clone builds first; a build older than the sources is rebuilt. */
function ensureBuild() {
  const serverBuild = path.join(root, 'build/server/index.js')
  const sources = ['app', 'server', 'db', 'public', 'art', 'scripts']
    .map((dir) => path.join(root, dir))
    .filter((dir) => fs.existsSync(dir))
  const builtAt = fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0
  if (builtAt > Math.max(...sources.map(newestSource))) return serverBuild
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'First start: building the site…')
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  )
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.')
    process.exit(1)
  }
  return serverBuild
}

async function loadApp() {
  if (!dev) {
    const app = await import(ensureBuild())
    return {
      app,
      handler: app.createHandler({ mode: 'production', clientDirectory: path.join(root, 'build/client') }),
    }
  }
  const vite = await import('vite')
  const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: 'custom' })
  const load = () => viteServer.ssrLoadModule('./server/app.ts')
  // Vite returns the same module until a source file changes; then the handler is made anew.
  let current = { module: undefined, handler: undefined }
  const handler = async (req, res) => {
    const module = await load()
    if (module !== current.module)
      current = { module, handler: module.createHandler({ mode: 'development' }) }
    current.handler(req, res)
  }
  return {
    app: await load(),
    handler: (req, res) =>
      viteServer.middlewares(req, res, () =>
        handler(req, res).catch((error) => {
          viteServer.ssrFixStacktrace(error)
          console.error(error)
          res.statusCode = 500
          res.end(String(error.stack ?? error))
        }),
      ),
  }
}

/** How long a stop may take before the process exits anyway (with a non-zero code). */
const STOP_DEADLINE_MS = 10_000

async function main() {
  const { app, handler } = await loadApp()
  await app.prepare()
  const port = Number(process.env.PORT ?? 3000)
  // Unset, the server listens on every interface, as Node does; HOST=127.0.0.1 keeps it to this machine
  // (behind a proxy on the same host, say).
  const host = process.env.HOST?.trim() || undefined
  let stopping = false
  const server = createServer((req, res) => {
    if (!stopping) return handler(req, res)
    // Stopping: a request that arrives now on a kept-alive connection is not started, so nothing it
    // asks is half done when the process ends. It is told to try again, on a new connection.
    res.writeHead(503, {
      'Content-Type': 'application/json',
      'Retry-After': '1',
      Connection: 'close',
    })
    res.end(JSON.stringify({ error: 'The server is restarting. Please try again in a moment.' }))
  })
  server.keepAliveTimeout = 65_000
  server.on('error', (error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is already in use. Stop the other server or choose another port: PORT=3001 npm start`
        : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND'
          ? `HOST=${host} is not an address of this machine. Leave HOST unset to listen on every interface.`
          : `The server could not start: ${error.message}`,
    )
    process.exit(1)
  })
  server.listen(port, host, () => {
    const address = server.address()
    const shown = typeof address === 'object' && address ? address.port : port
    const name =
      !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
    console.log(`Tembo is serving at http://${name}:${shown} (${process.env.NODE_ENV})`)
  })
  // Responses under way: when a stop begins, each is told to close its connection when it is done, so
  // that kept-alive clients open a new one, to an instance that is not stopping.
  const underWay = new Set()
  server.on('request', (_req, res) => {
    underWay.add(res)
    res.on('close', () => underWay.delete(res))
    res.on('finish', () => {
      underWay.delete(res)
      if (stopping) res.socket?.destroySoon()
    })
  })
  const stop = (signal) => {
    if (stopping) return
    stopping = true
    const started = Date.now()
    console.log(`${signal}: finishing the requests under way and the mail being sent, then stopping.`)
    setTimeout(() => {
      console.error(`Stopped after ${STOP_DEADLINE_MS / 1000} s with work still under way.`)
      process.exit(1)
    }, STOP_DEADLINE_MS).unref()
    const drained = new Promise((resolve) => server.close(resolve))
    for (const res of underWay) if (!res.headersSent) res.setHeader('Connection', 'close')
    // Connections with no request under way end now; the others end with their response.
    server.closeIdleConnections()
    const mailStopped = app.stopWork()
    Promise.all([drained, mailStopped])
      .then(() => app.close())
      .then(() => {
        console.log(`Stopped cleanly in ${Date.now() - started} ms.`)
        process.exit(0)
      })
      .catch((error) => {
        console.error(`Stopping failed: ${error instanceof Error ? error.message : error}`)
        process.exit(1)
      })
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
