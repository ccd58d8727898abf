import { useLayoutEffect, useState } from 'react'

export const TOAST_MS = 5000

/**
 * A short confirmation, gone after 5000 ms: at the top right, or on a phone just above the quick-contact bar,
 * where it covers neither the menu nor the bar. `token` tells one confirmation from the next. */
export function Toast({ token, children }: { token: string; children: React.ReactNode }) {
  const [closed, setClosed] = useState<string | null>(null)
  // Counted from the moment it is in the page: a passive effect can run much later on a busy phone.
  useLayoutEffect(() => {
    const timer = setTimeout(() => setClosed(token), TOAST_MS)
    return () => clearTimeout(timer)
  }, [token])
  if (closed === token) return null
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-24 z-50 flex items-center gap-3 rounded-lg bg-forest-800 px-5 py-4 font-semibold text-white shadow-xl sm:inset-x-auto sm:top-4 sm:right-4 sm:bottom-auto"
    >
      <span aria-hidden="true">✓</span>
      {children}
    </div>
  )
}
