import { createContext, useContext } from 'react'
import { PAGE_WORDS_ID } from '~/lib/page-words'

// The data block that hands the browser the page's words (app/lib/page-words.ts). The server's entry
// provides the serialised words; in the browser the block keeps what the server wrote, so hydration
// finds the same element, and later pages' words arrive by `/_words` instead.

export const PageWordsContext = createContext<string | null>(null)

export function PageWordsBlock() {
  const fromServer = useContext(PageWordsContext)
  const json =
    fromServer ??
    (typeof document === 'undefined' ? null : (document.getElementById(PAGE_WORDS_ID)?.textContent ?? null))
  if (json === null) return null
  return (
    <script
      type="application/json"
      id={PAGE_WORDS_ID}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}
