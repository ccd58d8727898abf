import { z } from 'zod'
import { LEAD_STATUSES, LOST_REASONS } from '~/lib/lead-status'
import { LOCALES } from '~/lib/locales'
import { optionalText, requiredText } from './fields'

// What staff send from a lead's page (docs/product.md, "Leads"): one change per form, named by `intent`.

const statuses = LEAD_STATUSES.map((status) => status.value) as [string, ...string[]]
const reasons = LOST_REASONS.map((reason) => reason.value) as [string, ...string[]]

export const LeadChangeSchema = z.discriminatedUnion('intent', [
  z
    .object({
      intent: z.literal('status'),
      status: z.enum(statuses, { error: 'Choose a status' }),
      reason: z.enum(reasons, { error: 'Choose why it was lost' }).optional(),
      note: optionalText({ max: 500 }),
    })
    .check((ctx) => {
      const { status, reason, note } = ctx.value
      if (status === 'lost' && !reason)
        ctx.issues.push({
          code: 'custom',
          input: reason,
          path: ['reason'],
          message: 'Choose why it was lost',
        })
      if (status === 'lost' && reason === 'other' && !note)
        ctx.issues.push({ code: 'custom', input: note, path: ['note'], message: 'Say why, in a few words' })
    }),
  z.object({ intent: z.literal('reopen') }),
  z.object({
    intent: z.literal('owner'),
    // '' for nobody, else a staff account's number.
    owner: z.union([z.literal(''), z.coerce.number().int().positive()]).default(''),
  }),
  z.object({ intent: z.literal('note'), body: requiredText('Write the note first', 5000) }),
  z.object({
    intent: z.literal('language'),
    language: z.enum(LOCALES, { error: 'Choose English, German or French' }),
  }),
  z.object({
    intent: z.literal('reply'),
    subject: requiredText('Give the mail a subject', 200),
    words: requiredText('Write the reply first', 20_000),
  }),
  z
    .object({
      intent: z.literal('next-action'),
      at: z.iso.date({ error: 'Choose a date' }).optional(),
      text: optionalText({ max: 300 }),
      clear: z.literal('1').optional(),
    })
    .check((ctx) => {
      if (ctx.value.clear) return
      if (!ctx.value.at)
        ctx.issues.push({ code: 'custom', input: undefined, path: ['at'], message: 'Choose a date' })
      if (!ctx.value.text)
        ctx.issues.push({
          code: 'custom',
          input: undefined,
          path: ['text'],
          message: 'Say what is to be done',
        })
    }),
])

export type LeadChangeInput = z.infer<typeof LeadChangeSchema>

/** The most leads one bulk change takes: a page of the inbox. */
export const BULK_LIMIT = 50

/** The leads ticked in the inbox: one value or several, as a form sends them. */
const tickedLeads = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.coerce.number().int().positive())
    .min(1, 'Tick the leads to change first')
    .max(BULK_LIMIT, `Change at most ${BULK_LIMIT} leads at once`),
)

/** What staff send from the inbox to change several leads at once. */
export const LeadsBulkSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('assign'),
    lead: tickedLeads,
    // '' for nobody, else a staff account's number.
    owner: z.union([z.literal(''), z.coerce.number().int().positive()]).default(''),
  }),
  z
    .object({
      intent: z.literal('move'),
      lead: tickedLeads,
      status: z.enum(statuses, { error: 'Choose a status' }),
      reason: z.enum(reasons, { error: 'Choose why they were lost' }).optional(),
    })
    .check((ctx) => {
      if (ctx.value.status === 'lost' && (!ctx.value.reason || ctx.value.reason === 'other'))
        ctx.issues.push({
          code: 'custom',
          input: ctx.value.reason,
          path: ['reason'],
          message: 'Choose why they were lost',
        })
    }),
])

/** A reply template as staff save it on /admin/templates. */
export const ReplyTemplateSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('save'),
    id: z.coerce.number().int().positive().optional(),
    name: requiredText('Name the template', 80),
    language: z.enum(LOCALES, { error: 'Choose English, German or French' }).default('en'),
    subject: requiredText('Give it a subject', 200),
    body: requiredText('Write the words of the template', 20_000),
  }),
  z.object({ intent: z.literal('delete'), id: z.coerce.number().int().positive() }),
])
