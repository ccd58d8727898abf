import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { addDays } from '../../app/lib/booking-terms'
import type { TestDatabase } from '../../testing/databases'
import { bookAcceptedTrip } from '../../testing/bookings-in-process'
import { withAppInProcess } from '../../testing/in-process'

// The traveller's details with the clock set by the test (docs/product.md, "The traveller's details"):
// missing details are reminded once, 30 days before the trip, never when complete nor before the
// deposit; the passport numbers are sealed at rest; TRIP_DETAILS_RETENTION_DAYS after the trip the
// details are erased, and a backup taken afterwards holds no trace of a passport. Run on each database
// by trip-details.*.test.ts, in this process.

const PASSPORT = 'C01X00T47'
const at = (day: string) => new Date(`${day}T09:00:00.000Z`)

/** The text of a backup archive's database: SQLite's file, or PostgreSQL's dump as SQL. */
function backupText(archive: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-backup-read-'))
  execFileSync('tar', ['-xzf', archive, '-C', folder])
  const sqlite = path.join(folder, 'database.sqlite')
  return fs.existsSync(sqlite)
    ? fs.readFileSync(sqlite).toString('latin1')
    : execFileSync('pg_restore', ['--data-only', '-f', '-', path.join(folder, 'database.pgdump')]).toString(
        'latin1',
      )
}

export function tripDetails(create: () => Promise<TestDatabase>) {
  const app = withAppInProcess(create, {
    TRIP_DETAILS_RETENTION_DAYS: '90',
    PASSPORT_KEY: 'a-test-passport-key-0123456789abcdef',
  })

  test('reminded once 30 days before when incomplete; sealed at rest; erased 90 days after the trip, from later backups too', async () => {
    const { handle, database } = app()
    const { recordPayment } = await import('~/services/payments.server')
    const { saveDetails, sendDetailsReminders, runTripDetailsRetention, detailsForStaff } =
      await import('~/services/trip-details.server')
    const { takeBackup } = await import('@db/backup')
    const email = `kwame.${Date.now()}@traveller.example`
    const { proposalId, leadId, staff, today, start, end } = await bookAcceptedTrip(handle, {
      name: 'Kwame Mensah',
      email,
      startInDays: 45,
      days: 4,
      total: 800_000,
      title: 'Bwindi and the lakes',
    })
    const reminders = () =>
      handle.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'body'])
        .where('lead_id', '=', leadId)
        .where('purpose', '=', 'details-reminder')
        .execute()
    const both = async (day: string) =>
      (await Promise.all([sendDetailsReminders(at(day)), sendDetailsReminders(at(day))])).reduce(
        (a, b) => a + b,
      )

    // No deposit yet: no reminder, even within 30 days.
    expect(await both(addDays(start, -20))).toBe(0)
    await recordPayment(
      proposalId,
      staff,
      { amount: 240_000, method: 'bank_transfer', reference: null, note: null, paidOn: today },
      'test',
    )
    const traveller = {
      fullName: 'Kwame Mensah',
      nationality: 'Ghanaian',
      birthDate: '1979-11-30',
      passportNumber: PASSPORT,
      passportExpiry: addDays(end, 100),
      dietary: 'No pork',
      medical: '',
      emergencyContact: 'Ama Mensah +233 20 123 4567',
    }
    const flights = {
      arrivalFlight: 'KQ 412',
      arrivalDate: start,
      arrivalTime: '06:40',
      departureFlight: '',
      departureDate: '',
      departureTime: '',
    }
    await saveDetails({ proposalId, leadId }, { travellers: [traveller], ...flights })
    // At rest the number is sealed; staff see it masked, and the passport flagged as too short-lived.
    const row = await handle.db
      .selectFrom('trip_travellers')
      .select(['passport_sealed', 'passport_expiry'])
      .where('proposal_id', '=', proposalId)
      .executeTakeFirstOrThrow()
    expect(row.passport_sealed).toMatch(/^p1\./)
    expect(row.passport_sealed).not.toContain(PASSPORT)
    if (database.url.startsWith('file:')) {
      const file = database.url.slice('file:'.length)
      const bytes = [file, `${file}-wal`]
        .filter(fs.existsSync)
        .map((one) => fs.readFileSync(one).toString('latin1'))
        .join('')
      expect(bytes).not.toContain(PASSPORT)
    }
    const shown = await detailsForStaff(proposalId)
    expect(shown!.travellers[0]).toMatchObject({ passportShown: '•••• 47', passportTooSoon: true })
    expect(shown!.missing.people).toEqual([
      { traveller: 2, fields: expect.arrayContaining(['fullName', 'passportNumber']) },
    ])

    // Incomplete (the second traveller, the departure flight): reminded once from 30 days before.
    expect(await both(addDays(start, -31))).toBe(0)
    expect(await both(addDays(start, -30))).toBe(1)
    expect(await both(addDays(start, -29))).toBe(0)
    const [mail, ...more] = await reminders()
    expect(more).toEqual([])
    expect(mail).toMatchObject({ to_address: email })
    expect(mail!.subject).toMatch(/^Your travel details for Bwindi and the lakes \[TS-/)
    expect(mail!.body).toMatch(/\/proposal\/[A-Za-z0-9_-]{32}\/details/)

    // Kept 89 days after the trip; erased on the 90th, and absent from a backup taken afterwards.
    expect((await runTripDetailsRetention(at(addDays(end, 89)))).erased).toBe(0)
    expect((await runTripDetailsRetention(at(addDays(end, 90)))).erased).toBe(1)
    const left = await handle.db
      .selectFrom('trip_travellers')
      .select('id')
      .where('proposal_id', '=', proposalId)
      .execute()
    expect(left).toEqual([])
    const archive = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-details-backup-')),
      'backup.tar.gz',
    )
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-details-files-'))
    await takeBackup(database.url, { uploads: empty, mailAttachments: empty }, archive)
    const text = backupText(archive)
    expect(text).not.toContain(row.passport_sealed)
    expect(text).not.toContain(PASSPORT)
    expect(text).not.toContain('Ama Mensah')
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('action', '=', 'details-erasure')
      .execute()
    expect(audit).toEqual([
      { action: 'details-erasure', subject: `The travel details of 1 trip ended by ${end}` },
    ])
  })
}
