import { reactRouter } from '@react-router/dev/vite'
import { precompressPlugin } from './scripts/precompress-plugin.ts'
import { scenesPlugin } from './scripts/scenes-plugin.ts'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [scenesPlugin(), tailwindcss(), reactRouter(), precompressPlugin()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The server build's entry is our own HTTP layer (docs/decisions/002-http-server.md), which imports
    // the React Router build through `virtual:react-router/server-build`.
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
    // React and React DOM in one chunk that every page loads anyway, and React Router's browser code in
    // another. Left to itself the bundler splits react-dom out on its own once the article editor shares
    // it, and React Router into three pieces, each costing every public page a request.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'router', test: /node_modules[\\/](react-router|@react-router)[\\/]/ },
              ],
            },
          },
        },
      },
    },
  },
})
