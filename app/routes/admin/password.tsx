import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import { recordAudit } from '~/models/audit.server'
import { deleteOtherSessions } from '~/models/sessions.server'
import { clientAddressContext } from '~/services/request-context.server'
import { findStaffPasswordHash, updateStaffPassword } from '~/models/staff.server'
import { ConformInput } from '~/components/ui/conform-input'
import { ChangePasswordSchema } from '~/schemas/auth'
import { readSubmission } from '~/services/request-input.server'
import { verifyPassword } from '~/lib/passwords.server'
import {
  clearPasswordChangeFailures,
  passwordChangeWait,
  passwordChangeWaitMessage,
  recordPasswordChangeFailure,
  retryAfter,
} from '~/services/sign-in-throttle.server'
import { staffOf } from '~/services/staff-context.server'
import type { Route } from './+types/password'

// A signed-in staff member changes their own password. Every other session of theirs ends, so a
// password someone else learnt stops working everywhere at once.

const HIDDEN = ['current_password', 'new_password', 'confirm_password']

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, sessionId } = staffOf(context)
  const submission = parseWithZod(await readSubmission(request), { schema: ChangePasswordSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: HIDDEN }), done: false }, { status: 400 })
  }
  // Someone at an unattended desk may not guess the password through this form: wrong current
  // passwords are slowed as sign-in failures are.
  const waitMs = await passwordChangeWait(staff.id)
  if (waitMs > 0) {
    const result = submission.reply({
      fieldErrors: { current_password: [passwordChangeWaitMessage(waitMs)] },
      hideFields: HIDDEN,
    })
    return data({ result, done: false }, { status: 429, headers: retryAfter(waitMs) })
  }
  const hash = await findStaffPasswordHash(staff.id)
  if (!hash || !(await verifyPassword(hash, submission.value.current_password))) {
    await recordPasswordChangeFailure(staff.id)
    const result = submission.reply({
      fieldErrors: { current_password: ['This is not your current password'] },
      hideFields: HIDDEN,
    })
    return data({ result, done: false }, { status: 400 })
  }
  await clearPasswordChangeFailures(staff.id)
  await updateStaffPassword(staff.id, submission.value.new_password)
  await deleteOtherSessions(staff.id, sessionId)
  await recordAudit({ actor: staff, action: 'password-changed', address: context.get(clientAddressContext) })
  return { result: submission.reply({ resetForm: true }), done: true }
}

export const meta: Route.MetaFunction = () => [{ title: 'Change password | Back-office' }]

export default function Password({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
  })
  const rows = [
    [fields.current_password, 'Current password', 'current-password'],
    [fields.new_password, 'New password', 'new-password'],
    [fields.confirm_password, 'New password again', 'new-password'],
  ] as const
  return (
    <>
      <h1 className="font-serif text-3xl">Change password</h1>
      <p className="mt-2 max-w-xl">
        From 6 to 50 characters. Your other devices are signed out when you change it.
      </p>
      {actionData?.done && navigation.state === 'idle' ? (
        <p role="status" className="mt-4 max-w-md rounded-lg bg-forest-800 p-3 font-semibold text-white">
          Your password is changed. Other devices were signed out.
        </p>
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-6 max-w-md space-y-5 rounded-xl bg-white p-6 shadow-sm"
      >
        {rows.map(([field, label, autoComplete]) => (
          <ConformInput
            key={field.name}
            field={field}
            label={label}
            type="password"
            autoComplete={autoComplete}
          />
        ))}
        <button
          type="submit"
          disabled={navigation.state !== 'idle'}
          className="rounded-full bg-savanna-700 px-6 py-3 font-semibold text-white hover:bg-savanna-800 disabled:opacity-70"
        >
          Change password
        </button>
      </Form>
    </>
  )
}
