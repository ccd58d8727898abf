import { durationText } from '~/lib/lead-clock'
import type { DashboardFigures } from '~/services/lead-figures.server'

// The dashboard's lead figures: what waits, how fast staff first answer, leads per week (an SVG chart
// whose numbers are also written out), conversion by source, country and package, and lost reasons.

const hours = (value: number | null) => (value === null ? 'none yet' : durationText(value * 3_600_000))
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`)

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm">
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

function WeeksChart({ weeks }: { weeks: DashboardFigures['weeks'] }) {
  const top = Math.max(1, ...weeks.map((week) => week.count))
  const width = 24
  return (
    <figure className="rounded-xl bg-white p-4 shadow-sm">
      <figcaption className="font-serif text-lg">Leads per week</figcaption>
      <svg
        role="img"
        aria-labelledby="weeks-chart-title"
        viewBox={`0 0 ${weeks.length * width} 110`}
        className="mt-2 h-32 w-full"
        preserveAspectRatio="none"
      >
        <title id="weeks-chart-title">
          {`Leads per week, the last ${weeks.length} weeks: ${weeks.map((week) => `${week.week}: ${week.count}`).join('; ')}`}
        </title>
        {weeks.map((week, index) => {
          const height = (week.count / top) * 100
          return (
            <rect
              key={week.week}
              x={index * width + 3}
              y={105 - height}
              width={width - 6}
              height={height}
              className="fill-savanna-600"
            />
          )
        })}
      </svg>
      <ol className="mt-2 grid grid-cols-3 gap-x-3 text-xs sm:grid-cols-6">
        {weeks.map((week) => (
          <li key={week.week}>
            Week of {week.week}: <strong>{week.count}</strong>
          </li>
        ))}
      </ol>
    </figure>
  )
}

export function LeadFigures({ figures }: { figures: DashboardFigures }) {
  const { waiting, firstResponse, conversion } = figures
  const conversionRows = (items: typeof conversion.bySource) =>
    items.map((item) => [item.label, item.won, item.closed, percent(item.rate)])
  return (
    <section aria-labelledby="lead-figures-heading" className="mt-10">
      <h2 id="lead-figures-heading" className="font-serif text-2xl">
        Leads
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure label="Waiting for a reply" value={waiting.waiting} />
        <Figure
          label="Oldest waiting"
          value={waiting.oldest ? durationText(Date.parse(figures.now) - Date.parse(waiting.oldest)) : 'none'}
        />
        <Figure label="Overdue" value={waiting.overdue} />
        <Figure label="Next actions due" value={waiting.dueToday} />
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
