import { Form } from 'react-router'
import type { Choice } from '~/components/ui/fields'
import { LEAD_STATUSES } from '~/lib/lead-status'
import { LOCALES, LOCALE_NAMES_IN_ENGLISH } from '~/lib/locales'
import type { LeadFilter } from '~/models/lead-desk.server'

// The inbox's search and filters (routes/admin/leads.tsx): the search box always shown, the rest folded
// behind one Filter control that says how many are set, so that on a phone the first lead is on the
// first screen. A plain GET form: the address holds the filters, and it works without JavaScript.

const selectClass = 'mt-1 block w-full rounded-lg border border-forest-700/40 bg-white px-3 py-2'

interface FilterChoice {
  id: string
  label: string
  value: string
  options: Choice[]
  /** Takes two columns on a wide screen (long package titles) */
  wide?: boolean
}

function Choose({ id, label, value, options, wide }: FilterChoice) {
  return (
    <div className={wide ? 'lg:col-span-2' : undefined}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={id} defaultValue={value} className={selectClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

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
    filter.language,
  ].filter(Boolean).length
  const any = { value: '', label: 'Any' }
  // Each select is named as the address names its filter (app/services/lead-list.server.ts).
  const choices: FilterChoice[] = [
    { id: 'status', label: 'Status', value: filter.status ?? '', options: [any, ...LEAD_STATUSES] },
    {
      id: 'owner',
      label: 'Owner',
      value: filter.owner ?? '',
      options: [
        { value: '', label: 'Anyone' },
        { value: 'mine', label: 'Mine' },
        { value: 'unassigned', label: 'Unassigned' },
      ],
    },
    {
      id: 'sort',
      label: 'Order',
      value: filter.sort ?? 'waiting',
      options: [
        { value: 'waiting', label: 'Longest waiting' },
        { value: 'newest', label: 'Newest' },
        { value: 'travel', label: 'Travel date' },
      ],
    },
    {
      id: 'visiting',
      label: 'Country',
      value: filter.country ?? '',
      options: [any, ...countries.map((country) => ({ value: country, label: country }))],
    },
    {
      id: 'tour',
      label: 'Package',
      value: String(filter.packageNo ?? ''),
      options: [any, ...packages.map((item) => ({ value: String(item.no), label: item.title }))],
      wide: true,
    },
    {
      id: 'language',
      label: 'Writes in',
      value: filter.language ?? '',
      options: [any, ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES_IN_ENGLISH[locale] }))],
    },
  ]
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
          {choices.slice(0, 3).map((choice) => (
            <Choose key={choice.id} {...choice} />
          ))}
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
          {choices.slice(3).map((choice) => (
            <Choose key={choice.id} {...choice} />
          ))}
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
