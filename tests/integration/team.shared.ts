import { createDatabase } from '@db/client'
import type { Backend } from '../../testing/backends'

// What the team-*.test.ts files share: back-office pages fetched with a member's session, and reads of
// the suite's database (its members and the audit trail).

/** The helpers of a team suite, over its server. */
export function teamHelpers(backend: () => Backend) {
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
  const trail = (action: string) =>
    withHandle((db) =>
      db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute(),
    )

  return { page, withHandle, memberId, trail }
}
