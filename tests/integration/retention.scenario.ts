import { expect, test } from 'vitest'
import type { TestDatabase } from '../../testing/databases'
import { withAppInProcess } from '../../testing/in-process'
import { contactMessageInput } from '../../testing/inquiries'

// The retention rule (docs/product.md, "A traveller's rights"), with the time set by the test: a lead closed
// more than RETENTION_MONTHS ago is erased with its inquiries and mail; a newer one of the same traveller,
// and a lead closed more recently, are left alone; running it again erases nothing more. Run on each database
// by retention.*.test.ts, in this process (the application's settings are read once per process).

const MONTH = 30 * 24 * 3_600_000

export function retentionScenario(create: () => Promise<TestDatabase>) {
  const app = withAppInProcess(create, { RETENTION_MONTHS: '36' })

  test('closed leads older than the retention period are erased, lead by lead, once', async () => {
    const { handle } = app()
    const { runRetention } = await import('~/services/privacy.server')
    const { createInquiry } = await import('~/models/inquiries.server')
    const { queueMail } = await import('~/models/mail-outbox.server')
    /** The traveller's acknowledgement of an inquiry, waiting in the outbox. */
    const acknowledge = (inquiry: number, email: string) =>
      queueMail(handle.db as never, [
        {
          purpose: 'acknowledgement',
          inquiry_kind: 'message',
          inquiry_id: inquiry,
          to_address: email,
          reply_to: null,
          subject: 'We have your message',
          body: 'Thank you for writing to us.',
        },
      ])
    const now = new Date('2030-06-15T09:00:00.000Z')
    const closedAgo = async (months: number, name: string, email: string) => {
      const { id, lead } = await createInquiry(
        'message',
        contactMessageInput({ name, email, message: `About ${name}'s trip` }) as never,
      )
      await handle.db
        .updateTable('leads')
        .set({
          status: 'lost',
          lost_reason: 'price',
          closed_at: new Date(now.getTime() - months * MONTH).toISOString(),
        })
        .where('id', '=', lead.id)
        .execute()
      await acknowledge(id, email)
      return { inquiry: id, lead: lead.id }
    }
    const old = await closedAgo(37, 'Astrid Lindqvist', 'astrid@example.se')
    const recent = await closedAgo(35, 'Mateo Rossi', 'mateo@example.it')
    // The same traveller came back: a new lead, open, which the rule leaves alone.
    const again = await createInquiry(
      'message',
      contactMessageInput({
        name: 'Astrid Lindqvist',
        email: 'astrid@example.se',
        message: 'Back for Rwanda',
      }) as never,
    )
    expect(again.lead.id).not.toBe(old.lead)
    await acknowledge(again.id, 'astrid@example.se')

    expect(await runRetention(now)).toBe(1)
    const leads = await handle.db
      .selectFrom('leads')
      .select(['id', 'name', 'email', 'status', 'closed_at', 'erased_at'])
      .where('id', 'in', [old.lead, recent.lead, again.lead.id])
      .execute()
    const byId = new Map(leads.map((lead) => [Number(lead.id), lead]))
    expect(byId.get(old.lead)).toMatchObject({ name: '[erased]', email: '[erased]', status: 'lost' })
    expect(byId.get(old.lead)!.erased_at).toBe(now.toISOString())
    expect(byId.get(recent.lead)).toMatchObject({ name: 'Mateo Rossi', erased_at: null })
    expect(byId.get(again.lead.id)).toMatchObject({ name: 'Astrid Lindqvist', erased_at: null })
    const messages = await handle.db
      .selectFrom('messages')
      .select(['id', 'name', 'message'])
      .where('id', 'in', [old.inquiry, recent.inquiry, again.id])
      .orderBy('id')
      .execute()
    expect(messages.map((row) => [row.name, row.message])).toEqual([
      ['[erased]', ''],
      ['Mateo Rossi', "About Mateo Rossi's trip"],
      ['Astrid Lindqvist', 'Back for Rwanda'],
    ])
    // Its acknowledgement is gone; the others' are not.
    const mail = await handle.db
      .selectFrom('mail_outbox')
      .select(['inquiry_id'])
      .where('inquiry_kind', '=', 'message')
      .execute()
    expect(mail.map((row) => Number(row.inquiry_id))).not.toContain(old.inquiry)
    expect(mail.map((row) => Number(row.inquiry_id)).sort()).toEqual([recent.inquiry, again.id].sort())

    // Nothing twice; on the trail once, by count and date.
    expect(await runRetention(now)).toBe(0)
    const trail = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'retention-erasure')
      .execute()
    expect(trail).toEqual([
      expect.objectContaining({ actor_id: null, subject: '1 lead closed before 2027-06-15' }),
    ])
  })
}
