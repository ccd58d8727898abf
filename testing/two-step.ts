import { expect } from 'vitest'
import { createDatabase } from '@db/client'
import type { Backend } from './backends'
import { addStaff } from './staff'
import { enrolTwoStep, newVisitor, signInByPage, type Visitor } from './staff-forms'

// What the two-step suites (the member's and the team's) share: client addresses of their own, the
// audit trail, a member with a second step set up, and a sign-in up to the code page.

export function twoStepSuite(backend: () => Backend) {
  let nextAddress = 10
  /** A client address no other test uses, so each test's failures are its own. */
  const newAddress = () => `198.51.100.${nextAddress++}`
  const trail = async (action: string) => {
    const handle = createDatabase(backend().database.url)
    try {
      return await handle.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute()
    } finally {
      await handle.db.destroy()
    }
  }
  /** A member signed in by the page, with a second step set up. */
  async function enrolledMember(prefix: string) {
    const account = await addStaff(backend().database.url, prefix)
    const browser = newVisitor(backend().url, newAddress())
    expect((await signInByPage(browser, account.email, account.password)).location).toBe('/admin/leads')
    return { ...account, browser, ...(await enrolTwoStep(browser, account.email)) }
  }
  /** Password, then the code page, from a browser that has not passed the step before. */
  async function startSignIn(
    email: string,
    password: string,
    browser: Visitor = newVisitor(backend().url, newAddress()),
  ) {
    const answer = await signInByPage(browser, email, password, '/admin/articles')
    return { browser, answer }
  }
  return { newAddress, trail, enrolledMember, startSignIn }
}
