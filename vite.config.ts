import { reactRouter } from '@react-router/dev/vite'
import { fontsPlugin } from './scripts/fonts-plugin.ts'
import { messagesPlugin } from './scripts/messages-plugin.ts'
import { pageWordsPlugin } from './scripts/page-words-plugin.ts'
import { precompressPlugin } from './scripts/precompress-plugin.ts'
import { scenesPlugin } from './scripts/scenes-plugin.ts'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// The small pieces that most public pages share (the error page, the not-saved page the root's boundary
// draws, the hero, the next step, the trust block, the SEO tags...) go in one chunk rather than a dozen of
// a few hundred bytes each: on a slow connection every request waits its turn, and the first paint and
// the hero image waited behind them. They are named, since a rule by folder also swept in the
// back-office's and the forms' code. The trust block is not among them: only the home and About pages
// show it, and every other page would carry it (decision 057).
const SITE_SHARED = new RegExp(
  '/app/(' +
    [
      'components/(error-page|not-saved|page-hero|package-sidebar|next-step/|ui/(scene-image|button-link|input-class))',
      'lib/(structured-data|seo|catalogue|next-step|operator|paths|not-saved)',
      'content/(countries|scene-variants)',
    ].join('|') +
    ')',
)

export default defineConfig({
  plugins: [
    messagesPlugin(),
    pageWordsPlugin(),
    fontsPlugin(),
    scenesPlugin(),
    tailwindcss(),
    reactRouter(),
    precompressPlugin(),
  ],
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
                { name: 'site', test: (id) => SITE_SHARED.test(id.replaceAll('\\', '/')) },
              ],
            },
          },
        },
      },
    },
  },
})
