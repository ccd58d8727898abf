import fs from 'node:fs'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { numberMessages } from '../app/lib/page-words.ts'
import { MESSAGES_OUTDIR } from './messages-plugin.ts'

// Each page's words in its own language only (docs/decisions/057-words-with-the-page.md). In the
// browser's build every compiled message (app/paraglide/messages/<key>.js, which holds the message in
// all three languages) becomes `wordOf(<its number>)` (app/lib/page-words.ts), and the plugin notes which
// messages each chunk holds. The server's build receives that list as `virtual:page-words/chunks`, so a
// page can hand over the words of the chunks it loads. Outside a build (the dev server, Vitest) nothing
// is rewritten and the list is null: the browser then runs Paraglide's own modules.

const VIRTUAL = 'virtual:page-words/chunks'
const RESOLVED = `\0${VIRTUAL}`
const WORD_MODULE = path.resolve(import.meta.dirname, '../app/lib/page-words.ts')
const CATALOGUE = path.resolve(import.meta.dirname, '../messages/en.json')

/** The message a compiled module holds, by its file: `.../messages/day_label.js` → `day_label`. */
function messageOf(id: string): string | undefined {
  const file = id.split('?')[0]!
  if (path.dirname(file) !== path.join(MESSAGES_OUTDIR, 'messages')) return undefined
  const name = path.basename(file, '.js')
  return file.endsWith('.js') && /^[a-z][a-z0-9_]*$/i.test(name) ? name : undefined
}

export function pageWordsPlugin(): Plugin {
  let config: ResolvedConfig
  // The browser's chunks by address ("/assets/book-D1x.js") with the messages each holds.
  let chunkWords: Record<string, string[]> | undefined
  let numbers: Map<string, number>
  return {
    name: 'tembo-page-words',
    configResolved(resolved) {
      config = resolved
    },
    buildStart() {
      numbers = numberMessages(Object.keys(JSON.parse(fs.readFileSync(CATALOGUE, 'utf8')) as object))
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      if (config.command !== 'build' || this.environment.name === 'client') return 'export default null'
      // React Router builds the browser's bundle first; a server build without its list would hand over
      // no words, and every translated page would lose its words as it started.
      if (!chunkWords) throw new Error('The browser build must come before the server build (page words).')
      return `export default ${JSON.stringify(chunkWords)}`
    },
    transform(code, id) {
      if (config.command !== 'build' || this.environment.name !== 'client') return undefined
      const key = messageOf(id)
      const number = key === undefined ? undefined : numbers.get(key)
      if (key === undefined || number === undefined) return undefined
      return {
        code: `import { wordOf } from ${JSON.stringify(WORD_MODULE)}\nexport const ${key} = /* @__PURE__ */ wordOf(${number})\n`,
        map: null,
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const own = new Map<string, string[]>()
      const reaches = new Map<string, string[]>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        own.set(
          output.fileName,
          output.moduleIds.map(messageOf).filter((key) => key !== undefined),
        )
        reaches.set(output.fileName, [...output.imports, ...output.dynamicImports])
      }
      // A chunk's words are its own and those of every chunk it may load later (the forms' rules come
      // by a dynamic import once a field is touched): the page hands those over with it.
      const closure = (fileName: string, seen: Set<string>) => {
        if (seen.has(fileName)) return
        seen.add(fileName)
        for (const next of reaches.get(fileName) ?? []) closure(next, seen)
      }
      chunkWords = {}
      for (const fileName of own.keys()) {
        const seen = new Set<string>()
        closure(fileName, seen)
        const keys = new Set([...seen].flatMap((chunk) => own.get(chunk) ?? []))
        if (keys.size) chunkWords[`${config.base}${fileName}`] = [...keys].sort()
      }
    },
  }
}
