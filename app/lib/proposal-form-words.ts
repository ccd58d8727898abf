import { m } from '~/paraglide/messages'
import { answerIn, type Words } from './form-words'
import type { Locale } from './locales'

// What the traveller's proposal page answers (a name missing, a newer version, a payment refused) in
// the proposal's language (docs/product.md, "Languages"). The server answers in English, as its rules
// and services speak it, from these same messages; the page finds each by its English words and says
// it in the proposal's. Those the public forms share (too many requests, too long) are form-words'.

const ANSWERS: Words[] = [
  m.proposal_error_name,
  m.proposal_error_terms,
  m.proposal_error_reload,
  m.proposal_error_question,
  m.proposal_choose_payment,
  m.proposal_newer_version,
  m.proposal_offer_ended,
  m.pay_not_booked,
  m.pay_cancelled,
  m.pay_deposit_paid,
  m.pay_paid_in_full,
  m.pay_way_unavailable,
  m.pay_not_online,
  m.pay_page_failed,
]

/** An answer of the proposal's page in `locale`; one not known here stays as it is. */
export const proposalAnswer = (text: string, locale: Locale): string => answerIn(ANSWERS, text, locale)
