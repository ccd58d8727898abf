import { Link } from 'react-router'
import { formatDate } from '~/lib/back-office'
import type { PermitCheck } from '~/lib/pricing/permits'

// The permits a proposal's days need (docs/product.md, "Permits held"), each against what is held and
// what other accepted trips took: before acceptance a warning where it needs more than are free; once
// accepted, what the trip took, and what is still to buy when it took more than were free. Staff only.

export function PermitChecks({
  checks,
  accepted,
}: {
  checks: readonly (PermitCheck & { permit: string })[]
  /** The traveller accepted: the checks are of the permits the trip took */
  accepted: boolean
}) {
  if (!checks.length) return null
  const short = checks.reduce((sum, check) => sum + check.short, 0)
  return (
    <section aria-labelledby="permits-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="permits-heading" className="font-serif text-2xl">
        Permits this trip needs
      </h2>
      {short && accepted ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {`Accepted ${short} ${short === 1 ? 'permit' : 'permits'} short: buy ${short === 1 ? 'it' : 'them'}, then record ${short === 1 ? 'it' : 'them'} under Permits held.`}
        </p>
      ) : short ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          This trip needs more permits than are held and free: buy them before it is accepted.
        </p>
      ) : accepted ? (
        <p className="mt-2 font-semibold">Accepted: the trip took the permits it needs.</p>
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
