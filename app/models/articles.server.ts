import type { Article } from '@db/schema'
import type { Locale } from '~/lib/locales'
import { getConfig } from '~/config.server'
import type { ArticleInput } from '~/schemas/article'
import { changeContent } from '~/models/content-version.server'
import { db } from '~/models/db.server'
import { sanitizeArticleHtml } from '~/lib/sanitize.server'

/**
 * An article in the blog API's shape (docs/product.md, "Sign-in, blog and uploads": blog_title, blog_url, blog_img_desc, blog_content).
 * Its image address is absolute: a client on another origin would resolve `/images/...` against itself.
 */
export function toBlogApi(article: Article) {
  const image = article.image_url
  return {
    blog_id: article.id,
    blog_title: article.title,
    blog_url: image?.startsWith('/') ? `${getConfig().publicUrl}${image}` : image,
    blog_img_desc: article.description,
    blog_content: article.content,
    published: article.published === 1,
    created_at: article.created_at,
    updated_at: article.updated_at,
    published_at: article.published_at,
  }
}

export class EmptyArticleError extends Error {
  constructor() {
    super('The content has nothing left to show once unsafe parts are removed.')
  }
}

/** The stored columns of an article's fields; its HTML is sanitised here, so nothing unsafe is stored. */
function articleColumns(input: ArticleInput) {
  const content = sanitizeArticleHtml(input.content)
  if (!content) throw new EmptyArticleError()
  return {
    title: input.title,
    image_url: input.image ?? null,
    description: input.description ?? null,
    content,
    // Saved without one, an article keeps its language.
    ...(input.language ? { language: input.language } : {}),
  }
}

/** Stores a published article. */
export async function createArticle(input: ArticleInput): Promise<number> {
  const now = new Date().toISOString()
  const row = await changeContent((trx) =>
    trx
      .insertInto('articles')
      .values({ ...articleColumns(input), published: 1, created_at: now, updated_at: now, published_at: now })
      .returning('id')
      .executeTakeFirstOrThrow(),
  )
  return Number(row.id)
}

/** The published articles, newest first; with `language`, those written in it (the blog of a language). */
export async function listPublishedArticles(page: { limit: number; offset: number }, language?: Locale) {
  let query = db().selectFrom('articles').selectAll().where('published', '=', 1)
  if (language) query = query.where('language', '=', language)
  return query
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

/** A published article by its title; with `language`, only where it is written in that language. */
export async function getPublishedArticleByTitle(title: string, language?: Locale) {
  // No title holds a NUL character (the schema drops them), and PostgreSQL refuses one in a query.
  if (title.includes('\u0000')) return undefined
  let query = db().selectFrom('articles').selectAll().where('title', '=', title).where('published', '=', 1)
  if (language) query = query.where('language', '=', language)
  return query.executeTakeFirst()
}

/** Every article, published or not, newest first: the back-office's list. */
export async function listAllArticles() {
  return db()
    .selectFrom('articles')
    .select(['id', 'title', 'published', 'created_at', 'updated_at', 'published_at', 'language'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export async function getArticle(id: number) {
  return db().selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Replaces an article's fields (sanitised as on creation); false when there is no such article. */
export async function updateArticle(id: number, input: ArticleInput): Promise<boolean> {
  const result = await changeContent((trx) =>
    trx
      .updateTable('articles')
      .set({ ...articleColumns(input), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst(),
  )
  return Number(result.numUpdatedRows) === 1
}

/** Publishes or unpublishes an article. Publishing again keeps its first publication date. */
export async function setArticlePublished(id: number, published: boolean): Promise<boolean> {
  const now = new Date().toISOString()
  const result = await changeContent((trx) =>
    trx
      .updateTable('articles')
      .set((eb) => ({
        published: published ? 1 : 0,
        updated_at: now,
        published_at: published ? eb.fn.coalesce('published_at', eb.val(now)) : eb.ref('published_at'),
      }))
      .where('id', '=', id)
      .executeTakeFirst(),
  )
  return Number(result.numUpdatedRows) === 1
}

/** Deletes an article; answers its title, or undefined when there was none. */
export async function deleteArticle(id: number): Promise<{ title: string } | undefined> {
  return changeContent((trx) =>
    trx.deleteFrom('articles').where('id', '=', id).returning('title').executeTakeFirst(),
  )
}
