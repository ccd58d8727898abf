import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import type { Listener } from './listeners'

// React Router answers `<path>.data` with a route's loader data for its own client. For a resource route
// (a PDF, a CSV, a JSON answer: a loader and no page) that form hands back the route's whole Response
// without the headers the route sets: a traveller's proposal PDF came back from `/proposal/<token>/pdf.data`
// with neither `Cache-Control: private, no-store` nor `noindex`. Nothing of ours reads a resource route
// that way (their links reload the document), so a GET or HEAD of it is refused with 404. A form posted
// to a resource route with JavaScript (`/logout`, a new proposal) goes on as React Router sends it
// (decision 049).

export type Tree = RouteObject & { page: boolean }

export function treeOf(routes: ServerBuild['routes'], parentId: string | undefined): Tree[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index as false | undefined,
      caseSensitive: route!.caseSensitive,
      page: typeof route!.module.default === 'function',
      children: treeOf(routes, route!.id),
    }))
}

/** Whether `pathname` (without `.data`) leads to a resource route of the build. */
export function resourceRouteMatcher(build: Pick<ServerBuild, 'routes'>) {
  const tree = treeOf(build.routes, undefined)
  return (pathname: string) => {
    const matches = matchRoutes(tree, pathname)
    const leaf = matches?.at(-1)?.route as Tree | undefined
    return leaf !== undefined && !leaf.page
  }
}

/** The layer that refuses the data form of a resource route's loader. */
export function refuseResourceData(build: Pick<ServerBuild, 'routes'>): Listener {
  const isResource = resourceRouteMatcher(build)
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const pathname = (req.url ?? '/').split('?')[0]!
    if (!pathname.endsWith('.data')) return next()
    // `/_root.data` is the root's own data; a trailing `/` is React Router's index form.
    const page = pathname.replace(/\/?_root\.data$/, '/').replace(/\.data$/, '')
    let decoded: string
    try {
      decoded = decodeURI(page)
    } catch {
      return next()
    }
    if (!isResource(decoded)) return next()
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('X-Robots-Tag', 'noindex, nofollow')
    res.end(req.method === 'HEAD' ? undefined : 'Not Found')
  }
}
