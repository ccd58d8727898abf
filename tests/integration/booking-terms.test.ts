import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import { leadForProposal, proposalFields, typedProposal } from '../../testing/proposals'
import { waitFor } from '../../testing/wait'

// The booking terms are settings an admin changes: /terms says them, and every proposal sent afterwards
// is dated and worded by them (the one sent before keeps what it was sent with).

describeOnBothDatabases('booking terms', (backend) => {
  let handle: DatabaseHandle
  beforeAll(() => {
    handle = createDatabase(backend().database.url)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })
  const post = (path: string, cookie: string, body: URLSearchParams) =>
    fetch(`${backend().url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: backend().url, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
  const termsPage = async () =>
    (await (await fetch(`${backend().url}/terms`)).text()).replace(/<!-- -->/g, '')

  test('an admin sets the deposit, the balance, the cancellation clause and how to pay; /terms and new proposals follow', async () => {
    const lead = await leadForProposal(backend().url, handle, 'Chloe Martin')
    expect(await termsPage()).toContain('a deposit of 30% of the total trip price')

    const wrong = await post(
      '/admin/booking-terms',
      lead.cookie,
      new URLSearchParams({
        depositPercent: '120',
        balanceDaysBefore: '45',
        cancellationDays: '60',
        bankDetails: '',
        paypalUrl: 'javascript:alert(1)',
      }),
    )
    expect(wrong.status).toBe(400)
    const refused = await wrong.text()
    expect(refused).toContain('A deposit from 0 to 100 percent')
    expect(refused).toContain('A full address starting https://')
    expect(refused).toContain('value="120"')

    const saved = await post(
      '/admin/booking-terms',
      lead.cookie,
      new URLSearchParams({
        depositPercent: '25',
        balanceDaysBefore: '45',
        cancellationDays: '60',
        bankDetails: 'Tembo Safaris Ltd\nExample Bank, Kampala',
        paypalUrl: 'https://pay.example.com/tembo',
      }),
    )
    expect(saved.status).toBe(200)
    const terms = await termsPage()
    expect(terms).toContain('a deposit of 25% of the total trip price')
    expect(terms).toContain('due 45 days before your trip starts')
    expect(terms).toContain(
      'You can pay by bank transfer or through PayPal: the details come with your booking confirmation.',
    )
    expect(terms).toContain(
      'If you cancel more than 60 days before your trip starts, we return your deposit in full.',
    )
    expect(terms).toContain(
      'If you cancel 60 days or fewer before the start of your trip, there is no refund.',
    )

    // A proposal started now takes the new deposit; sent, it says the new clause and how to pay.
    const started = await post(
      '/admin/proposals/new',
      lead.cookie,
      new URLSearchParams({ lead: String(lead.id), from: 'blank' }),
    )
    const id = Number(started.headers.get('location')!.split('/').pop())
    const editor = await (
      await fetch(`${backend().url}/admin/proposals/${id}`, { headers: { cookie: lead.cookie } })
    ).text()
    expect(editor).toMatch(/name="depositPercent"[^>]*value="25"|value="25"[^>]*name="depositPercent"/)
    const sent = await post(
      `/admin/proposals/${id}`,
      lead.cookie,
      proposalFields(typedProposal({ depositPercent: '25' }), 'send'),
    )
    expect(sent.status).toBe(200)
    const mail = await waitFor(
      () =>
        outboxMails(`${backend().server.dataDir}/outbox`).find(
          (text) => text.includes(`To: ${lead.email}`) && text.includes('Your safari proposal'),
        ),
      (found) => found !== undefined,
    )
    expect(mail).toContain('Deposit (25%): €2,100.25, due on acceptance')
    expect(mail).toContain('due by Wed, 26 May 2027')
    const link = /\/proposal\/[A-Za-z0-9_-]{32}/.exec(mail!)![0]
    const page = (
      await (
        await fetch(`${backend().url}${link}`, { headers: { 'user-agent': 'Mozilla/5.0 Firefox/140.0' } })
      ).text()
    ).replace(/<!-- -->/g, '')
    expect(page).toContain('If you cancel more than 60 days before your trip starts')
    expect(page).toContain('Example Bank, Kampala')
    expect(page).toContain('href="https://pay.example.com/tembo"')

    // Back as it was, for the suites after this one.
    await post(
      '/admin/booking-terms',
      lead.cookie,
      new URLSearchParams({
        depositPercent: '30',
        balanceDaysBefore: '30',
        cancellationDays: '30',
        bankDetails: '',
        paypalUrl: '',
      }),
    )
  })
})
