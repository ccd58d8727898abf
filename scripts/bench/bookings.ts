import { sql } from 'kysely'
import { createDatabase } from '@db/client'
import { DEFAULT_BOOKING_TERMS } from '../../app/lib/booking-terms'
import { buildProposalView } from '../../app/lib/proposal'
import { blankProposal, proposalFromPackage } from '../../app/lib/new-proposal'
import { readPackages } from '../../app/models/packages.server'

const DAY_MS = 86_400_000
const CURRENCIES = ['USD', 'USD', 'EUR', 'USD', 'GBP', 'USD', 'EUR', 'USD', 'USD', 'USD'] as const
const BATCH = 250

/**
 * Bookings at size on leads seedLeads made: every fifth lead accepted a proposal (a version as Tembo
 * sends it: the package's days and prices, the view with the terms), 5 to 35 days after it opened. Its
 * lead's status follows: the last 45 days Accepted or Deposit paid; older ones mostly Completed or
 * Confirmed, some Cancelled (the deposit refunded) or Lost. The ledger: the deposit two days after the
 * acceptance, the balance 20 days later, and every 25th booking a payment recorded by mistake and
 * reversed. Answers how many bookings and ledger entries it made.
 */
export async function seedBookings(url: string, count: number, now: number) {
  const handle = createDatabase(url)
  const packages = await readPackages(handle.db)
  const leads = await handle.db.selectFrom('leads').select(['id', 'created_at']).orderBy('id').execute()
  // One lead in five, shifting through the five sources seedLeads gives in turn.
  const chosen = leads.filter((_, index) => index % 5 === Math.floor(index / 5) % 5).slice(0, count)
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  const start = {
    startDate: '2027-08-01',
    expiresOn: '2027-07-01',
    adults: 2,
    children: 1,
    depositPercent: 30,
  }
  // One trip in every so many is tailor-made: a blank proposal filled in by hand.
  const tailorMade = {
    ...blankProposal(start),
    title: 'Uganda and Rwanda, tailor-made',
    days: [
      {
        days: 9,
        title: 'Primates',
        text: 'Chimpanzees in Kibale, gorillas in Bwindi, golden monkeys in the Volcanoes. '.repeat(12),
        overnight: 'Bwindi',
        lodge: 'Forest lodge',
        meals: 'BLD',
      },
    ],
    lines: [{ description: 'Safari for three', quantity: 1, unit: 1_250_000 }],
  }
  const templates = [tailorMade, ...packages.map((item) => proposalFromPackage(item, start))]
  let entries = 0
  for (let offset = 0; offset < chosen.length; offset += BATCH) {
    const batch = chosen.slice(offset, offset + BATCH).map((lead, i) => {
      const n = offset + i
      const opened = Date.parse(lead.created_at)
      const accepted = Math.min(now - 3_600_000, opened + (5 + (n % 31)) * DAY_MS)
      const recent = now - accepted < 45 * DAY_MS
      const status = recent
        ? n % 2
          ? 'accepted'
          : 'deposit_paid'
        : (['cancelled', 'lost', 'confirmed', 'confirmed', 'completed', 'completed', 'completed'] as const)[
            n % 7
          ]!
      const template = templates[n % templates.length]!
      const currency = CURRENCIES[n % CURRENCIES.length]!
      const document = { ...template, currency, startDate: day(accepted + 60 * DAY_MS) }
      const view = buildProposalView(document, {
        brand: 'Tembo Safaris',
        reference: `TS-2701-${String(lead.id).padStart(4, '0')}`,
        version: 1,
        travellerName: `Traveller ${n}`,
        terms: {
          ...DEFAULT_BOOKING_TERMS,
          bankDetails: 'Tembo Safaris Ltd\nStanbic Bank Uganda\n9030012345678',
        },
        contact: { email: 'safaris@example.com', phone: '+256 700 000000' },
        sentOn: day(accepted - DAY_MS),
        online: [],
      })
      return { lead, n, accepted, status, document, view, currency }
    })
    const proposals = await handle.db
      .insertInto('proposals')
      .values(
        batch.map((item) => ({
          lead_id: Number(item.lead.id),
          draft: JSON.stringify(item.document),
          created_at: new Date(item.accepted - 2 * DAY_MS).toISOString(),
          updated_at: new Date(item.accepted - DAY_MS).toISOString(),
        })),
      )
      .returning('id')
      .execute()
    const versions = await handle.db
      .insertInto('proposal_versions')
      .values(
        batch.map((item, i) => ({
          proposal_id: Number(proposals[i]!.id),
          version: 1,
          document: JSON.stringify(item.document),
          view: JSON.stringify(item.view),
          content_sha256: `bench-${item.n}`,
          currency: item.currency,
          total_minor: item.view.total,
          expires_on: item.view.expiresOn,
          start_date: item.view.startDate,
          end_date: item.view.endDate,
          token_hash: `bench-${item.n}`,
          sent_at: new Date(item.accepted - DAY_MS).toISOString(),
        })),
      )
      .returning('id')
      .execute()
    await handle.db
      .insertInto('proposal_acceptances')
      .values(
        batch.map((item, i) => ({
          proposal_id: Number(proposals[i]!.id),
          version_id: Number(versions[i]!.id),
          version: 1,
          content_sha256: `bench-${item.n}`,
          name: `Traveller ${item.n}`,
          accepted_at: new Date(item.accepted).toISOString(),
          currency: item.currency,
          total_minor: item.view.total,
          package_no: item.document.packageNo,
        })),
      )
      .execute()
    const payments = batch.flatMap((item, i) => {
      const { deposit, balance } = item.view
      const entry = (days: number, amount: number, kind: 'payment' | 'reversal' | 'refund') => ({
        proposal_id: Number(proposals[i]!.id),
        kind,
        amount_minor: amount,
        currency: item.currency,
        method: 'bank_transfer',
        paid_on: day(Math.min(now, item.accepted + days * DAY_MS)),
        recorded_at: new Date(Math.min(now, item.accepted + days * DAY_MS)).toISOString(),
      })
      const list = item.status === 'accepted' || item.status === 'lost' ? [] : [entry(2, deposit, 'payment')]
      if (item.status === 'confirmed' || item.status === 'completed') list.push(entry(22, balance, 'payment'))
      if (item.status === 'cancelled') list.push(entry(30, -deposit, 'refund'))
      if (item.n % 25 === 0) list.push(entry(3, 10_000, 'payment'), entry(4, -10_000, 'reversal'))
      return list
    })
    entries += payments.length
    if (payments.length) await handle.db.insertInto('payments').values(payments).execute()
    for (const status of new Set(batch.map((item) => item.status)))
      await handle.db
        .updateTable('leads')
        .set({ status })
        .where(
          'id',
          'in',
          batch.filter((item) => item.status === status).map((item) => Number(item.lead.id)),
        )
        .execute()
  }
  if (handle.kind === 'postgres') await sql`vacuum analyze`.execute(handle.db)
  await handle.db.destroy()
  return { bookings: chosen.length, entries }
}
