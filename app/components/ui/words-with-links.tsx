import { Fragment, type ReactNode } from 'react'

// A sentence of the catalogue with links (or other elements) in it, in any language: the message is asked
// with a marked place for each (`m.form_reply_note({ link: place('link') }, { locale })`), and each marked
// place is drawn as the element given for it, wherever the language puts it in the sentence.

const MARK = '\u0000'

/** The marked place of an element in a message's words. */
export const place = (name: string) => `${MARK}${name}${MARK}`

export function WordsWithLinks({ words, links }: { words: string; links: Record<string, ReactNode> }) {
  return words
    .split(MARK)
    .map((part, index) => (index % 2 ? <Fragment key={index}>{links[part]}</Fragment> : part))
}
