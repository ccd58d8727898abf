import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

/** Runs `npm run backup` / `npm run restore` (scripts/backup-cli.ts) with `env`, without a terminal. */
export function backupCli(env: Record<string, string>, ...args: string[]) {
  const root = path.resolve(import.meta.dirname, '..')
  return promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/backup-cli.ts', ...args],
    { cwd: root, env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env } },
  )
}
