import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { PACKAGE_TEXTS } from '~/content-scripts/package-texts'
import { signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { waitFor } from '../../testing/wait'

// The packages in German and French (docs/product.md, "Languages"): a new site has the eight of the
// catalogue in both from the content script; staff edit a package's words beside the English at
// /admin/packages/:no?language=fr (every day, picture and season, with the English editor's rules), and
// the tour shows them at once; a package whose words lack a day the English has is not offered in that
// language (not found, not listed, not a choice of the package form) until they are whole again.

describeOnBothDatabases('packages in German and French', (backend) => {
  let handle: DatabaseHandle
  let cookie: string
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    cookie = await signInByForm(backend().url)
  })
  afterAll(() => handle?.db.destroy())

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${backend().url}${path}`, { headers, redirect: 'manual' })
  const save = (no: number, language: string, fields: URLSearchParams) =>
    fetch(`${backend().url}/admin/packages/${no}?language=${language}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: backend().url, 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
    })
  const french = PACKAGE_TEXTS.fr[3]!
  const formOf = (text: typeof french, seasons: string[]) => {
    const fields = new URLSearchParams({
      title: text.title,
      summary: text.summary,
      intro: text.intro.join('\n\n'),
      highlights: text.highlights.join('\n'),
      included: text.included.join('\n'),
      excluded: text.excluded.join('\n'),
      priceNote: text.priceNote,
      feesNote: text.feesNote,
      seoDescription: text.seoDescription,
      cardImageAlt: text.cardImageAlt,
    })
    text.galleryAlts.forEach((alt, index) => fields.set(`galleryAlts[${index}]`, alt))
    text.itinerary.forEach((day, index) => {
      for (const [part, value] of Object.entries(day)) fields.set(`itinerary[${index}].${part}`, value)
    })
    seasons.forEach((name, index) => fields.set(`seasons[${index}].name`, text.seasonNames[name]!))
    return fields
  }

  test('a new site offers every package in German and French, euros first', async () => {
    const list = await (await get('/fr/packages')).text()
    for (const no of [1, 2, 3, 4, 5, 6, 7, 8]) expect(list).toContain(PACKAGE_TEXTS.fr[no]!.title)
    const tour = await (await get('/de/tour/rwanda-uganda')).text()
    expect(tour).toContain(PACKAGE_TEXTS.de[3]!.title)
    expect(tour).toMatch(/ab <strong>[\d.]+\s€<\/strong> \([\d.]+\sUSD\)/)
    const form = await (await get('/de/book_package?package=3')).text()
    expect(form).toContain(`${PACKAGE_TEXTS.de[3]!.title} (`)
  })

  test('staff edit the French words beside the English; the tour shows them', async () => {
    const editor = await (await get('/admin/packages/3?language=fr', { cookie })).text()
    expect(editor).toContain('In English')
    expect(editor).toContain(french.itinerary[0]!.title)
    const seasons = [...editor.matchAll(/Name of “([^”]+)”/g)].map((match) => match[1]!)
    expect(seasons.length).toBeGreaterThan(0)

    const missingDay = formOf(french, seasons)
    missingDay.delete(`itinerary[${french.itinerary.length - 1}].title`)
    missingDay.delete(`itinerary[${french.itinerary.length - 1}].text`)
    missingDay.delete(`itinerary[${french.itinerary.length - 1}].overnight`)
    missingDay.delete(`itinerary[${french.itinerary.length - 1}].lodge`)
    missingDay.set('title', '')
    const refused = await save(3, 'fr', missingDay)
    expect(refused.status).toBe(400)
    const page = await refused.text()
    expect(page).toContain('Give the package a title')
    expect(page).toContain(`Write each of the English package’s ${french.itinerary.length} days`)

    const changed = formOf({ ...french, title: 'Chimpanzés, volcans et gorilles' }, seasons)
    expect((await save(3, 'fr', changed)).status).toBe(200)
    expect(await (await get('/fr/tour/rwanda-uganda')).text()).toContain('Chimpanzés, volcans et gorilles')
    const audit = await handle.db
      .selectFrom('audit_log')
      .select('subject')
      .where('action', '=', 'package-translated')
      .execute()
    expect(audit.map((row) => row.subject)).toContainEqual(expect.stringMatching(/\(3\) in French$/))
  })

  test('a package whose words lack a day is not offered in that language until they are whole', async () => {
    const stored = await handle.db
      .selectFrom('content_translations')
      .select('fields')
      .where('subject', '=', 'package:1')
      .where('locale', '=', 'de')
      .executeTakeFirstOrThrow()
    const shorter = JSON.parse(stored.fields) as { itinerary: unknown[] }
    shorter.itinerary.pop()
    // Changed behind Tembo's back: the content version moves as Tembo's own changes move it.
    await handle.db
      .updateTable('content_translations')
      .set({ fields: JSON.stringify(shorter) })
      .where('subject', '=', 'package:1')
      .where('locale', '=', 'de')
      .execute()
    await handle.db
      .updateTable('content_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute()
    if (backend().database.url.startsWith('postgres')) {
      const { sql } = await import('kysely')
      const row = await handle.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()
      await sql`select pg_notify('tembo_content', ${String(row.version)})`.execute(handle.db)
    }
    // Another instance hears of a change when its notice arrives: the page follows within moments.
    const gone = await waitFor(
      async () => (await get('/de/tour/kenya-uganda')).status,
      (status) => status === 404,
    )
    expect(gone).toBe(404)
    expect((await get('/fr/tour/kenya-uganda')).status).toBe(200)
    expect(await (await get('/de/packages')).text()).not.toContain('/de/tour/kenya-uganda')
    expect(await (await get('/de/book_package')).text()).not.toMatch(/<option value="1">/)
    expect(await (await get('/admin/packages', { cookie })).text()).toContain(
      'Not yet translated into German',
    )
  })
})
