import { afterAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'

// The blog of each language (docs/product.md, "Languages"): an article has one language, chosen by
// staff; /de/blogs lists the German ones at /de/article/…, the English blog never lists them, and the
// sitemap names each article once, at its language's address. The API keeps its contract: an article
// sent without a language is English, and one saved again without one keeps its own.

describeOnBothDatabases('the blog of each language', (backend) => {
  let handle: DatabaseHandle | undefined
  const db = () => (handle ??= createDatabase(backend().database.url)).db
  afterAll(() => handle?.db.destroy())
  const get = (path: string) => fetch(`${backend().url}${path}`, { redirect: 'manual' })
  const title = `Mit dem Fahrer-Guide durch die Mara ${Date.now()}`
  const address = `/de/article/${encodeURIComponent(title)}`

  test('a German article is on the German blog alone, at its German address', async () => {
    const made = await call<{ id: number }>(backend().url, '/api/bookings/blog', {
      token: backend().token,
      json: {
        title,
        description: 'Ein Tag auf Pirschfahrt.',
        content: '<p>Frühmorgens…</p>',
        language: 'de',
      },
    })
    expect(made.status).toBe(201)
    const german = await (await get('/de/blogs')).text()
    expect(german).toContain(`href="${address}"`)
    expect(await (await get('/blogs')).text()).not.toContain(title)
    expect(await (await get('/fr/blogs')).text()).not.toContain(title)

    const page = await get(address)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="de"')
    expect(html).toContain('"inLanguage":"de"')
    expect((await get(`/article/${encodeURIComponent(title)}`)).status).toBe(404)
    expect((await get(`/fr/article/${encodeURIComponent(title)}`)).status).toBe(404)

    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain(`${address}</loc>`)
    expect(sitemap.split(encodeURIComponent(title)).length - 1).toBe(1)

    // Saved again through the API without a language, it stays German.
    const saved = await call(backend().url, `/api/bookings/articles/${made.body.id}`, {
      method: 'PUT',
      token: backend().token,
      json: { title, description: 'Ein Tag auf Pirschfahrt.', content: '<p>Später am Tag…</p>' },
    })
    expect(saved.status).toBe(200)
    const stored = await db()
      .selectFrom('articles')
      .select('language')
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow()
    expect(stored.language).toBe('de')
  })

  test('a language with no article yet says so, and leads to the English blog', async () => {
    const french = await (await get('/fr/blogs')).text()
    expect(french).toContain('<html lang="fr"')
    expect(french).toContain('href="/blogs"')
    // The demo stories are English: on the English blog, at their English addresses.
    expect(await (await get('/blogs')).text()).toContain('href="/article/')
  })
})
