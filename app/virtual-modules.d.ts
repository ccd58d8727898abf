// Modules a Vite plugin of ours makes at build time.

/** The browser's chunks by address, with the messages each holds; null outside a build (scripts/page-words-plugin.ts). */
declare module 'virtual:page-words/chunks' {
  const chunkWords: Record<string, string[]> | null
  export default chunkWords
}
