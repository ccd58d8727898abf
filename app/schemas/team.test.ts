import { expect, test } from 'vitest'
import { OwnNameSchema, staffNameField, TeamChangeSchema } from './team'

// A member's name shows in signatures and the From name of their mail (docs/product.md, "The team").

test('a name is one line, without < > @ or quotation marks', () => {
  const problem = (name: string) => staffNameField.safeParse(name).error?.issues[0]?.message
  expect(problem('Amani\nNjoroge')).toBe('One line only: no line breaks')
  expect(problem('Amani\u2028Njoroge')).toBe('One line only: no line breaks')
  for (const name of ['"Amani"', "O'Brien", 'Amani <a@b.co>', 'a@b', 'x > y'])
    expect(problem(name), name).toBe('A name cannot hold < > @ or quotation marks (use ’ for an apostrophe)')
  expect(problem('A')).toBe('At least two characters')
  expect(problem('   ')).toBe('Give their name')
  expect(staffNameField.parse('  Zawadi N’Dour-Akinyi ')).toBe('Zawadi N’Dour-Akinyi')
})

test('one’s own name and an admin’s rename follow the same rule', () => {
  const own = (name: string) => OwnNameSchema.safeParse({ name })
  expect(own('  ').error?.issues[0]?.message).toBe('Give your name')
  expect(own('Amani <amani@example.com>').error?.issues[0]?.message).toBe(
    'A name cannot hold < > @ or quotation marks (use ’ for an apostrophe)',
  )
  expect(own('x'.repeat(101)).error?.issues[0]?.message).toBe('At most 100 characters')
  expect(own('  Amani Njoroge ').data).toEqual({ name: 'Amani Njoroge', phone: '' })
  // A phone is optional, and a driver-guide's goes to their travellers: digits as a phone writes them.
  expect(OwnNameSchema.parse({ name: 'Moses Okello', phone: ' +256 772 000111 ' })).toEqual({
    name: 'Moses Okello',
    phone: '+256 772 000111',
  })
  expect(OwnNameSchema.safeParse({ name: 'Moses Okello', phone: 'call me' }).error?.issues[0]?.message).toBe(
    'Use digits, spaces and + ( ) - only',
  )
  const rename = TeamChangeSchema.safeParse({ intent: 'rename', id: '3', name: 'A' })
  expect(rename.error?.issues[0]?.message).toBe('At least two characters')
  expect(TeamChangeSchema.parse({ intent: 'rename', id: '3', name: ' Neema Mushi' })).toEqual({
    intent: 'rename',
    id: 3,
    name: 'Neema Mushi',
  })
})
