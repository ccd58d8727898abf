import { describe, expect, it } from 'vitest'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import * as m from '~/paraglide/messages/_index.js'
import { wordsOfScripts, scriptsOfRoutes } from '~/services/page-words.server'
import { fillPattern, localesOfWords, numberMessages, pageWordsJson } from './page-words'

const CATALOGUES = { en, de, fr } as const
const NUMBER = numberMessages(Object.keys(en))
const numbered = (words: Record<string, string>) =>
  Object.fromEntries(Object.entries(words).map(([key, pattern]) => [NUMBER.get(key), pattern]))
const messages = m as unknown as Record<string, (inputs: object, options: { locale: string }) => string>

describe('the words the browser is handed', () => {
  it('read exactly as the server writes them, for every message in every language', () => {
    let compared = 0
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      for (const [key, pattern] of Object.entries(catalogue)) {
        if (key.startsWith('$')) continue
        // Each placeholder gets a value of its own, so one put in the wrong place shows.
        const inputs = Object.fromEntries(
          [...pattern.matchAll(/\{(\w+)\}/g)].map(([, name], index) => [name, `«${name}-${index}»`]),
        )
        expect(fillPattern(pattern, inputs), `${locale} ${key}`).toBe(messages[key]!(inputs, { locale }))
        compared++
      }
    }
    expect(compared).toBe(3 * (Object.keys(en).length - 1))
  })

  it('are the messages of the scripts a page loads, in its language only', () => {
    const manifest = {
      entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
      routes: {
        root: { module: '/assets/root.js', imports: ['/assets/site.js'] },
        book: { module: '/assets/book.js', imports: ['/assets/inquiry-form.js'] },
        about: { module: '/assets/about.js' },
      },
    }
    const chunks = {
      '/assets/site.js': ['nav_home', 'plan_my_safari'],
      '/assets/inquiry-form.js': ['form_label_name', 'form_name_required'],
      '/assets/about.js': ['about_meta_title'],
    }
    const scripts = scriptsOfRoutes(manifest, ['root', 'book'])
    const words = wordsOfScripts(scripts, localesOfWords('/fr/book', ['en', 'de', 'fr']), chunks)
    expect(words.fr).toEqual(
      numbered({
        form_label_name: fr.form_label_name,
        form_name_required: fr.form_name_required,
        nav_home: fr.nav_home,
        plan_my_safari: fr.plan_my_safari,
      }),
    )
    // Not the About page's, whose script this page does not load; no German at all.
    expect(words.de).toBeUndefined()
    // The rule's message in English as well: the form knows it by those words.
    expect(words.en).toEqual(numbered({ form_name_required: en.form_name_required }))
  })

  it('are every language on the staff pages, and nothing where the build made no list', () => {
    expect(localesOfWords('/admin/leads/4', ['en', 'de', 'fr'])).toEqual(['en', 'de', 'fr'])
    expect(localesOfWords('/de/about', ['en', 'de', 'fr'])).toEqual(['de'])
    expect(localesOfWords('/about', ['en', 'de', 'fr'])).toEqual(['en'])
    expect(wordsOfScripts(['/assets/site.js'], ['de'], null)).toEqual({})
  })

  it('number each message by its place among the sorted keys, the same in the build and the server', () => {
    expect(numberMessages(['$schema', 'b_key', 'a_key', 'c_key'])).toEqual(
      new Map([
        ['a_key', 0],
        ['b_key', 1],
        ['c_key', 2],
      ]),
    )
    expect(NUMBER.size).toBe(Object.keys(en).length - 1)
  })

  it('cannot close the data block they travel in', () => {
    const json = pageWordsJson({ en: { note: 'a </script><script>alert(1)</script>' } })
    expect(json).not.toContain('</script')
    expect(JSON.parse(json)).toEqual({ en: { note: 'a </script><script>alert(1)</script>' } })
  })
})
