import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { contactMessageInput } from '../../testing/inquiries'

// Erasure matches an address exactly (docs/product.md, "A traveller's rights"): a LIKE wildcard in it
// never reaches another traveller's mail.

describeOnBothDatabases('erasing an address with wildcard characters', (backend) => {
  test("erases that address only, never another's mail that a LIKE wildcard would match", async () => {
    const { url, database, token } = backend()
    const tag = Date.now().toString(36)
    const erased = `a_${tag}@example.com`
    const other = `ab${tag}@example.com`
    expect(
      (await call(url, '/api/bookings/message', { json: contactMessageInput({ email: erased }) })).status,
    ).toBe(201)
    const handle = createDatabase(database.url)
    try {
      // Someone else's message that mentions the other address: it must stay.
      await handle.db
        .insertInto('mail_inbox')
        .values({
          message_id: `<kept-${tag}@example.com>`,
          kind: 'reply',
          from_address: 'colleague@example.com',
          subject: 'A friend',
          body_text: `Please also write to ${other}`,
          received_at: new Date().toISOString(),
        })
        .execute()
      const answer = await fetch(`${url}/admin/privacy`, {
        method: 'POST',
        headers: {
          cookie: `tembo_session=${token}`,
          origin: url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ email: erased, confirm: erased }),
      })
      expect(answer.status).toBe(200)
      const kept = await handle.db
        .selectFrom('mail_inbox')
        .select('body_text')
        .where('message_id', '=', `<kept-${tag}@example.com>`)
        .execute()
      expect(kept).toEqual([{ body_text: `Please also write to ${other}` }])
    } finally {
      await handle.db.destroy()
    }
  })
})
