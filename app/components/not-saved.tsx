import { fieldLabel, type NotSaved } from '~/lib/not-saved'
import { inputClass } from '~/components/ui/input-class'

// The back-office's answer to a form sent while the database was away (app/lib/not-saved.ts): it says
// plainly that nothing was sent or saved, and gives back every word typed in a form that sends it again.
// When the database stopped answering just as it was saving, it says only that: the saving is not
// confirmed, and the page will tell. A plain form, so it works the same with JavaScript or without.

export function NotSavedForm({ kept }: { kept: NotSaved }) {
  const shown = kept.fields.filter((field) => field.shown)
  const heading = kept.uncertain ? 'Not confirmed: this may have been saved' : 'Not sent: nothing was saved'
  return (
    <section className="max-w-3xl">
      <title>{heading}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-serif text-3xl">{heading}</h1>
      {kept.uncertain ? (
        <p className="mt-3" role="alert">
          We could not confirm that this was saved: check the ledger or the page before sending again. Our
          records stopped answering just as they were saving it, so it may be saved, with its mail, or not.
          What you wrote is below. A payment, reversal or cancellation sent again from here is recorded once
          at most.
        </p>
      ) : (
        <p className="mt-3" role="alert">
          We could not reach our records just now, so nothing you sent was saved, and no mail went to anyone.
          What you wrote is below as you wrote it: send it again in a minute, or copy it somewhere safe.
        </p>
      )}
      <form method="post" action={kept.action} className="mt-6 space-y-4">
        {kept.fields.map((field, index) =>
          field.shown ? (
            <div key={`${field.name}-${index}`}>
              <label htmlFor={`kept-${index}`} className="block font-medium">
                {fieldLabel(field.name)}
              </label>
              <textarea
                id={`kept-${index}`}
                name={field.name}
                defaultValue={field.value}
                rows={Math.min(16, Math.max(2, field.value.split('\n').length + 1))}
                className={inputClass}
              />
            </div>
          ) : (
            <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />
          ),
        )}
        {shown.length === 0 ? <p>The form held no words of yours to keep.</p> : null}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900"
          >
            Send again
          </button>
          <a className="font-semibold text-savanna-700 underline" href={kept.action}>
            Back to the page
          </a>
        </div>
      </form>
    </section>
  )
}
