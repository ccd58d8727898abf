import { describe, expect, test } from 'vitest'
import {
  chatGreeting,
  countryStep,
  getPackagePath,
  packageStep,
  planStep,
  storyCountry,
  visitingCountry,
} from './next-step'

describe('storyCountry', () => {
  test('a story named for a park is about its country', () => {
    expect(
      storyCountry({ title: 'Meeting the Mountain Gorillas of Bwindi', description: null, text: '' }),
    ).toBe('uganda')
    expect(storyCountry({ title: 'Balloons over the Serengeti', description: null, text: '' })).toBe(
      'tanzania',
    )
  })

  test('the title outweighs a text that wanders', () => {
    const text = 'From Kenya we drove on. Kenya, Kenya, Kenya, Kenya, Kenya, Kenya again.'
    expect(storyCountry({ title: 'A week in Rwanda', description: null, text })).toBe('rwanda')
  })

  test('a story about the region, or about two countries equally, suggests none', () => {
    expect(
      storyCountry({ title: 'Packing for an East African Safari', description: 'What to bring', text: '' }),
    ).toBe(null)
    expect(storyCountry({ title: 'Kenya or Tanzania?', description: null, text: '' })).toBe(null)
  })
})

describe('steps', () => {
  test("a package's step chooses it on the booking form, the 14-day combo's too", () => {
    expect(packageStep({ no: 3, title: 'Chimpanzees and the Volcanoes' }).to).toBe('/book_package?package=3')
    expect(packageStep({ no: 5, title: "East Africa's Ultimate Wildlife Combo" }).to).toBe(
      '/book_package?package=5',
    )
  })

  test('"Get package" on the 14-day combo goes to the trip form, as the spec has it', () => {
    expect(getPackagePath(3)).toBe('/book_package?package=3')
    expect(getPackagePath(5)).toBe('/book')
  })

  test("a country's step fills in the trip form's Visiting Country", () => {
    const step = countryStep('kenya')
    expect(step.to).toBe('/book?visiting=kenya')
    expect(visitingCountry('kenya')).toBe('Kenya')
    expect(visitingCountry('narnia')).toBeUndefined()
    expect(planStep.to).toBe('/book')
  })

  test('a chat names the trip, or asks about a safari in general', () => {
    expect(chatGreeting(packageStep({ no: 1, title: 'Gorillas and the Big Five' }))).toBe(
      'Hello, I would like to know more about Gorillas and the Big Five.',
    )
    expect(chatGreeting(planStep)).toBe('Hello, I would like to plan a safari in East Africa.')
  })
})
