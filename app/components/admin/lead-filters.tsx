import { Form } from 'react-router'
import { LEAD_STATUSES } from '~/lib/lead-status'
import type { LeadFilter } from '~/models/lead-desk.server'

// The inbox's search and filters (routes/admin/leads.tsx): the search box always shown, the rest folded
// behind one Filter control that says how many are set, so that on a phone the first lead is on the
// first screen. A plain GET form: the address holds the filters, and it works without JavaScript.

const selectClass = 'mt-1 block w-full rounded-lg border border-forest-700/40 bg-white px-3 py-2'

export function LeadFilters({
  filter,
  countries,
  packages,
}: {
  filter: LeadFilter
  countries: string[]
  packages: { no: number; title: string }[]
}) {
  const filtersSet = [
    filter.status,
    filter.owner,
    filter.waiting,
    filter.sort !== 'waiting',
    filter.month,
    filter.country,
    filter.packageNo,
  ].filter(Boolean).length
  return (
    <Form method="get" role="search" className="mt-4">
      <div>
        <div className="min-w-0 sm:max-w-md">
          <label htmlFor="q" className="block text-sm font-medium">
            Search by name, e-mail, phone or reference
          </label>
          <input
            id="q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filter.search ?? ''}
            className={selectClass}
          />
        </div>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-savanna-700">
          Filter{filtersSet ? ` (${filtersSet} set)` : ''}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
          <div>
            <label htmlFor="status" className="block text-sm font-medium">
              Status
            </label>
            <select id="status" name="status" defaultValue={filter.status ?? ''} className={selectClass}>
              <option value="">Any</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status.value} value={status.value}>
                  {status.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="owner" className="block text-sm font-medium">
              Owner
            </label>
            <select id="owner" name="owner" defaultValue={filter.owner ?? ''} className={selectClass}>
              <option value="">Anyone</option>
              <option value="mine">Mine</option>
              <option value="unassigned">Unassigned</option>
            </select>
          </div>
          <div>
            <label htmlFor="sort" className="block text-sm font-medium">
              Order
            </label>
            <select id="sort" name="sort" defaultValue={filter.sort} className={selectClass}>
              <option value="waiting">Longest waiting</option>
              <option value="newest">Newest</option>
              <option value="travel">Travel date</option>
            </select>
          </div>
          <div>
            <label htmlFor="month" className="block text-sm font-medium">
              Travelling in
            </label>
            <input
              id="month"
              name="month"
              type="month"
              defaultValue={filter.month ?? ''}
              className={selectClass}
            />
          </div>
          <div>
            <label htmlFor="visiting" className="block text-sm font-medium">
              Country
            </label>
            <select id="visiting" name="visiting" defaultValue={filter.country ?? ''} className={selectClass}>
              <option value="">Any</option>
              {countries.map((country) => (
                <option key={country}>{country}</option>
              ))}
            </select>
          </div>
          <div className="lg:col-span-2">
            <label htmlFor="tour" className="block text-sm font-medium">
              Package
            </label>
            <select id="tour" name="tour" defaultValue={filter.packageNo ?? ''} className={selectClass}>
              <option value="">Any</option>
              {packages.map((item) => (
                <option key={item.no} value={item.no}>
                  {item.title}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="waiting"
              value="1"
              defaultChecked={filter.waiting}
              className="h-5 w-5"
            />
            Waiting for reply
          </label>
        </div>
      </details>
      <button
        type="submit"
        className="mt-3 rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900"
      >
        Show
      </button>
    </Form>
  )
}
