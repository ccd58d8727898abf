// The ceilings the benchmark compares against: a bare Node http server on the same machine that
// (static) answers a page from memory with the headers Tembo sends every visitor of it, (plain) the same
// body with only its type and length, or (json) parses a JSON body and answers 201 without storing
// anything. It prints its port on the first line.
import fs from 'node:fs'
import http from 'node:http'

const [mode, file] = process.argv.slice(2)
// Each page is kept as ready bytes, so the ceiling pays for no encoding on any request.
const pages = Object.fromEntries(
  Object.entries(mode === 'json' ? {} : JSON.parse(fs.readFileSync(file, 'utf8'))).map(
    ([url, { html, headers }]) => {
      const body = Buffer.from(html)
      const sent = mode === 'static' ? headers : { 'content-type': 'text/html' }
      return [url, { body, headers: { ...sent, 'content-length': body.length } }]
    },
  ),
)
let id = 0

const server = http.createServer((req, res) => {
  if (mode !== 'json') {
    const page = pages[req.url]
    if (page === undefined) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, page.headers).end(page.body)
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
