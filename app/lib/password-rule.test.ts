import { beforeAll, describe, expect, test } from 'vitest'
import { generatePassword } from './passwords.server'
import { loadPasswordEstimator } from './password-estimator'
import {
  judgePassword,
  PASSWORD_MESSAGES,
  passwordProblem,
  personalWords,
  type PasswordEstimator,
} from './password-rule'

// The rule for new staff passwords (docs/product.md, "Signing in and out"), with the real dictionaries.

const amani = { name: 'Amani Njoroge', email: 'amani.njoroge@tembo-safaris.com' }
let estimator: PasswordEstimator

beforeAll(async () => {
  estimator = await loadPasswordEstimator()
}, 30_000)

describe('new staff passwords', () => {
  test('the common, the short and the guessable are refused, each with its reason', () => {
    expect(passwordProblem('', estimator, amani)).toBe(PASSWORD_MESSAGES.missing)
    expect(passwordProblem('123456', estimator, amani)).toBe(PASSWORD_MESSAGES.short)
    expect(passwordProblem('kx7mp2qrt9v', estimator, amani)).toBe(PASSWORD_MESSAGES.short)
    expect(passwordProblem('x'.repeat(257), estimator, amani)).toBe(PASSWORD_MESSAGES.long)
    expect(passwordProblem('password1234', estimator, amani)).toMatch(
      /^Too easy to guess\. This is similar to a commonly used password\./,
    )
    expect(passwordProblem('Password123!', estimator, amani)).toMatch(/^Too easy to guess\./)
    expect(passwordProblem('qwertyuiop12', estimator, amani)).toMatch(/^Too easy to guess\./)
  })

  test("a password built from the member's own name or address is refused", () => {
    for (const built of [
      'AmaniNjoroge2027',
      'amani.njoroge2027',
      'njoroge-amani-1990',
      'amani.njoroge@tembo-safaris.com',
      'Tembo-Safaris-2027!',
    ])
      expect(passwordProblem(built, estimator, amani), built).toBe(PASSWORD_MESSAGES.personal)
    // The same words are no one's name for another member.
    expect(passwordProblem('AmaniNjoroge2027', estimator, { name: 'Wanjiru', email: 'w@example.com' })).toBe(
      null,
    )
    // A name inside a real passphrase does not spoil it.
    expect(passwordProblem('amani crossed the mara river at dawn', estimator, amani)).toBe(null)
  })

  test('long passphrases and generated passwords are accepted', () => {
    expect(passwordProblem('correct horse battery', estimator, amani)).toBe(null)
    expect(passwordProblem('kidepo-valley-42', estimator, amani)).toBe(null)
    const passphrase = 'the long rains come to the serengeti in april and the herds move north '
    expect(passphrase.repeat(3).slice(0, 200)).toHaveLength(200)
    expect(passwordProblem(passphrase.repeat(3).slice(0, 200), estimator, amani)).toBe(null)
    expect(passwordProblem('z'.repeat(256), estimator, amani)).not.toBe(PASSWORD_MESSAGES.long)
    for (let i = 0; i < 50; i++) {
      const generated = generatePassword()
      expect(
        passwordProblem(generated, estimator, { name: 'Administrator', email: 'admin@example.com' }),
        generated,
      ).toBe(null)
    }
  })

  test('without its dictionaries (a browser still loading them) only the lengths are judged', () => {
    expect(passwordProblem('password1234', null, amani)).toBe(null)
    expect(passwordProblem('short', null, amani)).toBe(PASSWORD_MESSAGES.short)
    expect(judgePassword('correct horse battery', estimator, amani).score).toBe(4)
  })

  test("the words a guesser tries first: a name's parts, the address and its domain", () => {
    expect(personalWords(amani)).toEqual(
      expect.arrayContaining(['amani', 'njoroge', 'amaninjoroge', 'amani.njoroge', 'tembo-safaris', 'tembo']),
    )
    expect(personalWords(amani)).not.toContain('com')
  })
})
