import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { call, signIn } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { contactMessageInput } from '../../testing/inquiries'
import { leadOf } from '../../testing/leads'
import { ADMIN } from '../../testing/server'
import { addStaff, runStaffCli } from '../../testing/staff'
import { teamHelpers } from './team.shared'

// Disabling members (docs/product.md, "The team"): it ends their sessions at once while their leads stay
// theirs, and an admin is always left; each change on the audit trail.

describeOnBothDatabases('the team', (backend) => {
  const { page, withHandle, memberId, trail } = teamHelpers(backend)

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
