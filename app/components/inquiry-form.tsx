import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState, type FormEvent, type SyntheticEvent } from 'react'
import { Form, useNavigation } from 'react-router'
import { SUBMISSION_TOKEN_FIELD, type InquiryFormData } from '~/lib/inquiry-form-data'
import { formMessages } from '~/lib/form-words'
import { phoneDisplay, useOperator, whatsappLink } from '~/lib/operator'
import { m } from '~/paraglide/messages'
import type { validateInquiry } from './form-validation'
import { useLocale } from './use-locale'
import { FieldErrors } from './ui/field-errors'
import { describedBy, FormField } from './ui/form-field'
import { inputClass } from './ui/input-class'
import { place, WordsWithLinks } from './ui/words-with-links'

// One component for every public form: the same Zod schema validates in the browser (when a field is
// left, then as it is corrected) and in the action. Without JavaScript the form posts normally and the
// server's answer shows the same messages. Errors sit under their field, tied to it with
// aria-describedby.
//
// The schemas reach the browser only when a traveller first touches the form (form-validation.ts), so
// the page loads without Zod (docs/decisions/011). Fields left before the rules arrive are checked as
// soon as they do; a form sent before then is checked by the server, which answers the same messages.
// The server's answer is Conform's (parseWithZod and reply); in the browser a few lines of state replace
// Conform's hook, which would cost every form page another 9 KB.

export interface InquiryFormProps {
  id: string
  /** The kind and its fields, from the page's loader. */
  form: InquiryFormData
  submitLabel: string
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: Record<string, string>
}

type Messages = Record<string, string[] | null | undefined>

