import { NavLink } from 'react-router'
import { daysText } from '~/lib/country-names'
import { useLinkIn, useLocale } from './use-locale'

/** A package as a sidebar lists it. */
export interface SidebarPackage {
  no: number
  slug: string
  title: string
  days: number
}

/** The sidebar list of safari packages with their durations (country and tour pages). */
export function PackageSidebar({ packages, title }: { packages: SidebarPackage[]; title: string }) {
  const locale = useLocale()
  const localLink = useLinkIn()
  return (
    <aside aria-label={title} className="rounded-xl bg-white p-6 shadow-sm">
      <h2 className="font-serif text-2xl">{title}</h2>
      <ul className="mt-4 divide-y divide-forest-700/10">
        {packages.map((item) => (
          <li key={item.no}>
            <NavLink
              to={localLink(`/tour/${item.slug}`)}
              className={({ isActive }) =>
                `flex items-baseline justify-between gap-3 py-3 hover:text-savanna-700 ${isActive ? 'font-semibold text-savanna-700' : ''}`
              }
            >
              <span>{item.title}</span>
              <span className="shrink-0 text-sm text-forest-700">{daysText(item.days, locale)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </aside>
  )
}
