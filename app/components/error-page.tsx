import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

/** What a visitor sees for an unknown address or a failure, inside the site's layout. */
export function ErrorPage() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <section className="bg-forest-900 px-4 pt-32 pb-20 text-center text-white">
      <h1 className="font-serif text-4xl">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">
        {notFound
          ? 'We could not find that page. It may have moved, or the address may have a typo.'
          : 'We could not show this page just now. Please try again in a moment.'}
      </p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link
          className="rounded-full bg-savanna-700 px-6 py-3 font-semibold text-white hover:bg-savanna-800"
          to="/"
        >
          Back to the home page
        </Link>
        <Link
          className="rounded-full border border-white/70 px-6 py-3 font-semibold hover:bg-white/10"
          to="/packages"
        >
          See our safaris
        </Link>
      </p>
    </section>
  )
}
