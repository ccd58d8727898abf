import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router'
import { linkIn, localeOfPath, type Locale } from '~/lib/locales'
import { m } from '~/paraglide/messages'
import type { OperatorData } from '~/lib/operator'

// The one page for an address that names nothing or a page that failed, in the public site's words or
// the back-office's. Every error boundary (root, public layout, /admin layout) shows it; the links are
// plain links, so the way back is a fresh load whatever state the failure left behind.

export type ErrorArea = 'site' | 'back-office'

const WORDS = {
  // The public site speaks the address's language (messages/*.json).
  site: (locale: Locale) => ({
    notFound: [m.error_not_found_title({}, { locale }), m.error_not_found_text({}, { locale })],
    failed: [m.error_failed_title({}, { locale }), m.error_failed_text({}, { locale })],
    links: [
      [linkIn(locale, '/'), m.error_back_home({}, { locale })],
      [linkIn(locale, '/packages'), m.about_see_safaris({}, { locale })],
    ],
  }),
  'back-office': {
    notFound: [
      'Not found',
      'There is nothing at this address. The link may be mistyped, or what it named has been deleted.',
    ],
    failed: ['Something went wrong', 'This page could not be shown just now. Please try again in a moment.'],
    forbidden: [
      'For admins only',
      'Managing the team, templates, exports, erasures and deletions is for admins. Ask an admin of your team if you need this done.',
    ],
    links: [['/admin', 'Back to the dashboard']],
  } as const,
}

export function ErrorPage({ area }: { area: ErrorArea }) {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const locale = localeOfPath(useLocation().pathname)
  const words = area === 'site' ? WORDS.site(locale) : WORDS[area]
  const [heading, text] =
    status === 404 ? words.notFound : status === 403 && 'forbidden' in words ? words.forbidden : words.failed
  // A failed route's own meta is not rendered, so the page names itself: React puts these in the head.
  const brand = (useRouteLoaderData('root') as OperatorData | undefined)?.operator.brand
  const head = (
    <>
      <title>{brand ? `${heading} | ${brand}` : heading}</title>
      <meta name="robots" content="noindex" />
    </>
  )
  if (area === 'back-office') {
    return (
      <section className="max-w-xl">
        {head}
        <h1 className="font-serif text-3xl">{heading}</h1>
        <p className="mt-3">{text}</p>
        <p className="mt-6">
          {words.links.map(([href, label]) => (
            <a key={href} className="font-semibold text-savanna-700 underline" href={href}>
              {label}
            </a>
          ))}
        </p>
      </section>
    )
  }
  return (
    <section className="bg-forest-900 px-4 pt-32 pb-20 text-center text-white">
      {head}
      <h1 className="font-serif text-4xl">{heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">{text}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        {words.links.map(([href, label], index) => (
          <a
            key={href}
            className={
              index === 0
                ? 'rounded-full bg-savanna-700 px-6 py-3 font-semibold text-white hover:bg-savanna-800'
                : 'rounded-full border border-white/70 px-6 py-3 font-semibold hover:bg-white/10'
            }
            href={href}
          >
            {label}
          </a>
        ))}
      </p>
    </section>
  )
}
