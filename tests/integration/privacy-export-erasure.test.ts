import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { everyRow } from '../../testing/dump'
import {
  accommodationInput,
  airportTransferInput,
  contactMessageInput,
  countryInquiryInput,
  packageBookingInput,
} from '../../testing/inquiries'
import { leadOf } from '../../testing/leads'
import { waitFor } from '../../testing/wait'

// A traveller's rights (docs/product.md, "A traveller's rights"): everything held about an address is
// found and handed over as one file, and after erasure a search of every table and of every stored file
// finds none of what they gave us or wrote, while the counts and dates the figures read are still there.

/** Every file under a folder, as text. */
function everyFile(dir: string): string {
  if (!fs.existsSync(dir)) return ''
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
    .join('\n')
}

describeOnBothDatabases("a traveller's data", (backend) => {
  test('found, handed over whole, and erased from every table and file, the figures kept', async () => {
    const { url, server, database, token } = backend()
    const cookie = `tembo_session=${token}`
    const tag = Date.now().toString(36)
    const digits = String(Date.now()).slice(-7)
    const traveller = {
      name: `Ingrid Halvorsen ${tag}`,
      email: `ingrid.${tag}@example.no`,
      phone: `+47 91${digits}`,
    }
    const words = {
      message: `We honeymoon in March ${tag}`,
      location: `Near Lake Naivasha ${tag}`,
      flightIn: `SK${digits.slice(0, 4)}`,
      needs: `A child seat for our son Olav ${tag}`,
      note: `She prefers calls after 6 pm ${tag}`,
      next: `Send the Rwanda permit details ${tag}`,
      lost: `Went with a cousin's agent ${tag}`,
      answer: `We would love the gorilla permit ${tag}`,
      file: `Passport scan of Ingrid ${tag}`,
    }
    const sent = []
    for (const [path, input] of [
      ['country_book', countryInquiryInput({ ...traveller, message: words.message })],
      ['book_package', packageBookingInput({ ...traveller, email: traveller.email.toUpperCase() })],
      ['accomodation', accommodationInput({ ...traveller, location: words.location })],
      [
        'airport',
        airportTransferInput({
          ...traveller,
          flight_arrival_number: words.flightIn,
          special_needs: words.needs,
        }),
      ],
      [
        'message',
        contactMessageInput({ name: traveller.name, email: traveller.email, message: words.message }),
      ],
    ] as const) {
      const answer = await call<{ id: number }>(url, `/api/bookings/${path}`, { json: input })
      expect(answer.status, path).toBe(201)
      sent.push(answer.body.id)
    }
    const handle = createDatabase(database.url)
    try {
      const lead = await leadOf(handle, 'message', sent[4]!)
      const opened = await handle.db
        .selectFrom('leads')
        .select(['created_at', 'countries', 'packages'])
        .where('id', '=', lead.id)
        .executeTakeFirstOrThrow()
      // Staff work the lead: a reply, a note, a next action; the traveller answers with a file.
      const post = (form: Record<string, string>) =>
        fetch(`${url}/admin/leads/${lead.id}`, {
          method: 'POST',
          headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form),
        })
      expect(
        (await post({ intent: 'reply', subject: 'Your safari', words: `Dear Ingrid, ${tag}` })).status,
      ).toBe(200)
      expect((await post({ intent: 'note', body: words.note })).status).toBe(200)
      expect((await post({ intent: 'next-action', at: '2027-02-01', text: words.next })).status).toBe(200)
      const attachments = path.join(server.dataDir, 'mail-attachments')
      fs.mkdirSync(attachments, { recursive: true })
      fs.writeFileSync(path.join(attachments, `scan-${tag}.pdf`), `%PDF-1.4 ${words.file}`)
      const inbox = await handle.db
        .insertInto('mail_inbox')
        .values({
          message_id: `<${tag}@example.no>`,
          lead_id: lead.id,
          kind: 'reply',
          matched_by: 'thread',
          from_address: traveller.email,
          from_name: traveller.name,
          subject: 'Re: Your safari',
          body_text: words.answer,
          received_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await handle.db
        .insertInto('mail_attachments')
        .values({
          inbox_id: inbox.id,
          filename: `passport-${tag}.pdf`,
          content_type: 'application/pdf',
          size: 40,
          stored_as: `scan-${tag}.pdf`,
        })
        .execute()
      await handle.db
        .insertInto('lead_events')
        .values({
          lead_id: lead.id,
          type: 'mail-in',
          data: JSON.stringify({
            inbox: inbox.id,
            kind: 'reply',
            from: traveller.email,
            subject: 'Re: Your safari',
          }),
          created_at: new Date().toISOString(),
        })
        .execute()
      expect(
        (await post({ intent: 'status', status: 'lost', reason: 'other', note: words.lost })).status,
      ).toBe(200)
      // Every mail has been written (file mode), so the files are there to be found.
      await waitFor(
        () => handle.db.selectFrom('mail_outbox').select('id').where('status', '!=', 'sent').execute(),
        (pending) => pending.length === 0,
      )
      const values = [...Object.values(traveller), traveller.email.toUpperCase(), ...Object.values(words)]
      const outbox = path.join(server.dataDir, 'outbox')
      const before = (await everyRow(handle)) + everyFile(outbox) + everyFile(attachments)
      for (const value of values) expect(before, `${value} is held before`).toContain(value)

      // Found, by any case of the address.
      const page = await fetch(
        `${url}/admin/privacy?email=${encodeURIComponent(traveller.email.toUpperCase())}`,
        {
          headers: { cookie },
        },
      )
      const found = (await page.text()).replace(/<!-- -->/g, '')
      expect(found).toContain(`Lead ${'<a'}`)
      expect(found).toContain(lead.reference)
      for (const title of [
        'Package bookings',
        'Country bookings',
        'Accommodation',
        'Airport transfers',
        'Messages',
      ])
        expect(found).toContain(`${title}: 1`)

      // Handed over: every row the test made, in one file.
      const download = await fetch(`${url}/admin/privacy.json`, {
        method: 'POST',
        headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: traveller.email }),
      })
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="traveller-data-/)
      const held = (await download.json()) as {
        inquiries: { rows: Record<string, unknown>[] }[]
        leads: { reference: string }[]
        events: { type: string; told_to_traveller: boolean; data: Record<string, unknown> | null }[]
        mailSent: { purpose: string; body: string }[]
        mailReceived: { body_text: string; attachments: { filename: string }[] }[]
      }
      expect(held.inquiries.flatMap((group) => group.rows)).toHaveLength(5)
      expect(held.leads.map((item) => item.reference)).toEqual([lead.reference])
      expect(held.events.map((event) => event.type)).toEqual(
        expect.arrayContaining(['inquiry', 'note', 'next-action', 'mail-in', 'status']),
      )
      expect(held.events.filter((event) => event.type === 'inquiry')).toHaveLength(5)
      // Staff's note is handed over as staff's, never as something the traveller was told.
      const note = held.events.find((event) => event.type === 'note')!
      expect(note).toMatchObject({ told_to_traveller: false, data: { text: words.note } })
      expect(held.mailSent.some((mail) => mail.body.includes(words.note))).toBe(false)
      expect(held.mailSent.map((mail) => mail.purpose).sort()).toEqual(
        [...Array(5).fill('acknowledgement'), 'reply'].sort(),
      )
      expect(held.mailReceived).toEqual([
        expect.objectContaining({
          body_text: words.answer,
          attachments: [expect.objectContaining({ filename: `passport-${tag}.pdf` })],
        }),
      ])

      // Erasing asks for the address twice.
      const erase = (confirm: string) =>
        fetch(`${url}/admin/privacy`, {
          method: 'POST',
          headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: traveller.email, confirm }),
        })
      const unconfirmed = await erase('someone.else@example.no')
      expect(unconfirmed.status).toBe(400)
      expect(await unconfirmed.text()).toContain('Type the address again, exactly')
      const erased = await erase(traveller.email.toUpperCase())
      expect(erased.status).toBe(200)
      expect((await erased.text()).replace(/<!-- -->/g, '')).toContain(
        `Erased: 1 lead (${lead.reference}), 5 inquiries`,
      )

      const after =
        (await everyRow(handle)) +
        everyFile(outbox) +
        everyFile(attachments) +
        everyFile(path.join(server.dataDir, 'uploads'))
      for (const value of values) expect(after, `${value} is gone`).not.toContain(value)
      // What the figures read is still there: the inquiries and the lead with their dates and choices.
      const kept = await handle.db
        .selectFrom('leads')
        .selectAll()
        .where('id', '=', lead.id)
        .executeTakeFirstOrThrow()
      expect(kept).toMatchObject({
        status: 'lost',
        lost_reason: 'other',
        name: '[erased]',
      })
      expect(kept.erased_at).not.toBeNull()
      // The timeline keeps what happened, without the words: Replied to Lost, the note gone.
      const moves = await handle.db
        .selectFrom('lead_events')
        .select('data')
        .where('lead_id', '=', lead.id)
        .where('type', '=', 'status')
        .execute()
      expect(moves.map((event) => JSON.parse(event.data!) as unknown)).toContainEqual({
        from: 'replied',
        to: 'lost',
        reason: 'other',
        erased: true,
      })
      expect(kept).toMatchObject(opened)
      const messages = await handle.db
        .selectFrom('messages')
        .selectAll()
        .where('id', '=', sent[4]!)
        .executeTakeFirstOrThrow()
      expect(messages).toMatchObject({ name: '[erased]', email: '[erased]', message: '' })
      // On the trail by its reference and counts, without the address.
      const trail = await handle.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', 'in', ['erasure', 'privacy-export'])
        .execute()
      expect(trail.map((entry) => entry.subject)).toEqual([
        `The traveller of ${lead.reference}`,
        `The traveller of ${lead.reference}`,
      ])
      // Found again: nothing.
      const again = await fetch(`${url}/admin/privacy?email=${encodeURIComponent(traveller.email)}`, {
        headers: { cookie },
      })
      expect(await again.text()).toContain('Nothing: no inquiry, lead or mail has this address.')
    } finally {
      await handle.db.destroy()
    }
  })
})
