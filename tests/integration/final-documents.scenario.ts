import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from 'vitest'
import { addDays } from '../../app/lib/booking-terms'
import type { TestDatabase } from '../../testing/databases'
import { bookAcceptedTrip } from '../../testing/bookings-in-process'
import { withAppInProcess } from '../../testing/in-process'
import { startServer } from '../../testing/server'

// The final documents with the clock set by the test (docs/product.md, "Final documents"): nothing
// while a reservation waits or the balance is due, however close the trip; once both are done they go
// once, 21 days before, even when two instances look at the same moment, with the trip's PDF and each
// confirmed reservation's voucher attached; staff see what stopped them, then when they went; the link
// opens the trip page, its PDF, vouchers and manifest. Run on each database by
// final-documents.*.test.ts, in this process.

const at = (day: string) => new Date(`${day}T09:00:00.000Z`)
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  )

export function finalDocuments(create: () => Promise<TestDatabase>) {
  const app = withAppInProcess(create)

  test('held back until confirmed and paid, then sent once with the PDF and vouchers; the trip page opens by its link', async () => {
    const { handle, database } = app()
    const { recordPayment } = await import('~/services/payments.server')
    const { sendFinalDocuments, finalDocumentsStanding } = await import('~/services/final-documents.server')
    const { attachmentsOf } = await import('~/services/mail-attachments.server')
    const email = `ruth.${Date.now()}@traveller.example`
    const { proposalId, leadId, staff, today, start } = await bookAcceptedTrip(handle, {
      name: 'Ruth Mwangi',
      email,
      startInDays: 60,
      days: 3,
      total: 600_000,
      title: 'Bwindi gorillas',
    })
    const now = new Date().toISOString()
    const supplier = await handle.db
      .insertInto('suppliers')
      .values({
        kind: 'lodge',
        name: 'Gorilla Heights Lodge',
        area: 'Bwindi',
        country: 'uganda',
        description: '',
        phone: '+256 392 000 111',
        address: 'Ruhija sector, Bwindi Impenetrable National Park',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const reservation = await handle.db
      .insertInto('reservations')
      .values({
        proposal_id: proposalId,
        supplier_id: Number(supplier.id),
        key: 'lodge:0',
        kind: 'lodge',
        service: 'Gorilla Heights Lodge, Double, full board',
        starts_on: start,
        ends_on: addDays(start, 2),
        units: 2,
        rooms: '1 room: double (2 adults)',
        adults: 2,
        currency: 'USD',
        status: 'held',
        hold_until: addDays(today, 20),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const both = async (day: string) =>
      (await Promise.all([sendFinalDocuments(at(day)), sendFinalDocuments(at(day))])).reduce((a, b) => a + b)
    const mails = () =>
      handle.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'body', 'attachment'])
        .where('lead_id', '=', leadId)
        .where('purpose', '=', 'final-documents')
        .execute()

    // A reservation held and the balance due: nothing, and staff see why.
    expect(await both(addDays(start, -21))).toBe(0)
    expect(await finalDocumentsStanding(proposalId, start)).toEqual({
      sent: null,
      blockers: ['1 reservation not confirmed', 'balance due'],
      from: addDays(start, -21),
    })
    await handle.db
      .updateTable('reservations')
      .set({ status: 'confirmed', supplier_ref: 'GHL-4471', hold_until: null })
      .where('id', '=', Number(reservation.id))
      .execute()
    expect(await both(addDays(start, -21))).toBe(0)
    await recordPayment(
      proposalId,
      staff,
      { amount: 600_000, method: 'bank_transfer', reference: null, note: null, paidOn: today },
      'test',
    )
    // Confirmed and paid: not before 21 days, then once.
    expect(await both(addDays(start, -22))).toBe(0)
    expect(await both(addDays(start, -21))).toBe(1)
    expect(await both(addDays(start, -20))).toBe(0)
    const [mail, ...more] = await mails()
    expect(more).toEqual([])
    expect(mail).toMatchObject({ to_address: email })
    expect(mail!.subject).toMatch(/^Your travel documents for Bwindi gorillas \[TS-/)
    const secret = /\/trip\/([A-Za-z0-9_-]{32})/.exec(mail!.body)?.[1]
    expect(secret).toBeDefined()
    const standing = await finalDocumentsStanding(proposalId, start)
    expect(standing.sent?.at).toBeTruthy()
    expect(standing.blockers).toEqual([])

    // The PDF and the voucher attached, drawn from the trip as sent; no price in either.
    const files = await attachmentsOf(mail!.attachment)
    expect(files.map((file) => file.filename)).toEqual([
      expect.stringMatching(/^trip-TS-\d{4}-\d{4}\.pdf$/),
      expect.stringMatching(/^voucher-TS-\d{4}-\d{4}-\d+\.pdf$/),
    ])
    const trip = await pdfText(files[0]!.content)
    expect(trip).toContain('Your travel documents')
    expect(trip).toContain('Address: Ruhija sector, Bwindi Impenetrable National Park')
    expect(trip).toContain('Confirmation number: GHL-4471')
    expect(trip).not.toContain('US$')
    expect(await pdfText(files[1]!.content)).toContain('Your confirmation GHL-4471')

    // The link opens the page, its PDF, its voucher and its manifest; the worker is served for /trip/.
    const server = await startServer(database.url, { LEAD_CLOCK_INTERVAL_MS: '3600000' })
    try {
      const page = await fetch(`${server.url}/trip/${secret}`)
      expect(page.status).toBe(200)
      expect(page.headers.get('cache-control')).toBe('private, no-store')
      const html = (await page.text()).replace(/<!-- -->/g, '')
      expect(html).toContain('Confirmation number: GHL-4471')
      expect(html).toContain(`/trip/${secret}/manifest.webmanifest`)
      expect(html).not.toContain('US$')
      expect((await fetch(`${server.url}/trip/${secret}/pdf`)).headers.get('content-type')).toBe(
        'application/pdf',
      )
      expect((await fetch(`${server.url}/trip/${secret}/vouchers/${Number(reservation.id)}`)).status).toBe(
        200,
      )
      const manifest = (await (
        await fetch(`${server.url}/trip/${secret}/manifest.webmanifest`)
      ).json()) as Record<string, unknown>
      expect(manifest).toMatchObject({ start_url: `/trip/${secret}`, scope: '/trip/', display: 'standalone' })
      const worker = await fetch(`${server.url}/trip/sw.js`)
      expect(worker.headers.get('content-type')).toContain('javascript')
      expect(await worker.text()).toContain('caches.open(CACHE)')
      expect((await fetch(`${server.url}/trip/${'x'.repeat(32)}`)).status).toBe(404)
    } finally {
      await server.stop()
    }
  })
}
