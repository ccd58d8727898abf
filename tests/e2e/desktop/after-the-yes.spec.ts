import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { devices, expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { takeBackup } from '@db/backup'
import { startSmtpSink, type SmtpSink } from '../../../scripts/smtp-sink'
import { expectNoAxeViolations } from '../../../testing/axe'
import { adminPageOn, moveJobsClock } from '../../../testing/browser-staff'
import { databases, type TestDatabase } from '../../../testing/databases'
import { startImapServer, type ImapServer } from '../../../testing/imap-server'
import { newMessageId, rawMail } from '../../../testing/mail-messages'
import { decodeMail } from '../../../testing/outbox'
import { leadForProposal, operatorToday, proposalRequests } from '../../../testing/proposals'
import { ADMIN, startServer, type RunningServer } from '../../../testing/server'
import { bookFromCards, supplierCards } from '../../../testing/suppliers-booking'
import { waitFor } from '../../../testing/wait'
import { letTravellersPayByBank } from '../../../testing/ways-to-pay'

// After the yes, on SQLite and on PostgreSQL, with two instances of Tembo on one database, a real SMTP
// server, a real Dovecot mailbox, and the date-based jobs' clock moved by the test (docs/product.md,
// "Reservations", "The traveller's details", "Final documents"): a booking with a lodge, a vehicle and
// two gorilla permits, its deposit paid; Request sends three mails; the lodge confirms through its link,
// the vehicle's supplier answers by mail onto the booking, the permits are held until a date and the
// hold's reminder goes once; the traveller gives their details on a phone (a passport expiring too soon
// flagged); the permits are assigned to names; the balance is paid; the final documents go once with
// their vouchers, and the trip page opens with the network cut; after the retention period the passport
// numbers are gone from the database and from a backup taken then. The trip: 10 and 11 July 2027 (the lodge's guests leave on the 12th).

for (const { label, create } of databases) {
  test.describe(`after the yes (${label})`, () => {
    let smtp: SmtpSink
    let imap: ImapServer
    let database: TestDatabase
    let first: RunningServer
    let second: RunningServer
    let handle: DatabaseHandle
    const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-clock-')), 'now')
    test.beforeAll(async () => {
      smtp = await startSmtpSink()
      imap = await startImapServer()
      database = await create()
      const env = {
        SMTP_URL: smtp.url,
        TEST_CLOCK_FILE: clockFile,
        LEAD_CLOCK_INTERVAL_MS: '250',
        IMAP_URL: imap.url,
        IMAP_POLL_MS: '200',
        PASSPORT_KEY: 'an-end-to-end-passport-key-0123456789',
      }
      first = await startServer(database.url, env)
      second = await startServer(database.url, env)
      handle = createDatabase(database.url)
      await letTravellersPayByBank(handle)
    })
    test.afterAll(async () => {
      await handle?.db.destroy()
      await second?.stop()
      await first?.stop()
      await database?.drop()
      await imap?.stop()
      await smtp?.close()
      fs.rmSync(path.dirname(clockFile), { recursive: true, force: true })
    })

    const mails = (subject: RegExp) => smtp.received.filter((mail) => subject.test(mail.subject))
    const clockAt = (iso: string) => moveJobsClock(clockFile, iso)

    test('requested, confirmed by link and by mail, held and reminded once, details, names, paid, final documents offline, erased', async ({
      browser,
    }) => {
      test.setTimeout(240_000)
      const url = first.url
      const requests = proposalRequests(
        () => url,
        () => '',
      )
      const lead = await leadForProposal(url, handle, 'Ingrid Solberg')
      const post = async (where: string, fields: Record<string, string> | URLSearchParams) => {
        const answer = await requests.post(where, lead.cookie, fields)
        expect(answer.status, where).toBeLessThan(400)
        return answer
      }
      const { suppliers, ids } = await supplierCards(post, handle)
      const proposal = await requests.start(lead.cookie, lead.id, 'blank')
      const link = await bookFromCards(
        url,
        handle,
        post,
        { proposal, email: lead.email, name: 'Ingrid Solberg' },
        ids,
        () => smtp.received.map((mail) => mail.raw),
      )
      const editor = `/admin/proposals/${proposal}`
      // The deposit: 30% of US$5,000.
      await post(editor, {
        intent: 'payment',
        amount: '1500',
        paidOn: operatorToday(),
        method: 'bank_transfer',
      })

      // Request: three mails, one to each supplier.
      const staff = await adminPageOn(browser, [first, second])
      await staff.goto(`${url}${editor}`)
      const reservations = staff.getByRole('region', { name: /^Reservations/ })
      await expect(
        reservations.getByRole('heading', { name: 'Reservations: 0 of 3 confirmed' }),
      ).toBeVisible()
      await reservations.getByRole('button', { name: 'Request the ticked reservations' }).click()
      await expect(staff.getByText(/One mail to each supplier\./)).toBeVisible()
      const asked = await waitFor(
        () => mails(/^Reservation request/),
        (found) => found.length === 3,
      )
      const requestTo = (email: string) => asked.find((mail) => mail.to.includes(email))!
      const supplierLink = (email: string) =>
        /\/reservation\/[A-Za-z0-9_-]{32}/.exec(decodeMail(requestTo(email).raw))![0]

      // The lodge confirms through its link, without an account.
      const desk = await browser.newContext()
      const lodge = await desk.newPage()
      await lodge.goto(`${url}${supplierLink(suppliers.lodge.email)}`)
      await expectNoAxeViolations(lodge)
      await lodge.getByLabel('Your confirmation number or reference').fill('GHL-4471')
      await lodge.getByRole('button', { name: 'Send your answer' }).click()
      await expect(lodge.getByText('Thank you: confirmed')).toBeVisible()

      // The vehicle's supplier answers the request by mail: it lands on the booking.
      const reply = newMessageId()
      const request = requestTo(suppliers.vehicle.email)
      await imap.append(
        rawMail({
          from: `Pearl Overland <${suppliers.vehicle.email}>`,
          subject: `Re: ${request.subject}`,
          messageId: reply,
          inReplyTo: request.messageId,
          references: request.messageId,
          text: 'Confirmed, our booking PO-881. Your driver-guide will be Moses.',
        }),
      )
      await waitFor(
        () =>
          handle.db
            .selectFrom('mail_inbox')
            .select('lead_id')
            .where('message_id', '=', reply)
            .executeTakeFirst(),
        (row) => row !== undefined && Number(row.lead_id) === lead.id,
      )
      await staff.reload()
      const vehicle = reservations.getByRole('listitem', { name: new RegExp(`^${suppliers.vehicle.name}`) })
      await expect(vehicle.getByText(/Their mail, .*Re: Reservation request/)).toBeVisible()
      await vehicle.getByText('Record the supplier’s answer').click()
      await vehicle.getByLabel('Their confirmation number (when confirmed)').fill('PO-881')
      await vehicle.getByRole('button', { name: 'Record the answer' }).click()
      await expect(staff.getByText('The supplier’s answer is recorded.')).toBeVisible()

      // The permits are held until 30 June.
      const permits = await desk.newPage()
      await permits.goto(`${url}${supplierLink(suppliers.permit.email)}`)
      await permits.getByLabel('Hold it for us until a date').check()
      await permits.getByLabel('The last day you hold it').fill('2027-06-30')
      await permits.getByRole('button', { name: 'Send your answer' }).click()
      await expect(permits.getByText(/You hold it for us until Wed, 30 Jun 2027/)).toBeVisible()
      await staff.reload()
      await expect(
        reservations.getByRole('heading', { name: 'Reservations: 2 of 3 confirmed' }),
      ).toBeVisible()

      // The hold's reminder: three days before, once however many looks by both instances; the day before, once more.
      const holds = () => mails(/^Hold ends/)
      await clockAt('2027-06-26T09:00:00Z')
      expect(holds()).toHaveLength(0)
      await clockAt('2027-06-27T09:00:00Z')
      await waitFor(holds, (found) => found.length === 1)
      await clockAt('2027-06-28T09:00:00Z')
      expect(holds()).toHaveLength(1)
      await clockAt('2027-06-29T09:00:00Z')
      await waitFor(holds, (found) => found.length === 2)
      expect(holds()[0]!.to).toEqual([ADMIN.email])
      // Then they confirm through the same link.
      await permits.goto(`${url}${supplierLink(suppliers.permit.email)}`)
      await permits.getByLabel('Your confirmation number or reference').fill('UWA-778')
      await permits.getByRole('button', { name: 'Send your answer' }).click()
      await expect(permits.getByText('Thank you: confirmed')).toBeVisible()

      // Back to mid-June, before the final documents' 21 days.
      await clockAt('2027-06-15T09:00:00Z')

      // The traveller gives their details on a phone: the second passport expires too soon.
      const phone = await browser.newContext({ ...devices['Pixel 7'] })
      const details = await phone.newPage()
      await details.goto(`${url}${link}/details`)
      const traveller = async (n: number, person: Record<string, string>) => {
        const group = details.getByRole('group', { name: `Traveller ${n}` })
        for (const [labelText, value] of Object.entries(person)) await group.getByLabel(labelText).fill(value)
      }
      await traveller(1, {
        'Full name, as in the passport': 'Ingrid Marie Solberg',
        Nationality: 'Norwegian',
        'Date of birth': '1986-04-19',
        'Passport number': 'FN1234567',
        'Passport expiry date': '2031-03-01',
        'Emergency contact at home: name and phone': 'Ola Solberg +47 912 34 567',
      })
      await traveller(2, {
        'Full name, as in the passport': 'Ola Solberg',
        Nationality: 'Norwegian',
        'Date of birth': '1984-09-02',
        'Passport number': 'FN7654321',
        'Passport expiry date': '2027-12-01',
        'Emergency contact at home: name and phone': 'Kari Solberg +47 913 00 000',
      })
      const flights = details.getByRole('group', { name: 'Your flights' })
      await flights.getByLabel('Arrival flight number').fill('KL 535')
      await flights.getByLabel('Arrival date').fill('2027-07-10')
      await flights.getByLabel('Arrival time (local)').fill('06:40')
      await flights.getByLabel('Departure flight number').fill('KL 536')
      await flights.getByLabel('Departure date').fill('2027-07-12')
      await flights.getByLabel('Departure time (local)').fill('23:35')
      await details.getByRole('button', { name: 'Save my details' }).click()
      await expect(details.getByText('Thank you: your details are saved.')).toBeVisible()
      await expect(details.getByText('We have everything we need. Thank you.')).toBeVisible()
      await expect(details.getByRole('group', { name: 'Traveller 2' }).getByRole('alert')).toContainText(
        'This passport expires less than six months after your trip ends on Sun, 11 Jul 2027',
      )
      await expectNoAxeViolations(details)

      // Staff name the permits' holders: every traveller holds one.
      await staff.reload()
      await expect(staff.getByText('expires less than six months after the trip')).toBeVisible()
      const names = staff.getByRole('form', { name: /^Names on / })
      await names.getByLabel('Ingrid Marie Solberg').check()
      await names.getByLabel('Ola Solberg').check()
      await names.getByRole('button', { name: 'Save the names on this permit' }).click()
      await expect(staff.getByText('The permit’s holders are saved.')).toBeVisible()
      await expect(staff.getByText('Every traveller old enough holds one.')).toBeVisible()
      await expectNoAxeViolations(staff)
      await expect(
        staff.getByText(
          /Final documents not sent yet: they go from Sat, 19 Jun 2027; waiting for: balance due/,
        ),
      ).toBeVisible()

      // The balance paid: 21 days before the trip the final documents go, once, with a voucher each.
      await post(editor, {
        intent: 'payment',
        amount: '3500',
        paidOn: operatorToday(),
        method: 'bank_transfer',
      })
      const documents = () => mails(/^Your travel documents/)
      await clockAt('2027-06-18T09:00:00Z')
      expect(documents()).toHaveLength(0)
      await clockAt('2027-06-19T09:00:00Z')
      await waitFor(documents, (found) => found.length === 1)
      await clockAt('2027-06-20T09:00:00Z')
      expect(documents()).toHaveLength(1)
      const parsed = await simpleParser(documents()[0]!.raw)
      expect(parsed.attachments.map((file) => file.filename)).toEqual([
        expect.stringMatching(/^trip-TS-.+\.pdf$/),
        expect.stringMatching(/^voucher-TS-.+\.pdf$/),
        expect.stringMatching(/^voucher-TS-.+\.pdf$/),
        expect.stringMatching(/^voucher-TS-.+\.pdf$/),
      ])
      const tripLink = /\/trip\/[A-Za-z0-9_-]{32}/.exec(parsed.text ?? '')![0]

      // The trip page on the phone, kept: with the network cut it opens again.
      const trip = await phone.newPage()
      await trip.goto(`${url}${tripLink}`)
      await expect(
        trip.getByText('Saved on this device: this page opens even without a network.'),
      ).toBeVisible({
        timeout: 20_000,
      })
      await expectNoAxeViolations(trip)
      await phone.setOffline(true)
      await trip.reload()
      await expect(trip.getByText('Confirmation number: GHL-4471').first()).toBeVisible()
      await expect(trip.getByRole('heading', { name: 'Your vouchers' })).toBeVisible()
      await phone.setOffline(false)
      await phone.close()
      await desk.close()

      // 90 days after the trip, the passport numbers are gone, and a backup taken then holds none of them.
      const sealed = await handle.db
        .selectFrom('trip_travellers')
        .select('passport_sealed')
        .where('proposal_id', '=', proposal)
        .execute()
      expect(sealed).toHaveLength(2)
      await clockAt('2027-10-08T09:00:00Z')
      expect(
        await handle.db
          .selectFrom('trip_travellers')
          .select('id')
          .where('proposal_id', '=', proposal)
          .execute(),
      ).toHaveLength(2)
      await clockAt('2027-10-09T09:00:00Z')
      await waitFor(
        () =>
          handle.db.selectFrom('trip_travellers').select('id').where('proposal_id', '=', proposal).execute(),
        (rows) => rows.length === 0,
      )
      const archive = path.join(
        fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-after-backup-')),
        'backup.tar.gz',
      )
      const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-after-files-'))
      await takeBackup(database.url, { uploads: empty, mailAttachments: empty }, archive)
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-after-read-'))
      execFileSync('tar', ['-xzf', archive, '-C', folder])
      const copy = fs.existsSync(path.join(folder, 'database.sqlite'))
        ? fs.readFileSync(path.join(folder, 'database.sqlite')).toString('latin1')
        : execFileSync('pg_restore', [
            '--data-only',
            '-f',
            '-',
            path.join(folder, 'database.pgdump'),
          ]).toString('latin1')
      for (const row of sealed) expect(copy).not.toContain(row.passport_sealed)
      expect(copy).not.toContain('FN1234567')
    })
  })
}
