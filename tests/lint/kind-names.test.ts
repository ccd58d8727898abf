import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { inquiryKinds } from '~/inquiries'

// Each kind of inquiry is defined once, in app/inquiries/<kind>.ts; the rest of app/ and server/ reads
// the definitions and names no kind. This counts, outside a kind's own module, the names that identify
// it to the program: its name and its table as string literals, its back-office paths, and its API
// collections as paths under /api/bookings. (Site copy under app/content and the tests of app/ are not
// code that handles kinds. A public page's own address, /book_package say, belongs to the page.)

const root = path.resolve(import.meta.dirname, '../..')

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .flatMap((entry) => {
      const file = path.relative(root, path.join(entry.parentPath, entry.name))
      if (!entry.isFile() || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return []
      // The compiled messages (app/paraglide) are built from messages/*.json, not code that handles kinds.
      return file.startsWith('app/content/') || file.startsWith('app/paraglide/') ? [] : [file]
    })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const literal = (text: string) => new RegExp(`(['"\`])${escape(text)}\\1`, 'g')
/** As a literal, but not as the name of a field (`key: 'message'`, `name: 'message'`). */
const kindLiteral = (text: string) => new RegExp(`(?<!(?:key|name): )(['"\`])${escape(text)}\\1`, 'g')
const path_ = (text: string) => new RegExp(`${escape(text)}(?![\\w-])`, 'g')

/** Where each of a kind's names occurs in `source`. */
function kindNamesIn(source: string, kind: (typeof inquiryKinds)[number]): string[] {
  const patterns = [
    kindLiteral(kind.key),
    literal(kind.table),
    path_(kind.admin.listPath),
    path_(kind.admin.itemPath),
    ...[kind.api.create, kind.api.list, kind.api.item].map((name) => path_(`bookings/${name}`)),
  ]
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[0]))
}

/** Words that are the same as a kind's name but mean something else there, each with why. */
const sameWordOtherMeaning = [
  // /book_package?package=3 (a tour page's "Get package") chooses the package on the form.
  "app/routes/public/book_package.tsx: 'package' (package)",
  // /accommodation, the correctly spelt address, leads to the form at the old site's /accomodation.
  "app/routes.ts: 'accommodation' (accommodation)",
  // Node's event for what a worker thread is sent.
  "app/services/pdf/pdf-thread.server.ts: 'message' (message)",
  // The browser's event for what a service worker and its page send each other (the trip page kept offline).
  "app/routes/public/trip.$token.tsx: 'message' (message)",
  "app/routes/public/trip.$token.tsx: 'message' (message)",
  "app/routes/public/trip.sw.ts: 'message' (message)",
]

test('no kind of inquiry is named outside its own module', () => {
  const files = [...sourceFiles('app'), ...sourceFiles('server')]
  expect(files.length).toBeGreaterThan(100)
  const found: string[] = []
  for (const kind of inquiryKinds) {
    const home = files.filter((file) => read(file).includes(`table: '${kind.table}'`))
    expect(home, `the module that defines ${kind.key}`).toHaveLength(1)
    // The module names its table and paths, so the count is looking at the right words.
    expect(kindNamesIn(read(home[0]!), kind).length).toBeGreaterThanOrEqual(3)
    for (const file of files) {
      if (file === home[0]) continue
      for (const name of kindNamesIn(read(file), kind)) found.push(`${file}: ${name} (${kind.key})`)
    }
  }
  expect(found.sort()).toEqual(sameWordOtherMeaning.sort())
})

test('the count finds each kind of name', () => {
  const kind = inquiryKinds.find((item) => item.tracksReading)!
  const source = [
    `if (kind === '${kind.key}') {}`,
    // A field of that name is not the kind.
    `{ key: '${kind.key}', label: 'Words' }`,
    `db.selectFrom("${kind.table}")`,
    `<Link to="${kind.admin.listPath}?page=2">`,
    `fetch(\`/api/bookings/${kind.api.list}\`)`,
    // Not names of the kind: longer words and paths that begin the same way.
    `const ${kind.key}Count = 1; '${kind.key}-form'; '${kind.admin.listPath}_old'`,
  ].join('\n')
  expect(kindNamesIn(source, kind)).toEqual([
    `'${kind.key}'`,
    `"${kind.table}"`,
    kind.admin.listPath,
    `bookings/${kind.api.list}`,
  ])
})

const cache = new Map<string, string>()
function read(file: string): string {
  if (!cache.has(file)) cache.set(file, fs.readFileSync(path.join(root, file), 'utf8'))
  return cache.get(file)!
}
