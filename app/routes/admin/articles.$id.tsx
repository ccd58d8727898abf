import { data } from 'react-router'
import { ArticleEditor } from '~/components/admin/article-editor'
import { getArticle } from '~/models/articles.server'
import { readId } from '~/services/request-input.server'
import { requireStaff } from '~/services/staff-context.server'
import type { Route } from './+types/articles.$id'

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context)
  // A database that is away answers 503 (root middleware), not "no such article".
  const article = await getArticle(readId(params.id))
  if (!article) throw data(null, { status: 404 })
  return {
    draft: {
      id: article.id,
      title: article.title,
      image: article.image_url,
      description: article.description ?? '',
      content: article.content,
      language: article.language,
    },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit “${loaderData?.draft.title ?? ''}” | Back-office` },
]

export default function EditArticle({ loaderData }: Route.ComponentProps) {
  return <ArticleEditor key={loaderData.draft.id} heading="Edit article" draft={loaderData.draft} />
}
