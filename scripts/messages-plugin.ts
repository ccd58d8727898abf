import fs from 'node:fs'
import path from 'node:path'
import { compileProject } from '@inlang/paraglide-js'
import messageFormat from '@inlang/plugin-message-format'
import { loadProjectFromDirectory } from '@inlang/sdk'
import type { Plugin } from 'vite'

// The site's messages (messages/{en,de,fr}.json) compiled by Paraglide JS into typed functions under
// app/paraglide, one module a message, so each page ships only the messages it uses (decision 055).
// The message-format plugin comes from node_modules, handed to the project as it loads: the inlang
// SDK would otherwise fetch it from a CDN, which this build never reaches.

const root = path.resolve(import.meta.dirname, '..')
export const MESSAGES_OUTDIR = path.join(root, 'app/paraglide')

/**
 * Writes only the files whose words changed, and removes those no longer made: a compilation that
 * changes nothing leaves every file as it was. `npm start` rebuilds when a source is newer than the
 * build, and the test run compiles the messages again after the build it tests.
 */
function writeChanged(output: Record<string, string>) {
  const wanted = new Set<string>()
  for (const [name, content] of Object.entries(output)) {
    const file = path.join(MESSAGES_OUTDIR, name)
    wanted.add(file)
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
  if (!fs.existsSync(MESSAGES_OUTDIR)) return
  for (const entry of fs.readdirSync(MESSAGES_OUTDIR, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (entry.isFile() && !wanted.has(file)) fs.rmSync(file)
  }
}

export async function compileMessages(): Promise<void> {
  const project = await loadProjectFromDirectory({
    path: path.join(root, 'project.inlang'),
    fs,
    providePlugins: [messageFormat],
  })
  try {
    const errors = await project.errors.get()
    if (errors.length) throw new Error(`The messages could not be read: ${errors.map(String).join('; ')}`)
    const output = await compileProject({
      project,
      compilerOptions: {
        strategy: ['baseLocale'],
        emitTsDeclarations: true,
        // Known without a bundler too: the command-line tools (backup, seed) run the same modules under tsx.
        isServer: "typeof window === 'undefined'",
      },
    })
    writeChanged(output)
  } finally {
    await project.close()
  }
}

/** Compiles the messages before a build, a dev server or a test run starts, and again when one changes. */
export function messagesPlugin(): Plugin {
  // A build makes the browser's bundle and the server's in one process: the messages are compiled once.
  let compiled = false
  return {
    name: 'tembo-messages',
    async buildStart() {
      if (compiled) return
      await compileMessages()
      compiled = true
    },
    async handleHotUpdate({ file }) {
      if (file.startsWith(path.join(root, 'messages'))) await compileMessages()
    },
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  await compileMessages()
