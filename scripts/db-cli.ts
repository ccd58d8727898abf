// npm run db:migrate  → brings the database of DATABASE_URL up to date
// npm run db:seed     → also adds demo inquiries (a few of each kind) for trying the back-office
import { parseWithZod } from '@conform-to/zod/v4'
import { createInquiry, type InquiryKind } from '~/models/inquiries.server'
import {
  AccommodationSchema,
  AirportTransferSchema,
  ContactMessageSchema,
  CountryInquirySchema,
  PackageBookingSchema,
} from '~/schemas/inquiries'
import { closeDatabase, getDatabase } from '~/models/db.server'
import { prepareApplication } from '~/services/startup.server'
import { migrateToLatest } from '@db/migrate'
import {
  accommodationInput,
  airportTransferInput,
  contactMessageInput,
  countryInquiryInput,
  packageBookingInput,
} from '@db/factories'

const demo = [
  { kind: 'country', schema: CountryInquirySchema, make: countryInquiryInput },
  { kind: 'package', schema: PackageBookingSchema, make: packageBookingInput },
  { kind: 'accommodation', schema: AccommodationSchema, make: accommodationInput },
  { kind: 'airport', schema: AirportTransferSchema, make: airportTransferInput },
  { kind: 'message', schema: ContactMessageSchema, make: contactMessageInput },
] as const

async function seed(perKind: number) {
  await prepareApplication()
  for (const { kind, schema, make } of demo) {
    for (let i = 0; i < perKind; i++) {
      const fields = Object.entries(make()).map(([key, value]) => [key, String(value)])
      // Through the same schema as a real submission, so demo rows look exactly like real ones.
      const submission = parseWithZod(new URLSearchParams(fields), { schema })
      if (submission.status !== 'success')
        throw new Error(`demo ${kind} is invalid: ${JSON.stringify(submission.error)}`)
      // Demo travellers have example.com addresses: no mail is queued for them.
      await createInquiry(kind as InquiryKind, submission.value as never)
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
