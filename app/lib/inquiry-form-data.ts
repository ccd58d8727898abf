import type { FormField, InquiryKind } from '~/inquiries'

/**
 * What a public form page hands its form (app/services/inquiry-action.server.ts, inquiryFormOf): the
 * kind whose rules the browser loads when the traveller starts, and the fields in order.
 */
export interface InquiryFormData {
  kind: InquiryKind
  fields: FormField[]
  /**
   * This page's one-use token, sent back with the form: the same form sent twice (a double click, a
   * resend after a network error) makes one inquiry (app/services/idempotency.server.ts).
   */
  token: string
}

/** The hidden field that carries the page's token. */
export const SUBMISSION_TOKEN_FIELD = 'submission'
