import { EmptyArticleError } from '~/models/articles.server'
import { TITLE_TAKEN } from '~/schemas/article'
import { isUniqueViolation } from '~/models/db.server'

/** The answer to a failed article write that the editor can show beside a field; other errors are thrown. */
export function articleWriteError(error: unknown): Response {
  if (error instanceof EmptyArticleError) {
    return Response.json({ errors: { content: [error.message] } }, { status: 400 })
  }
  if (isUniqueViolation(error)) return Response.json({ errors: { title: [TITLE_TAKEN] } }, { status: 409 })
  throw error
}
