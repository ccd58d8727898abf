import { Form, Link } from 'react-router'
import type { RecordField } from '~/inquiries'
import { formatMoment, LIST_PAGE_SIZE, listPageLink } from '~/lib/back-office'
import type { InquiryListData } from '~/routes/admin/inquiry-list.server'
import { actionsHeading, AdminTable } from './admin-table'
import { Pager } from './pager'

// One inquiry list, of whichever kind the loader names: searchable by name or e-mail, paged at the
// database, newest first. What arrived since you last looked, and what is unread, stand out.

function Cell({ field, value }: { field: RecordField; value: string | number | null }) {
  if (value === null || value === '') return <span className="text-forest-700/70">—</span>
  if (field.format === 'email') return <a href={`mailto:${value}`}>{value}</a>
  if (field.format === 'phone') return <a href={`tel:${String(value).replace(/[^\d+]/g, '')}`}>{value}</a>
  return <>{value}</>
}

export function InquiryTable({ data }: { data: InquiryListData }) {
  const { screen } = data
  const first = data.total === 0 ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1
  const last = Math.min(data.total, data.page * LIST_PAGE_SIZE)
  const fresh = data.rows.filter((row) => row.isNew).length
  return (
    <>
      <h1 className="font-serif text-3xl">{screen.title}</h1>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="grow sm:max-w-sm">
          <label htmlFor="q" className="block text-sm font-medium">
            Search by name or e-mail
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={data.search}
            key={data.search}
            maxLength={100}
            className="mt-1 block w-full rounded-lg border border-forest-700/40 bg-white px-3 py-2"
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900"
        >
          Search
        </button>
        {data.search ? (
          <Link to={screen.listPath} className="px-2 py-2 font-medium text-savanna-700 underline">
            Clear search
          </Link>
        ) : null}
        {data.canExport && data.total > 0 ? (
          // A file, not a page: the browser downloads it (reloadDocument skips the client router).
          <Link
            reloadDocument
            to={listPageLink(`${screen.listPath}.csv`, data.search, 1)}
            className="px-2 py-2 font-medium text-savanna-700 underline sm:ml-auto"
          >
            Download {data.search ? 'these' : 'all'} as CSV
          </Link>
        ) : null}
      </Form>

      <p className="mt-6 text-sm" role="status">
        {data.total === 0
          ? data.search
            ? `Nothing matches “${data.search}”.`
            : `No ${screen.title.toLowerCase()} yet.`
          : `Showing ${first}–${last} of ${data.total}${data.search ? ` matching “${data.search}”` : ''}.`}
        {fresh > 0 ? ` ${fresh} on this page arrived since you last looked.` : ''}
      </p>

      {data.rows.length > 0 ? (
        <AdminTable
          label={screen.title}
          headings={[...screen.columns.map((column) => column.label), 'Received', actionsHeading]}
        >
          {data.rows.map((row) => {
            const highlight = row.unread || row.isNew
            return (
              <tr
                key={row.id}
                className={`border-b border-forest-700/10 last:border-0 ${highlight ? 'bg-savanna-50 font-semibold' : ''}`}
              >
                {screen.columns.map((column, index) => (
                  <td
                    key={column.key}
                    className={`px-4 py-3 ${column.format === 'text' ? 'max-w-48 truncate' : ''}`}
                  >
                    {index === 0 && row.unread ? <Badge>Unread</Badge> : null}
                    {index === 0 && !row.unread && row.isNew ? <Badge>New</Badge> : null}
                    <Cell field={column} value={row.cells[column.key] ?? null} />
                  </td>
                ))}
                <td className="px-4 py-3 whitespace-nowrap">{formatMoment(row.createdAt)}</td>
                <td className="px-4 py-3">
                  <Link
                    to={`${screen.itemPath}/${row.id}`}
                    className="font-semibold whitespace-nowrap text-savanna-700 underline"
                    aria-label={`${screen.viewLabel}: ${String(row.cells.name ?? row.id)}`}
                  >
                    {screen.viewLabel}
                  </Link>
                </td>
              </tr>
            )
          })}
        </AdminTable>
      ) : null}

      <Pager
        page={data.page}
        pageCount={data.pageCount}
        link={(page) => listPageLink(screen.listPath, data.search, page)}
      />
    </>
  )
}

function Badge({ children }: { children: string }) {
  return (
    <span className="mr-2 rounded-full bg-savanna-700 px-2 py-0.5 text-xs font-semibold text-white">
      {children}
    </span>
  )
}
