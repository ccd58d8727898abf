import { rgb, type PDFFont } from 'pdf-lib'

// The colours of Tembo's documents and the one rule for setting text in their fonts, shared by the
// writer (pdf-writer.server.ts) and the route map it draws (pdf-route-map.server.ts).

export const INK = rgb(0.08, 0.15, 0.1)
export const MUTED = rgb(0.3, 0.38, 0.32)
export const ACCENT = rgb(0.55, 0.33, 0.1)

/**
 * Text as a font can set it: a character the font lacks loses its accent if that helps (a Polish Ł stays
 * unknown, an ő becomes o), else it is a question mark. Line breaks and tabs are for the layout.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>()

/**
 * Spaces the type has no glyph of, set as one it has that behaves alike: French puts a narrow no-break
 * space before ; : ! ? and inside « », which stays a space that never breaks the line.
 */
const STAND_INS: Record<string, string> = { '\u202f': '\u00a0', '\u2007': '\u00a0', '\u2009': ' ' }

export function settable(font: PDFFont, text: string): string {
  let known = characterSets.get(font)
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())))
  let out = ''
  for (const char of text.replace(/\t/g, ' ')) {
    if (char === '\n' || known.has(char.codePointAt(0)!)) out += char
    else if (STAND_INS[char] && known.has(STAND_INS[char].codePointAt(0)!)) out += STAND_INS[char]
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
      out += [...bare].every((part) => known.has(part.codePointAt(0)!)) && bare ? bare : '?'
    }
  }
  return out
}
