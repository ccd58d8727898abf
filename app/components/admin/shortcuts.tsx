import { useEffect, useRef } from 'react'

// Keys for staff who live in the lead desk (docs/product.md, "Keyboard"): each page lists its own, and
// `?` shows them. A key does nothing while the member types in a field, or with Ctrl, Alt or Meta held,
// so the browser's and the screen reader's own keys are left alone.

export interface Shortcut {
  key: string
  does: string
  run: () => void
}

/** True when a key press belongs to what the member is typing, not to the page. */
function typing(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.altKey || event.metaKey) return true
  const target = event.target as HTMLElement | null
  if (!target) return false
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('dialog[open]') !== null
  )
}

export function Shortcuts({ keys }: { keys: Shortcut[] }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event)) return
      if (event.key === '?') {
        event.preventDefault()
        dialog.current?.showModal()
        return
      }
      const shortcut = keys.find((item) => item.key === event.key)
      if (!shortcut) return
      event.preventDefault()
      shortcut.run()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [keys])
  return (
    <>
      <p className="mt-2 hidden text-sm text-forest-700 lg:block">
        Press <kbd className="rounded border border-forest-700/40 px-1">?</kbd> for keyboard shortcuts.
      </p>
      <dialog
        ref={dialog}
        aria-labelledby="shortcuts-heading"
        className="m-auto max-w-sm rounded-xl p-6 shadow-xl backdrop:bg-black/40"
      >
        <h2 id="shortcuts-heading" className="font-serif text-xl">
          Keyboard shortcuts
        </h2>
        <dl className="mt-3 grid grid-cols-[3rem_1fr] gap-y-2">
          {[...keys, { key: '?', does: 'Show these shortcuts' }].map((item) => (
            <div key={item.key} className="contents">
              <dt>
                <kbd className="rounded border border-forest-700/40 px-1.5 font-mono">{item.key}</kbd>
              </dt>
              <dd>{item.does}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm">Keys do nothing while you type in a field.</p>
        <form method="dialog" className="mt-4">
          <button type="submit" className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white">
            Close
          </button>
        </form>
      </dialog>
    </>
  )
}

/** Moves the focus to the next (1) or previous (-1) of the elements `selector` finds. */
export function moveFocus(selector: string, step: 1 | -1) {
  const items = [...document.querySelectorAll<HTMLElement>(selector)]
  if (!items.length) return
  const at = items.findIndex((item) => item === document.activeElement)
  const next =
    at < 0 ? (step === 1 ? 0 : items.length - 1) : Math.min(items.length - 1, Math.max(0, at + step))
  items[next]!.focus()
  items[next]!.scrollIntoView({ block: 'nearest' })
}
