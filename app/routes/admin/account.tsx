import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { FormField } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { getConfig } from '~/config.server'
import { roleLabel } from '~/lib/staff-roles'
import { OwnNameSchema } from '~/schemas/team'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { staffOf } from '~/services/staff-context.server'
import { renameMember } from '~/services/team.server'
import { setStaffPhone, staffPhone } from '~/models/staff.server'
import type { Route } from './+types/account'

// Your account (any member, docs/product.md, "The team"): the name that signs your mail and is its From
// name, which you give yourself (an admin may also change it on the team page); your password and
// second step have their own pages.

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = staffOf(context)
  return {
    name: staff.name,
    phone: await staffPhone(staff.id),
    email: staff.email,
    role: roleLabel(staff.role),
    brand: getConfig().operator.brand,
  }
}

export const action = keepWhatWasTyped(async ({ request, context }: Route.ActionArgs) => {
  const { staff } = staffOf(context)
  const submission = parseWithZod(await readSubmission(request), { schema: OwnNameSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), done: null }, { status: 400 })
  await renameMember({ staff, address: context.get(clientAddressContext) }, staff.id, submission.value.name)
  await setStaffPhone(staff.id, submission.value.phone)
  return {
    result: submission.reply(),
    done: `Saved: your mail is signed ${submission.value.name} from the next one on.`,
  }
})

export const meta: Route.MetaFunction = () => [{ title: 'Your account | Back-office' }]

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'your-name',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    defaultValue: { name: loaderData.name, phone: loaderData.phone },
    constraint: getZodConstraint(OwnNameSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OwnNameSchema }),
  })
  return (
    <>
      <h1 className="font-serif text-3xl">Your account</h1>
      <p className="mt-2 max-w-xl">
        Signed in as {loaderData.email}, {loaderData.role}.
      </p>
      <p role="status" className="mt-3 font-semibold text-forest-700">
        {navigation.state === 'idle' ? (actionData?.done ?? '') : ''}
      </p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-6 max-w-md space-y-5 rounded-xl bg-white p-6 shadow-sm"
      >
        <FormField
          id={fields.name.id}
          label="Your name"
          hint={`Your mail to travellers is signed with it and sent as “${loaderData.name}, ${loaderData.brand}”.`}
          errors={fields.name.errors}
        >
          <input
            {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: `${fields.name.id}-hint` })}
            key={fields.name.key}
            autoComplete="name"
            className={inputClass}
          />
        </FormField>
        <FormField
          id={fields.phone.id}
          label="Your phone (optional)"
          hint="A driver-guide’s phone is given to the travellers of their trips."
          errors={fields.phone.errors}
        >
          <input
            {...getInputProps(fields.phone, { type: 'tel', ariaDescribedBy: `${fields.phone.id}-hint` })}
            key={fields.phone.key}
            autoComplete="tel"
            className={inputClass}
          />
        </FormField>
        <button
          type="submit"
          disabled={navigation.state !== 'idle'}
          className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
        >
          Save
        </button>
      </Form>
      <p className="mt-6 max-w-xl">
        <Link to="/admin/password" className="font-medium text-savanna-700 underline">
          Change your password
        </Link>{' '}
        ·{' '}
        <Link to="/admin/two-step" className="font-medium text-savanna-700 underline">
          Two-step sign-in
        </Link>
      </p>
    </>
  )
}
