import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Scripts } from 'react-router'

// React Router's <Scripts />, with the page's JavaScript asked for only once the page has loaded and its
// largest paint is drawn (docs/decisions/033-scripts-after-paint.md). Everything a traveller first sees
// is server-rendered HTML and CSS, and works without JavaScript; on a slow phone network the scripts'
// 100 KB used to share the line with the style sheet, the fonts and the hero picture, and held the
// largest paint back. Now the module script that starts the app waits in a data block, and a small
// inline script adds it, with the modulepreloads, at that moment. The public site only (app/root.tsx).

/** The data block's id and type: text the browser keeps and never runs. */
const BLOCK_ID = 'app-start'
const BLOCK_TYPE = 'text/x-app-start'

type Props = { rel?: string; href?: string; type?: string; children?: ReactNode }

/**
 * Runs in the page, as an inline script: once the page has loaded and its largest element has been
 * painted, adds the modulepreloads and the module script that starts the app, with this script's nonce.
 * A browser that cannot tell when it painted starts the app at load. Self-contained: it is sent as text.
 */
function startAfterPaint(hrefs: string[], blockId: string) {
  const nonce = document.currentScript?.nonce
  let painted = false
  let started = false
  const start = () => {
    if (started || !painted || document.readyState !== 'complete') return
    started = true
    for (const href of hrefs) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    if (nonce) script.nonce = nonce
    script.textContent = document.getElementById(blockId)!.textContent
    document.body.appendChild(script)
  }
  const types = window.PerformanceObserver?.supportedEntryTypes ?? []
  const type = ['largest-contentful-paint', 'paint'].find((name) => types.includes(name))
  if (type) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect()
      painted = true
      start()
    }).observe({ type, buffered: true })
  } else painted = true
  if (document.readyState === 'complete') start()
  else addEventListener('load', start)
}

const starter = (hrefs: string[]) =>
  `(${startAfterPaint.toString()})(${JSON.stringify([...new Set(hrefs)])}, ${JSON.stringify(BLOCK_ID)})`

/**
 * The elements <Scripts /> renders, rewritten: modulepreload links are left out (their addresses go to
 * the starter), and the module script becomes a data block with the starter after it. The same on the
 * server and in the browser's hydration, so React finds what it rendered.
 */
function rewrite(node: ReactNode, hrefs: string[]): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<Props>(child)) return child
    if (child.type === 'link' && child.props.rel === 'modulepreload') {
      if (child.props.href) hrefs.push(child.props.href)
      return null
    }
    if (child.type === 'script' && child.props.type === 'module') {
      const props = child.props as Props & { nonce?: string }
      return (
        <>
          {cloneElement(child as ReactElement<Record<string, unknown>>, {
            type: BLOCK_TYPE,
            id: BLOCK_ID,
            async: undefined,
          })}
          <script
            nonce={props.nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: starter(hrefs) }}
          />
        </>
      )
    }
    if (child.type === Fragment) return <>{rewrite(child.props.children, hrefs)}</>
    return child
  })
}

export function ScriptsAfterPaint() {
  // <Scripts /> called as a function, not rendered, so that its elements can be rewritten before React
  // sees them; its hooks run as this component's, in the same order on every render.
  const rendered = Scripts({})
  if (!rendered) return null
  return <>{rewrite(rendered, [])}</>
}
