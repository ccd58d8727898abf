import { describe, expect, test } from 'vitest'
import { BOUNCED, describeMailState } from './mail-status'

const at = '2026-11-20T09:00:00.000Z'

describe("a mail's delivery in words", () => {
  test('waiting, retrying, sent, failed and bounced read differently', () => {
    expect(describeMailState({ status: 'pending', attempts: 0, next_attempt_at: at })).toBe(
      'Waiting to be sent',
    )
    expect(describeMailState({ status: 'pending', attempts: 2, next_attempt_at: at })).toMatch(
      /^Retrying \(2 failed so far\), next try /,
    )
    expect(describeMailState({ status: 'sent', attempts: 1, sent_at: at, next_attempt_at: at })).toMatch(
      /^Sent /,
    )
    expect(
      describeMailState({
        status: 'failed',
        attempts: 1,
        next_attempt_at: at,
        last_error: 'Refused for good: 550',
      }),
    ).toBe('Failed after 1 try: no more tries')
    // A bounce marks a mail that had gone out as failed: it says it was sent, then returned.
    expect(
      describeMailState({
        status: 'failed',
        attempts: 1,
        sent_at: at,
        next_attempt_at: at,
        last_error: `${BOUNCED} 550 mailbox unavailable`,
      }),
    ).toMatch(/^Bounced: sent .+, then returned by the receiving server$/)
  })
})
