import { Link } from 'react-router'
import { durationText } from '~/lib/lead-clock'
import type { DashboardFigures } from '~/routes/admin/_index.server'

// The dashboard's lead figures: what waits (at the top of the page), how fast staff first answer, leads per week (an SVG chart
// whose numbers are also written out), conversion by source, country and package, and lost reasons.

const hours = (value: number | null) => (value === null ? 'none yet' : durationText(value * 3_600_000))
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`)

function Figure({ label, value, attention }: { label: string; value: string | number; attention?: boolean }) {
  return (
    <div className={`rounded-xl bg-white p-4 shadow-sm ${attention ? 'border-2 border-savanna-600' : ''}`}>
      <dt className="text-sm font-semibold tracking-wide text-forest-700 uppercase">{label}</dt>
      <dd className="mt-1 font-serif text-3xl">{value}</dd>
    </div>
  )
}

function Table({
  caption,
  headings,
  rows,
}: {
  caption: string
  headings: string[]
  rows: (string | number)[][]
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl bg-white p-4 shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left font-serif text-lg">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-1 pr-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headings.length} className="py-1">
                Nothing yet.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={String(row[0])} className="border-t border-forest-700/10">
                {row.map((cell, index) => (
                  <td key={index} className="py-1 pr-3">
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** "2026-09-07" as "7 Sep": the week's Monday, already in the operator's zone. */
const shortDay = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`

/**
 * Leads per week as bars, each with its count above it and its Monday below, in the drawing's own
 * coordinates (scaled as a whole, so the words keep their shape); the title says it all in words.
 */
function WeeksChart({ weeks }: { weeks: DashboardFigures['weeks'] }) {
  const top = Math.max(1, ...weeks.map((week) => week.count))
  const width = 40
  const base = 118
  return (
    <figure className="rounded-xl bg-white p-4 shadow-sm">
      <figcaption className="font-serif text-lg">Leads per week</figcaption>
      <svg
        role="img"
        aria-labelledby="weeks-chart-title"
        viewBox={`0 0 ${weeks.length * width} 140`}
        className="mt-2 h-auto w-full"
      >
        <title id="weeks-chart-title">
          {`Leads per week, the last ${weeks.length} weeks: ${weeks.map((week) => `week of ${shortDay(week.week)}: ${week.count}`).join('; ')}`}
        </title>
        <line x1={0} x2={weeks.length * width} y1={base} y2={base} className="stroke-forest-700/30" />
        {weeks.map((week, index) => {
          const height = (week.count / top) * 88
          const middle = index * width + width / 2
          return (
            <g key={week.week}>
              <rect
                x={index * width + 6}
                y={base - height}
                width={width - 12}
                height={height}
                className="fill-savanna-600"
              />
              <text x={middle} y={base - height - 4} textAnchor="middle" fontSize={12} fontWeight={600}>
                {week.count}
              </text>
              <text x={middle} y={base + 15} textAnchor="middle" fontSize={10} className="fill-forest-700">
                {shortDay(week.week)}
              </text>
            </g>
          )
        })}
      </svg>
      <p className="mt-1 text-xs">Weeks begin on Monday.</p>
    </figure>
  )
}

/**
 * What waits for staff this morning, at the top of the dashboard, with the way to the inbox's waiting
 * leads, longest waiting (so overdue) first.
 */
export function WaitingFigures({ figures }: { figures: DashboardFigures }) {
  const { waiting } = figures
  const items = [
    { label: 'Waiting for a reply', value: waiting.waiting },
    {
      label: 'Oldest waiting',
      value: waiting.oldest ? durationText(Date.parse(figures.now) - Date.parse(waiting.oldest)) : 'none',
    },
    { label: 'Overdue', value: waiting.overdue, attention: waiting.overdue > 0 },
    { label: 'Next actions due', value: waiting.dueToday },
  ]
  return (
    <section aria-labelledby="waiting-heading" className="mt-6">
      <h2 id="waiting-heading" className="font-serif text-2xl">
        Waiting for you
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {items.map((item) => (
          <Figure key={item.label} {...item} />
        ))}
      </dl>
      {waiting.waiting > 0 ? (
        <p className="mt-3">
          <Link to="/admin/leads?waiting=1" className="font-semibold text-savanna-700 underline">
            Answer the waiting leads, longest waiting first
          </Link>
        </p>
      ) : null}
    </section>
  )
}

export function LeadFigures({ figures }: { figures: DashboardFigures }) {
  const { firstResponse, conversion } = figures
  const conversionRows = (items: typeof conversion.bySource) =>
    items.map((item) => [item.label, item.won, item.closed, percent(item.rate)])
  return (
    <section aria-labelledby="lead-figures-heading" className="mt-10">
      <h2 id="lead-figures-heading" className="font-serif text-2xl">
        How the desk is doing
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Figure label="First reply, median (30 days)" value={hours(firstResponse.overall.median)} />
        <Figure label="First reply, 90th percentile" value={hours(firstResponse.overall.p90)} />
      </dl>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <WeeksChart weeks={figures.weeks} />
        <Table
          caption="First reply by member of staff (30 days)"
          headings={['Member', 'Leads', 'Median', '90th percentile']}
          rows={firstResponse.byStaff.map((item) => [
            item.name,
            item.count,
            hours(item.median),
            hours(item.p90),
          ])}
        />
        <Table
          caption="Conversion by source"
          headings={['Source', 'Booked', 'Closed', 'Rate']}
          rows={conversionRows(conversion.bySource)}
        />
        <Table
          caption="Conversion by country"
          headings={['Country', 'Booked', 'Closed', 'Rate']}
          rows={conversionRows(conversion.byCountry)}
        />
        <Table
          caption="Conversion by package"
          headings={['Package', 'Booked', 'Closed', 'Rate']}
          rows={conversionRows(conversion.byPackage)}
        />
        <Table
          caption="Why leads were lost"
          headings={['Reason', 'Leads']}
          rows={conversion.lostReasons.map((item) => [item.reason, item.count])}
        />
      </div>
    </section>
  )
}
