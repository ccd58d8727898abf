import { Link } from 'react-router'
import { ArticleImage } from '~/components/article-image'
import { PageHero } from '~/components/page-hero'
import { listPublishedArticles } from '~/models/articles.server'
import { articlePath } from '~/lib/paths'
import { seo } from '~/lib/seo'
import type { Route } from './+types/blogs'

export async function loader() {
  const articles = await listPublishedArticles({ limit: 100, offset: 0 })
  return {
    articles: articles.map((article) => ({
      title: article.title,
      description: article.description,
      image: article.image_url,
      published: article.published_at,
    })),
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: 'Our Stories',
    description:
      'Field notes from East Africa: gorilla treks, the Great Migration, Zanzibar and practical advice for planning a safari.',
    path: '/blogs',
  })

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData
  return (
    <>
      <PageHero
        image={{ scene: 'tented-camp', alt: 'A tented camp at night under the stars' }}
        title="Our Stories"
      >
        <p>Notes from the road, the forest and the plains, written by the people who plan your trips.</p>
      </PageHero>
      {articles.length === 0 ? (
        <p className="mx-auto max-w-3xl px-4 py-14 text-lg">
          Our first stories are on their way. Please look again soon.
        </p>
      ) : (
        <ul className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.title} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
              <ArticleImage
                src={article.image}
                alt=""
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              />
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-xl font-semibold">
                  <Link to={articlePath(article.title)} className="hover:underline">
                    {article.title}
                  </Link>
                </h2>
                {article.description ? (
                  <p className="mt-3 flex-1 text-forest-800">{article.description}</p>
                ) : null}
                <Link
                  to={articlePath(article.title)}
                  className="mt-4 font-semibold text-savanna-700 hover:underline"
                  aria-hidden="true"
                  tabIndex={-1}
                >
                  Read the story →
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
