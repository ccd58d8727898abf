import { LanguageOptions } from '~/components/admin/language-options'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import { describedBy, FormField } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { PLACEHOLDERS } from '~/lib/reply-template'
import { isUniqueViolation } from '~/models/db.server'
import { deleteReplyTemplate, listReplyTemplates, saveReplyTemplate } from '~/models/reply-templates.server'
import { ReplyTemplateSchema } from '~/schemas/lead'
import { readSubmission } from '~/services/request-input.server'
import { recordAudit } from '~/models/audit.server'
import { clientAddressContext } from '~/services/request-context.server'
import { adminOf, requireAdmin } from '~/services/staff-context.server'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/templates'

// The reply templates staff start from on a lead's page (admins only): change, add or remove them; a
// removal is on the audit trail. Placeholders in
// braces are filled from the lead when a template is used.

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context)
  const templates = await listReplyTemplates()
  return { templates: templates.map((template) => ({ ...template, id: Number(template.id) })) }
}

export const action = keepWhatWasTyped(saveForm)

async function saveForm({ request, context }: Route.ActionArgs) {
  const { staff } = adminOf(context)
  const submission = parseWithZod(await readSubmission(request), { schema: ReplyTemplateSchema })
  // Which form the messages belong to: a template's, or the new one's.
  const formId = typeof submission.payload.id === 'string' ? submission.payload.id : 'new'
  if (submission.status !== 'success')
    return data({ formId, result: submission.reply(), done: null }, { status: 400 })
  const value = submission.value
  if (value.intent === 'delete') {
    const removed = await deleteReplyTemplate(value.id)
    if (!removed) throw data(null, { status: 404 })
    await recordAudit({
      actor: staff,
      action: 'template-deleted',
      subject: removed.name,
      address: context.get(clientAddressContext),
    })
    return { formId, result: null, done: 'Template removed.' }
  }
  try {
    const { id, name, subject, body, language } = value
    if ((await saveReplyTemplate({ name, subject, body, language }, id)) === undefined)
      throw data(null, { status: 404 })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const result = submission.reply({ fieldErrors: { name: ['Another template has this name'] } })
    return data({ formId, result, done: null }, { status: 409 })
  }
  return { formId, result: null, done: value.id ? 'Template saved.' : 'Template added.' }
}

export const meta: Route.MetaFunction = () => [{ title: 'Reply templates | Back-office' }]

interface Template {
  id?: number
  name: string
  subject: string
  body: string
  language: string
}

function TemplateForm({
  template,
  errors,
}: {
  template: Template
  errors?: Record<string, string[] | null>
}) {
  const busy = useNavigation().state === 'submitting'
  const prefix = `template-${template.id ?? 'new'}`
  const field = (name: keyof Template) => ({
    id: `${prefix}-${name}`,
    name,
    ...describedBy(`${prefix}-${name}`, { errors: errors?.[name] }),
  })
  return (
    <Form
      method="post"
      className="space-y-3 rounded-xl bg-white p-5 shadow-sm"
      key={JSON.stringify(template)}
    >
      {template.id ? <input type="hidden" name="id" value={template.id} /> : null}
      <FormField id={`${prefix}-name`} label="Name" errors={errors?.name}>
        <input
          {...field('name')}
          type="text"
          maxLength={80}
          defaultValue={template.name}
          className={inputClass}
        />
      </FormField>
      <FormField id={`${prefix}-language`} label="Written in" errors={errors?.language}>
        <select {...field('language')} defaultValue={template.language} className={inputClass}>
          <LanguageOptions />
        </select>
      </FormField>
      <FormField id={`${prefix}-subject`} label="Subject" errors={errors?.subject}>
        <input
          {...field('subject')}
          type="text"
          maxLength={200}
          defaultValue={template.subject}
          className={inputClass}
        />
      </FormField>
      <FormField id={`${prefix}-body`} label="Words" errors={errors?.body}>
        <textarea
          {...field('body')}
          rows={8}
          maxLength={20_000}
          defaultValue={template.body}
          className={inputClass}
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
          className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
        >
          {template.id ? 'Save' : 'Add template'}
        </button>
        {template.id ? (
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={busy}
            className="rounded-lg border border-red-800 px-4 py-2 font-semibold text-red-800"
          >
            Remove
          </button>
        ) : null}
      </div>
    </Form>
  )
}

export default function Templates({ loaderData, actionData }: Route.ComponentProps) {
  const errorsFor = (id: string) =>
    actionData && actionData.formId === id ? (actionData.result?.error ?? undefined) : undefined
  return (
    <>
      <h1 className="font-serif text-3xl">Reply templates</h1>
      <p className="mt-2 max-w-2xl">
        Replies on a lead&apos;s page can start from one of these. In braces:{' '}
        {PLACEHOLDERS.map((placeholder) => `{${placeholder.name}}`).join(', ')}.
      </p>
      <p role="status" className="mt-2 font-semibold text-forest-700">
        {actionData?.done ?? ''}
      </p>
      <div className="mt-6 space-y-6">
        {loaderData.templates.map((template) => (
          <section key={template.id} aria-label={template.name}>
            <TemplateForm template={template} errors={errorsFor(String(template.id))} />
          </section>
        ))}
        <section aria-labelledby="new-template">
          <h2 id="new-template" className="font-serif text-2xl">
            A new template
          </h2>
          <div className="mt-3">
            <TemplateForm
              template={{ name: '', subject: '', body: '', language: 'en' }}
              errors={errorsFor('new')}
            />
          </div>
        </section>
      </div>
    </>
  )
}
