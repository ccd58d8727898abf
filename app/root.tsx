import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router'
import { ErrorPage } from '~/components/error-page'
import { NotSavedForm } from '~/components/not-saved'
import { PageWordsBlock } from '~/components/page-words'
import { useLocale } from '~/components/use-locale'
import { ScriptsAfterPaint } from '~/components/scripts-after-paint'
import { isNotSaved } from '~/lib/not-saved'
import { isStaffPath } from '~/lib/paths'
import { fetchPageWords } from '~/lib/fetch-page-words'
import { getConfig } from '~/config.server'
import type { OperatorData } from '~/lib/operator'
import { answerUnavailable } from '~/services/unavailable.server'
import type { Route } from './+types/root'
// The style sheet is rendered in Layout with a precedence, so React puts it in the head ahead of the
// scripts' modulepreloads: a plain link came after all of them, and the first paint waited behind them.
import styles from './app.css?url'
// The two fonts every page draws text with, preloaded (the rest of each font comes when a page needs it).
import sansCore from './fonts/source-sans-3-core.woff2?url'
import serifCore from './fonts/source-serif-4-core.woff2?url'

// A request that failed because the database is away answers 503 "try again", not 500.
export const middleware: Route.MiddlewareFunction[] = [answerUnavailable]
// Each page a visitor goes on to brings its words, fetched beside its data (decision 057).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [fetchPageWords]

export const links: Route.LinksFunction = () => [
  ...[sansCore, serifCore].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function loader(): OperatorData {
  const config = getConfig()
  return { operator: config.operator, publicUrl: config.publicUrl }
}

// The operator's details come from the environment and do not change while the server runs.
export const shouldRevalidate = () => false

export function Layout({ children }: { children: React.ReactNode }) {
  // Staff start work at once, and their editors hold state that typing before the app starts would lose.
  const { pathname } = useLocation()
  const staffArea = isStaffPath(pathname)
  const locale = useLocale()
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14261a" />
        <link rel="stylesheet" href={styles} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-savanna-50 font-sans text-forest-900 antialiased">
        {children}
        {/* The words of the interface the page's scripts use, in its language (decision 057). */}
        <PageWordsBlock />
        {/* Scrolls to the top on every new page, and back to where you were on Back. */}
        <ScrollRestoration />
        {/* On the public site the app starts once the page has been painted (decision 033). */}
        {staffArea ? <Scripts /> : <ScriptsAfterPaint />}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

// Last resort, outside the site's layout (the public and /admin layouts have their own boundaries). A
// staff form sent while the database was away lands here when the back-office's gate itself could not
// run: its words come back all the same (app/services/not-saved.server.ts).
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && isNotSaved(error.data)) {
    return (
      <main className="px-4 py-10">
        <NotSavedForm kept={error.data} />
      </main>
    )
  }
  return (
    <main>
      <ErrorPage area="site" />
    </main>
  )
}
