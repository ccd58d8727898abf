import { describe, expect, test } from 'vitest'
import { mailboxKey } from './mailbox'

describe('the mailbox an address reaches', () => {
  test('five spellings of one Gmail mailbox are one mailbox', () => {
    const spellings = [
      'victim@gmail.com',
      'v.ictim@gmail.com',
      'vi.c.tim@GMAIL.com',
      'Victim+trip@googlemail.com',
      'v.i.c.t.i.m+x@GoogleMail.com',
    ]
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(['victim@gmail.com']))
  })

  test('elsewhere only case and a +tag are folded: dots may name another mailbox', () => {
    expect(mailboxKey('Anna.Berg+safari@Example.COM')).toBe('anna.berg@example.com')
    expect(mailboxKey('annaberg@example.com')).not.toBe(mailboxKey('anna.berg@example.com'))
    expect(mailboxKey('v.ictim@gmail.com.evil.example')).toBe('v.ictim@gmail.com.evil.example')
  })
})
