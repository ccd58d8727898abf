import { describe, expect, test } from 'vitest'
import { demoOperator } from '~/content/operator'
import { readinessChecklist, type ReadinessFacts } from './readiness'

const noWay = { card: false, mobileMoney: false, bank: false, paypal: false }
const realOperator = {
  brand: 'Kazinga Trails',
  address: ['Plot 12, Kira Road', 'Kampala'],
  phone: '+256772123456',
  email: 'hello@kazinga.example',
}
const ready: ReadinessFacts = {
  ways: { ...noWay, bank: true },
  operator: realOperator,
  unnamed: null,
  mailOut: true,
  mailIn: true,
}
const fresh: ReadinessFacts = {
  ways: noWay,
  operator: demoOperator,
  unnamed: { you: true },
  mailOut: false,
  mailIn: false,
}

const text = (items: ReturnType<typeof readinessChecklist>, key: string) =>
  (items ?? [])
    .find((item) => item.key === key)!
    .says.map((part) => (typeof part === 'string' ? part : `[${part.text}](${part.href})`))
    .join('')
const done = (items: ReturnType<typeof readinessChecklist>) =>
  Object.fromEntries((items ?? []).map((item) => [item.key, item.done]))

describe('the checklist before the first proposal', () => {
  test('gone once the four things are set', () => {
    expect(readinessChecklist(ready)).toBeNull()
  })

  test('a fresh site: nothing done, each with what to do', () => {
    const items = readinessChecklist(fresh)
    expect(items?.map((item) => item.title)).toEqual([
      'A way for travellers to pay',
      'Your business’s name, address, phone and mail',
      'Your own name on your mail',
      'Mail out and in',
    ])
    expect(done(items)).toEqual({ pay: false, operator: false, name: false, mail: false })
    expect(text(items, 'pay')).toContain('[Booking terms](/admin/booking-terms)')
    expect(text(items, 'pay')).toContain('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET')
    expect(text(items, 'pay')).toContain('PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET')
    expect(text(items, 'operator')).toContain(
      'Set OPERATOR_BRAND, OPERATOR_ADDRESS, OPERATOR_PHONE and OPERATOR_EMAIL',
    )
    expect(text(items, 'operator')).toContain('mail address (safaris@example.com)')
    expect(text(items, 'name')).toContain('[Your account](/admin/account)')
    expect(text(items, 'mail')).toContain('Set SMTP_URL')
    expect(text(items, 'mail')).toContain('Set IMAP_URL')
  })

  test.each([
    ['card through Stripe', { ...noWay, card: true }, 'card (Stripe)'],
    ['mobile money through Pesapal', { ...noWay, mobileMoney: true }, 'mobile money (Pesapal)'],
    ['a PayPal page', { ...noWay, paypal: true }, 'PayPal'],
    ['bank details', { ...noWay, bank: true }, 'bank transfer'],
  ])('%s is a way to pay', (_, ways, said) => {
    const items = readinessChecklist({ ...fresh, ways })
    expect(done(items).pay).toBe(true)
    expect(text(items, 'pay')).toContain(said)
  })

  test('only the operator details still the demo’s are asked for', () => {
    const items = readinessChecklist({ ...ready, operator: { ...realOperator, phone: demoOperator.phone } })
    expect(done(items)).toEqual({ pay: true, operator: false, name: true, mail: true })
    expect(text(items, 'operator')).toContain('the demo’s phone (+256700000000)')
    expect(text(items, 'operator')).toContain('Set OPERATOR_PHONE in')
    expect(text(items, 'operator')).not.toContain('OPERATOR_EMAIL')
    // The demo's address, typed again, is still the demo's.
    const address = readinessChecklist({
      ...ready,
      operator: { ...realOperator, address: [...demoOperator.address] },
    })
    expect(text(address, 'operator')).toContain('Set OPERATOR_ADDRESS in')
  })

  test('another member still called Administrator is renamed on Team', () => {
    const items = readinessChecklist({ ...ready, unnamed: { you: false } })
    expect(done(items)).toEqual({ pay: true, operator: true, name: false, mail: true })
    expect(text(items, 'name')).toContain('[Team](/admin/staff)')
  })

  test.each([
    [{ mailOut: false, mailIn: true }, 'Set SMTP_URL', 'IMAP_URL'],
    [{ mailOut: true, mailIn: false }, 'Set IMAP_URL', 'SMTP_URL'],
  ])('mail out and in are both needed: %o', (mail, asked, notAsked) => {
    const items = readinessChecklist({ ...ready, ...mail })
    expect(done(items).mail).toBe(false)
    expect(text(items, 'mail')).toContain(asked)
    expect(text(items, 'mail')).not.toContain(notAsked)
  })
})
