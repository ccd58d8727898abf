import { expect, test } from 'vitest'
import { classifyInbound, messageIdsIn, splitQuoted } from './inbound-mail'

const headers = (entries: Record<string, string>) => new Map(Object.entries(entries))

test('bounces, automatic answers and people are told apart by their standard headers', () => {
  expect(
    classifyInbound(
      headers({ 'content-type': 'multipart/report; report-type=delivery-status; boundary=x' }),
      'a@b.c',
    ),
  ).toBe('bounce')
  expect(classifyInbound(headers({}), 'MAILER-DAEMON@mx.example.com')).toBe('bounce')
  expect(classifyInbound(headers({ 'auto-submitted': 'auto-replied' }), 'ana@example.com')).toBe('auto-reply')
  expect(classifyInbound(headers({ 'x-autoreply': 'yes' }), 'ana@example.com')).toBe('auto-reply')
  expect(classifyInbound(headers({ precedence: 'bulk' }), 'news@example.com')).toBe('auto-reply')
  // "Auto-Submitted: no" is what a person's mail program may say.
  expect(classifyInbound(headers({ 'auto-submitted': 'no' }), 'ana@example.com')).toBe('reply')
  expect(classifyInbound(headers({}), 'ana@example.com')).toBe('reply')
})

test('the Message-IDs a header names, in order', () => {
  expect(messageIdsIn('<a@x> <b@y>\r\n <c@z>')).toEqual(['<a@x>', '<b@y>', '<c@z>'])
  expect(messageIdsIn('no ids here')).toEqual([])
  expect(messageIdsIn(undefined)).toEqual([])
})

test("a reply's new words are kept apart from the history it quotes", () => {
  expect(splitQuoted('Yes please.\n\nOn Mon, 2 Mar 2026, Tembo wrote:\n> Shall we book?')).toEqual({
    fresh: 'Yes please.',
    quoted: 'On Mon, 2 Mar 2026, Tembo wrote:\n> Shall we book?',
  })
  expect(splitQuoted('Fine.\r\n-----Original Message-----\r\nFrom: us')).toEqual({
    fresh: 'Fine.',
    quoted: '-----Original Message-----\nFrom: us',
  })
  expect(splitQuoted('Thanks!\n> earlier\n> words\n')).toEqual({
    fresh: 'Thanks!',
    quoted: '> earlier\n> words',
  })
  // A quote in the middle, answered below, is part of the new words.
  expect(splitQuoted('> Is July good?\nYes, the dry season.').fresh).toBe(
    '> Is July good?\nYes, the dry season.',
  )
  expect(splitQuoted('Only new words.')).toEqual({ fresh: 'Only new words.', quoted: '' })
})
