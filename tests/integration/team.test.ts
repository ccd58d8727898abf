import path from 'node:path'
import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { adminOnlyPages } from '../../testing/admin-pages'
import { call, signIn } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { contactMessageInput } from '../../testing/inquiries'
import { leadOf } from '../../testing/leads'
import { outboxMails } from '../../testing/outbox'
import { ADMIN } from '../../testing/server'
import { addStaff, runStaffCli } from '../../testing/staff'
import { waitFor } from '../../testing/wait'

// The team (docs/product.md, "The team"): roles enforced on the server for every admin-only page and
// action, invitations and password links that work once within 72 hours, disabling that ends a member's
// sessions at once while their leads stay theirs, and an admin always left; each change on the audit
// trail.

describeOnBothDatabases('the team', (backend) => {
  const cookieOf = (token: string) => `tembo_session=${token}`
  /** A back-office page or form post with a session, as the browser sends it. */
  async function page(token: string, pathname: string, form?: Record<string, string | number>) {
    const { url } = backend()
    const answer = await fetch(`${url}${pathname}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieOf(token),
        origin: url,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form
        ? new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)]))
        : undefined,
    })
    return { status: answer.status, location: answer.headers.get('location'), html: await answer.text() }
  }
  const withHandle = async <T>(work: (db: ReturnType<typeof createDatabase>['db']) => Promise<T>) => {
    const handle = createDatabase(backend().database.url)
    try {
      return await work(handle.db)
    } finally {
      await handle.db.destroy()
    }
  }
  const memberId = (email: string) =>
    withHandle((db) =>
      db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow(),
    ).then((row) => row.id)
  const linkIn = (html: string) => /\/set-password\/([A-Za-z0-9_-]{20,})/.exec(html)?.[0]
  const trail = (action: string) =>
    withHandle((db) =>
      db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute(),
    )

  test('every admin-only page and action refuses an agent (403) and works for an admin', async () => {
    const { url, database, token: admin } = backend()
    const agentAccount = await addStaff(database.url, 'agent')
    const agent = await signIn(url, agentAccount.email, agentAccount.password)

    for (const pathname of adminOnlyPages) {
      const refused = await page(agent, pathname)
      expect(refused.status, pathname).toBe(403)
      expect(refused.html, pathname).toContain('For admins only')
      expect((await page(admin, pathname)).status, pathname).toBe(200)
    }
    // Agents work leads and articles, and are not shown the way to the rest.
    const leads = await page(agent, '/admin/leads')
    expect(leads.status).toBe(200)
    expect(leads.html).not.toMatch(/href="\/admin\/(staff|audit|templates)"/)
    expect((await page(admin, '/admin/leads')).html).toContain('href="/admin/staff"')

    const tag = Date.now().toString(36)
    const article = await withHandle((db) =>
      db.selectFrom('articles').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow(),
    )
    expect((await page(agent, '/admin/articles')).html).not.toContain('Delete “')
    const template = await withHandle((db) =>
      db.selectFrom('reply_templates').select('id').orderBy('id').executeTakeFirstOrThrow(),
    )
    const someone = await memberId(agentAccount.email)
    const traveller = `sweep.${tag}@example.com`
    expect(
      (await call(url, '/api/bookings/message', { json: contactMessageInput({ email: traveller }) })).status,
    ).toBe(201)
    const actions: {
      path: string
      form: Record<string, string | number>
      /** Whether the change was made, read from the database. */
      made: () => Promise<boolean>
    }[] = [
      {
        path: '/admin/staff',
        form: { intent: 'invite', email: `invited-${tag}@example.com`, name: 'Neema Mushi', role: 'agent' },
        made: () =>
          withHandle((db) =>
            db.selectFrom('staff').select('id').where('email', '=', `invited-${tag}@example.com`).execute(),
          ).then((rows) => rows.length === 1),
      },
      {
        path: '/admin/staff',
        form: { intent: 'role', id: someone, role: 'admin' },
        made: () =>
          withHandle((db) =>
            db.selectFrom('staff').select('role').where('id', '=', someone).executeTakeFirstOrThrow(),
          ).then((row) => row.role === 'admin'),
      },
      {
        path: '/admin/templates',
        form: { intent: 'save', name: `Sweep ${tag}`, subject: 'Hello', body: 'Dear {first_name}' },
        made: () =>
          withHandle((db) =>
            db.selectFrom('reply_templates').select('id').where('name', '=', `Sweep ${tag}`).execute(),
          ).then((rows) => rows.length === 1),
      },
      {
        path: '/admin/templates',
        form: { intent: 'delete', id: template.id },
        made: () =>
          withHandle((db) =>
            db.selectFrom('reply_templates').select('id').where('id', '=', template.id).execute(),
          ).then((rows) => rows.length === 0),
      },
      {
        path: '/admin/articles',
        form: { intent: 'delete', id: article.id, title: article.title },
        made: async () =>
          (await call(url, `/api/bookings/articles/${article.id}`, { token: admin })).status === 404,
      },
      {
        path: '/admin/privacy',
        form: { email: traveller, confirm: traveller },
        made: () =>
          withHandle((db) =>
            db.selectFrom('messages').select('id').where('email', '=', traveller).execute(),
          ).then((rows) => rows.length === 0),
      },
      {
        path: '/admin/privacy.json',
        form: { email: `someone.${tag}@example.com` },
        made: () =>
          withHandle((db) =>
            db.selectFrom('audit_log').select('id').where('action', '=', 'privacy-export').execute(),
          ).then((rows) => rows.length > 0),
      },
    ]
    for (const action of actions) {
      const label = `${action.path} ${action.form.intent}`
      expect((await page(agent, action.path, action.form)).status, label).toBe(403)
      expect(await action.made(), `${label}, refused to an agent`).toBe(false)
    }
    // Done by an admin, each works (the role change makes the swept agent an admin, after its refusals).
    for (const action of actions) {
      const label = `${action.path} ${action.form.intent}`
      const answer = await page(admin, action.path, action.form)
      expect(answer.status, label).toBe(200)
      expect(await action.made(), `${label}, by an admin`).toBe(true)
    }
    // Deletions are on the trail, with who and from where.
    const [deleted] = await trail('article-deleted')
    expect(deleted).toMatchObject({ actor_email: ADMIN.email, subject: article.title })
    expect(deleted!.address).toBeTruthy()
    expect((await trail('template-deleted')).length).toBe(1)
    // So is an account made on the command line, with no member behind it.
    expect(
      (await trail('staff-added')).find((entry) => entry.subject?.includes(agentAccount.email)),
    ).toMatchObject({
      actor_id: null,
      detail: JSON.stringify({ role: 'Agent', how: 'npm run staff' }),
    })
  })

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
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer')
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

  test('disabling signs the member out at once and keeps their leads theirs; re-enabling lets them back', async () => {
    const { url, database, token: admin } = backend()
    const account = await addStaff(database.url, 'guide')
    const token = await signIn(url, account.email, account.password)
    const id = await memberId(account.email)
    const sent = await call<{ id: number }>(url, '/api/bookings/message', { json: contactMessageInput() })
    const handle = createDatabase(database.url)
    const lead = await leadOf(handle, 'message', sent.body.id)
    await handle.db.updateTable('leads').set({ owner_id: id }).where('id', '=', lead.id).execute()
    await handle.db.destroy()
    expect((await call(url, '/api/bookings/messages', { token })).status).toBe(200)

    const disabled = await page(admin, '/admin/staff', { intent: 'disable', id })
    expect(disabled.status).toBe(200)
    expect(disabled.html).toContain('is disabled and signed out everywhere.')
    // Their open session is refused at once, by the API and the pages.
    expect((await call(url, '/api/bookings/messages', { token })).status).toBe(401)
    expect((await page(token, '/admin/leads')).location).toMatch(/^\/login/)
    const refused = await call(url, '/api/bookings/login', {
      json: { email: account.email, password: account.password },
    })
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({ error: 'Invalid email or password' })
    // Their lead is still theirs, and shown as theirs.
    const team = (await page(admin, '/admin/staff')).html.replace(/<!-- -->/g, '')
    expect(team).toMatch(/Disabled since [^<]+ · 1 open lead</)
    const leadPage = (await page(admin, `/admin/leads/${lead.id}`)).html
    expect(leadPage).toMatch(new RegExp(`value="${id}" selected="">[^<]+ \\(disabled\\)<`))
    // No other lead can be given to them while they are disabled.
    const other = await call<{ id: number }>(url, '/api/bookings/message', { json: contactMessageInput() })
    const otherHandle = createDatabase(database.url)
    const otherLead = await leadOf(otherHandle, 'message', other.body.id)
    await otherHandle.db.destroy()
    const given = await page(admin, `/admin/leads/${otherLead.id}`, { intent: 'owner', owner: id })
    expect(given.status).toBe(400)
    expect(given.html).toContain('Choose an active member of the team')

    expect((await page(admin, '/admin/staff', { intent: 'enable', id })).status).toBe(200)
    expect(
      (await call(url, '/api/bookings/login', { json: { email: account.email, password: account.password } }))
        .status,
    ).toBe(200)
    expect((await trail('staff-disabled')).length).toBe(1)
    expect((await trail('staff-enabled')).length).toBe(1)
    const failed = await trail('sign-in-failed')
    expect(failed.at(-1)).toMatchObject({
      actor_email: account.email,
      detail: JSON.stringify({ why: 'disabled' }),
    })
    // The trail, filtered, as admins read it.
    const audit = (await page(admin, '/admin/audit?action=staff-disabled')).html.replace(/<!-- -->/g, '')
    expect(audit).toContain('Disabled')
    expect(audit).toContain(account.email)
    expect(audit).toContain('Disabled</td>')
    expect(audit).not.toContain('Re-enabled</td>')
  })

  test('an admin is always left: nobody changes their own account, and two admins disabling each other at once leave one', async () => {
    const { url, database, token: first } = backend()
    const added = await runStaffCli(database.url, 'add', `second.admin.${Date.now()}@example.com`, '--admin')
    const email = /<([^>]+)>/.exec(added.stdout)![1]!
    const password = /Password: (\S+)/.exec(added.stdout)![1]!
    const second = await signIn(url, email, password)
    const firstId = await memberId(ADMIN.email)
    const secondId = await memberId(email)

    const self = await page(first, '/admin/staff', { intent: 'disable', id: firstId })
    expect(self.status).toBe(409)
    expect(self.html).toContain('Your own account is changed by another admin.')

    // The two of them are the only admins (earlier tests may have made others).
    await withHandle((db) =>
      db
        .updateTable('staff')
        .set({ role: 'agent' })
        .where('role', '=', 'admin')
        .where('id', 'not in', [firstId, secondId])
        .execute(),
    )
    const [one, other] = await Promise.all([
      page(first, '/admin/staff', { intent: 'disable', id: secondId }),
      page(second, '/admin/staff', { intent: 'disable', id: firstId }),
    ])
    const admins = await withHandle((db) =>
      db
        .selectFrom('staff')
        .select(['id'])
        .where('id', 'in', [firstId, secondId])
        .where('role', '=', 'admin')
        .where('disabled_at', 'is', null)
        .execute(),
    )
    expect(admins, `answers ${one.status} and ${other.status}`).toHaveLength(1)
    // Whoever is left puts the other back, so the suite goes on with the first admin.
    const left = admins[0]!.id === firstId ? first : second
    await page(left, '/admin/staff', { intent: 'enable', id: admins[0]!.id === firstId ? secondId : firstId })
    expect((await call(url, '/api/bookings/login', { json: ADMIN })).status).toBe(200)
  })
})
