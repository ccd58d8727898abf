import { LOCALE_NAMES_IN_ENGLISH, type Locale } from '~/lib/locales'
import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { describedBy, FormField } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { PLACEHOLDERS } from '~/lib/reply-template'

// The reply composer of a lead's page: start from a template (a plain GET, so it works without
// JavaScript) or from nothing, edit, send. The server adds the signature and keeps the reference in the
// subject. Beside it, a WhatsApp chat with the greeting typed in.

interface Composer {
  /** The traveller's language's first. */
  templates: { id: number; name: string; language: string }[]
  chosen: number | null
  subject: string
  body: string
}

const button =
  'rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60'

/** A template by its name, with its language where that is not English and the name does not say it. */
function templateLabel({ name, language }: { name: string; language: string }) {
  const words = LOCALE_NAMES_IN_ENGLISH[language as Locale]
  return language === 'en' || !words || name.includes(words) ? name : `${name} (${words})`
}

export function LeadReply({
  name,
  composer,
  whatsapp,
  result,
  sent,
  mailsSent,
}: {
  name: string
  /** A reply was just queued */
  sent: boolean
  composer: Composer
  whatsapp: string | null
  result?: SubmissionResult<string[]> | null
  /** How many mails staff have sent on the lead: the composer starts afresh after each */
  mailsSent: number
}) {
  const busy = useNavigation().state === 'submitting'
  const errors = (field: string) => result?.error?.[field] ?? undefined
  return (
    <section
      id="reply"
      aria-labelledby="reply-heading"
      className="mt-6 scroll-mt-4 rounded-xl bg-white p-5 shadow-sm"
    >
      <h2 id="reply-heading" className="font-serif text-xl">
        Reply to {name}
      </h2>
      <p role="status" className="mt-1 text-sm font-semibold text-forest-700">
        {sent ? 'Reply queued: it is in the conversation, with its delivery.' : ''}
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="grow sm:max-w-sm">
          <label htmlFor="reply-template" className="block font-medium">
            Start from a template
          </label>
          <select
            id="reply-template"
            name="template"
            defaultValue={composer.chosen ?? ''}
            className={inputClass}
          >
            <option value="">No template</option>
            {composer.templates.map((template) => (
              <option key={template.id} value={template.id}>
                {templateLabel(template)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={button}>
          Use template
        </button>
      </Form>
      <Form method="post" className="mt-4 space-y-3" key={`${composer.chosen ?? 'none'}-${mailsSent}`}>
        <input type="hidden" name="intent" value="reply" />
        <FormField id="reply-subject" label="Subject" errors={errors('subject')}>
          <input
            id="reply-subject"
            name="subject"
            type="text"
            maxLength={200}
            defaultValue={composer.subject}
            {...describedBy('reply-subject', { errors: errors('subject') })}
            className={inputClass}
          />
        </FormField>
        <FormField
          id="reply-message"
          label="Message"
          hint="Your name and our phone number are added under it; replies come to our inbox."
          errors={errors('words')}
        >
          <textarea
            id="reply-message"
            name="words"
            rows={10}
            maxLength={20_000}
            defaultValue={composer.body}
            {...describedBy('reply-message', { errors: errors('words'), hint: true })}
            className={inputClass}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={button}>
            Send reply
          </button>
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg border border-forest-700/40 px-4 py-2 font-semibold"
            >
              Open a WhatsApp chat
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </Form>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium">Placeholders in templates</summary>
        <ul className="mt-2 space-y-1">
          {PLACEHOLDERS.map((placeholder) => (
            <li key={placeholder.name}>
              <code>{`{${placeholder.name}}`}</code>: {placeholder.says}
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
