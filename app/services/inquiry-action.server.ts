import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import type { InquiryKind, InquiryKindDefinition } from '~/inquiries'
import { formMessages } from '~/lib/form-words'
import { packagesIn } from '~/lib/content-languages'
import { m } from '~/paraglide/messages'
import { fieldsIn } from '~/lib/inquiry-words'
import { SUBMISSION_TOKEN_FIELD, type InquiryFormData } from '~/lib/inquiry-form-data'
import { localeOfPath, localePath, type Locale } from '~/lib/locales'
import { getCatalogue } from '~/models/catalogue.server'
import { isUniqueViolation } from '~/models/db.server'
import { findIdempotencyKey } from '~/models/idempotency.server'
import { createInquiry } from '~/models/inquiries.server'
import { leadOfInquiry } from '~/models/leads.server'
import { formSubmissionKey, newFormToken } from './idempotency.server'
import { readSubmission } from './request-input.server'
import { forgetReadiness } from './health.server'
import { inquiryMail } from './inquiry-mail.server'
import { logger } from '~/logger.server'
import { nudgeMailWorker } from './mail-sender.server'
import { CountUnavailable, OverLimit } from '~/models/rate-limits.server'
import { forgetOldWindows, RATE_LIMITED_MESSAGE, submissionLimit } from './rate-limit.server'
import { inquirySource, pagePath } from './request-context.server'

export const SEND_FAILURE =
  'We could not send your message just now. Nothing you typed is lost: please try again in a moment.'

/**
 * Accepts a valid public inquiry, from a form or the API, in the one order that loses nothing: the
 * inquiry, its mail and the address's count stored in one transaction (decision 040), then the mail
 * worker woken. Answers 'limited' when the address is over its limit (nothing kept), 'failed' (logged)
 * when nothing could be stored.
 */
export async function acceptInquiry(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: InquiryKind,
  value: unknown,
  page: string | null,
  idempotency?: { key: string; bodyHash: string },
): Promise<
  | { outcome: 'limited' }
  | { outcome: 'failed' }
  | { outcome: 'same-key' }
  | { outcome: 'stored'; id: number; reference: string }
> {
  const store = (limit?: ReturnType<typeof submissionLimit>) =>
    createInquiry(kind, value as never, {
      source: inquirySource(request, page),
      mail: inquiryMail(kind, String((value as { email: unknown }).email)),
      idempotency,
      signal: request.signal,
      limit,
    })
  let stored: Awaited<ReturnType<typeof createInquiry>>
  try {
    try {
      stored = await store(submissionLimit(context))
    } catch (error) {
      if (!(error instanceof CountUnavailable)) throw error
      // A broken limiter must never cost an inquiry: stored again, uncounted.
      logger.error({ err: error.cause }, 'rate limit unavailable: submission let through')
      stored = await store()
    }
  } catch (error) {
    if (error instanceof OverLimit) return { outcome: 'limited' }
    // The same Idempotency-Key arrived twice at once: the other request stored it.
    if (idempotency && isUniqueViolation(error)) return { outcome: 'same-key' }
    if (request.signal.aborted) {
      logger.warn({ kind }, 'the client stopped waiting before its inquiry was stored: nothing was kept')
      return { outcome: 'failed' }
    }
    logger.error({ err: error, kind }, 'could not store an inquiry')
    forgetReadiness()
    return { outcome: 'failed' }
  }
  nudgeMailWorker()
  await forgetOldWindows(stored.counted)
  return { outcome: 'stored', id: stored.id, reference: stored.lead.reference }
}

/** /success in the form's language, with the reference of the lead the inquiry joined, for the page to show. */
export const successPage = (reference?: string, locale: Locale = 'en') =>
  `${localePath(locale, '/success')}${reference ? `?${new URLSearchParams({ ref: reference })}` : ''}`

/**
 * What a form page needs of its kind: the name its rules are known by in the browser, and its fields,
 * with the choices the catalogue fills (the packages on offer).
 */
