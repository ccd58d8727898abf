import { Link } from 'react-router'

// What an editor's last save did, above its form: what was done (announced politely), what was
// refused and why (with a link to where it is put right, when that is another page), or that fields
// marked below need correcting (both announced at once).

export function EditorOutcome({
  done,
  refused,
  fix,
  invalid,
}: {
  done: string | null | undefined
  refused: string | null | undefined
  /** Said after the refusal as a link: what to do, on the page that does it */
  fix?: { text: string; href: string } | null
  /** Fields of the form carry messages */
  invalid: boolean
}) {
  return (
    <>
      <p role="status" className="mt-3 font-semibold text-forest-700">
        {done ?? ''}
      </p>
      {refused ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {refused}
          {fix ? (
            <>
              {' '}
              <Link to={fix.href} className="underline">
                {fix.text}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {invalid ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          Not saved: correct the fields marked below.
        </p>
      ) : null}
    </>
  )
}
