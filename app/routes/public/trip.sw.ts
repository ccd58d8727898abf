// The trip pages' service worker (/trip/sw.js, scope /trip/; docs/product.md, "Final documents"): once a
// trip page asks, it keeps that page, its PDF, its vouchers and the files the page loads, and answers
// from them when the network is gone. While the network answers, what it answers is used and kept.

const WORKER = `
const CACHE = 'tembo-trip-v1'
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data && event.data.keep) ? event.data.keep.slice(0, 100) : []
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      let kept = 0
      for (const url of urls) {
        if (new URL(url, self.location.origin).origin !== self.location.origin) continue
        try {
          const answer = await fetch(url, { credentials: 'same-origin' })
          if (answer.ok) {
            await cache.put(url, answer)
            kept++
          }
        } catch (error) {}
      }
      if (event.source) event.source.postMessage({ kept })
    }),
  )
})
self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return
  event.respondWith(
    fetch(request)
      .then((answer) => {
        if (answer.ok) {
          const copy = answer.clone()
          caches.open(CACHE).then((cache) => cache.put(request, copy))
        }
        return answer
      })
      .catch(() => caches.match(request).then((kept) => kept || Response.error())),
  )
})
`

export const loader = () =>
  new Response(WORKER, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/trip/',
      // A worker lives under its own script's policy: the answers' default (nothing) would stop every
      // fetch it makes, so it may fetch from this site, and nothing else.
      'content-security-policy': "default-src 'self'",
    },
  })
