import { Link } from 'react-router'

/** Previous and next page of a back-office list, and where you are; nothing when it is one page. */
export function Pager({
  page,
  pageCount,
  link,
  total,
  hasNext = pageCount !== null && page < pageCount,
}: {
  page: number
  /** null when the list was not counted to its end: then `hasNext` says whether a next page exists. */
  pageCount: number | null
  /** The address of page `n`, keeping the list's search and filters. */
  link: (n: number) => string
  /** Shown as "(… in all)" when given. */
  total?: number
  hasNext?: boolean
}) {
  if (pageCount !== null && pageCount <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={link(page - 1)} className="rounded-lg border px-4 py-2 font-medium">
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page}
        {pageCount === null ? '' : ` of ${pageCount}`}
        {total === undefined ? '' : ` (${total} in all)`}
      </span>
      {hasNext ? (
        <Link to={link(page + 1)} className="rounded-lg border px-4 py-2 font-medium">
          Next page
        </Link>
      ) : null}
    </nav>
  )
}
