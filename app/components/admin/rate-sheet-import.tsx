import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/ui/form-alert'
import { inputClass } from '~/components/ui/input-class'
import { formatMoney, isCardCurrency } from '~/lib/money'
import type { SheetRead } from '~/schemas/rate-sheet'

// A supplier's rate sheet pasted as CSV (docs/product.md, "Rate cards"): checked first, every line
// shown with what it becomes or why it is refused; added only whole, once every line is right.

export interface CheckedSheet extends SheetRead {
  csv: string
}

const button =
  'rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60'

export function RateSheetImport({ header, sheet }: { header: string; sheet: CheckedSheet | null }) {
  const busy = useNavigation().state === 'submitting'
  const refused = sheet ? sheet.problem !== null || sheet.lines.some((line) => line.errors.length) : false
  return (
    <section aria-labelledby="sheet-heading" className="mt-10">
      <h2 id="sheet-heading" className="font-serif text-2xl">
        Import a rate sheet
      </h2>
      <p className="mt-2 max-w-2xl">
        Paste the sheet as CSV (from a spreadsheet: save as CSV, open it, copy everything), with this header
        line: <code className="break-all">{header}</code>. A season is written by its name, or left empty for
        all year. Nothing is added until every line is right.
      </p>
      <Form method="post" className="mt-4 max-w-3xl space-y-4 rounded-xl bg-white p-5 shadow-sm">
        <label htmlFor="sheet" className="block font-semibold">
          The rate sheet (CSV)
        </label>
        <textarea
          id="sheet"
          name="sheet"
          rows={8}
          defaultValue={sheet?.csv ?? ''}
          className={`${inputClass} font-mono text-sm`}
          aria-describedby={sheet?.problem ? 'sheet-problem' : undefined}
        />
        {sheet?.problem ? <FormAlert id="sheet-problem">{sheet.problem}</FormAlert> : null}
        <button type="submit" name="intent" value="check-sheet" disabled={busy} className={button}>
          Check the sheet
        </button>
      </Form>
      {sheet && !sheet.problem ? (
        <div className="mt-4 max-w-3xl rounded-xl bg-white p-5 shadow-sm">
          <p className="font-semibold" role="status">
            {refused
              ? `${sheet.lines.filter((line) => line.errors.length).length} of ${sheet.lines.length} lines need correcting: nothing was added.`
              : `${sheet.lines.length} rates are ready to add.`}
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {sheet.lines.map((line) => (
              <li key={line.line} className={line.errors.length ? 'font-semibold text-red-800' : ''}>
                {`Line ${line.line}: `}
                {line.rate
                  ? `${line.rate.label}, ${isCardCurrency(line.rate.currency) ? formatMoney({ minor: line.rate.amount, currency: line.rate.currency }) : line.rate.amount}`
                  : line.errors.join('; ')}
              </li>
            ))}
          </ul>
          {refused ? null : (
            <Form method="post" className="mt-4">
              <input type="hidden" name="sheet" value={sheet.csv} />
              <button type="submit" name="intent" value="import-sheet" disabled={busy} className={button}>
                {`Add these ${sheet.lines.length} rates`}
              </button>
            </Form>
          )}
        </div>
      ) : null}
    </section>
  )
}
