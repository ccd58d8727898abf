import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { actionsHeading, AdminTable } from '~/components/admin/admin-table'
import { formatMoment } from '~/lib/back-office'
import { isLocale, LOCALE_NAMES_IN_ENGLISH, type Locale } from '~/lib/locales'
import { articlePath } from '~/lib/paths'
import { recordAudit } from '~/models/audit.server'
import { deleteArticle, listAllArticles, setArticlePublished } from '~/models/articles.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readId, readSubmission } from '~/services/request-input.server'
import { adminOf, requireStaff, staffOf } from '~/services/staff-context.server'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/articles'

/** An article's language as stored, English for anything else. */
const languageOf = (value: unknown): Locale => (isLocale(value) ? value : 'en')

// Every article, published or not: edit, unpublish (or publish again), and for admins delete, which is
// on the audit trail. The public blog reads the database on each request, so a change shows there at once.

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = staffOf(context)
  return { articles: await listAllArticles(), canDelete: staff.role === 'admin' }
}

async function remove(id: number, context: Route.ActionArgs['context']) {
  const { staff } = adminOf(context)
  const deleted = await deleteArticle(id)
  if (deleted)
    await recordAudit({
      actor: staff,
      action: 'article-deleted',
      subject: deleted.title,
      address: context.get(clientAddressContext),
    })
  return deleted !== undefined
}

export const action = keepWhatWasTyped(saveForm)

async function saveForm({ request, context }: Route.ActionArgs) {
  requireStaff(context)
  const form = await readSubmission(request)
  const id = readId(String(form.get('id') ?? ''))
  const intent = form.get('intent')
  const title = String(form.get('title') ?? '')
  const done =
    intent === 'delete'
      ? await remove(id, context)
      : intent === 'publish' || intent === 'unpublish'
        ? await setArticlePublished(id, intent === 'publish')
        : false
  if (!done) return data({ message: 'That article no longer exists.', ok: false }, { status: 404 })
  const what = { delete: 'deleted', publish: 'published again', unpublish: 'unpublished' }[intent as string]
  return { message: `“${title}” is ${what}.`, ok: true }
}

export const meta: Route.MetaFunction = () => [{ title: 'Articles | Back-office' }]

export default function Articles({ loaderData: { articles, canDelete }, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const saved = params.get('published') ?? params.get('saved')
  const message =
    navigation.state === 'idle' && actionData
      ? actionData.message
      : saved
        ? `“${saved}” is ${params.has('published') ? 'published' : 'saved'}.`
        : null
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl">Articles</h1>
        <Link to="/admin/add_blog" className="rounded-full bg-savanna-700 px-6 py-2 font-semibold text-white">
          New article
        </Link>
      </div>
      {message ? (
        <p role="status" className="mt-4 rounded-lg bg-forest-800 p-3 font-semibold text-white">
          {message}{' '}
          {saved && !actionData ? (
            <a
              href={articlePath(
                saved,
                languageOf(articles.find((article) => article.title === saved)?.language),
              )}
              className="underline"
            >
              View it on the blog
            </a>
          ) : null}
        </p>
      ) : null}
      {articles.length === 0 ? (
        <p className="mt-6">No articles yet. Write the first one with “New article”.</p>
      ) : (
        <AdminTable label="Every article" headings={['Title', 'Status', 'Last changed', actionsHeading]}>
          {articles.map((article) => (
            <tr key={article.id} className="border-b border-forest-700/10 last:border-0">
              <td className="px-4 py-3 font-medium">
                {article.published ? (
                  <a href={articlePath(article.title, languageOf(article.language))} className="underline">
                    {article.title}
                  </a>
                ) : (
                  article.title
                )}
                {article.language !== 'en' ? (
                  <span className="ml-2 text-sm text-forest-700">
                    ({LOCALE_NAMES_IN_ENGLISH[languageOf(article.language)]})
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3">{article.published ? 'Published' : 'Unpublished'}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatMoment(article.updated_at)}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`/admin/articles/${article.id}`}
                    className="rounded-lg border px-3 py-1.5 font-semibold"
                    aria-label={`Edit “${article.title}”`}
                  >
                    Edit
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="id" value={article.id} />
                    <input type="hidden" name="title" value={article.title} />
                    <button
                      type="submit"
                      name="intent"
                      value={article.published ? 'unpublish' : 'publish'}
                      className="rounded-lg border px-3 py-1.5 font-semibold"
                      aria-label={`${article.published ? 'Unpublish' : 'Publish'} “${article.title}”`}
                    >
                      {article.published ? 'Unpublish' : 'Publish'}
                    </button>
                  </Form>
                  {canDelete ? (
                    <Form
                      method="post"
                      onSubmit={(event) => {
                        if (!window.confirm(`Delete “${article.title}” for good? This cannot be undone.`))
                          event.preventDefault()
                      }}
                    >
                      <input type="hidden" name="id" value={article.id} />
                      <input type="hidden" name="title" value={article.title} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className="rounded-lg border border-red-700 px-3 py-1.5 font-semibold text-red-800"
                        aria-label={`Delete “${article.title}”`}
                      >
                        Delete
                      </button>
                    </Form>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  )
}
