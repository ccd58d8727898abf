import { NavLink } from 'react-router'
import { packages } from '~/content/packages'

/** The sidebar list of safari packages with their durations (country and tour pages). */
export function PackageSidebar({ nos, title }: { nos?: number[]; title: string }) {
  const shown = nos ? nos.map((no) => packages.find((item) => item.no === no)!).filter(Boolean) : packages
  return (
    <aside aria-label={title} className="rounded-xl bg-white p-6 shadow-sm">
      <h2 className="font-serif text-2xl">{title}</h2>
      <ul className="mt-4 divide-y divide-forest-700/10">
        {shown.map((item) => (
          <li key={item.no}>
            <NavLink
              to={`/tour/${item.slug}`}
              className={({ isActive }) =>
                `flex items-baseline justify-between gap-3 py-3 hover:text-savanna-700 ${isActive ? 'font-semibold text-savanna-700' : ''}`
              }
            >
              <span>{item.title}</span>
              <span className="shrink-0 text-sm text-forest-700">{`${item.days} days`}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </aside>
  )
}

/** Where a package's booking button leads: the 14-day combo to /book, the others to /book_package. */
export function bookingPath(no: number): string {
  return no === 5 ? '/book' : `/book_package?package=${no}`
}
