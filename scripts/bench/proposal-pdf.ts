import sharp from 'sharp'
import { createDatabase } from '@db/client'
import { insertBookedLead } from '../../testing/booking-rows'
import { createSqliteDatabase } from '../../testing/databases'
import { proposalFields, typedProposal } from '../../testing/proposal-fields'
import { startServer } from '../../testing/server'
import { letTravellersPayByBank } from '../../testing/ways-to-pay'
import { healthLatency } from './attack'
import { fmt, percentiles, ratio, rows, signIn, staffPost, startBlankProposal } from './common'

// 9. The PDF of a fortnight's proposal (docs/product.md, "Proposals", "The PDF"): 14 days in 7 entries
// across Kenya and Uganda, each night at a lodge of the cards with three photographs of its own (noisy
// ones, the hardest to compress), the cover, the map and a picture per day. Timed as staff download it
// (the first, which starts the PDF thread, apart), its size against the 2 MB target, and /healthz while
// PDFs are drawn against /healthz idle: the drawing stays off the event loop.

const TARGET_BYTES = 2 * 1024 * 1024
const PLACES = [
  ['Nairobi', 'kenya'],
  ['Maasai Mara', 'kenya'],
  ['Lake Naivasha', 'kenya'],
  ['Entebbe', 'uganda'],
  ['Kibale Forest', 'uganda'],
  ['Queen Elizabeth', 'uganda'],
  ['Bwindi', 'uganda'],
] as const

async function photo(seed: number) {
  return sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: { r: 60 + seed * 20, g: 110, b: 70 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer()
}

export async function benchProposalPdf() {
  const database = await createSqliteDatabase()
  const server = await startServer(database.url, { LOG_LEVEL: 'error' })
  try {
    const token = await signIn(server.url)
    const cookie = `tembo_session=${token}`
    const handle = createDatabase(database.url)
    await letTravellersPayByBank(handle)
    const at = new Date().toISOString()
    for (const [index, [place]] of PLACES.entries()) {
      const pictures: string[] = []
      for (let n = 0; n < 3; n++) {
        const form = new FormData()
        form.append('file', new Blob([new Uint8Array(await photo(index + n))]), 'lodge.jpg')
        const upload = await fetch(`${server.url}/api/bookings/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
        if (!upload.ok) throw new Error(`the upload answered ${upload.status}`)
        pictures.push(new URL(((await upload.json()) as { secure_url: string }).secure_url).pathname)
      }
      await handle.db
        .insertInto('suppliers')
        .values({
          kind: 'lodge',
          name: `${place} Lodge`,
          area: place,
          country: 'kenya',
          description: `A lodge of the bench at ${place}, with a long description. `.repeat(4),
          pictures: JSON.stringify(pictures.map((key) => ({ key, alt: `${place} Lodge` }))),
          created_at: at,
          updated_at: at,
        })
        .execute()
    }
    const { leadId } = await insertBookedLead(handle, {
      email: 'pdf.bench@example.com',
      created: at,
      source: null,
      countries: '|Kenya|Uganda|',
      status: 'replied',
    })
    await handle.db.destroy()
    const post = staffPost(server.url, cookie)
    const proposal = await startBlankProposal(post, leadId)
    const trip = typedProposal({
      currency: 'USD',
      startDate: '2027-08-01',
      expiresOn: '2027-06-01',
      countries: ['kenya', 'uganda'],
      days: PLACES.map(([place], n) => ({
        days: '2',
        title: `${place}, days ${2 * n + 1} and ${2 * n + 2}`,
        text: 'Game drives at dawn and in the late afternoon, with the heat of the day at the lodge. '.repeat(
          3,
        ),
        overnight: place,
        lodge: `${place} Lodge`,
        meals: ['B', 'L', 'D'],
      })),
    })
    const sent = await post(proposal, proposalFields(trip, 'send'))
    if (!(await sent.text()).includes('Version 1 sent')) throw new Error('the proposal was not sent')
    const pdfUrl = `${server.url}${proposal}/pdf?version=1`
    const download = async () => {
      const start = performance.now()
      const answer = await fetch(pdfUrl, { headers: { cookie } })
      const bytes = new Uint8Array(await answer.arrayBuffer())
      if (!answer.ok || answer.headers.get('content-type') !== 'application/pdf')
        throw new Error(`the PDF answered ${answer.status}`)
      return { ms: performance.now() - start, bytes: bytes.length }
    }
    const first = await download()
    const times: number[] = []
    let size = first.bytes
    for (let i = 0; i < 20; i++) {
      const { ms, bytes } = await download()
      times.push(ms)
      size = bytes
    }
    const at_ = percentiles(times)
    rows.push({
      measure: 'the PDF of a 14-day proposal with its pictures, SQLite (the first, starting the PDF thread)',
      value: `${fmt(first.ms, 0)} ms`,
    })
    rows.push({
      measure: 'the PDF of a 14-day proposal with its pictures, SQLite',
      value: `p50 ${fmt(at_(50), 1)} ms, p95 ${fmt(at_(95), 1)} ms`,
    })
    rows.push({
      measure: 'its size',
      value: `${fmt(size / 1024, 0)} KB`,
      ceiling: `${fmt(TARGET_BYTES / 1024, 0)} KB`,
      ratio: ratio(size, TARGET_BYTES),
      target: '<= 2 MB',
    })
    // /healthz idle, then while one client downloads PDFs without pause.
    const idle = await healthLatency(server.url, 3000)
    let drawing = true
    const busy = (async () => {
      while (drawing) await download()
    })()
    const during = await healthLatency(server.url, 3000)
    drawing = false
    await busy
    rows.push({
      measure: '/healthz p99 while PDFs of 14 days are drawn without pause',
      value: `${fmt(during.p99, 1)} ms`,
      ceiling: `${fmt(idle.p99, 1)} ms idle`,
      ratio: ratio(during.p99, idle.p99),
    })
  } finally {
    await server.stop()
    await database.drop()
  }
}
