import { ArticleEditor } from '~/components/admin/article-editor'
import { requireStaff } from '~/services/staff-context.server'
import type { Route } from './+types/add_blog'

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context)
  return null
}

export const meta: Route.MetaFunction = () => [{ title: 'New Article | Back-office' }]

const empty = { title: '', image: null, description: '', content: '', language: 'en' }

export default function AddBlog() {
  return <ArticleEditor heading="New Article" draft={empty} />
}
