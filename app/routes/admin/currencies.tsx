import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import { FormField, describedBy } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { DISPLAY_CURRENCIES, formatPrice } from '~/lib/catalogue'
import { recordAudit } from '~/models/audit.server'
import { getCatalogue } from '~/models/catalogue.server'
import { saveCurrencyRates } from '~/models/currency-rates.server'
import { CurrencyRatesSchema } from '~/schemas/package'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf, requireAdmin } from '~/services/staff-context.server'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/currencies'

// The display currencies (admins): prices are kept in US dollars, and tour pages show euros and pounds
// at the rates set here.

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context)
  const { rates } = await getCatalogue()
  return { rates }
}

export const action = keepWhatWasTyped(saveForm)

async function saveForm({ request, context }: Route.ActionArgs) {
  const { staff } = adminOf(context)
  const submission = parseWithZod(await readSubmission(request), { schema: CurrencyRatesSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), done: null }, { status: 400 })
  await saveCurrencyRates(submission.value, (trx) =>
    recordAudit(
      {
        actor: staff,
        action: 'rates-saved',
        detail: submission.value,
        address: context.get(clientAddressContext),
      },
      trx,
    ),
  )
  return { result: null, done: 'Rates saved: tour pages show them now.' }
}

export const meta: Route.MetaFunction = () => [{ title: 'Currencies | Back-office' }]

export default function Currencies({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const errors = actionData?.result?.error ?? undefined
  return (
    <>
      <h1 className="font-serif text-3xl">Currencies</h1>
      <p className="mt-2 max-w-2xl">
        Prices are set in US dollars. Tour pages also show them in euros and pounds at these rates, rounded up
        to the next 10: what one US dollar buys.
      </p>
      <p role="status" className="mt-3 font-semibold text-forest-700">
        {actionData?.done ?? ''}
      </p>
      <Form method="post" className="mt-6 max-w-md space-y-4 rounded-xl bg-white p-5 shadow-sm">
        {DISPLAY_CURRENCIES.map((code) => {
          const id = `rate-${code}`
          return (
            <FormField
              key={code}
              id={id}
              label={`${code} for 1 USD`}
              hint={`$1,000 shows as ${formatPrice(100_000, code, loaderData.rates)}`}
              errors={errors?.[code]}
            >
              <input
                id={id}
                name={code}
                type="text"
                inputMode="decimal"
                defaultValue={String(loaderData.rates[code])}
                className={inputClass}
                {...describedBy(id, { errors: errors?.[code], hint: true })}
              />
            </FormField>
          )
        })}
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
        >
          Save rates
        </button>
      </Form>
    </>
  )
}
