import fs from 'node:fs'
import path from 'node:path'
import { packageBookingInput } from '../testing/inquiries'
import { proposalFields, typedProposal } from '../testing/proposal-fields'
import { createDatabase } from '@db/client'
import { ADMIN } from '../testing/server'
import { letTravellersPayByBank } from '../testing/ways-to-pay'

// For `npm run audit -- /proposal`: a traveller's proposal to measure, made as staff make one (a package
// booking, a proposal from it, sent once the booking terms give a way to pay) on the audit's own server
// (its database at `databaseUrl`); answers its page's path from the mail.

export async function sendProposalToAudit(
  origin: string,
  outboxDir: string,
  databaseUrl: string,
): Promise<string> {
  const handle = createDatabase(databaseUrl)
  try {
    await letTravellersPayByBank(handle)
  } finally {
    await handle.db.destroy()
  }
  const booked = await fetch(`${origin}/api/bookings/book_package`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      packageBookingInput({ name: 'Anna Keller', email: 'anna.audit@example.com', package_no: 1 }),
    ),
  })
  if (booked.status !== 201) throw new Error(`the booking was refused: ${booked.status}`)
  const login = await fetch(`${origin}/api/bookings/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const headers = {
    cookie: `tembo_session=${login.headers.get('x-login')}`,
    origin,
    'content-type': 'application/x-www-form-urlencoded',
  }
  // The booking opened the database's first lead.
  const started = await fetch(`${origin}/admin/proposals/new`, {
    method: 'POST',
    redirect: 'manual',
    headers,
    body: new URLSearchParams({ lead: '1', from: 'blank' }),
  })
  const editor = started.headers.get('location')
  if (!editor) throw new Error(`no proposal was started: ${started.status}`)
  const sent = await fetch(`${origin}${editor}`, {
    method: 'POST',
    headers,
    body: proposalFields(typedProposal(), 'send'),
  })
  if (sent.status !== 200) throw new Error(`the proposal was not sent: ${sent.status}`)
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : []
    for (const file of files) {
      const text = fs.readFileSync(path.join(outboxDir, file), 'utf8').replace(/=\r?\n/g, '')
      const link = /\/proposal\/[A-Za-z0-9_-]{32}/.exec(text)
      if (link) return link[0]
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the proposal mail did not arrive in the outbox')
}
