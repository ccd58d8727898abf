import { afterEach, beforeEach, vi } from 'vitest'

// A console.error during a test fails it.
let calls: unknown[][] = []

beforeEach(() => {
  calls = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args)
  })
})

afterEach(() => {
  vi.mocked(console.error).mockRestore()
  if (calls.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})
