import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

// Writes a Brotli (quality 11) and a gzip (level 9) copy beside every text asset of the browser build,
// once, at build time. The server sends the copy the browser accepts with its length
// (server/app.ts, sirv), instead of compressing each answer again at the fast, weaker settings that
// suit compression on the fly: the scripts of a page arrive about 15% smaller (docs/decisions/011).

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const TEXT = /\.(?:js|mjs|css|svg|json|txt|xml|map)$/
/** Below this, headers outweigh what compression saves. */
const MIN_BYTES = 1024

export function precompressPlugin(): Plugin {
  return {
    name: 'tembo-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return
      const files = Object.keys(bundle).filter((name) => TEXT.test(name))
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(options.dir!, name)
          const source = await fs.readFile(file)
          if (source.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}
