import { useState, useSyncExternalStore } from 'react'

// A button that copies a short text (a lead's reference) to the clipboard. It needs JavaScript, so it
// shows only once the page runs it; the text itself stays on the page to select by hand.

export function CopyText({ text, label }: { text: string; label: string }) {
  // False on the server and while hydrating, so the first render matches the server's.
  const ready = useSyncExternalStore(
    () => () => {},
    () => !!navigator.clipboard,
    () => false,
  )
  const [said, setSaid] = useState('')
  if (!ready) return null
  return (
    <p className="mt-1 text-sm">
      <button
        type="button"
        className="font-medium text-savanna-700 underline"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setSaid(`${text} copied`),
            () => setSaid('Could not copy: select the reference and copy it by hand'),
          )
        }
      >
        {label}
      </button>{' '}
      <span role="status">{said}</span>
    </p>
  )
}
