import { Outlet } from 'react-router'
import { ErrorPage } from '~/components/error-page'
import { Footer } from '~/components/footer'
import { Navbar } from '~/components/navbar'

export default function PublicLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-forest-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  )
}

// Errors of any public page (an unknown address, a missing article) show inside the layout.
export function ErrorBoundary() {
  return (
    <>
      <Navbar />
      <main id="main">
        <ErrorPage />
      </main>
      <Footer />
    </>
  )
}
