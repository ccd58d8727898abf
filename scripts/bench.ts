// npm run bench: measures the production build on this machine and prints figures and ratios, all from
// one run, so each ratio compares figures taken under the same load. Every load stays on 127.0.0.1 and
// stops by itself.
//   1. Server-rendered pages: requests/s, against a bare Node server sending the same bytes from memory.
//   2. Public inquiries (API JSON and form posts) on SQLite and PostgreSQL at 50 concurrent clients, each
//      request from a traveller of its own: accepted/s against the ceiling that commits (a bare Node server
//      writing the same rows with the same drivers and settings, scripts/bench/committed-server.ts),
//      p50/p99 latency, and the count check: every accepted answer is a row afterwards. The bare JSON
//      server (parses and answers 201, stores nothing) is printed as the machine's HTTP ceiling.
//   3. Back-office list and search latency with 100,000 inquiries in the database.
//   4. The lead desk (docs/product.md, "Leads") with 100,000 leads and 300,000 events: the inbox, the waiting
//      queue, a lead page with a conversation of 200 entries and the dashboard.
//   3 and 4 also download the 100,000 messages and leads as CSV (docs/product.md, "Exports") through a
//      slow reader, and measure how far the server's resident memory rises meanwhile.
//   5. Mail delivery to a local SMTP sink: how fast a burst of 1,000 inquiries is drained, and the count
//      check "each mail delivered exactly once" with the sink slowed and two instances sharing the outbox.
//   6. Under attack: /healthz p99 while a client posts 40,000-repeat form bodies in a loop (refused by
//      the body bounds of docs/product.md, "Security"), against /healthz p99 with nobody attacking.
//   7. The dashboard's revenue by source over 30, 90 and 365 days with 100,000 leads and 20,000
//      bookings (versions, acceptances, ledgers), p50/p95 against its 200 ms target.
//   8. Pricing a 21-day proposal from rate cards holding 10,000 rates, p50/p95 against its 50 ms target.
//   9. The PDF of a 14-day proposal with its pictures: timed, its size against 2 MB, and /healthz while
//      PDFs are drawn against /healthz idle.
import fs from 'node:fs'
import path from 'node:path'
import { countryInquiryInput } from '../testing/inquiries'
import { createPostgresDatabase, createSqliteDatabase } from '../testing/databases'
import { benchAttack } from './bench/attack'
import {
  BOOKING_ROWS,
  fmt,
  LEAD_ROWS,
  LIST_ROWS,
  load,
  parts,
  print,
  root,
  rows,
  startBare,
} from './bench/common'
import { benchDashboard } from './bench/dashboard'
import { benchPricing } from './bench/pricing'
import { benchProposalPdf } from './bench/proposal-pdf'
import { benchSubmissions } from './bench/inquiries'
import { benchLeads } from './bench/lead-desk'
import { benchLists } from './bench/lists'
import { benchMail } from './bench/mail'
import { benchPages } from './bench/pages'

if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('Build first: npm run build')
  process.exit(1)
}
if (parts.has('pages')) {
  console.log('Measuring server-rendered pages…')
  await benchPages()
}
if (parts.has('inquiries')) {
  console.log('Measuring the bare JSON ceiling…')
  const bare = await startBare('json')
  const bareJson = await load({
    url: `${bare.url}/`,
    method: 'POST',
    connections: 50,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(countryInquiryInput()),
  })
  bare.stop()
  rows.push({
    measure: 'bare JSON server, 50 clients',
    value: `${fmt(bareJson.perSecond)} req/s, p99 ${bareJson.p99} ms`,
  })
  console.log('Measuring inquiries on SQLite and PostgreSQL…')
  await benchSubmissions('SQLite', createSqliteDatabase, bareJson)
  await benchSubmissions('PostgreSQL', createPostgresDatabase, bareJson)
}
if (parts.has('lists')) {
  console.log(`Measuring back-office lists with ${fmt(LIST_ROWS)} inquiries…`)
  await benchLists('SQLite', createSqliteDatabase)
  await benchLists('PostgreSQL', createPostgresDatabase)
}
if (parts.has('leads')) {
  console.log(`Measuring the lead desk with ${fmt(LEAD_ROWS)} leads…`)
  await benchLeads('SQLite', createSqliteDatabase)
  await benchLeads('PostgreSQL', createPostgresDatabase)
}
if (parts.has('mail')) {
  console.log('Measuring mail delivery to a local SMTP sink…')
  await benchMail()
}
if (parts.has('attack')) {
  console.log('Measuring /healthz while a client posts 40,000-repeat bodies…')
  await benchAttack()
}
if (parts.has('dashboard')) {
  console.log(`Measuring the dashboard with ${fmt(LEAD_ROWS)} leads and ${fmt(BOOKING_ROWS)} bookings…`)
  await benchDashboard('SQLite', createSqliteDatabase)
  await benchDashboard('PostgreSQL', createPostgresDatabase)
}
if (parts.has('pricing')) {
  console.log('Measuring pricing a 21-day proposal from the rate cards…')
  await benchPricing('SQLite', createSqliteDatabase)
  await benchPricing('PostgreSQL', createPostgresDatabase)
}
if (parts.has('pdf')) {
  console.log('Measuring the PDF of a 14-day proposal…')
  await benchProposalPdf()
}
print()
