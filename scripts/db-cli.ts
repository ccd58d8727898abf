// npm run db:migrate  → brings the database of DATABASE_URL up to date
// npm run db:seed     → also adds demo inquiries (a few of each kind) for trying the back-office,
//                        clearly fake trust facts on a site that has none, to see the trust block, and
//                        clearly fake bank details where the booking terms give none, to send proposals
import { parseWithZod } from '@conform-to/zod/v4'
import { inquiryKinds } from '~/inquiries'
import { hasTrust } from '~/lib/trust'
import { readBookingTerms, saveBookingTerms } from '~/models/booking-terms.server'
import { createInquiry } from '~/models/inquiries.server'
import { addReview, addTeamMember, getTrust, saveTrustSettings, saveTrustText } from '~/models/trust.server'
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
  if (await seedDemoTrust()) console.log('Added demo trust facts: replace them under Licence and reviews.')
  if (await seedDemoBankDetails())
    console.log('Added demo bank details, so proposals can be sent: replace them under Booking terms.')
}

/**
 * Bank details every line of which says it is a demo, so a demo operator can send a proposal (one is not
 * sent without a way to pay). Only when the booking terms give none: never over what an admin entered.
 */
async function seedDemoBankDetails(): Promise<boolean> {
  const terms = await readBookingTerms()
  if (terms.bankDetails.trim() !== '') return false
  await saveBookingTerms({
    ...terms,
    bankDetails: [
      'Account name: Demo Safaris Ltd (a demo value)',
      'Bank: Example Bank, Kampala (a demo value)',
      'Account number: 0000000000 (a demo value)',
      'SWIFT: DEMOUGXX (a demo value)',
    ].join('\n'),
  })
  return true
}

/**
 * A licence, memberships, two team members and a review, each saying it is a demo, so the trust block
 * on home and about can be seen and edited. Only on a site with no trust facts at all: never beside, or
 * in place of, what staff entered. A fresh site shows no trust block until someone enters one.
 */
async function seedDemoTrust(): Promise<boolean> {
  if (hasTrust(await getTrust())) return false
  await saveTrustSettings({
    licence: 'Uganda Tourism Board licence UTB/DEMO/0000 (a demo value)',
    registration: 'Company registration DEMO-0000000 (a demo value)',
    memberships: [
      { body: 'AUTO', number: 'DEMO-000', url: null },
      { body: 'KATO', number: null, url: null },
    ],
  })
  await addTeamMember({ name: 'Demo Planner', role: 'Safari planner (a demo entry)', photo: null })
  await addTeamMember({ name: 'Demo Guide', role: 'Driver-guide (a demo entry)', photo: null })
  await addReview({
    author: 'Demo Traveller',
    home: 'Example City',
    source: 'google',
    rating: 5,
    reviewedOn: new Date().toISOString().slice(0, 10),
    text: "A demo review, to show where travellers' words appear. Replace it with a real one, or remove it.",
    url: null,
  })
  // The same demo in German and French, so the German and French pages show the block too.
  const [planner, guide] = (await getTrust()).team.map((member) => String(member.id))
  await saveTrustText('de', {
    licence: 'Reiseveranstalter-Lizenz des Uganda Tourism Board UTB/DEMO/0000 (Demowert)',
    registration: 'Handelsregister DEMO-0000000 (Demowert)',
    roles: { [planner!]: 'Safariplanung (Demoeintrag)', [guide!]: 'Fahrer und Guide (Demoeintrag)' },
  })
  await saveTrustText('fr', {
    licence: 'Licence de voyagiste de l’Uganda Tourism Board UTB/DEMO/0000 (valeur de démonstration)',
    registration: 'Immatriculation DEMO-0000000 (valeur de démonstration)',
    roles: {
      [planner!]: 'Conseillère safari (exemple de démonstration)',
      [guide!]: 'Chauffeur-guide (exemple de démonstration)',
    },
  })
  return true
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
