import { parseWithZod } from '@conform-to/zod/v4'
import { inquirySchemas, type InquiryKind } from '~/inquiries'

// The browser's copy of the forms' rules: the same Zod schemas the actions use. Zod and its Conform
// adapter weigh about 37 KB gzipped, so inquiry-form.tsx imports this module only once a traveller
// starts on a form, keeping every public page within its JavaScript budget (docs/decisions/011).

export const validateInquiry = (kind: InquiryKind, formData: FormData) =>
  parseWithZod(formData, { schema: inquirySchemas[kind] })
