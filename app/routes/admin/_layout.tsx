import type { ReactNode } from 'react'
import {
  Form,
  isRouteErrorResponse,
  NavLink,
  Outlet,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { NotSavedForm } from '~/components/not-saved'
import { ErrorPage } from '~/components/error-page'
import { isNotSaved } from '~/lib/not-saved'
import { inquiryKinds } from '~/inquiries'
import { countUnread } from '~/models/inquiries.server'
import { countMailProblems } from '~/models/mail-shown.server'
import { countMailToSort } from '~/models/mail-to-sort.server'
import { countOpenPaymentsToLookAt } from '~/models/payments-to-look-at.server'
import { countWaitingReviews } from '~/models/traveller-reviews.server'
import { staffMiddleware, staffOf } from '~/services/staff-context.server'
import type { Route } from './+types/_layout'

/** This layout's route id (from its file, app/routes.ts): pages read the frame's data by it. */
export const ADMIN_LAYOUT_ID = 'routes/admin/_layout'

// The back-office frame (a sidebar on the left, content on the right). On a phone the sidebar
// becomes a bar across the top whose links scroll sideways. The bar is positioned (relative) so that
// the screen-reader-only words inside its links stay inside its scrolling box: left to the page, they
// widened every back-office page on a phone to the length of the whole bar.

export const middleware: Route.MiddlewareFunction[] = [staffMiddleware]

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = staffOf(context)
  // A driver-guide's frame counts nothing of the desk: they read only their departures.
  if (staff.role === 'guide')
    return {
      staff,
      unread: 0,
      mailProblems: 0,
      mailToSort: 0,
      reviewsWaiting: 0,
      paymentsToLookAt: 0,
      inquiryLinks: [],
    }
  const [unread, mailProblems, mailToSort, reviewsWaiting, paymentsToLookAt] = await Promise.all([
    countUnread(),
    countMailProblems(),
    countMailToSort(),
    staff.role === 'admin' ? countWaitingReviews() : 0,
    staff.role === 'admin' ? countOpenPaymentsToLookAt() : 0,
  ])
  return { staff, unread, mailProblems, mailToSort, reviewsWaiting, paymentsToLookAt, inquiryLinks }
}

/** A link to each kind's list; those that staff mark read show how many are unread. */
const inquiryLinks: SidebarLink[] = inquiryKinds.map((kind) => ({
  to: kind.admin.listPath,
  label: kind.admin.title,
  ...(kind.tracksReading ? { badge: 'unread' as const } : {}),
}))

export const meta: Route.MetaFunction = () => [
  { title: 'Back-office' },
  { name: 'robots', content: 'noindex, nofollow' },
]

interface SidebarLink {
  to: string
  label: string
  end?: boolean
  badge?: 'unread' | 'mailProblems' | 'mailToSort' | 'reviewsWaiting' | 'paymentsToLookAt'
}

