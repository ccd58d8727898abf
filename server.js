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

async function main() {
  const { app, handler } = await loadApp()
  await app.prepare()
  const port = Number(process.env.PORT ?? 3000)
  const server = createServer(handler)
  server.keepAliveTimeout = 65_000
  server.on('error', (error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is already in use. Stop the other server or choose another port: PORT=3001 npm start`
        : `The server could not start: ${error.message}`,
    )
    process.exit(1)
  })
  server.listen(port, () => {
    const address = server.address()
    const shown = typeof address === 'object' && address ? address.port : port
    console.log(`Tembo is serving at http://localhost:${shown} (${process.env.NODE_ENV})`)
  })
  let stopping = false
  const stop = (signal) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: finishing open requests, then stopping.`)
    server.close(async () => {
      await app.close()
      process.exit(0)
    })
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
