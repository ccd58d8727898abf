import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'kysely'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { COUNTRY_TEXTS } from '~/content-scripts/country-texts'
import { signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { waitFor } from '../../testing/wait'

// The country pages in German and French (docs/product.md, "Languages"): a new site has them from the
// content script; staff edit each language beside the English at /admin/countries/:slug?language=de,
// with the English page's rules (and its airports, by their codes); and a page without words in a
// language is not offered in it: not found, not on that language's home page, not in the sitemap, and
// not named by the English page's hreflang.

describeOnBothDatabases('country pages in German and French', (backend) => {
  let handle: DatabaseHandle
  let cookie: string
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    cookie = await signInByForm(backend().url)
  })
  afterAll(() => handle?.db.destroy())

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${backend().url}${path}`, { headers, redirect: 'manual' })
  const save = (slug: string, language: string, fields: Record<string, string>, withSession = true) =>
    fetch(`${backend().url}/admin/countries/${slug}?language=${language}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...(withSession ? { cookie } : {}),
        origin: backend().url,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields),
    })
  const german = COUNTRY_TEXTS.de.rwanda
  const formOf = (text: typeof german) => ({
    tagline: text.tagline,
    heroAlt: text.heroAlt,
    highlights: text.highlights.join('\n'),
    description: text.description.join('\n\n'),
    experiences: text.experiences.map((item) => `${item.title} | ${item.text}`).join('\n'),
    bestTimeNote: text.bestTimeNote,
    entry: text.entry.join('\n'),
    airports: text.airports
      .map((airport) => `${airport.code} | ${airport.name} | ${airport.city}`)
      .join('\n'),
    seoDescription: text.seoDescription,
  })

  test('a new site has every country page in German and French', async () => {
    for (const locale of ['de', 'fr'] as const)
      for (const slug of ['kenya', 'uganda', 'rwanda', 'tanzania']) {
        const answer = await get(`/${locale}/places/${slug}`)
        expect(answer.status, `${locale} ${slug}`).toBe(200)
        const html = await answer.text()
        expect(html).toContain(`<html lang="${locale}"`)
        expect(html).toContain(COUNTRY_TEXTS[locale][slug as 'kenya'].tagline)
      }
    expect((await get('/de/places/tanz')).headers.get('location')).toBe('/de/places/tanzania')
  })

  test('staff edit the German words beside the English, with the English page’s rules', async () => {
    const editor = await (await get('/admin/countries/rwanda?language=de', { cookie })).text()
    expect(editor).toContain('In English')
    expect(editor).toContain(german.tagline)

    const incomplete = await save('rwanda', 'de', { ...formOf(german), tagline: '', highlights: 'Nur eine' })
    expect(incomplete.status).toBe(400)
    const refused = await incomplete.text()
    expect(refused).toContain('Write the line under the name')
    expect(refused).toContain('Three highlights, one a line')
    // What was typed stays in the form.
    expect(refused).toContain('Nur eine')

    const otherAirport = await save('rwanda', 'de', {
      ...formOf(german),
      airports: 'NBO | Nairobi | Nairobi',
    })
    expect(otherAirport.status).toBe(400)
    expect(await otherAirport.text()).toContain('The same airports as the English page')

    const stranger = await save('rwanda', 'de', { ...formOf(german), tagline: 'Von Fremden' }, false)
    expect(stranger.status).not.toBe(200)

    const saved = await save('rwanda', 'de', {
      ...formOf(german),
      tagline: 'Tausend Hügel, Berggorillas und Seen',
    })
    expect(saved.status).toBe(200)
    const page = await (await get('/de/places/rwanda')).text()
    expect(page).toContain('Tausend Hügel, Berggorillas und Seen')
    expect(page).not.toContain('Von Fremden')
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('action', '=', 'country-translated')
      .execute()
    expect(audit).toContainEqual({ action: 'country-translated', subject: 'Rwanda in German' })
  })

  test('a page without French words is not offered in French, anywhere', async () => {
    await handle.db
      .deleteFrom('content_translations')
      .where('subject', '=', 'country:uganda')
      .where('locale', '=', 'fr')
      .execute()
    // A change made behind Tembo's back moves the content version as Tembo's own do (and, on PostgreSQL,
    // says so to the instances listening).
    const { version } = await sql<{
      version: number
    }>`update content_version set version = version + 1 where id = 1 returning version`
      .execute(handle.db)
      .then((result) => result.rows[0]!)
    if (backend().database.url.startsWith('postgres'))
      await sql`select pg_notify('tembo_content', ${String(version)})`.execute(handle.db)
    // Another instance hears of a change when its notice arrives: the page follows within moments.
    const gone = await waitFor(
      async () => (await get('/fr/places/uganda')).status,
      (status) => status === 404,
    )
    expect(gone).toBe(404)
    expect((await get('/de/places/uganda')).status).toBe(200)
    const home = await (await get('/fr')).text()
    expect(home).not.toContain('href="/fr/places/uganda"')
    expect(home).toContain('href="/fr/places/kenya"')
    const english = await (await get('/places/uganda')).text()
    // React writes the attribute as hrefLang; HTML reads it in any case.
    expect(english).toMatch(/hreflang="de"/i)
    expect(english).not.toMatch(/hreflang="fr"/i)
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/fr/places/uganda<')
    expect(sitemap).toContain('/de/places/uganda<')
    const list = await (await get('/admin/countries', { cookie })).text()
    expect(list).toContain('Not yet translated into French')
  })
})