const home: SidebarLink = { to: '/admin', label: 'Home', end: true }
const leadsLink: SidebarLink = { to: '/admin/leads', label: 'Leads' }
const departuresLink: SidebarLink = { to: '/admin/departures', label: 'Departures' }
const reservationsLink: SidebarLink = { to: '/admin/reservations', label: 'Reservations' }
const myTripsLink: SidebarLink = { to: '/admin/my-trips', label: 'My trips' }
const payablesLink: SidebarLink = { to: '/admin/payables', label: 'Payables' }
const otherLinks: SidebarLink[] = [
  { to: '/admin/add_blog', label: 'Add blog' },
  { to: '/admin/articles', label: 'Articles' },
  { to: '/admin/packages', label: 'Packages' },
  { to: '/admin/countries', label: 'Country pages' },
  { to: '/admin/rates', label: 'Rate cards' },
  { to: '/admin/permits', label: 'Permits held' },
  { to: '/admin/mail-to-sort', label: 'Mail to sort', badge: 'mailToSort' },
  { to: '/admin/mail', label: 'Mail problems', badge: 'mailProblems' },
]
/** What only admins may open (docs/product.md, "The team"): agents are not shown the way. */
const adminLinks: SidebarLink[] = [
  { to: '/admin/payments', label: 'Payments to look at', badge: 'paymentsToLookAt' },
  { to: '/admin/templates', label: 'Reply templates' },
  { to: '/admin/currencies', label: 'Currencies' },
  { to: '/admin/booking-terms', label: 'Booking terms' },
  { to: '/admin/trust', label: 'Licence and reviews', badge: 'reviewsWaiting' },
  { to: '/admin/staff', label: 'Team' },
  { to: '/admin/privacy', label: "A traveller's data" },
  { to: '/admin/audit', label: 'Audit trail' },
]

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-3 focus-visible:outline-savanna-600 ${
    isActive ? 'bg-white text-forest-900' : 'text-savanna-100 hover:bg-white/10'
  }`

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame {...loaderData}>
      <Outlet />
    </AdminFrame>
  )
}

function AdminFrame({
  staff,
  unread,
  mailProblems,
  mailToSort,
  reviewsWaiting,
  paymentsToLookAt,
  inquiryLinks,
  children,
}: Route.ComponentProps['loaderData'] & { children: ReactNode }) {
  const navigation = useNavigation()
  const counts = { unread, mailProblems, mailToSort, reviewsWaiting, paymentsToLookAt }
  const links =
    staff.role === 'guide'
      ? [myTripsLink]
      : [
          leadsLink,
          departuresLink,
          reservationsLink,
          payablesLink,
          home,
          ...inquiryLinks,
          ...otherLinks,
          ...(staff.role === 'admin' ? adminLinks : []),
        ]
  return (
    <div className="min-h-screen md:flex">
      {/* The public layout's progress bar, drawn here again: sharing its module would split it into a
          chunk of its own that every public page then loads separately. */}
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-savanna-600 transition-transform duration-500 ${navigation.state !== 'idle' ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <a
        href="#content"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="bg-forest-900 text-white md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col">
        <div className="flex items-center justify-between gap-4 px-4 pt-4 md:block">
          <p className="font-serif text-xl">Back-office</p>
          <p className="truncate text-sm text-savanna-100/80">
            <span className="sr-only">Signed in as </span>
            {staff.name}
          </p>
        </div>
        <nav
          aria-label="Back-office"
          className="relative overflow-x-auto px-2 py-3 md:flex-1 md:overflow-y-auto"
        >
          <ul className="flex gap-1 md:flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                  {link.badge && counts[link.badge] > 0 ? (
                    <span className="rounded-full bg-savanna-600 px-2 text-xs text-white">
                      {counts[link.badge]}
                      <span className="sr-only">{link.badge === 'unread' ? ' unread' : ' to look at'}</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-2 border-t border-white/10 px-4 py-3 text-sm md:block md:space-y-2">
          <NavLink to="/admin/account" className={linkClass}>
            Your account
          </NavLink>
          <NavLink to="/admin/password" className={linkClass}>
            Change password
          </NavLink>
          <NavLink to="/admin/two-step" className={linkClass}>
            Two-step sign-in
          </NavLink>
          <a href="/" className="block rounded-lg px-3 py-2 text-savanna-100 hover:bg-white/10">
            View the website
          </a>
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="rounded-lg border border-white/40 px-3 py-2 text-left md:w-full font-semibold hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-savanna-600"
            >
              Sign Out
            </button>
          </Form>
        </div>
      </aside>
      <main id="content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none md:px-10 md:py-10">
        {children}
      </main>
    </div>
  )
}

// A page that fails or names nothing (an inquiry that was never there) keeps the sidebar around it. A
// form sent while the database was away comes back with its words (app/services/not-saved.server.ts).
export function ErrorBoundary() {
  const frame = useRouteLoaderData<typeof loader>(ADMIN_LAYOUT_ID)
  const error = useRouteError()
  const body =
    isRouteErrorResponse(error) && isNotSaved(error.data) ? (
      <NotSavedForm kept={error.data} />
    ) : (
      <ErrorPage area="back-office" />
    )
  return frame ? <AdminFrame {...frame}>{body}</AdminFrame> : <main className="px-4 py-10">{body}</main>
}
