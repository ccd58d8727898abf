// npm run db:migrate  → brings the database of DATABASE_URL up to date
// npm run db:seed     → also adds demo inquiries (a few of each kind) for trying the back-office
import { parseWithZod } from '@conform-to/zod/v4'
import { inquiryKinds } from '~/inquiries'
import { createInquiry } from '~/models/inquiries.server'
import { closeDatabase, getDatabase } from '~/models/db.server'
import { prepareApplication } from '~/services/startup.server'
import { migrateToLatest } from '@db/migrate'

async function seed(perKind: number) {
  await prepareApplication()
  for (const { key, schema, sample } of inquiryKinds) {
    for (let i = 1; i <= perKind; i++) {
      // Each kind's own example, a little different each time (app/inquiries/<kind>.ts).
      const fields = Object.entries(sample(i)).map(([name, value]) => [name, String(value)])
      // Through the same schema as a real submission, so demo rows look exactly like real ones.
      const submission = parseWithZod(new URLSearchParams(fields), { schema })
      if (submission.status !== 'success')
        throw new Error(`demo ${key} is invalid: ${JSON.stringify(submission.error)}`)
      // Demo travellers have example addresses: no mail is queued for them.
      await createInquiry(key, submission.value as never)
    }
  }
  console.log(`Added ${perKind} demo inquiries of each kind.`)
}

const command = process.argv[2]
try {
  if (command === 'migrate') {
    const applied = await migrateToLatest(getDatabase())
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.')
  } else if (command === 'seed') {
    await seed(Number(process.argv[3] ?? 6))
  } else {
    console.error('Usage: tsx scripts/db-cli.ts migrate | seed [count per kind]')
    process.exitCode = 2
  }
} finally {
  await closeDatabase()
}
