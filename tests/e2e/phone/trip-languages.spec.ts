import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { simpleParser, type ParsedMail } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { startSmtpSink, type SmtpSink } from '../../../scripts/smtp-sink'
import { signInByForm } from '../../../testing/api'
import { expectNoAxeViolations } from '../../../testing/axe'
import { createSqliteDatabase, type TestDatabase } from '../../../testing/databases'
import { sendProposalTo } from '../../../testing/proposals'
import { startServer, type RunningServer } from '../../../testing/server'
import { startStripeStandIn, stripeSettings, type StripeStandIn } from '../../../testing/stripe-stand-in'
import { waitFor } from '../../../testing/wait'
import { fillTripInquiry } from './trip-inquiry.shared'

// A German and a French traveller on a phone, from their inquiry to an accepted proposal and a receipt
// (docs/product.md, "Languages"): the trip form and /success in their language and its acknowledgement;
// staff answer with a proposal, which starts in the lead's language; its mail and PDF, the page at its
// link, the acceptance and its confirmation, Stripe's page (the local stand-in: Stripe cannot be reached
// from here) asked for in their language, the payment's notice on the page, the receipt's mail and its
// PDF, each in their language, with money and dates written the local way. typedProposal's trip: €8,401
// from 10 July 2027, a deposit of €2,520.30.

const root = path.resolve(import.meta.dirname, '../../..')
const catalogue = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>
const english = catalogue('en')
/** A message's words up to its first placeholder: enough to find it in a page or a text. */
const opening = (words: string | undefined) => words!.split('{')[0]!.trim()
/** Text as a reader compares it: every run of spaces (no-break and narrow ones too) as one space. */
const plain = (text: string) => text.replace(/\s+/g, ' ')
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const TRAVELLERS = {
  de: {
    name: 'Lukas Brandt',
    greeting: 'Guten Tag Lukas,',
    phone: '+49 30 1234 5678',
    residing: 'Deutschland',
  },
  fr: { name: 'Léa Moreau', greeting: 'Bonjour Léa,', phone: '+33 1 23 45 67 89', residing: 'France' },
} as const

let smtp: SmtpSink
let stripe: StripeStandIn
let database: TestDatabase
let server: RunningServer
let handle: DatabaseHandle
test.beforeAll(async () => {
  ;[smtp, stripe, database] = await Promise.all([
    startSmtpSink(),
    startStripeStandIn(),
    createSqliteDatabase(),
  ])
  server = await startServer(database.url, { SMTP_URL: smtp.url, ...stripeSettings(stripe) })
  stripe.webhookUrl = `${server.url}/api/stripe/webhook`
  handle = createDatabase(database.url)
})
test.afterAll(async () => {
  await handle?.db.destroy()
  await server?.stop()
  await database?.drop()
  await Promise.all([smtp?.close(), stripe?.close()])
})

/** The one mail to `email` that `matches`, as a mail program reads it. */
async function mailTo(email: string, matches: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  const [found] = await waitFor(
    async () => {
      const parsed = await Promise.all(
        smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => simpleParser(mail.raw)),
      )
      return parsed.filter(matches)
    },
    (list) => list.length === 1,
  )
  return found!
}

/** A PDF's text, spaces made plain. */
async function pdfText(bytes: Uint8Array) {
  return plain((await extractText(await getDocumentProxy(bytes), { mergePages: true })).text)
}

/** French sets a narrow no-break space before a colon: "Arrivée : …", never "Arrivée: …". */
function expectColonsTheLocalWay(text: string | undefined, locale: 'de' | 'fr') {
  if (locale === 'fr') expect(text).not.toMatch(/[^\s\u202f]: /)
}

/** The English sentences of these keys are nowhere on the page. */
async function expectNoEnglish(page: Page, keys: string[]) {
  const shown = plain(await page.locator('body').innerText())
  for (const key of keys) expect(shown, key).not.toContain(plain(opening(english[key])))
}

