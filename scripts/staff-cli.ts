// npm run staff -- add <email> [--name "Full Name"] [--admin] [--password-stdin]   adds a staff account
// npm run staff -- list                                                            lists the staff accounts
// npm run staff -- reset-two-step <email>         removes a member's second step (a lost phone, a new secret)
//
// The password is asked for at the prompt (typed without echo, twice); leave it empty, or run without a
// terminal, and a strong one is generated and shown once. With --password-stdin it is read from the
// standard input (a script's pipe). Either way it follows the rule for new passwords (docs/product.md,
// "Signing in and out"), and the name the rule for names ("The team").
import readline from 'node:readline'
import { text } from 'node:stream/consumers'
import { parseArgs } from 'node:util'
import { roleLabel } from '~/lib/staff-roles'
import { recordAudit } from '~/models/audit.server'
import { createStaff, findStaffByEmail, listStaff } from '~/models/staff.server'
import { LoginSchema } from '~/schemas/auth'
import { staffNameField } from '~/schemas/team'
import { closeDatabase, getDatabase } from '~/models/db.server'
import { generatePassword } from '~/lib/passwords.server'
import { checkNewPassword } from '~/lib/password-estimator'
import type { PasswordOwner } from '~/lib/password-rule'
import { deleteTwoStep } from '~/models/two-step.server'
import { migrateToLatest } from '@db/migrate'

/** Asks a question without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    const output = rl as unknown as { _writeToOutput: (text: string) => void }
    let asked = false
    output._writeToOutput = (text) => {
      if (!asked) process.stdout.write(text)
      asked = true
    }
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
  })
}

async function choosePassword(
  owner: PasswordOwner,
  fromStdin: boolean,
): Promise<{ password: string; generated: boolean }> {
  if (fromStdin) {
    const password = (await text(process.stdin)).replace(/\r?\n$/, '')
    const problem = await checkNewPassword(password, owner)
    if (problem) throw new UsageError(`The password is refused: ${problem}.`)
    return { password, generated: false }
  }
  if (!process.stdin.isTTY) return { password: generatePassword(), generated: true }
  for (;;) {
    const first = await askHidden('Password (12 to 256 characters; leave empty to generate one): ')
    if (!first) return { password: generatePassword(), generated: true }
    const problem = await checkNewPassword(first, owner)
    if (problem) {
      console.log(problem)
      continue
    }
    if ((await askHidden('The same password again: ')) === first) return { password: first, generated: false }
    console.log('The two passwords are not the same. Try again.')
  }
}

/** The name given, checked; or one made from the address, without what a name may not hold. */
function nameOf(given: string | undefined, email: string): string {
  if (given !== undefined) {
    const checked = staffNameField.safeParse(given)
    if (!checked.success) throw new UsageError(`--name: ${checked.error.issues[0]?.message}`)
    return checked.data
  }
  const made = email
    .split('@')[0]!
    .replace(/[^\p{L}\p{N}._ -]+/gu, ' ')
    .trim()
  return made.length >= 2 ? made.slice(0, 100) : 'Staff member'
}

async function add(email: string | undefined, given: string | undefined, admin: boolean, fromStdin: boolean) {
  const checked = LoginSchema.shape.email.safeParse(email ?? '')
  if (!checked.success)
    throw new UsageError(`Give the new staff member's e-mail address: ${checked.error.issues[0]?.message}`)
  const name = nameOf(given, checked.data)
  if (await findStaffByEmail(checked.data))
    throw new UsageError(`${checked.data} already has a staff account.`)
  const { password, generated } = await choosePassword({ name, email: checked.data }, fromStdin)
  const user = await createStaff({
    email: checked.data,
    name,
    password,
    role: admin ? 'admin' : 'agent',
  })
  await recordAudit({
    actor: null,
    action: 'staff-added',
    subject: `${user.name} <${user.email}>`,
    detail: { role: roleLabel(user.role), how: 'npm run staff' },
  })
  console.log(`Staff account created for ${user.name} <${user.email}> (${user.role}).`)
  if (generated) console.log(`  Password: ${password}\n  It is shown only once: pass it on safely.`)
}

/** For the admin nobody else can help: the second step goes, the password still holds (decision 025). */
async function resetTwoStep(email: string | undefined) {
  const member = email ? await findStaffByEmail(email) : undefined
  if (!member) throw new UsageError(`No staff account for ${email ?? '(no address given)'}.`)
  const removed = await deleteTwoStep(member.id, (trx) =>
    recordAudit(
      {
        actor: null,
        action: 'two-step-reset',
        subject: `${member.name} <${member.email}>`,
        detail: { how: 'npm run staff' },
      },
      trx,
    ),
  )
  console.log(
    removed
      ? `Two-step sign-in of ${member.email} is reset: the password alone signs in until it is set up again.`
      : `${member.email} had no two-step sign-in.`,
  )
}

class UsageError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    admin: { type: 'boolean', default: false },
    'password-stdin': { type: 'boolean', default: false },
  },
})
const [command, email] = positionals
try {
  await migrateToLatest(getDatabase())
  if (command === 'add') await add(email, values.name, values.admin, values['password-stdin'])
  else if (command === 'reset-two-step') await resetTwoStep(email)
  else if (command === 'list') {
    for (const staff of await listStaff())
      console.log(
        [
          staff.email,
          staff.name,
          staff.role,
          staff.disabled_at ? 'disabled' : staff.joined_at ? 'active' : 'invited',
          staff.created_at,
        ].join('\t'),
      )
  } else
    throw new UsageError(
      'Usage: npm run staff -- add <email> [--name "Full Name"] [--admin] [--password-stdin] | list | reset-two-step <email>',
    )
} catch (error) {
  if (!(error instanceof UsageError)) throw error
  console.error(error.message)
  process.exitCode = 2
} finally {
  await closeDatabase()
}
