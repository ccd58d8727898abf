import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './server'

// A PostgreSQL server of the test's own, in a temporary folder on a free port, made from the machine's
// PostgreSQL binaries. A test may restart or stop it without touching the shared server that other
// test files use at the same time.

export interface PrivatePostgres {
  url: string
  /** Stops the server, waiting for it; `mode` as pg_ctl's: fast ends sessions, immediate is a crash. */
  stop(mode?: 'fast' | 'immediate'): void
  start(): void
  /** Stops the server for good and removes its files. */
  destroy(): void
}

function binaries(): string {
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'initdb')))
  if (!found) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql')
  return found
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  const result = spawnSync(file, fileArgs, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed (${result.status}): ${result.stderr}${result.stdout}`)
  }
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binaries()
  const port = await freePort()
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-pg-'))
  const dataDir = path.join(directory, 'data')
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', directory])
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`
  const pgCtl = (...args: string[]) => run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-w', ...args])
  const start = () => pgCtl('-o', options, '-l', path.join(directory, 'log'), 'start')
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: (mode = 'fast') => pgCtl('-m', mode, 'stop'),
    destroy: () => {
      try {
        pgCtl('-m', 'immediate', 'stop')
      } catch {
        // already stopped
      }
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
