import path from 'node:path'
import { expect, test } from 'vitest'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import { ADMIN } from '../../testing/server'
import { waitFor } from '../../testing/wait'
import { teamHelpers } from './team.shared'

// Joining the team (docs/product.md, "The team"): invitations and password links that work once within
// 72 hours, sent only to the member's own address, each on the audit trail.

describeOnBothDatabases('the team', (backend) => {
  const { page, withHandle, memberId, trail } = teamHelpers(backend)
  const linkIn = (html: string) => /\/set-password\/([A-Za-z0-9_-]{20,})/.exec(html)?.[0]

  test('an invitation: the link sets a password once, within 72 hours, and signs the member in', async () => {
    const { url, server, token: admin } = backend()
    const email = `amani.${Date.now()}@example.com`
    const invited = await page(admin, '/admin/staff', {
      intent: 'invite',
      email: email.toUpperCase(),
      name: 'Amani Njoroge',
      role: 'agent',
    })
    expect(invited.status).toBe(200)
    expect(invited.html).toContain(`Invitation sent to ${email}.`)
    const link = linkIn(invited.html)!
    // The same link is in the mail, from the admin who invited.
    const mail = (await waitFor(
      () => outboxMails(path.join(server.dataDir, 'outbox')).find((text) => text.includes(`To: ${email}`)),
      (found) => found !== undefined,
    ))!
    expect(mail).toContain('Subject: Administrator invites you to the')
    expect(mail).toContain(link)
    expect(mail).toContain('72 hours')
    // Before joining, no password opens the account.
    expect(
      (await call(url, '/api/bookings/login', { json: { email, password: 'anything-at-all' } })).status,
    ).toBe(401)
    // The same address cannot be invited twice; what was typed comes back with the reason.
    const twice = await page(admin, '/admin/staff', {
      intent: 'invite',
      email,
      name: 'Amani Again',
      role: 'agent',
    })
    expect(twice.status).toBe(409)
    expect(twice.html).toContain('Someone with this address is already on the team')
    expect(twice.html).toContain('value="Amani Again"')

    const opened = await fetch(`${url}${link}`)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('referrer-policy')).toBe('same-origin')
    expect(opened.headers.get('cache-control')).toBe('private, no-store')
    const text = (await opened.text()).replace(/<!-- -->/g, '')
    expect(text).toContain('Join the team')
    expect(text).toContain('Welcome, Amani Njoroge.')
    const choose = (password: string, confirm = password) =>
      fetch(`${url}${link}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
        body: new URLSearchParams({ new_password: password, confirm_password: confirm }),
      })
    const mismatch = await choose('kilimanjaro-2027', 'kilimanjaro-2028')
    expect(mismatch.status).toBe(400)
    expect(await mismatch.text()).toContain('The two new passwords are not the same')
    const joined = await choose('kilimanjaro-2027')
    expect(joined.status).toBe(302)
    expect(joined.headers.get('location')).toBe('/admin/leads')
    const session = /tembo_session=([^;]+)/.exec(joined.headers.get('set-cookie') ?? '')![1]!
    const inbox = await page(session, '/admin/leads')
    expect(inbox.status).toBe(200)
    expect(inbox.html).toContain('Amani Njoroge')
    // Once only.
    expect((await fetch(`${url}${link}`)).status).toBe(410)
    const again = await choose('another-password')
    expect(again.status).toBe(410)
    expect(await again.text()).toContain('This link no longer works')
    const signedIn = await call(url, '/api/bookings/login', { json: { email, password: 'kilimanjaro-2027' } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ name: 'Amani Njoroge', role: 'agent' })

    // A reset link: a new one ends the one before, and none works past its 72 hours.
    // It goes only to the member's own address: the page does not show it (docs/product.md, "The team").
    const id = await memberId(email)
    const mailedLinks = async (count: number) => {
      const mails = await waitFor(
        () =>
          outboxMails(path.join(server.dataDir, 'outbox')).filter(
            (text) => text.includes(`To: ${email}`) && text.includes('set a new password'),
          ),
        (found) => found.length >= count,
      )
      return mails.map((text) => linkIn(text)!)
    }
    const sent = await page(admin, '/admin/staff', { intent: 'link', id })
    expect(sent.html).toContain(`A link to set a new password was sent to ${email}.`)
    expect(linkIn(sent.html)).toBeUndefined()
    const [first] = await mailedLinks(1)
    expect(linkIn((await page(admin, '/admin/staff', { intent: 'link', id })).html)).toBeUndefined()
    const second = (await mailedLinks(2)).find((link) => link !== first)!
    expect(second).toMatch(/^\/set-password\/[A-Za-z0-9_-]{20,}$/)
    expect((await fetch(`${url}${first}`)).status).toBe(410)
    expect((await fetch(`${url}${second}`)).status).toBe(200)
    await withHandle((db) =>
      db
        .updateTable('staff_links')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('staff_id', '=', id)
        .execute(),
    )
    expect((await fetch(`${url}${second}`)).status).toBe(410)

    const invitedEntry = (await trail('staff-invited')).find((entry) => entry.subject?.includes(email))
    expect(invitedEntry).toMatchObject({ actor_email: ADMIN.email, subject: `Amani Njoroge <${email}>` })
    expect(await trail('staff-joined')).toEqual([expect.objectContaining({ actor_email: email })])
    expect((await trail('password-link-sent')).length).toBe(2)
  })
})
