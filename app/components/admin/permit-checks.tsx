import { Link } from 'react-router'
import { formatDate } from '~/lib/back-office'
import type { PermitCheck } from '~/lib/pricing/permits'

// The permits a proposal's days need (docs/product.md, "Permits held"), each against what is held and
// what other accepted trips took: a warning where it needs more than are free. Staff only.

export function PermitChecks({ checks }: { checks: readonly (PermitCheck & { permit: string })[] }) {
  if (!checks.length) return null
  const short = checks.some((check) => check.short > 0)
  return (
    <section aria-labelledby="permits-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="permits-heading" className="font-serif text-2xl">
        Permits this trip needs
      </h2>
      {short ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          This trip needs more permits than are held and free: buy them before it is accepted.
        </p>
      ) : null}
      <ul className="mt-3 space-y-1">
        {checks.map((check) => (
          <li
            key={`${check.supplierId}-${check.date}`}
            className={check.short ? 'font-semibold text-red-800' : ''}
          >
            {`${check.permit}, ${formatDate(check.date)}: needs ${check.count}; ${check.held} held, ${check.taken} taken by other trips, ${check.free} free${check.short ? `: ${check.short} short` : ''}.`}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to="/admin/permits" className="text-savanna-700 underline">
          Permits held
        </Link>
      </p>
    </section>
  )
}
