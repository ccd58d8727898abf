import type { ReactNode } from 'react'

// A small horizontal bar chart that a screen reader and a phone read as well as an eye on a wide screen:
// a list whose entries say their numbers in words, each with its bar drawn beside the words as an SVG
// hidden from assistive technology (the words already say it). The bars stack under their labels, so
// the chart is as wide as its box and never scrolls sideways.

export interface BarChartRow {
  label: string
  /** What the bar's length stands for (0 or more); the longest bar is the largest value */
  value: number
  /** The value in words, beside the label: "12 bookings" */
  valueText: string
  /** More figures of the row, written out under its bar */
  details?: { term: string; text: string }[]
}

export function BarChart({
  caption,
  rows,
  empty,
  children,
}: {
  caption: string
  rows: BarChartRow[]
  /** Said instead of the chart when there are no rows */
  empty: string
  /** A note under the chart */
  children?: ReactNode
}) {
  const top = Math.max(1, ...rows.map((row) => row.value))
  return (
    <figure className="min-w-0 rounded-xl bg-white p-4 shadow-sm">
      <figcaption className="font-serif text-lg">{caption}</figcaption>
      {rows.length === 0 ? (
        <p className="mt-2">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {rows.map((row) => (
            <li key={row.label}>
              <p className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-semibold wrap-anywhere">{row.label}</span>
                <span className="shrink-0 tabular-nums">{row.valueText}</span>
              </p>
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                className="mt-1 block h-3 w-full"
              >
                <rect width={100} height={4} className="fill-savanna-100" />
                <rect width={(row.value / top) * 100} height={4} className="fill-savanna-700" />
              </svg>
              {row.details?.length ? (
                <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
                  {row.details.map((detail) => (
                    <div key={detail.term} className="contents">
                      <dt className="text-forest-700">{detail.term}</dt>
                      <dd className="wrap-anywhere">{detail.text}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {children ? <div className="mt-3 text-sm">{children}</div> : null}
    </figure>
  )
}
