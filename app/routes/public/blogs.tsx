import { Link } from 'react-router'
import { ArticleImage } from '~/components/article-image'
import { PageHero } from '~/components/page-hero'
import { place, WordsWithLinks } from '~/components/ui/words-with-links'
import { localeOfPath } from '~/lib/locales'
import { articlePath } from '~/lib/paths'
import { seo } from '~/lib/seo'
import { listPublishedArticles } from '~/models/articles.server'
import { m } from '~/paraglide/messages'
import type { Route } from './+types/blogs'

// Our Stories, at /blogs and at /de/blogs and /fr/blogs: each lists the articles written in its language
// (an article has one).

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const articles = await listPublishedArticles({ limit: 100, offset: 0 }, locale)
  return {
    locale,
    articles: articles.map((article) => ({
      title: article.title,
      description: article.description,
      image: article.image_url,
      published: article.published_at,
    })),
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: m.blog_title({}, { locale: loaderData?.locale }),
    description: m.blog_seo({}, { locale: loaderData?.locale }),
    path: '/blogs',
    locale: loaderData?.locale,
  })

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { articles, locale } = loaderData
  const words = { locale }
  return (
    <>
      <PageHero
        image={{ scene: 'tented-camp', alt: m.legal_hero_alt({}, words) }}
        title={m.blog_title({}, words)}
      >
        <p>{m.blog_intro({}, words)}</p>
      </PageHero>
      {articles.length === 0 ? (
        <p className="mx-auto max-w-3xl px-4 py-14 text-lg">
          {locale === 'en' ? (
            m.blog_empty({}, words)
          ) : (
            <WordsWithLinks
              words={m.blog_none_yet({ link: place('link') }, words)}
              links={{
                link: (
                  <Link to="/blogs" hrefLang="en" className="text-savanna-700 underline">
                    {m.blog_read_english({}, words)}
                  </Link>
                ),
              }}
            />
          )}
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
                  <Link to={articlePath(article.title, locale)} className="hover:underline">
                    {article.title}
                  </Link>
                </h2>
                {article.description ? (
                  <p className="mt-3 flex-1 text-forest-800">{article.description}</p>
                ) : null}
                <Link
                  to={articlePath(article.title, locale)}
                  className="mt-4 font-semibold text-savanna-700 hover:underline"
                  aria-hidden="true"
                  tabIndex={-1}
                >
                  {m.blog_read({}, words)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
