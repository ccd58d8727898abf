import http from 'node:http'

// The HTTP server under the tests' stand-ins for hosted processors (stripe-stand-in.ts,
// pesapal-stand-in.ts): a free local port, and each request's whole body read before it is answered.

export async function startStandInServer(
  answer: (request: http.IncomingMessage, response: http.ServerResponse, body: string) => void,
) {
  const server = http.createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => answer(request, response, body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
