import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { localDate } from '~/lib/local-formats'
import { call, signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { countryInquiryInput, daysFromNow } from '../../testing/inquiries'
import { waitFor } from '../../testing/wait'
import { shownHtml } from '../../testing/shown-html'

// The traveller's language carried from the form (docs/product.md, "Languages"): a trip form sent from
// /de/book or /fr/book without JavaScript answers its mistakes in that language, leads to that
// language's /success, stores the language on the inquiry and its lead, and the acknowledgement is
// written in it (greeting, sentences, the trip's facts with local dates); staff are told which language
// to answer in. The English form and the API stay as they were.

const root = path.resolve(import.meta.dirname, '../..')
const catalogue = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>

describeOnBothDatabases('the traveller’s language', (backend) => {
  let handle: DatabaseHandle | undefined
  const db = () => (handle ??= createDatabase(backend().database.url)).db
  afterAll(() => handle?.db.destroy())

  /** A form page as a browser without JavaScript gets it, with its one-use token. */
  async function formPage(pathname: string) {
    const html = await (await fetch(`${backend().url}${pathname}`)).text()
    return { html, token: /name="submission" value="([^"]+)"/.exec(html)![1]! }
  }
  const sendForm = async (pathname: string, fields: Record<string, string | number>, token: string) => {
    const answer = await fetch(`${backend().url}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: backend().url },
      body: new URLSearchParams({
        form: 'country-inquiry',
        submission: token,
        ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
      }),
    })
    // The page as shown: its words for the browser hold the rules' English too (testing/shown-html.ts).
    return {
      status: answer.status,
      location: answer.headers.get('location'),
      html: shownHtml(await answer.text()),
    }
  }
  const mailsTo = (email: string) =>
    waitFor(
      () =>
        db()
          .selectFrom('mail_outbox')
          .select(['purpose', 'subject', 'body', 'to_address'])
          .where((eb) => eb.or([eb('to_address', '=', email), eb('reply_to', '=', email)]))
          .execute(),
      (found) => found.length >= 2,
    )
  const leadOf = (email: string) =>
    db().selectFrom('leads').select(['id', 'language']).where('email', '=', email).executeTakeFirstOrThrow()

  for (const locale of ['de', 'fr'] as const) {
    test(`a trip form sent from /${locale}/book is answered in ${locale}, and so is its traveller`, async () => {
      const words = catalogue(locale)
      const page = await formPage(`/${locale}/book`)
      expect(page.html).toContain(`<html lang="${locale}"`)
      expect(page.html).toContain(words.form_label_full_name)
      expect(page.html).not.toContain('Full Name')

      // Mistakes come back in the page's language, beside their fields, with what was typed kept.
      const email = `lang.${locale}.${Date.now()}@traveller.example`
      const arrival = daysFromNow(75)
      const input = countryInquiryInput({
        name: 'Léa Dubois',
        email,
        arrival_date: arrival,
        depart_date: daysFromNow(85),
        safari_experience: 1,
        adults: 2,
      })
      const wrong = await sendForm(`/${locale}/book`, { ...input, phone: 'call me' }, page.token)
      expect(wrong.status).toBe(400)
      expect(wrong.html).toContain(words.form_phone_characters)
      expect(wrong.html).not.toContain('Use digits, spaces and + ( ) - only')
      expect(wrong.html).toContain(email)

      const sent = await sendForm(`/${locale}/book`, input, page.token)
      expect(sent.status).toBe(302)
      expect(sent.location).toMatch(new RegExp(`^/${locale}/success\\?ref=`))
      const success = await (await fetch(`${backend().url}${sent.location}`)).text()
      expect(success).toContain(`<html lang="${locale}"`)
      expect(success).toContain(words.success_next)

      const stored = await db()
        .selectFrom('country_bookings')
        .select('language')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      expect(stored.language).toBe(locale)
      expect((await leadOf(email)).language).toBe(locale)

      const mails = await mailsTo(email)
      const acknowledgement = mails.find((mail) => mail.purpose === 'acknowledgement')!
      expect(acknowledgement.subject).toContain(words.ack_what_country)
      expect(acknowledgement.body).toContain(words.ack_greeting_named!.replace('{name}', 'Léa'))
      expect(acknowledgement.body).toContain(words.ack_trip)
      // French sets a narrow no-break space before the colon.
      const colon = locale === 'fr' ? '\u202f:' : ':'
      expect(acknowledgement.body).toContain(
        `${words.form_label_arrival_date}${colon} ${localDate(arrival, locale)}`,
      )
      expect(acknowledgement.body).toContain(words.option_experience_wildlife)
      for (const english of ['Thank you', 'Dear', 'Date of arrival', 'Wildlife viewing', 'Warm regards'])
        expect(acknowledgement.body).not.toContain(english)
      // Staff keep working in English, told which language to answer in.
      const notice = mails.find((mail) => mail.purpose === 'staff-notice')!
      expect(notice.body).toContain(`answer in ${locale === 'de' ? 'German' : 'French'}`)
      expect(notice.body).toContain('Date of arrival')

      // The same traveller writing again through the API (English) keeps the lead's language.
      const again = await call(backend().url, '/api/bookings/country_book', {
        json: countryInquiryInput({ email }),
      })
      expect(again.status).toBe(201)
      expect((await leadOf(email)).language).toBe(locale)
    })
  }

  test('staff see the language on the lead, filter by it and change it, on the timeline', async () => {
    const cookie = await signInByForm(backend().url)
    const page = async (pathname: string) =>
      (await fetch(`${backend().url}${pathname}`, { headers: { cookie } })).text()
    const german = `filter.de.${Date.now()}@traveller.example`
    const english = `filter.en.${Date.now()}@traveller.example`
    const form = await formPage('/de/book')
    expect((await sendForm('/de/book', countryInquiryInput({ email: german }), form.token)).status).toBe(302)
    await call(backend().url, '/api/bookings/country_book', { json: countryInquiryInput({ email: english }) })
    const lead = await leadOf(german)

    const filtered = await page(`/admin/leads?language=de&q=filter.`)
    expect(filtered).toContain(german)
    expect(filtered).not.toContain(english)
    expect(filtered).toContain('Writes in German')
    expect(await page(`/admin/leads?language=fr&q=filter.`)).not.toContain(german)

    const change = (fields: Record<string, string>) =>
      fetch(`${backend().url}/admin/leads/${lead.id}`, {
        method: 'POST',
        headers: { cookie, origin: backend().url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      })
    expect((await change({ intent: 'language', language: 'es' })).status).toBe(400)
    expect((await change({ intent: 'language', language: 'fr' })).status).toBe(200)
    expect((await leadOf(german)).language).toBe('fr')
    const shown = await page(`/admin/leads/${lead.id}`)
    expect(shown).toContain('Writes in French (was German)')
    // Without a session, nothing changes.
    const stranger = await fetch(`${backend().url}/admin/leads/${lead.id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: backend().url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'language', language: 'en' }),
    })
    expect(stranger.status).not.toBe(200)
    expect((await leadOf(german)).language).toBe('fr')
  })

  test('a lead’s page offers the templates of its traveller’s language first, filled in it', async () => {
    const cookie = await signInByForm(backend().url)
    const email = `templates.fr.${Date.now()}@traveller.example`
    const form = await formPage('/fr/book')
    const arrival = daysFromNow(90)
    const input = countryInquiryInput({
      email,
      name: 'Léa Dubois',
      arrival_date: arrival,
      depart_date: daysFromNow(99),
    })
    expect((await sendForm('/fr/book', input, form.token)).status).toBe(302)
    const lead = await leadOf(email)
    const page = await (
      await fetch(`${backend().url}/admin/leads/${lead.id}`, { headers: { cookie } })
    ).text()
    // The first template offered is French, and the composer's subject is the traveller's words.
    const options = [...page.matchAll(/<option value="(\d+)">([^<]+)<\/option>/g)].map((match) =>
      match.slice(1),
    )
    expect(options[0]![1]).toContain('(French)')
    expect(page).toContain('Vos projets de safari')
    // The WhatsApp greeting is in French too.
    expect(decodeURIComponent(page)).toContain('Bonjour Léa, ici')
    const french = options.find(([, name]) => name!.startsWith('First reply (French)'))![0]
    const chosen = await (
      await fetch(`${backend().url}/admin/leads/${lead.id}?template=${french}`, { headers: { cookie } })
    ).text()
    expect(chosen).toContain('Bonjour Léa,')
    expect(chosen).toContain(`du ${localDate(arrival, 'fr')} au`)
    expect(chosen).not.toContain('Dear Léa')
  })

  test('the English form and the API stay English, word for word', async () => {
    const page = await formPage('/book')
    const email = `lang.en.${Date.now()}@traveller.example`
    const sent = await sendForm('/book', countryInquiryInput({ email, name: 'Amelia Hartley' }), page.token)
    expect(sent.location).toMatch(/^\/success\?ref=/)
    expect((await leadOf(email)).language).toBe('en')
    const acknowledgement = (await mailsTo(email)).find((mail) => mail.purpose === 'acknowledgement')!
    expect(acknowledgement.subject).toMatch(/^We have your safari inquiry — .+ \[.+\]$/)
    expect(acknowledgement.body).toMatch(/^Dear Amelia,\n\nThank you for writing to /)
    expect(acknowledgement.body).toContain('Warm regards,')
  })
})
