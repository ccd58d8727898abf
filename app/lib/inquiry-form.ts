import type { FormField, InquiryKind } from '~/inquiries'

/**
 * What a public form page hands its form (app/services/inquiry-action.server.ts, inquiryFormOf): the
 * kind whose rules the browser loads when the traveller starts, and the fields in order.
 */
export interface InquiryFormData {
  kind: InquiryKind
  fields: FormField[]
}
