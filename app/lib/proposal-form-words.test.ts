import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { AcceptProposalSchema, ProposalQuestionSchema } from '~/schemas/proposal'
import { m } from '~/paraglide/messages'
import { proposalAnswer } from './proposal-form-words'

// Every answer of the traveller's proposal page is said in German and French: the forms sent wrong in
// every way, and the refusals of a payment, found by the English words the server writes.

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

function messagesOf(
  schema: typeof AcceptProposalSchema | typeof ProposalQuestionSchema,
  fields: Record<string, string>,
) {
  const submission = parseWithZod(form(fields), { schema })
  return Object.values(submission.status === 'error' ? (submission.error ?? {}) : {}).flat() as string[]
}

describe('the proposal page’s answers', () => {
  const english = [
    ...messagesOf(AcceptProposalSchema, { intent: 'accept' }),
    ...messagesOf(AcceptProposalSchema, { intent: 'accept', name: 'J', terms: 'no', shown: 'not-a-hash' }),
    ...messagesOf(AcceptProposalSchema, { intent: 'accept', name: 'x'.repeat(121) }),
    ...messagesOf(ProposalQuestionSchema, { intent: 'question' }),
    ...messagesOf(ProposalQuestionSchema, { intent: 'question', question: 'x'.repeat(5001) }),
    m.proposal_newer_version({}, { locale: 'en' }),
    m.pay_page_failed({}, { locale: 'en' }),
    m.form_rate_limited({}, { locale: 'en' }),
  ]

  test.each(['de', 'fr'] as const)('are all said in %s', (locale) => {
    expect(english.length).toBeGreaterThan(8)
    for (const text of new Set(english)) {
      const said = proposalAnswer(text, locale)
      expect(said, text).not.toBe(text)
      expect(said.length, text).toBeGreaterThan(5)
    }
    expect(proposalAnswer(m.proposal_error_terms({}, { locale: 'en' }), locale)).toBe(
      m.proposal_error_terms({}, { locale }),
    )
  })

  test('stay as they are in English', () => {
    for (const text of english) expect(proposalAnswer(text, 'en')).toBe(text)
  })
})
