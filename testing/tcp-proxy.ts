import net from 'node:net'

// A TCP proxy on a free local port in front of a real server (PostgreSQL here), for the tests of a
// network that fails: `freeze()` stops carrying bytes either way while every connection stays open (a
// partition, a failover that drops packets), `thaw()` carries them on, `reset()` cuts every connection.

export interface TcpProxy {
  port: number
  freeze(): void
  thaw(): void
  reset(): void
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>()
  let frozen = false
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    const pair: [net.Socket, net.Socket] = [client, upstream]
    pairs.add(pair)
    // Bytes are held, not dropped, while frozen: paused sockets stop reading, and TCP fills up behind.
    for (const [from, to] of [pair, [upstream, client] as const]) {
      from.on('data', (chunk) => {
        if (!to.write(chunk)) from.pause()
      })
      to.on('drain', () => {
        if (!frozen) from.resume()
      })
      from.on('error', () => to.destroy())
      from.on('close', () => {
        to.destroy()
        pairs.delete(pair)
      })
    }
    if (frozen) for (const socket of pair) socket.pause()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      frozen = true
      for (const pair of pairs) for (const socket of pair) socket.pause()
    },
    thaw() {
      frozen = false
      for (const pair of pairs) for (const socket of pair) socket.resume()
    },
    reset() {
      for (const pair of pairs) for (const socket of pair) socket.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) for (const socket of pair) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
