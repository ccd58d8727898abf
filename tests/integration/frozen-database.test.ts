import { setTimeout as sleep } from 'node:timers/promises'
import { beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '@db/client'
import { call, signInByForm } from '../../testing/api'
import { leadOf } from '../../testing/leads'
import { withFrozenPostgres } from '../../testing/frozen-postgres'
import { contactMessageInput } from '../../testing/inquiries'
import type { RunningServer } from '../../testing/server'
import type { TcpProxy } from '../../testing/tcp-proxy'
import { waitFor } from '../../testing/wait'

// A network to PostgreSQL that freezes instead of closing (a partition, a failover that drops packets):
// every wait is bounded (.env.example, "Waiting on the database"), so /healthz says 503 at once for the
// load balancer and a request fails with 503 instead of hanging for as long as the freeze lasts. The
// server reaches the database through a real TCP proxy that holds every byte while frozen.

describe('PostgreSQL behind a network that freezes', () => {
  const frozen = withFrozenPostgres()
  let proxy: TcpProxy
  let server: RunningServer
  let direct: DatabaseHandle
  beforeAll(() => {
    ;({ proxy, server, direct } = frozen())
  })

  /** An answer, or 'no answer' when none came before the client gave up (as a load balancer does). */
  const answerWithin = async (path: string, ms: number, init?: Parameters<typeof call>[2]) => {
    try {
      return await call<Record<string, unknown>>(server.url, path, {
        ...init,
        signal: AbortSignal.timeout(ms),
      })
    } catch {
      return 'no answer' as const
    }
  }

  /** Ready again, and storing inquiries. */
  async function expectServedAgain() {
    const back = await waitFor(
      () => call(server.url, '/healthz'),
      (answer) => answer.status === 200,
      20_000,
    )
    expect(back.status).toBe(200)
    const stored = await call(server.url, '/api/bookings/message', { json: contactMessageInput() })
    expect(stored.status).toBe(201)
  }

  test('/healthz answers 503 during a freeze and a request fails instead of hanging; both recover', async () => {
    expect((await call(server.url, '/healthz')).status).toBe(200)
    expect((await call(server.url, '/api/bookings/message', { json: contactMessageInput() })).status).toBe(
      201,
    )

    proxy.freeze()
    const health = await answerWithin('/healthz', 5_000)
    expect(health).not.toBe('no answer')
    if (health === 'no answer') return
    expect(health.status).toBe(503)
    expect(health.body).toMatchObject({
      status: 'unavailable',
      problem: 'the database did not answer within 1000 ms',
    })
    // An inquiry fails with 503 within the limits; it does not wait for the network.
    const inquiry = await answerWithin('/api/bookings/message', 15_000, { json: contactMessageInput() })
    expect(inquiry).not.toBe('no answer')
    if (inquiry !== 'no answer') expect(inquiry.status).toBe(503)

    proxy.thaw()
    await expectServedAgain()
  })

  /** The messages stored, read past the proxy. */
  const storedMessages = async () =>
    Number(
      (
        await direct.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  /** Sends `count` inquiries one after another, each answered 201: enough to take every pooled connection in turn. */
  async function sendInquiries(count: number) {
    for (let sent = 0; sent < count; sent++) {
      const answer = await call(server.url, '/api/bookings/message', { json: contactMessageInput() })
      expect(answer.status).toBe(201)
    }
  }

  test('an inquiry whose client gave up while the network was frozen is not stored when it thaws', async () => {
    const before = await storedMessages()
    // Frozen once the message's row is written, inside the transaction that would commit it.
    proxy.freezeAfter('insert into "messages"')
    expect(await answerWithin('/api/bookings/message', 500, { json: contactMessageInput() })).toBe(
      'no answer',
    )
    // The network comes back before the server's own limit: the server could still store it, but its
    // client has stopped waiting (and will send it again).
    await sleep(700)
    proxy.thaw()
    await sleep(1_500)
    await sendInquiries(12)
    expect(await storedMessages()).toBe(before + 12)
  })

  test('an inquiry that timed out during a freeze is not stored when the network comes back', async () => {
    const before = await storedMessages()
    proxy.freezeAfter('insert into "messages"')
    const inquiry = await answerWithin('/api/bookings/message', 15_000, { json: contactMessageInput() })
    expect(inquiry).not.toBe('no answer')
    if (inquiry !== 'no answer') expect(inquiry.status).toBe(503)
    proxy.thaw()
    await expectServedAgain()
    // The connection its statements were held on never goes back to the pool, so no later transaction
    // commits them: twelve more inquiries take every pooled connection.
    await sendInquiries(12)
    expect(await storedMessages()).toBe(before + 13)
  })

  /** A lead of a new traveller, and a signed-in staff member's cookie. */
  async function staffOnALead() {
    const sent = await call<{ id: number }>(server.url, '/api/bookings/message', {
      json: contactMessageInput(),
    })
    expect(sent.status).toBe(201)
    return { lead: await leadOf(direct, 'message', sent.body.id), cookie: await signInByForm(server.url) }
  }
  /** Posts a reply from the lead's page as a browser without JavaScript does. */
  const postReply = (leadId: number, cookie: string, fields: Record<string, string>) =>
    fetch(`${server.url}/admin/leads/${leadId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, cookie },
      body: new URLSearchParams(fields),
    })
  const repliesOn = async (leadId: number) =>
    (
      await direct.db
        .selectFrom('mail_outbox')
        .select('body')
        .where('lead_id', '=', leadId)
        .where('purpose', '=', 'reply')
        .execute()
    ).map((mail) => mail.body)
  const reply = {
    intent: 'reply',
    subject: 'Your gorilla permits',
    words: 'Dear Ama,\n\nPermits for Bwindi on 14 March are still open: shall we hold two?',
  }

  /** The answer says nothing was sent, and gives back every word in a form that sends them again. */
  async function expectWordsGivenBack(answer: Response, leadId: number) {
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('30')
    const html = await answer.text()
    expect(html).toContain('Not sent: nothing was saved')
    expect(html).toContain(`action="/admin/leads/${leadId}"`)
    expect(html).toContain('Your gorilla permits</textarea>')
    expect(html).toContain('Permits for Bwindi on 14 March are still open: shall we hold two?</textarea>')
    expect(html).toMatch(/<input type="hidden" name="intent" value="reply"\/?>/)
  }

  test('a reply sent while the database is away comes back with its words, and sends once it is back', async () => {
    const { lead, cookie } = await staffOnALead()
    proxy.cut()
    try {
      // Not even the session can be checked: the words still come back to the one who typed them.
      await expectWordsGivenBack(await postReply(lead.id, cookie, reply), lead.id)
      // But never to a page another site posted from: its words would come back with our Send again.
      // (React Router refuses such a post first; the back-office's gate would refuse it too.)
      const forged = await fetch(`${server.url}/admin/leads/${lead.id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
          cookie,
        },
        body: new URLSearchParams({ ...reply, words: 'Please wire the deposit to account 12345.' }),
      })
      expect(forged.status).toBeGreaterThanOrEqual(400)
      const page = await forged.text()
      expect(page).not.toContain('Please wire the deposit')
      expect(page).not.toContain('Send again')
    } finally {
      proxy.restore()
    }
    expect(await repliesOn(lead.id)).toEqual([])
    await expectServedAgain()
    // "Send again" posts the same fields.
    const again = await postReply(lead.id, cookie, reply)
    expect(again.status).toBeLessThan(400)
    expect(await repliesOn(lead.id)).toEqual([expect.stringContaining('shall we hold two?')])
  })

  test('a reply whose saving froze comes back with its words, and nothing was queued', async () => {
    const { lead, cookie } = await staffOnALead()
    proxy.freezeAfter('insert into "mail_outbox"')
    try {
      await expectWordsGivenBack(await postReply(lead.id, cookie, reply), lead.id)
    } finally {
      proxy.thaw()
    }
    await expectServedAgain()
    expect(await repliesOn(lead.id)).toEqual([])
  })

  test('connections reset under it: the next requests are served on new ones', async () => {
    proxy.reset()
    await expectServedAgain()
  })
})
