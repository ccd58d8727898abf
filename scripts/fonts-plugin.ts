import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'

// The site's type (docs/decisions/024-web-fonts.md): Source Sans 3 for text and Source Serif 4 for
// headings, from their @fontsource packages, cut down here to what the site's pages set.
//
// Each family becomes two files. The core holds ASCII and the few other characters the pages use (the
// currency signs, dashes, curly quotes): it is what nearly every page needs, and it is preloaded. The rest
// of the Latin-1 range and the general punctuation sits in a second file, which a browser fetches only for
// a page that shows one of those characters (a name with an accent, say). Everything else falls back to
// the system's fonts. Only the layout features that running text uses are kept, and no hinting.
//
// A fallback face for each family sets the system font's size and line metrics to the web font's, so a
// page drawn before the fonts arrive keeps its lines and height when they do (no layout shift).
//
// The proposal PDFs (app/services/pdf/) set the same families: a TrueType file each of the sans at 400
// and 700 (instances of the variable font) and of the serif at 400, holding the Latin range of the second
// file as well, since a PDF embeds its type and fetches nothing. The server build carries them in
// build/server/pdf-fonts/.
//
// The output (app/fonts/, not in git) is made again only when this file or a font package changes.

const root = path.resolve(import.meta.dirname, '..')
const outputDirectory = path.join(root, 'app/fonts')
const stampFile = path.join(outputDirectory, '.stamp')

type Range = readonly [number, number]

/** ASCII and the other characters the site's copy uses; the preloaded file. */
const CORE: Range[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0], // no-break space
  [0xa3, 0xa3], // £
  [0xa9, 0xa9], // ©
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0xe7, 0xe7], // ç: "Français" in the language switch of every page in three languages
  [0xe9, 0xe9], // é
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
]

/** The rest of what the packages' Latin files cover, fetched only by a page that needs it. */
const LATIN: Range[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2000, 0x206f],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
]

const CORE_FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk']

interface Family {
  name: string
  file: string
  source: string
  style: 'normal' | 'italic'
  weight: string
  /** The fallback face: local fonts with the same metrics as each other, and the overrides that make them
   *  take the web font's space (worked out from the fonts' advance widths over a paragraph of site copy
   *  and their vertical metrics; Arial's figures come from its metric twin Liberation Sans, Times New
   *  Roman's from Liberation Serif). An italic has none: it shares its roman's, slanted by the browser. */
  fallback?: { locals: string[]; sizeAdjust: string; ascent: string; descent: string }
}

const FAMILIES: Family[] = [
  {
    name: 'Source Sans 3',
    file: 'source-sans-3',
    source: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    style: 'normal',
    weight: '200 900',
    fallback: {
      locals: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'Arimo'],
      sizeAdjust: '93.61%',
      ascent: '109.39%',
      descent: '42.73%',
    },
  },
  // The true italic, for the few italic lines (an article's caption, a quotation): not preloaded, so only
  // a page that sets italic text fetches it.
  {
    name: 'Source Sans 3',
    file: 'source-sans-3-italic',
    source: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2',
    style: 'italic',
    weight: '200 900',
  },
  {
    name: 'Source Serif 4',
    file: 'source-serif-4',
    source: '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2',
    style: 'normal',
    weight: '400',
    fallback: {
      locals: ['Times New Roman', 'TimesNewRomanPSMT', 'Times', 'Liberation Serif', 'Tinos'],
      sizeAdjust: '117.84%',
      ascent: '87.92%',
      descent: '28.43%',
    },
  },
]

/** The PDFs' type: one TrueType file per weight, both files' characters (the € is in the core). */
const PDF_FONTS: { file: string; source: string; axes?: Record<string, number> }[] = [
  { file: 'sans-400', source: FAMILIES[0]!.source, axes: { wght: 400 } },
  { file: 'sans-700', source: FAMILIES[0]!.source, axes: { wght: 700 } },
  { file: 'serif-400', source: FAMILIES[2]!.source },
]
export const pdfFontsDirectory = path.join(outputDirectory, 'pdf')

function codePoints(ranges: Range[]): Set<number> {
  const points = new Set<number>()
  for (const [from, to] of ranges) for (let point = from; point <= to; point++) points.add(point)
  return points
}

