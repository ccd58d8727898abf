import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'

// A few layout primitives on pdf-lib for the documents Tembo makes (a proposal, later a receipt): text
// that wraps to a width, rows of columns, and a new A4 page whenever the next block does not fit. It
// only draws; what a document says is decided by its renderer.

export interface PdfFonts {
  text: PDFFont
  bold: PDFFont
  heading: PDFFont
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 50
export const INK = rgb(0.08, 0.15, 0.1)
export const MUTED = rgb(0.3, 0.38, 0.32)
export const ACCENT = rgb(0.55, 0.33, 0.1)

/**
 * Text as a font can set it: a character the font lacks loses its accent if that helps (a Polish Ł stays
 * unknown, an ő becomes o), else it is a question mark. Line breaks and tabs are for the layout.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>()

function settable(font: PDFFont, text: string): string {
  let known = characterSets.get(font)
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())))
  let out = ''
  for (const char of text.replace(/\t/g, ' ')) {
    if (char === '\n' || known.has(char.codePointAt(0)!)) out += char
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
      out += [...bare].every((part) => known.has(part.codePointAt(0)!)) && bare ? bare : '?'
    }
  }
  return out
}

/** Words set into lines no wider than `width`; a word longer than a line is cut where it must be. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      let rest = word
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
    }
    lines.push(line)
  }
  return lines
}

export interface TextStyle {
  font?: keyof PdfFonts
  size?: number
  color?: ReturnType<typeof rgb>
  /** Points from the left margin */
  indent?: number
  /** Space after the block */
  after?: number
}

export class PdfWriter {
  private page!: PDFPage
  private y = 0
  readonly width = A4.width - 2 * MARGIN

  constructor(
    private readonly document: PDFDocument,
    readonly fonts: PdfFonts,
  ) {
    this.newPage()
  }

  private newPage() {
    this.page = this.document.addPage([A4.width, A4.height])
    this.y = A4.height - MARGIN
  }

  /** Starts a new page unless `height` points still fit on this one. */
  keep(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage()
  }

  space(points: number) {
    this.y -= points
  }

  /** A block of wrapped text; each line moves to a new page if it must. */
  text(content: string, style: TextStyle = {}) {
    const font = this.fonts[style.font ?? 'text']
    const size = style.size ?? 10
    const indent = style.indent ?? 0
    const leading = size * 1.35
    for (const line of wrapText(settable(font, content), font, size, this.width - indent)) {
      this.keep(leading)
      this.y -= leading
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y + size * 0.25,
        size,
        font,
        color: style.color ?? INK,
      })
    }
    this.y -= style.after ?? 0
  }

  /** One row of columns: each its text and width (a share of the line), right-aligned if asked. */
  row(cells: { text: string; share: number; right?: boolean }[], style: TextStyle = {}) {
    const font = this.fonts[style.font ?? 'text']
    const size = style.size ?? 10
    const leading = size * 1.35
    let x = MARGIN
    const placed = cells.map((cell) => {
      const width = cell.share * this.width
      const lines = wrapText(settable(font, cell.text), font, size, width - 6)
      const at = { x, width, lines, right: cell.right }
      x += width
      return at
    })
    const height = Math.max(...placed.map((cell) => cell.lines.length)) * leading
    this.keep(height + 4)
    for (const cell of placed)
      cell.lines.forEach((line, index) => {
        const lineWidth = font.widthOfTextAtSize(line, size)
        this.page.drawText(line, {
          x: cell.right ? cell.x + cell.width - lineWidth : cell.x,
          y: this.y - (index + 1) * leading + size * 0.25,
          size,
          font,
          color: style.color ?? INK,
        })
      })
    this.y -= height + 4
  }

  /** A thin line across the text's width. */
  rule() {
    this.keep(8)
    this.y -= 4
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.5,
      color: MUTED,
    })
    this.y -= 4
  }

  /** The same line at the foot of every page, with "page n of N". */
  footer(text: string) {
    const pages = this.document.getPages()
    pages.forEach((page, index) => {
      const words = settable(this.fonts.text, `${text} · Page ${index + 1} of ${pages.length}`)
      page.drawText(words, { x: MARGIN, y: MARGIN - 24, size: 8, font: this.fonts.text, color: MUTED })
    })
  }
}
