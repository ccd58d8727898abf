// The ceilings the benchmark compares against: a bare Node http server on the same machine that
// (static) answers a page's HTML from memory, or (json) parses a JSON body and answers 201 without
// storing anything. It prints its port on the first line.
import fs from 'node:fs'
import http from 'node:http'

const [mode, file] = process.argv.slice(2)
// Each page is kept as ready bytes, so the ceiling pays for no encoding on any request.
const pages = Object.fromEntries(
  Object.entries(mode === 'static' ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}).map(([url, html]) => [
    url,
    Buffer.from(html),
  ]),
)
let id = 0

const server = http.createServer((req, res) => {
  if (mode === 'static') {
    const html = pages[req.url]
    if (html === undefined) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': html.length }).end(html)
    return
  }
  const chunks = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.on('end', () => {
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'))
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: ++id, affectedRows: 1 }))
    } catch {
      res.writeHead(400).end()
    }
  })
})
server.keepAliveTimeout = 65_000
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