/** A set of code points as a CSS unicode-range, with runs joined. */
export function unicodeRange(points: Set<number>): string {
  const sorted = [...points].sort((a, b) => a - b)
  const parts: string[] = []
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0')
  for (let index = 0; index < sorted.length;) {
    let end = index
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++
    parts.push(index === end ? `U+${hex(sorted[index]!)}` : `U+${hex(sorted[index]!)}-${hex(sorted[end]!)}`)
    index = end + 1
  }
  return parts.join(', ')
}

/** What each family's two files hold: exported for the tests. */
export const core = codePoints(CORE)
export const extra = new Set([...codePoints(LATIN)].filter((point) => !core.has(point)))
const text = (points: Set<number>) => String.fromCodePoint(...points)

function facesCss(): string {
  const rules: string[] = []
  for (const family of FAMILIES) {
    for (const [part, points] of [
      ['core', core],
      ['extra', extra],
    ] as const) {
      rules.push(
        `@font-face {\n  font-family: '${family.name}';\n  font-style: ${family.style};\n  font-weight: ${family.weight};\n` +
          `  font-display: swap;\n  src: url('./${family.file}-${part}.woff2') format('woff2');\n` +
          `  unicode-range: ${unicodeRange(points)};\n}`,
      )
    }
    if (!family.fallback) continue
    const { locals, sizeAdjust, ascent, descent } = family.fallback
    rules.push(
      `@font-face {\n  font-family: '${family.name} fallback';\n` +
        `  src: ${locals.map((name) => `local('${name}')`).join(', ')};\n` +
        `  size-adjust: ${sizeAdjust};\n  ascent-override: ${ascent};\n  descent-override: ${descent};\n` +
        `  line-gap-override: 0%;\n}`,
    )
  }
  return `/* Made by scripts/fonts-plugin.ts: do not edit. */\n${rules.join('\n')}\n`
}

function sourcesHash(): string {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(import.meta.filename))
  for (const family of FAMILIES) hash.update(fs.readFileSync(path.join(root, 'node_modules', family.source)))
  return hash.digest('hex')
}

export async function subsetFonts(log: (message: string) => void = console.log): Promise<void> {
  const hash = sourcesHash()
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) return
  fs.rmSync(outputDirectory, { recursive: true, force: true })
  fs.mkdirSync(outputDirectory, { recursive: true })
  const sizes: string[] = []
  for (const family of FAMILIES) {
    const source = fs.readFileSync(path.join(root, 'node_modules', family.source))
    for (const [part, points] of [
      ['core', core],
      ['extra', extra],
    ] as const) {
      const font = await subsetFont(source, text(points), {
        targetFormat: 'woff2',
        keepFeatures: CORE_FEATURES,
        noHinting: true,
      })
      fs.writeFileSync(path.join(outputDirectory, `${family.file}-${part}.woff2`), font)
      sizes.push(`${family.file}-${part} ${(font.length / 1024).toFixed(1)} KB`)
    }
  }
  fs.mkdirSync(pdfFontsDirectory, { recursive: true })
  for (const font of PDF_FONTS) {
    const source = fs.readFileSync(path.join(root, 'node_modules', font.source))
    const ttf = await subsetFont(source, text(new Set([...core, ...extra])), {
      targetFormat: 'sfnt',
      noHinting: true,
      ...(font.axes ? { variationAxes: font.axes } : {}),
    })
    fs.writeFileSync(path.join(pdfFontsDirectory, `${font.file}.ttf`), ttf)
    sizes.push(`pdf ${font.file} ${(ttf.length / 1024).toFixed(1)} KB`)
  }
  fs.writeFileSync(path.join(outputDirectory, 'faces.css'), facesCss())
  fs.writeFileSync(stampFile, hash)
  log(`Fonts: ${sizes.join(', ')}`)
}

export function fontsPlugin(): Plugin {
  return {
    name: 'tembo-fonts',
    // Before any stylesheet or module that names the files is read, in a build and in the dev server.
    async config() {
      await subsetFonts()
    },
    // The server's build carries the PDFs' type beside its code.
    generateBundle() {
      if (this.environment?.config.consumer !== 'server') return
      for (const file of fs.readdirSync(pdfFontsDirectory))
        this.emitFile({
          type: 'asset',
          fileName: `pdf-fonts/${file}`,
          source: fs.readFileSync(path.join(pdfFontsDirectory, file)),
        })
    },
  }
}
