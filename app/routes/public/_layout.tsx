import { Outlet, useNavigation } from 'react-router'
import { m } from '~/paraglide/messages'
import { ErrorPage } from '~/components/error-page'
import { Footer } from '~/components/footer'
import { Navbar } from '~/components/navbar'
import { PhoneBar } from '~/components/next-step/phone-bar'
import { useLocale } from '~/components/use-locale'
import { useNextStep } from '~/components/next-step/use-next-step'
import { ArticleSkeleton, BlogListSkeleton, NavigationProgress } from '~/components/skeletons'
import { planStep } from '~/lib/next-step'
import { contentLanguages } from '~/lib/content-languages'
import { getCatalogue } from '~/models/catalogue.server'
import { visitMiddleware } from '~/services/request-context.server'
import type { Route } from './+types/_layout'

export const middleware: Route.MiddlewareFunction[] = [visitMiddleware]

/**
 * Which pages made from content exist in German and French (lib/locales.ts, ContentLanguages), for
 * every page's links, language switch and hreflang. A catalogue that cannot be read offers them in
 * English alone: the page itself still shows.
 */
export async function loader() {
  try {
    return { contentLanguages: contentLanguages(await getCatalogue()) }
  } catch {
    return { contentLanguages: {} }
  }
}

// The same for every page and language: read with the first page, not again as the traveller moves on.
export const shouldRevalidate = () => false

/** The placeholder for a page whose data is being fetched by the browser, if it has one. */
function skeletonFor(pathname: string | undefined) {
  if (pathname === '/blogs') return <BlogListSkeleton />
  if (pathname?.startsWith('/article/')) return <ArticleSkeleton />
  return null
}

export default function PublicLayout() {
  const navigation = useNavigation()

  const locale = useLocale()
  const skeleton = navigation.state === 'loading' ? skeletonFor(navigation.location?.pathname) : null
  const { step, isForm } = useNextStep()
  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-forest-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.skip_to_content({}, { locale })}
      </a>
      {/* A page printed (a proposal, say) is its content alone. */}
      <div className="contents print:hidden">
        <Navbar step={step} />
      </div>
      <main id="main" tabIndex={-1} className="outline-none">
        {skeleton ?? <Outlet />}
      </main>
      <div className="contents print:hidden">
        <Footer />
        <PhoneBar step={step} isForm={isForm} />
      </div>
    </>
  )
}

// Errors of any public page (an unknown address, a missing article) show inside the layout.
export function ErrorBoundary() {
  return (
    <>
      <Navbar step={planStep} />
      <main id="main">
        <ErrorPage area="site" />
      </main>
      <Footer />
      <PhoneBar step={planStep} isForm={false} />
    </>
  )
}
