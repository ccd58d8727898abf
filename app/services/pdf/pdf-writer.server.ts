import type { rgb, PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib'
import type { RouteMap } from '~/lib/route-map/drawing'
import { INK, MUTED, settable } from './pdf-ink.server'
import { drawRouteMap, mapHeight } from './pdf-route-map.server'

export { ACCENT, MUTED } from './pdf-ink.server'

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

  /** The rest of this page is left empty. */
  pageBreak() {
    this.newPage()
  }

  /** How many pages there are so far. */
  get pageCount() {
    return this.document.getPageCount()
  }

  /** A picture across the whole top of this page, to its edges (a cover); the text goes on below it. */
  banner(image: PDFImage, height: number) {
    this.page.drawImage(image, { x: 0, y: A4.height - height, width: A4.width, height })
    this.y = A4.height - height - 28
  }

  /** Pictures side by side from the left margin, each in `box`, with a little space between. */
  pictureRow(images: PDFImage[], box: { width: number; height: number }) {
    this.keep(box.height + 4)
    images.forEach((image, index) =>
      this.page.drawImage(image, {
        x: MARGIN + index * (box.width + (this.width - 3 * box.width) / 2),
        y: this.y - box.height,
        width: box.width,
        height: box.height,
      }),
    )
    this.y -= box.height + 4
  }

  /**
   * A picture at the left and, beside it, what `body` writes (with its indent): a day of the trip. The
   * whole block starts on a new page if the picture would not fit; the writing may go on below it.
   */
  beside(
    image: PDFImage | undefined,
    box: { width: number; height: number },
    body: (indent: number) => void,
  ) {
    if (!image) return body(0)
    this.keep(box.height + 4)
    const top = this.y
    const page = this.page
    page.drawImage(image, { x: MARGIN, y: top - box.height, width: box.width, height: box.height })
    body(box.width + 14)
    // Below the picture when the writing was shorter than it and stayed on its page.
    if (this.page === page) this.y = Math.min(this.y, top - box.height - 4)
  }

  /**
   * A route map (lib/route-map/drawing.ts) `width` points wide, as lines and type
   * (pdf-route-map.server.ts), on a new page if it does not fit on this one.
   */
  routeMap(map: RouteMap, width: number) {
    const height = mapHeight(map, width)
    this.keep(height + 8)
    drawRouteMap(this.page, this.fonts.bold, map, { x: MARGIN, y: this.y, width })
    this.y -= height + 8
  }

  /** The same line at the foot of every page, with "page n of N" (in the document's language). */
  footer(text: string, pageOf = (page: number, pages: number) => `Page ${page} of ${pages}`) {
    const pages = this.document.getPages()
    pages.forEach((page, index) => {
      const words = settable(this.fonts.text, `${text} · ${pageOf(index + 1, pages.length)}`)
      page.drawText(words, { x: MARGIN, y: MARGIN - 24, size: 8, font: this.fonts.text, color: MUTED })
    })
  }
}