export function InquiryForm({
  id,
  form: { kind, fields: specs, token },
  submitLabel,
  lastResult,
  defaultValue,
}: InquiryFormProps) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('form') === id
  const formRef = useRef<HTMLFormElement>(null)
  const locale = useLocale()
  const rules = useRef<{ validate?: typeof validateInquiry; loading?: Promise<void> }>({})
  /** Fields whose messages are on show: left once, or sent. */
  const checked = useRef(new Set(Object.keys(lastResult?.error ?? {})))
  const [messages, setMessages] = useState<Messages>(lastResult?.error ?? {})
  // A new answer from the server replaces whatever the browser had found. (It follows a submit, which
  // has already marked every field as checked.)
  const [answer, setAnswer] = useState(lastResult)
  if (answer !== lastResult) {
    setAnswer(lastResult)
    if (lastResult?.error) setMessages(lastResult.error)
  }
  const initialValue = (lastResult?.initialValue ?? defaultValue ?? {}) as Record<string, unknown>
  // The server's first mistake takes the focus: at once without JavaScript (autofocus), and after each
  // answer with it, since an answer re-renders fields that are already on the page.
  const firstMistake = specs.find((spec) => lastResult?.error?.[spec.name]?.length)?.name
  useEffect(() => {
    if (firstMistake) focusField(formRef.current, firstMistake)
  }, [lastResult, firstMistake])

  /**
   * Runs the rules over the whole form and shows the messages of the fields checked so far. Answers
   * the messages found, or null while the rules are still on their way.
   */
  function check(): Messages | null {
    const form = formRef.current
    if (!rules.current.validate || !form) return null
    const submission = rules.current.validate(kind, new FormData(form))
    // The rules speak English; a German or French page says their messages in its language.
    const found: Messages =
      submission.status === 'success' ? {} : formMessages(submission.error ?? {}, locale)
    setMessages((shown) => {
      const next: Messages = { '': shown[''] }
      for (const name of checked.current) next[name] = found[name]
      return next
    })
    return found
  }

  /** On the first touch, fetch the rules; then check the fields already left. */
  function loadRules() {
    rules.current.loading ??= import('./form-validation').then(({ validateInquiry }) => {
      rules.current.validate = validateInquiry
      if (checked.current.size) check()
    })
  }

  const fieldName = (event: SyntheticEvent) => {
    const name = (event.target as { name?: unknown }).name
    return specs.some((spec) => spec.name === name) ? (name as string) : undefined
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    for (const spec of specs) checked.current.add(spec.name)
    setMessages((shown) => ({ ...shown, '': undefined }))
    // Without the rules yet, the server checks the form and answers with the same messages.
    const found = check()
    const first = found && specs.find((spec) => found[spec.name]?.length)
    if (!first) return
    event.preventDefault()
    focusField(event.currentTarget, first.name)
  }

  const formErrors = messages['']
  return (
    <Form
      method="post"
      id={id}
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={loadRules}
      onPointerDown={loadRules}
      onBlur={(event) => {
        const name = fieldName(event)
        if (name && !checked.current.has(name)) {
          checked.current.add(name)
          check()
        }
      }}
      onChange={(event) => {
        if (checked.current.has(fieldName(event) ?? '')) check()
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      <input type="hidden" name="form" value={id} />
      <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={token} />
      {formErrors?.length ? <FormFailure id={`${id}-error`} messages={formErrors} /> : null}
      {specs.map((spec) => {
        const errors = messages[spec.name]?.length ? messages[spec.name] : undefined
        const value = initialValue[spec.name]
        const fieldId = `${id}-${spec.name}`
        const defaultValue = typeof value === 'string' ? value : undefined
        const aria = describedBy(fieldId, { errors, hint: Boolean(spec.hint) })
        const wide = [
          spec.wide || spec.type === 'textarea' || spec.type === 'radio' ? 'sm:col-span-2' : '',
          // Hidden by the style sheet (app.css) unless the journey chosen is a return.
          spec.returnOnly ? 'return-only' : '',
        ].join(' ')
        if (spec.type === 'radio') {
          return (
            <div key={spec.name} className={wide}>
              <fieldset {...aria}>
                <legend className="font-medium">{spec.label}</legend>
                <div className="mt-2 flex flex-wrap gap-6">
                  {spec.options?.map((option, index) => (
                    <label key={option.value} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={spec.name}
                        value={option.value}
                        autoFocus={index === 0 && spec.name === firstMistake}
                        defaultChecked={defaultValue === option.value}
                        className="h-5 w-5 accent-savanna-700"
                      />
                      {option.label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <FieldErrors id={`${fieldId}-error`} errors={errors} />
            </div>
          )
        }
        const common = {
          id: fieldId,
          name: spec.name,
          defaultValue,
          autoFocus: spec.name === firstMistake,
          ...aria,
          className: inputClass,
        }
        return (
          <FormField
            key={spec.name}
            id={fieldId}
            label={spec.label}
            hint={spec.hint}
            errors={errors}
            className={wide}
          >
            {spec.type === 'select' ? (
              <select {...common}>
                <option value="">{m.form_choose({}, { locale })}</option>
                {spec.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : spec.type === 'textarea' ? (
              <textarea rows={5} {...common} />
            ) : (
              <input
                type={spec.type}
                autoComplete={spec.autoComplete}
                step={spec.step}
                inputMode={spec.type === 'number' ? 'decimal' : undefined}
                {...common}
              />
            )}
          </FormField>
        )
      })}
      {/* A field people never see: software that fills in every field gives itself away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {m.form_leave_empty({}, { locale })}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submitting}
          className="rounded-full bg-savanna-700 px-8 py-3 font-semibold text-white hover:bg-savanna-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-savanna-600 disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? m.form_sending({}, { locale }) : submitLabel}
        </button>
      </div>
    </Form>
  )
}

/** A failure the traveller can act on: what happened, that nothing typed is lost, and other ways to reach us. */
function FormFailure({ id, messages }: { id: string; messages: string[] }) {
  const { operator } = useOperator()
  const locale = useLocale()
  const links = {
    phone: (
      <a className="underline" href={`tel:${operator.phone}`}>
        {phoneDisplay(operator.phone)}
      </a>
    ),
    chat: (
      <a className="underline" href={whatsappLink(operator.phone)}>
        {m.form_failure_chat({}, { locale })}
      </a>
    ),
    email: (
      <a className="underline" href={`mailto:${operator.email}`}>
        {operator.email}
      </a>
    ),
  }
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900 sm:col-span-2"
    >
      {messages.map((message) => (
        <p key={message} className="font-semibold">
          {message}
        </p>
      ))}
      <p className="mt-2">
        {/* The sentence in the page's language, its three ways to reach us as links where it names them. */}
        <WordsWithLinks
          words={m.form_failure_reach(
            { phone: place('phone'), chat: place('chat'), email: place('email') },
            { locale },
          )}
          links={links}
        />
      </p>
    </div>
  )
}

/** Moves the focus to a field by name (the first button of a radio group). */
function focusField(form: HTMLFormElement | null, name: string) {
  const control = form?.elements.namedItem(name)
  const target = control instanceof RadioNodeList ? control[0] : control
  if (target instanceof HTMLElement) target.focus()
}
