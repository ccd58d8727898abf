import type { ReactNode } from 'react'

/**
 * A back-office table on a white card that scrolls sideways on a narrow screen (positioned, so that
 * screen-reader-only headings scroll with it instead of widening the page).
 */
export function AdminTable({
  headings,
  children,
  labelledBy,
  label,
}: {
  headings: ReactNode[]
  children: ReactNode
  /** The id of the heading that names the table. */
  labelledBy?: string
  /** The table's name, when no heading names it. */
  label?: string
}) {
  // The box that scrolls sideways on a phone is a named region keyboards can reach, so its far
  // columns can be scrolled to without a pointer.
  return (
    <div
      role="region"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className="relative mt-3 overflow-x-auto rounded-xl bg-white shadow-sm focus-visible:outline-3 focus-visible:outline-savanna-600"
    >
      <table
        className="w-full text-left text-sm"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
      >
        <thead className="border-b border-forest-700/20 bg-savanna-100/60">
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** The heading of a column of buttons or links, named for screen readers only. */
export const actionsHeading = <span className="sr-only">Actions</span>
