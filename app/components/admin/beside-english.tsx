import type { ReactNode } from 'react'

// A field of a translation editor beside the English it is written from (a country page's or a
// package's words in German or French): the field, then the English words, read-only and marked English.
export function BesideEnglish({ english, children }: { english: string; children: ReactNode }) {
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {children}
      <div lang="en">
        <p className="text-sm font-medium text-forest-700">In English</p>
        <div className="mt-1 rounded-lg bg-savanna-50 p-3 text-sm whitespace-pre-line">{english || '—'}</div>
      </div>
    </div>
  )
}
