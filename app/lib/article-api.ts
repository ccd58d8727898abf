// The article editor's side of /api/bookings (docs/product.md, "The JSON API"): where it sends an image
// and an article, what it sends and what comes back. The routes that answer (routes/api/bookings.upload,
// bookings.blog, bookings.articles.$id) build their answers with these same types.

/** An article as the editor sends it: the image is an address from an upload, or empty. */
export interface ArticleFields {
  title: string
  image: string
  description: string
  content: string
  /** The language it is written in: 'en', 'de' or 'fr' */
  language: string
}

/** POST /api/bookings/upload → 201: where the stored image is, named as the image host the editor was written for names it. */
export interface UploadAnswer {
  secure_url: string
  url: string
}

/** POST /api/bookings/blog → 201 and PUT /api/bookings/articles/:id → 200. */
export interface ArticleSaved {
  id: number
  affectedRows: number
}

/** Any refusal: messages for fields (400, 409; a field without any may be null), or one message. */
export interface ApiRefusal {
  errors?: Record<string, string[] | null>
  error?: string
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; refusal: ApiRefusal }

async function resultOf<T>(response: Response): Promise<ApiResult<T>> {
  const body = (await response.json().catch(() => null)) as unknown
  if (response.ok) return { ok: true, value: body as T }
  return { ok: false, status: response.status, refusal: (body ?? {}) as ApiRefusal }
}

/** Uploads an image (staff, by the session cookie). A network failure throws. */
export async function uploadImage(file: File): Promise<ApiResult<UploadAnswer>> {
  const form = new FormData()
  form.set('file', file)
  return resultOf(await fetch('/api/bookings/upload', { method: 'POST', body: form }))
}

/** Publishes a new article, or saves the article `id`. A network failure throws. */
export async function saveArticle(
  id: number | undefined,
  fields: ArticleFields,
): Promise<ApiResult<ArticleSaved>> {
  const answer = await fetch(id === undefined ? '/api/bookings/blog' : `/api/bookings/articles/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  })
  return resultOf(answer)
}
