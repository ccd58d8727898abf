import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router'
import { isDatabaseUnavailable } from '~/models/db.server'
import { STAFF_LANDING } from '~/lib/paths'
import { isCrossSiteChange, requireStaffSession, type StaffSession } from './auth.server'
import { notSavedAnswer } from './not-saved.server'
import { DUTY_PAGES, pendingDuty } from './sign-in-duties.server'

// The back-office's one gate: the /admin layout runs this middleware before any of its loaders or
// actions, so no staff page can forget to check. Each loader and action still reads the session through
// staffOf(), which refuses if the gate did not run. A member with a duty left from signing in (a new
// password, a second step to set up) sees only that duty's page until it is done.

const staffContext = createContext<StaffSession | null>(null)

export const staffMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let session: StaffSession
  try {
    session = await requireStaffSession(request)
  } catch (error) {
    // A form sent from our own pages while the database is away: what was typed goes back to the sender.
    // (Never one another site started: its words would come back on our page, with a button to send them.)
    if (request.method === 'POST' && isDatabaseUnavailable(error) && !isCrossSiteChange(request))
      return notSavedAnswer(error, request, context)
    throw error
  }
  context.set(staffContext, session)
  const duty = await pendingDuty(session.staff)
  const path = new URL(request.url).pathname.replace(/\.data$/, '')
  if (duty && path !== DUTY_PAGES[duty]) throw redirect(DUTY_PAGES[duty])
  if (session.staff.role === 'guide') guideGate(request.method, path)
  const response = await next()
  // Staff pages hold travellers' details: never cached, never indexed.
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}

/** What a driver-guide may open (docs/product.md, "Departures"): their own departures and their account. */
const GUIDE_PAGES = [
  /^\/admin\/my-trips(\/\d+(\/briefing\.pdf)?)?$/,
  /^\/admin\/(account|password|two-step)$/,
]
export const GUIDE_HOME = '/admin/my-trips'

/**
 * A driver-guide reads their own departures and nothing else of the back-office: its front door takes
 * them to their departures; any other page is refused (403), prices, leads and travellers' mail above all.
 */
function guideGate(method: string, path: string) {
  if (GUIDE_PAGES.some((page) => page.test(path))) return
  if (method === 'GET' && (path === '/admin' || path === '/admin/' || path === STAFF_LANDING))
    throw redirect(GUIDE_HOME)
  throw data('Not for driver-guides: your departures are under My trips', { status: 403 })
}

/** The signed-in staff member of a back-office request. */
export function staffOf(context: Readonly<RouterContextProvider>): StaffSession {
  const session = context.get(staffContext)
  if (!session) throw redirect('/login')
  return session
}

/**
 * The signed-in admin of a back-office request (docs/product.md, "The team"); anyone else is answered
 * 403, which the back-office shows as its "For admins only" page.
 */
export function adminOf(context: Readonly<RouterContextProvider>): StaffSession {
  const session = staffOf(context)
  if (session.staff.role !== 'admin') throw data('For admins only', { status: 403 })
  return session
}

/** Refuses a back-office request without a signed-in member: for a loader or action that needs no more. */
export function requireStaff(context: Readonly<RouterContextProvider>): void {
  staffOf(context)
}

/** Refuses anyone but an admin (403, "For admins only"): for a loader or action that needs no more. */
export function requireAdmin(context: Readonly<RouterContextProvider>): void {
  adminOf(context)
}
