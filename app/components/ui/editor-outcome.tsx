// What an editor's last save did, above its form: what was done (announced politely), what was
// refused and why, or that fields marked below need correcting (both announced at once).

export function EditorOutcome({
  done,
  refused,
  invalid,
}: {
  done: string | null | undefined
  refused: string | null | undefined
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
