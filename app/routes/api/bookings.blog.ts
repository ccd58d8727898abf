import { parseWithZod } from '@conform-to/zod/v4'
import type { ApiRefusal, ArticleSaved } from '~/lib/article-api'
import { createArticle, listPublishedArticles, toBlogApi } from '~/models/articles.server'
import { ArticleSchema } from '~/schemas/article'
import { requireStaffApi } from '~/services/auth.server'
import { articleWriteError } from '~/services/article-errors.server'
import { methodNotAllowed } from '~/services/api-answers.server'
import { readPage, readSubmission } from '~/services/request-input.server'
import type { Route } from './+types/bookings.blog'

// GET  /api/bookings/blog  (public) published articles, newest first
// POST /api/bookings/blog  (staff) { title, image, description, content } → 201, 400, or 409 on a taken title

export async function loader({ request }: Route.LoaderArgs) {
  const articles = await listPublishedArticles(readPage(request))
  return Response.json(articles.map(toBlogApi))
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  await requireStaffApi(request)
  const submission = parseWithZod(await readSubmission(request), { schema: ArticleSchema })
  if (submission.status !== 'success') {
    return Response.json({ errors: submission.error ?? {} } satisfies ApiRefusal, { status: 400 })
  }
  try {
    const id = await createArticle(submission.value)
    return Response.json({ id, affectedRows: 1 } satisfies ArticleSaved, { status: 201 })
  } catch (error) {
    return articleWriteError(error)
  }
}
