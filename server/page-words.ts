import { matchRoutes, type ServerBuild } from 'react-router'
import { PAGE_WORDS_PATH } from '~/lib/page-words'
import { pageWords } from '~/services/page-words.server'
import type { Listener } from './listeners'
import { treeOf } from './resource-data'

// `/_words?path=/de/book&v=<build>`: the words of the page the browser moves to, in its language, as the
// first page of a visit has them in its HTML (app/lib/page-words.ts, docs/decisions/057). The answer
// depends on the path and the build alone: with the build's version it is kept for a year.

/** A page's address as the browser asks for it: a path of this site, of a sane length. */
const isPagePath = (path: string | null): path is string =>
  path !== null && path.startsWith('/') && !path.startsWith('//') && path.length <= 2048

export function pageWordsAnswer(build: Pick<ServerBuild, 'routes' | 'assets'>): Listener {
  const tree = treeOf(build.routes, undefined)
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://tembo.invalid')
    if (url.pathname !== PAGE_WORDS_PATH) return next()
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405
      res.setHeader('Allow', 'GET, HEAD')
      res.end()
      return
    }
    const path = url.searchParams.get('path')
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('X-Robots-Tag', 'noindex')
    if (!isPagePath(path)) {
      res.statusCode = 400
      res.setHeader('Cache-Control', 'no-store')
      res.end(JSON.stringify({ error: 'Name the page by its path, as ?path=/de/book.' }))
      return
    }
    const routeIds = (matchRoutes(tree, path) ?? []).map((match) => match.route.id!)
    const current = url.searchParams.get('v') === build.assets.version
    res.setHeader('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
    res.end(
      req.method === 'HEAD'
        ? undefined
        : JSON.stringify(pageWords(build.assets, ['root', ...routeIds], path)),
    )
  }
}
