import { runScript, runScriptWithInput } from './cli'

/** Runs `npm run staff -- …` (scripts/staff-cli.ts) on a test database, without a terminal. */
export function runStaffCli(databaseUrl: string, ...args: string[]) {
  return runScript('staff-cli.ts', { DATABASE_URL: databaseUrl }, ...args)
}

/** `npm run staff -- add <email> --password-stdin …` with the password piped in, as a script would. */
export function addStaffWithPassword(
  databaseUrl: string,
  email: string,
  password: string,
  ...args: string[]
) {
  return runScriptWithInput(
    'staff-cli.ts',
    { DATABASE_URL: databaseUrl },
    `${password}\n`,
    'add',
    email,
    '--password-stdin',
    ...args,
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
