/** A field's messages, one per line, under the field; the field points here with aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] | null }) {
  if (!errors?.length) return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {errors.map((message) => (
        <span key={message} className="block">
          {message}
        </span>
      ))}
    </p>
  )
}
