import { decodeJwt, SignJWT } from 'jose'
import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { contactMessageInput } from '../../testing/inquiries'
import { adminFiles, adminPages } from '../../testing/admin-pages'
import { call, signIn } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { ADMIN, SESSION_SECRET } from '../../testing/server'
import { staffReads, staffWrites } from '../../testing/staff-endpoints'

// Every staff endpoint of /api/bookings and every /admin page and action refuses a request that has no
// session, a session that has expired, a token past its own expiry, and a signed-out session.

const staffChanges = [
  ...staffWrites,
  { path: '/api/bookings/logout', method: 'POST', body: async () => ({}) },
]

const pageActions: { path: string; form: Record<string, string> }[] = [
  { path: '/admin/message/1', form: { intent: 'read' } },
  { path: '/admin/articles', form: { id: '1', title: 'x', intent: 'delete' } },
  { path: '/admin/staff', form: { intent: 'disable', id: '1' } },
  { path: '/admin/staff', form: { intent: 'rename', id: '1', name: 'Someone Else' } },
  { path: '/admin/account', form: { name: 'Someone Else' } },
  { path: '/admin/templates', form: { intent: 'delete', id: '1' } },
  {
    path: '/admin/password',
    form: { current_password: 'x', new_password: 'abcdefg', confirm_password: 'abcdefg' },
  },
  { path: '/admin/two-step', form: { intent: 'start' } },
]

describeOnBothDatabases('access sweep', (backend) => {
  test('no session, an expired session, an expired token and a signed-out session are all refused', async () => {
    const { url, database } = backend()
    await call(url, '/api/bookings/message', { json: contactMessageInput() })

    // A session whose row has passed its expiry (the token itself is still within its own).
    const expiredSession = await signIn(url, ADMIN.email, ADMIN.password)
    const handle = createDatabase(database.url)
    await handle.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', String(decodeJwt(expiredSession).sid))
      .execute()
    await handle.db.destroy()
    // A token of a live session, but signed with an expiry that has passed.
    const live = decodeJwt(await signIn(url, ADMIN.email, ADMIN.password))
    const expiredToken = await new SignJWT({ ...live })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(SESSION_SECRET))
    const signedOut = await signIn(url, ADMIN.email, ADMIN.password)
    expect((await call(url, '/api/bookings/logout', { method: 'POST', token: signedOut })).status).toBe(200)

    const refused = [
      { label: 'no session', token: undefined },
      { label: 'expired session', token: expiredSession },
      { label: 'expired token', token: expiredToken },
      { label: 'signed-out session', token: signedOut },
    ]
    for (const { label, token } of refused) {
      const headers: Record<string, string> = token ? { cookie: `tembo_session=${token}`, origin: url } : {}
      for (const path of staffReads) {
        expect(
          (await call(url, path, { headers: token ? { authorization: `Bearer ${token}` } : {} })).status,
          `${path}, ${label}`,
        ).toBe(401)
        expect((await call(url, path, { headers })).status, `${path} by cookie, ${label}`).toBe(401)
      }
      for (const write of staffChanges) {
        const answer = await call(url, write.path, {
          method: write.method,
          ...(await write.body()),
          headers: token ? { 'x-login': token } : {},
        })
        expect(answer.status, `${write.method} ${write.path}, ${label}`).toBe(401)
      }
      for (const path of [...adminPages, ...adminFiles]) {
        const page = await fetch(`${url}${path}`, { headers, redirect: 'manual' })
        expect(page.status, `${path}, ${label}`).toBe(302)
        expect(page.headers.get('location'), `${path}, ${label}`).toMatch(/^\/login\?redirectTo=/)
      }
      for (const action of pageActions) {
        const answer = await fetch(`${url}${action.path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(action.form),
        })
        expect(answer.status, `POST ${action.path}, ${label}`).toBe(302)
        expect(answer.headers.get('location'), `POST ${action.path}, ${label}`).toMatch(/^\/login/)
      }
    }
    // Nothing was changed by any of them: the message is unread, the article still there, and the first
    // account keeps its name.
    const token = await signIn(url, ADMIN.email, ADMIN.password)
    expect((await call(url, '/api/bookings/message/1', { token })).body[0].read).toBe(false)
    expect((await call(url, '/api/bookings/articles/1', { token })).status).toBe(200)
    const after = createDatabase(database.url)
    const first = await after.db.selectFrom('staff').select('name').where('id', '=', 1).executeTakeFirst()
    await after.db.destroy()
    expect(first?.name).toBe('Administrator')
  })
})
