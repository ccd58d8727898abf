import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { core, extra, unicodeRange } from '../../scripts/fonts-plugin'

// The web fonts are cut in two (scripts/fonts-plugin.ts): a preloaded core and the rest of Latin-1, which
// a browser fetches only for a page that shows one of its characters.

const root = path.resolve(import.meta.dirname, '../..')

describe('the font files', () => {
  it('writes a unicode-range with runs joined', () => {
    expect(unicodeRange(new Set([0x22, 0x20, 0x21, 0xe9, 0x2013, 0x2014]))).toBe(
      'U+0020-0022, U+00E9, U+2013-2014',
    )
    expect(unicodeRange(new Set([0x41]))).toBe('U+0041')
  })

  it('puts each character in one file only, so the browser never has two to choose from', () => {
    expect([...core].filter((point) => extra.has(point))).toEqual([])
    expect(core.has('A'.codePointAt(0)!)).toBe(true)
    expect(extra.has('ñ'.codePointAt(0)!)).toBe(true)
  })

  it('holds in the preloaded core every letter and sign of the copy the site ships with', () => {
    // The pages' own copy and the seeded trips, stories and countries: a character of theirs outside the
    // core would make nearly every page fetch the second file as well.
    const sources = [
      // The English copy: German and French (app/content/de, fr) need letters of the second file anyway.
      ...fs
        .readdirSync(path.join(root, 'app/content'), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join('app/content', entry.name)),
      'db/frozen-content/0018-catalogue/content.ts',
      'db/frozen-content/0019-content-accuracy/uganda-classic.ts',
      'db/demo-stories.ts',
    ]
    const outside = new Set<string>()
    for (const source of sources) {
      for (const character of fs.readFileSync(path.join(root, source), 'utf8')) {
        const point = character.codePointAt(0)!
        if (extra.has(point)) outside.add(character)
      }
    }
    expect([...outside]).toEqual([])
  })
})

describe('German and French', () => {
  it('every letter and sign of the German and French copy is in the web fonts', () => {
    // The catalogues, the pages' copy and the content every site starts with in those languages: a
    // character outside both files would be drawn in a fallback face (ß, œ, « », the narrow no-break space).
    const sources = [
      'messages/de.json',
      'messages/fr.json',
      ...['app/content/de', 'app/content/fr'].flatMap((folder) =>
        fs.readdirSync(path.join(root, folder)).map((file) => path.join(folder, file)),
      ),
      ...fs
        .readdirSync(path.join(root, 'app/content-scripts'))
        .filter((file) => /-(de|fr)(-\d)?\.ts$/.test(file))
        .map((file) => path.join('app/content-scripts', file)),
    ]
    expect(sources.length).toBeGreaterThan(8)
    const missing = new Set<string>()
    let seen = 0
    for (const source of sources)
      for (const character of fs.readFileSync(path.join(root, source), 'utf8')) {
        const point = character.codePointAt(0)!
        // Control characters, and the arrow after "Read the story" that the English pages draw in the
        // system's face as well (the fonts' Latin files have no arrows).
        if (point < 0x20 || character === '→') continue
        seen++
        if (!core.has(point) && !extra.has(point)) missing.add(character)
      }
    expect(seen).toBeGreaterThan(100_000)
    expect([...missing]).toEqual([])
    for (const letter of ['ß', 'œ', 'Œ', '«', '»', '\u202f', 'ä', 'ç', 'ÿ', '„', '“'])
      expect(core.has(letter.codePointAt(0)!) || extra.has(letter.codePointAt(0)!), letter).toBe(true)
  })
})
