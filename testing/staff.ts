import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

/** Runs `npm run staff -- …` (scripts/staff-cli.ts) on a test database, without a terminal. */
export function runStaffCli(databaseUrl: string, ...args: string[]) {
  const root = path.resolve(import.meta.dirname, '..')
  return promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/staff-cli.ts', ...args],
    { cwd: root, env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
  )
}

/** A new staff account made with the command line; answers its e-mail and generated password. */
export async function addStaff(databaseUrl: string, prefix: string) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const added = await runStaffCli(databaseUrl, 'add', email)
  const password = added.stdout.match(/Password: (\S+)/)?.[1]
  if (!password) throw new Error(`no password in: ${added.stdout}`)
  return { email, password }
}
