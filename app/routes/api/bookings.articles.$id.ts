import { parseWithZod } from '@conform-to/zod/v4'
import type { ApiRefusal, ArticleSaved } from '~/lib/article-api'
import { getArticle, toBlogApi, updateArticle } from '~/models/articles.server'
import { ArticleSchema } from '~/schemas/article'
import { requireStaffApi } from '~/services/auth.server'
import { articleWriteError } from '~/services/article-errors.server'
import { jsonError, methodNotAllowed } from '~/services/api-answers.server'
import { readId, readSubmission } from '~/services/request-input.server'
import type { Route } from './+types/bookings.articles.$id'

// GET /api/bookings/articles/:id  (staff) one article by id, published or not
// PUT /api/bookings/articles/:id  (staff) { title, image, description, content } → 200, 400, 404, 409

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffApi(request)
  const article = await getArticle(readId(params.id))
  if (!article) return jsonError(404, 'No article with this id.')
  return Response.json(toBlogApi(article))
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['GET', 'PUT'])
  await requireStaffApi(request)
  const id = readId(params.id)
  const submission = parseWithZod(await readSubmission(request), { schema: ArticleSchema })
  if (submission.status !== 'success')
    return Response.json({ errors: submission.error ?? {} } satisfies ApiRefusal, { status: 400 })
  try {
    if (!(await updateArticle(id, submission.value))) return jsonError(404, 'No article with this id.')
    return Response.json({ id, affectedRows: 1 } satisfies ArticleSaved)
  } catch (error) {
    return articleWriteError(error)
  }
}
