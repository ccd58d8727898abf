import { data, Form, Link, useNavigation } from 'react-router'
import { LanguageTabs } from '~/components/admin/language-tabs'
import { PackageEditor } from '~/components/admin/package-editor'
import { PackageTextEditor } from '~/components/admin/package-text-editor'
import { EditorOutcome } from '~/components/ui/editor-outcome'
import { PACKAGE_STATUSES } from '~/lib/catalogue'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/packages.$no'
import { handlePackageEditor, loadPackageEditor } from './packages.$no.server'

// One package's editor, or a new package's (/admin/packages/new): content, days, prices and images;
// publish, unpublish, retire, or remove one nobody has booked (admins).

function readNo(value: string | undefined): number | 'new' {
  if (value === 'new') return 'new'
  const no = Number(value)
  if (!Number.isSafeInteger(no) || no < 1) throw data(null, { status: 404 })
  return no
}

export const loader = async ({ params, request, context }: Route.LoaderArgs) => ({
  ...(await loadPackageEditor(readNo(params.no), context, request)),
  // Set by the redirect after "Add a package" saved the new one.
  added: new URL(request.url).searchParams.get('added') === '1',
})

export const action = keepWhatWasTyped(({ params, request, context }: Route.ActionArgs) =>
  handlePackageEditor(readNo(params.no), request, context),
)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.draft.title || 'New package'} | Back-office` },
]

export default function PackagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { no, status, slug, bookings, images, isAdmin, language, english, translated } = loaderData
  const draft = actionData?.draft ?? loaderData.draft
  const textDraft = actionData?.textDraft ?? loaderData.textDraft
  const errors = actionData?.result?.error ?? undefined
  const busy = useNavigation().state === 'submitting'
  const statusButton = (intent: string, label: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className="rounded-lg border border-forest-700/40 bg-white px-4 py-2 font-semibold hover:bg-savanna-50 disabled:opacity-60"
    >
      {label}
    </button>
  )
  return (
    <>
      <p>
        <Link to="/admin/packages" className="text-savanna-700 underline">
          All packages
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl">{no === 'new' ? 'New package' : loaderData.draft.title}</h1>
      {no !== 'new' ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p>
            Package {no} · <strong>{PACKAGE_STATUSES[status]}</strong> ·{' '}
            {bookings === 1 ? '1 booking' : `${bookings} bookings`}
          </p>
          <Link to={`/admin/packages/${no}/preview`} className="text-savanna-700 underline">
            Preview
          </Link>
          <Link to={`/admin/packages/${no}/prices`} className="text-savanna-700 underline">
            Prices from the rate cards
          </Link>
          {status === 'published' ? (
            <a
              href={language && translated.includes(language) ? `/${language}/tour/${slug}` : `/tour/${slug}`}
              className="text-savanna-700 underline"
            >
              Public page
            </a>
          ) : null}
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="title" value={loaderData.draft.title} />
            {status !== 'published' ? statusButton('publish', 'Publish') : null}
            {status === 'published' ? statusButton('unpublish', 'Unpublish') : null}
            {status !== 'retired' ? statusButton('retire', 'Retire') : null}
            {isAdmin && bookings === 0 ? statusButton('remove', 'Remove') : null}
          </Form>
        </div>
      ) : (
        <p className="mt-2">A new package is saved as a draft: publish it when it is ready.</p>
      )}
      <EditorOutcome
        done={
          actionData?.done ??
          (loaderData.added ? 'Package added as a draft: publish it when it is ready.' : null)
        }
        refused={actionData?.refused}
        invalid={Boolean(errors)}
      />
      {no !== 'new' ? (
        <LanguageTabs path={`/admin/packages/${no}`} language={language} translated={translated} />
      ) : null}
      {no !== 'new' && language && english && textDraft ? (
        <PackageTextEditor
          no={no}
          language={language}
          english={english}
          draft={textDraft}
          errors={errors}
          busy={busy}
        />
      ) : (
        <PackageEditor draft={draft} errors={errors} images={images} />
      )}
    </>
  )
}
