import { expect, test } from 'vitest'
import { adminOnlyPages } from '../../testing/admin-pages'
import { call, signIn } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { contactMessageInput } from '../../testing/inquiries'
import { ADMIN } from '../../testing/server'
import { addStaff } from '../../testing/staff'
import { teamHelpers } from './team.shared'

// Roles in the team (docs/product.md, "The team"): every admin-only page and action is refused to an agent
// on the server and works for an admin, each change on the audit trail.

describeOnBothDatabases('the team', (backend) => {
  const { page, withHandle, memberId, trail } = teamHelpers(backend)

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
})