for (const locale of ['de', 'fr'] as const)
  test(`a ${locale} traveller from the inquiry on a phone to an accepted proposal and a receipt`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const words = catalogue(locale)
    const traveller = TRAVELLERS[locale]
    // Amounts the local way, whole euros without cents: "8.401 €", "2 520,30 €".
    const money = (amount: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount)
    const email = `trip.${locale}.${Date.now()}@traveller.example`

    // The inquiry, from the trip form in their language to /success in it and the acknowledgement.
    await page.goto(`${server.url}/${locale}/book`)
    const form = page.locator('form#country-inquiry')
    await fillTripInquiry(form, words, { ...traveller, email })
    await form.getByRole('button', { name: words.form_send_message }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/success\\?ref=`))
    await expect(page.getByRole('heading', { level: 1, name: words.success_heading })).toBeVisible()
    const reference = new URL(page.url()).searchParams.get('ref')!
    const acknowledgement = await mailTo(email, (mail) => mail.subject?.includes(reference) === true)
    expect(acknowledgement.text).toContain(traveller.greeting)
    expect(acknowledgement.text).toContain(words.ack_trip)
    expectColonsTheLocalWay(acknowledgement.text, locale)

    // Staff answer with a proposal; the lead's language is the one the traveller wrote in.
    const lead = await handle.db
      .selectFrom('leads')
      .select(['id', 'language'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(lead.language).toBe(locale)
    const cookie = await signInByForm(server.url)
    const sent = await sendProposalTo(
      server.url,
      handle,
      () => smtp.received.map((mail) => mail.raw),
      { id: lead.id, email, cookie },
      locale,
    )
    const proposalMail = await mailTo(email, (mail) =>
      Boolean(mail.subject?.startsWith(opening(words.mail_proposal_subject))),
    )
    expect(proposalMail.text).toContain(traveller.greeting)
    expect(proposalMail.text).toContain(money(8401))
    expectColonsTheLocalWay(proposalMail.text, locale)
    const proposalPdf = await pdfText(new Uint8Array(proposalMail.attachments[0]!.content))
    expect(proposalPdf).toContain(plain(words.proposal_price_title!))
    expect(proposalPdf).toContain(plain(money(8401)))
    expect(proposalPdf).not.toContain(english.proposal_price_title)

    // On the phone: the proposal at its link, accepted.
    await page.goto(`${server.url}${sent.link}`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { name: words.proposal_days_title })).toBeVisible()
    await page.getByRole('textbox', { name: words.proposal_accept_name }).fill(traveller.name)
    await page.getByRole('checkbox', { name: opening(words.proposal_accept_terms) }).check()
    await page.getByRole('button', { name: words.proposal_accept_button }).click()
    const yourBooking = page.getByRole('region', { name: words.booking_title })
    await expect(yourBooking).toContainText(plain(money(2520.3)))
    await expectNoEnglish(page, ['proposal_days_title', 'booking_title', 'booking_deposit', 'booking_card'])
    await expectNoAxeViolations(page)
    const confirmation = await mailTo(email, (mail) =>
      Boolean(mail.subject?.startsWith(opening(words.mail_accepted_subject))),
    )
    expect(confirmation.text).toContain(traveller.greeting)
    expect(confirmation.text).toContain(words.mail_how_to_pay)

    // The deposit by card: Stripe's page asked for in their language, for exactly the deposit.
    await yourBooking
      .getByRole('button', {
        name: new RegExp(`^${escaped(words.booking_pay_deposit!)}.*${escaped(words.booking_card!)}$`),
      })
      .click()
    await expect(page.getByRole('heading', { name: 'Test Checkout (stand-in)' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByText(opening(words.pay_processor_deposit))).toBeVisible()
    await page.getByRole('button', { name: 'Pay EUR 2520.30' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: opening(words.booking_notice_confirming) }),
    ).toBeVisible()
    const [delivered] = await stripe.deliver()
    expect(delivered!.status).toBe(200)
    await page.reload()
    await expect(page.getByText(opening(words.booking_notice_received))).toBeVisible()
    await expect(yourBooking).toContainText(opening(words.booking_deposit_received))
    await expectNoEnglish(page, [
      'booking_payments',
      'booking_receipt',
      'booking_pay_balance',
      'booking_card_hint',
    ])
    expectColonsTheLocalWay(await yourBooking.innerText(), locale)

    // The receipt: its mail and PDF, and the same PDF from the page.
    const receipt = await mailTo(email, (mail) =>
      Boolean(mail.subject?.startsWith(opening(words.mail_receipt_subject))),
    )
    expect(receipt.text).toContain(traveller.greeting)
    expect(receipt.text).toContain(money(2520.3))
    expectColonsTheLocalWay(receipt.text, locale)
    const paper = await pdfText(new Uint8Array(receipt.attachments[0]!.content))
    expect(paper).toContain(`${words.receipt_received_from} ${traveller.name}`)
    expect(paper).toContain(plain(money(2520.3)))
    for (const key of ['receipt_title_payment', 'receipt_paid_by', 'receipt_still_to_pay'])
      expect(paper, key).toContain(words[key])
    expect(paper).not.toContain(english.receipt_still_to_pay)
    const onThePage = await yourBooking
      .getByRole('link', { name: words.booking_receipt })
      .getAttribute('href')
    const fromThePage = await page.request.get(`${server.url}${onThePage}`)
    expect(fromThePage.headers()['content-type']).toContain('application/pdf')
    expect(await pdfText(new Uint8Array(await fromThePage.body()))).toContain(
      `${words.receipt_received_from} ${traveller.name}`,
    )
  })
