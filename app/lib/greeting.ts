import { m } from '~/paraglide/messages'
import type { Locale } from './locales'

// How a mail Tembo sends by itself greets a traveller (docs/product.md, "Storage and mail"). Anyone
// can type any name and any address into a form, so the greeting must not carry a stranger's words: it
// names the traveller only when their name is made of letters (a hyphen or apostrophe between them, as in
// Anne-Marie or O'Brien), and then by its first word; any other name gets a plain "Hello".

const NAME_WORD = /^\p{L}+(?:['’-]\p{L}+)*$/u
const FIRST_NAME_MAX = 40

/** The first name to greet with, or null when the name holds anything but letters and spaces. */
export function greetingName(name: string): string | null {
  const words = name.trim().split(/\s+/)
  if (!words.every((word) => NAME_WORD.test(word))) return null
  const first = words[0] ?? ''
  return first.length > 0 && first.length <= FIRST_NAME_MAX ? first : null
}

/** "Dear Amelia," or "Hello,"; in German "Guten Tag Lukas,", in French "Bonjour Léa,". */
export function greeting(name: string, locale: Locale = 'en'): string {
  const first = greetingName(name)
  return first ? m.ack_greeting_named({ name: first }, { locale }) : m.ack_greeting({}, { locale })
}