export async function inquiryFormOf(
  definition: InquiryKindDefinition,
  /** The page's language: the fields' words in it (lib/inquiry-words.ts) */
  locale: Locale = 'en',
): Promise<InquiryFormData> {
  const catalogue = await getCatalogue()
  // The packages on offer in the page's language, by their words in it.
  const choices = definition.form.choices?.(
    { ...catalogue, packages: packagesIn(catalogue.packages, locale) },
    ({ title, days }) => m.option_package_days({ title, days: String(days) }, { locale }),
  )
  const fields = fieldsIn(definition.form.fields, locale).map((field) => ({
    ...field,
    ...(choices?.[field.name] ? { options: choices[field.name] } : {}),
  }))
  return { kind: definition.key as InquiryKind, fields, token: newFormToken() }
}

/** The lead reference of the inquiry a submission's key already made, or undefined when it made none. */
async function earlierSubmission(
  kind: InquiryKind,
  key: string,
): Promise<{ reference?: string } | undefined> {
  const earlier = await findIdempotencyKey(key)
  if (!earlier) return undefined
  return { reference: (await leadOfInquiry(kind, Number(earlier.inquiry_id)))?.reference }
}

/** The rules only the server can check (a package on offer): the fields' messages, or null. */
export async function checkChoices(definition: InquiryKindDefinition, value: unknown) {
  return definition.checkChoices?.(value as never, await getCatalogue()) ?? null
}

/**
 * The action behind every public form: validate with the form's schema, store the inquiry, then
 * redirect (post/redirect/get). A 400 answers the messages; a storage failure answers 503 with a message
 * the traveller can act on. Either way the form keeps every value typed.
 */
export async function handleInquiryForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  definition: InquiryKindDefinition,
  /**
   * Where a sent form leads, given its lead's reference (none for a bot's, which stores nothing) and the
   * page's language.
   */
  successPath: (reference: string | undefined, locale: Locale) => string,
) {
  const kind = definition.key as InquiryKind
  // A form on a German or French page answers in its language; the rules are the same.
  const locale = localeOfPath(new URL(request.url).pathname)
  const answer = (result: SubmissionResult) =>
    locale === 'en' ? result : { ...result, error: result.error && formMessages(result.error, locale) }
  const formData = await readSubmission(request)
  // The hidden honeypot field: people never see it, form-filling bots fill it in.
  if (String(formData.get('website') ?? '').trim() !== '') {
    logger.warn({ kind, fields: Object.fromEntries(formData) }, 'honeypot filled: submission not stored')
    throw redirect(successPath(undefined, locale))
  }
  const submission = parseWithZod(formData, { schema: definition.schema })
  if (submission.status !== 'success') {
    return data({ result: answer(submission.reply()) }, { status: 400 })
  }
  const refused = await checkChoices(definition, submission.value)
  if (refused) return data({ result: answer(submission.reply({ fieldErrors: refused })) }, { status: 400 })
  // The same submission sent again (a double click without JavaScript, a resend after a network
  // error) leads to the first one's confirmation, and stores nothing more.
  const once = formSubmissionKey(formData.get(SUBMISSION_TOKEN_FIELD), kind, submission.value)
  const sentBefore = once && (await earlierSubmission(kind, once.key))
  if (sentBefore) throw redirect(successPath(sentBefore.reference, locale))
  const accepted = await acceptInquiry(request, context, kind, submission.value, pagePath(request), once)
  if (accepted.outcome === 'same-key') {
    const first = await earlierSubmission(kind, once!.key)
    throw redirect(successPath(first?.reference, locale))
  }
  if (accepted.outcome === 'limited') {
    return data({ result: answer(submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] })) }, { status: 429 })
  }
  if (accepted.outcome !== 'stored') {
    return data({ result: answer(submission.reply({ formErrors: [SEND_FAILURE] })) }, { status: 503 })
  }
  throw redirect(successPath(accepted.reference, locale))
}
