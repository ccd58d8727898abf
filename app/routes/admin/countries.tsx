import { Link } from 'react-router'
import { countries } from '~/content/countries'
import { LOCALE_NAMES_IN_ENGLISH, TRANSLATED_LOCALES } from '~/lib/locales'
import { getCatalogue } from '~/models/catalogue.server'
import { requireStaff } from '~/services/staff-context.server'
import type { Route } from './+types/countries'

// The four country pages: their address and name are fixed; what they say is edited here.

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context)
  const catalogue = await getCatalogue()
  return {
    pages: countries.map((country) => {
      const page = catalogue.countries.find((entry) => entry.slug === country.slug)
      return {
        ...country,
        updatedAt: page?.updatedAt ?? null,
        untranslated: TRANSLATED_LOCALES.filter((locale) => !page?.texts[locale]).map(
          (locale) => LOCALE_NAMES_IN_ENGLISH[locale],
        ),
      }
    }),
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Country pages | Back-office' }]

export default function Countries({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-serif text-3xl">Country pages</h1>
      <ul className="mt-6 space-y-3">
        {loaderData.pages.map((page) => (
          <li key={page.slug} className="rounded-xl bg-white p-4 shadow-sm">
            <Link to={`/admin/countries/${page.slug}`} className="text-lg font-semibold underline">
              {page.name}
            </Link>
            <p className="text-sm text-forest-700">
              /places/{page.slug}
              {page.updatedAt ? ` · changed ${page.updatedAt.slice(0, 10)}` : ''}
            </p>
            <p className="text-sm">
              {page.untranslated.length
                ? `Not yet translated into ${page.untranslated.join(' and ')}`
                : 'Also in German and French'}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
