import { LOCALE_NAMES_IN_ENGLISH, TRANSLATED_LOCALES } from '~/lib/locales'
import { Form, Link, useNavigation } from 'react-router'
import { formatPrice, fromPrice, PACKAGE_STATUSES } from '~/lib/catalogue'
import { packageIn } from '~/lib/content-languages'
import { getCatalogue } from '~/models/catalogue.server'
import { movePackage } from '~/models/package-lifecycle.server'
import { readSubmission } from '~/services/request-input.server'
import { requireStaff } from '~/services/staff-context.server'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/packages'
import { countText } from '~/lib/count-text'

// The packages staff edit (docs/product.md, "Packages"), in the order Our Packages shows them: each
// with its status, its "from" price and a way to move it up or down the list.

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context)
  const catalogue = await getCatalogue()
  return {
    removed: new URL(request.url).searchParams.get('removed') === '1',
    packages: catalogue.packages.map((item) => ({
      no: item.no,
      title: item.title,
      days: item.days,
      status: item.status,
      from: fromPrice(item)?.cents ?? null,
      untranslated: TRANSLATED_LOCALES.filter((locale) => !packageIn(item, locale)).map(
        (locale) => LOCALE_NAMES_IN_ENGLISH[locale],
      ),
    })),
  }
}

export const action = keepWhatWasTyped(saveForm)

async function saveForm({ request, context }: Route.ActionArgs) {
  requireStaff(context)
  const form = await readSubmission(request)
  const no = Number(form.get('no'))
  const direction = form.get('intent')
  if (Number.isSafeInteger(no) && (direction === 'up' || direction === 'down'))
    await movePackage(no, direction)
  return null
}

export const meta: Route.MetaFunction = () => [{ title: 'Packages | Back-office' }]

export default function Packages({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { packages } = loaderData
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl">Packages</h1>
        <Link
          to="/admin/packages/new"
          className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900"
        >
          Add a package
        </Link>
      </div>
      <p className="mt-2 max-w-2xl">
        Published packages show on Our Packages in this order, on their country pages and in the booking form.
        A package with bookings can be retired, never removed.
      </p>
      {loaderData.removed ? (
        <p role="status" className="mt-2 font-semibold text-forest-700">
          Package removed.
        </p>
      ) : null}
      <ol className="mt-6 space-y-3">
        {packages.map((item, index) => (
          <li
            key={item.no}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm"
          >
            <div>
              <Link
                to={`/admin/packages/${item.no}`}
                className="text-lg font-semibold text-forest-900 underline"
              >
                {item.title}
              </Link>
              <p className="text-sm text-forest-700">
                {`Package ${item.no} · ${countText(item.days, 'day')} · `}
                {item.from === null ? 'no price' : `from ${formatPrice(item.from)}`} ·{' '}
                {PACKAGE_STATUSES[item.status]}
              </p>
              <p className="text-sm">
                {item.untranslated.length
                  ? `Not yet translated into ${item.untranslated.join(' and ')}`
                  : 'Also in German and French'}
              </p>
            </div>
            <Form method="post" className="flex gap-2">
              <input type="hidden" name="no" value={item.no} />
              <button
                type="submit"
                name="intent"
                value="up"
                disabled={busy || index === 0}
                aria-label={`Up: ${item.title}`}
                className="rounded-lg border border-forest-700/40 px-3 py-1 text-sm font-semibold disabled:opacity-40"
              >
                Up
              </button>
              <button
                type="submit"
                name="intent"
                value="down"
                disabled={busy || index === packages.length - 1}
                aria-label={`Down: ${item.title}`}
                className="rounded-lg border border-forest-700/40 px-3 py-1 text-sm font-semibold disabled:opacity-40"
              >
                Down
              </button>
            </Form>
          </li>
        ))}
      </ol>
    </>
  )
}
