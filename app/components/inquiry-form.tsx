import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import type { z } from 'zod'
import type { FieldSpec } from '~/lib/inquiry-forms'
import { phoneDisplay, useSite, whatsappLink } from '~/lib/operator'
import { FieldErrors } from './ui/field-errors'

// One component for every public form: the same Zod schema validates in the browser (on blur, then on
// input) and in the action. Without JavaScript the form posts normally and the server's answer shows the
// same messages. Errors sit under their field, tied to it with aria-describedby.

const inputClass =
  'mt-1 block w-full rounded-lg border border-forest-700/40 bg-white px-3 py-2 text-forest-900 shadow-sm focus:border-savanna-700 focus:ring-2 focus:ring-savanna-600/40 focus:outline-none aria-[invalid=true]:border-red-700'

export interface InquiryFormProps {
  id: string
  schema: z.ZodType
  fields: FieldSpec[]
  submitLabel: string
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: Record<string, string>
}

export function InquiryForm({
  id,
  schema,
  fields: specs,
  submitLabel,
  lastResult,
  defaultValue,
}: InquiryFormProps) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('form') === id
  const [form, fields] = useForm({
    id,
    lastResult: navigation.state === 'idle' ? lastResult : null,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="form" value={id} />
      {form.errors?.length ? <FormFailure id={form.errorId} messages={form.errors} /> : null}
      {specs.map((spec) => {
        const field = fields[spec.name as keyof typeof fields]
        if (!field) return null
        const hintId = spec.hint ? `${field.id}-hint` : undefined
        const describedBy =
          [hintId, field.errors ? field.errorId : undefined].filter(Boolean).join(' ') || undefined
        const common = { 'aria-describedby': describedBy, className: inputClass }
        return (
          <div
            key={spec.name}
            className={spec.wide || spec.type === 'textarea' || spec.type === 'radio' ? 'sm:col-span-2' : ''}
          >
            {spec.type === 'radio' ? (
              <fieldset aria-describedby={describedBy} aria-invalid={field.errors ? true : undefined}>
                <legend className="font-medium">{spec.label}</legend>
                <div className="mt-2 flex flex-wrap gap-6">
                  {spec.options?.map((option) => (
                    <label key={option.value} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={field.name}
                        value={option.value}
                        defaultChecked={field.initialValue === option.value}
                        className="h-5 w-5 accent-savanna-700"
                      />
                      {option.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              <>
                <label htmlFor={field.id} className="font-medium">
                  {spec.label}
                </label>
                {spec.type === 'select' ? (
                  <select {...getSelectProps(field)} key={field.key} {...common}>
                    <option value="">Choose...</option>
                    {spec.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : spec.type === 'textarea' ? (
                  <textarea {...getTextareaProps(field)} key={field.key} rows={5} {...common} />
                ) : (
                  <input
                    {...getInputProps(field, { type: spec.type })}
                    key={field.key}
                    autoComplete={spec.autoComplete}
                    step={spec.step}
                    inputMode={spec.type === 'number' ? 'decimal' : undefined}
                    {...common}
                  />
                )}
              </>
            )}
            {spec.hint ? (
              <p id={hintId} className="mt-1 text-sm text-forest-700">
                {spec.hint}
              </p>
            ) : null}
            <FieldErrors id={field.errorId} errors={field.errors} />
          </div>
        )
      })}
      {/* A field people never see: software that fills in every field gives itself away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submitting}
          className="rounded-full bg-savanna-700 px-8 py-3 font-semibold text-white hover:bg-savanna-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-savanna-600 disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? 'Sending…' : submitLabel}
        </button>
      </div>
    </Form>
  )
}

/** A failure the traveller can act on: what happened, that nothing typed is lost, and other ways to reach us. */
function FormFailure({ id, messages }: { id: string; messages: string[] }) {
  const { operator } = useSite()
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
        You can also reach us directly: call or WhatsApp{' '}
        <a className="underline" href={`tel:${operator.phone}`}>
          {phoneDisplay(operator.phone)}
        </a>
        ,{' '}
        <a className="underline" href={whatsappLink(operator.phone)}>
          chat on WhatsApp
        </a>{' '}
        or e-mail{' '}
        <a className="underline" href={`mailto:${operator.email}`}>
          {operator.email}
        </a>
        .
      </p>
    </div>
  )
}
