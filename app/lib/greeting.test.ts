import { describe, expect, test } from 'vitest'
import { greeting } from './greeting'

describe('the greeting of a mail Tembo sends by itself', () => {
  test.each([
    ['Amani Njoroge', 'Dear Amani,'],
    ['  Ingrid   Solberg ', 'Dear Ingrid,'],
    ['José María Ñúñez', 'Dear José,'],
    ['Anne-Marie O’Brien', 'Dear Anne-Marie,'],
    ["Siobhán O'Neill", 'Dear Siobhán,'],
    ['Ngozi', 'Dear Ngozi,'],
    // Only the first word is ever repeated.
    ['Amani\nClick here to claim', 'Dear Amani,'],
  ])('a name of letters, %j, is greeted by its first word', (name, expected) => {
    expect(greeting(name)).toBe(expected)
  })

  test.each([
    'Claim refund at https://evil.example/pay',
    'evil.example',
    'pay@evil.example',
    'Visit www.evil.example now',
    'Mr. Smith',
    'Jane <jane@evil.example>',
    'Amani 2',
    '"Amani"',
    '-Amani',
    'A'.repeat(41),
    '',
  ])('any other name, %j, gets a plain Hello', (name) => {
    expect(greeting(name)).toBe('Hello,')
  })
})
