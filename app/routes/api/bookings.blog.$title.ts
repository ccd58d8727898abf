import { getPublishedArticleByTitle, toBlogApi } from '~/models/articles.server'
import { jsonError, methodNotAllowed } from '~/services/api-answers.server'
import type { Route } from './+types/bookings.blog.$title'

// GET /api/bookings/blog/:title  (public) one published article by its URL-encoded title, as an object

export async function loader({ params }: Route.LoaderArgs) {
  const article = await getPublishedArticleByTitle(params.title)
  if (!article) return jsonError(404, 'No article with this title.')
  return Response.json(toBlogApi(article))
}

export function action() {
  return methodNotAllowed(['GET'])
}
