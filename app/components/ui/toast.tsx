import { useEffect, useState } from 'react'

export const TOAST_MS = 5000

/** A short confirmation at the top right, gone after 5000 ms. `token` tells one confirmation from the next. */
export function Toast({ token, children }: { token: string; children: React.ReactNode }) {
  const [closed, setClosed] = useState<string | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setClosed(token), TOAST_MS)
    return () => clearTimeout(timer)
  }, [token])
  if (closed === token) return null
  return (
    <div
      role="status"
      className="fixed top-4 right-4 z-50 flex items-center gap-3 rounded-lg bg-forest-800 px-5 py-4 font-semibold text-white shadow-xl"
    >
      <span aria-hidden="true">✓</span>
      {children}
    </div>
  )
}
