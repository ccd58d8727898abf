import net from 'node:net'

// A TCP proxy on a free local port in front of a real server (PostgreSQL here), for the tests of a
// network that fails: `freeze()` stops carrying bytes either way while every connection stays open (a
// partition, a failover that drops packets), `thaw()` carries them on, `reset()` cuts every connection.
// `freezeAfter(text)` freezes just after the client sends `text` (a statement, say), so a test can cut a
// transaction at a chosen step. `cut()` resets every connection and refuses new ones (a server gone from
// this client's network) until `restore()`.

export interface TcpProxy {
  port: number
  freeze(): void
  freezeAfter(text: string): void
  thaw(): void
  reset(): void
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>()
  let frozen = false
  let freezeOn: string | null = null
  let refusing = false
  const freeze = () => {
    frozen = true
    for (const pair of pairs) for (const socket of pair) socket.pause()
  }
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy()
    const upstream = net.connect(target.port, target.host)
    const pair: [net.Socket, net.Socket] = [client, upstream]
    pairs.add(pair)
    // Bytes are held, not dropped, while frozen: paused sockets stop reading, and TCP fills up behind.
    for (const [from, to] of [pair, [upstream, client] as const]) {
      from.on('data', (chunk: Buffer) => {
        if (!to.write(chunk)) from.pause()
        if (from === client && freezeOn !== null && chunk.includes(freezeOn)) {
          freezeOn = null
          freeze()
        }
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
    freeze,
    freezeAfter(text) {
      freezeOn = text
    },
    thaw() {
      freezeOn = null
      frozen = false
      for (const pair of pairs) for (const socket of pair) socket.resume()
    },
    reset() {
      for (const pair of pairs) for (const socket of pair) socket.destroy()
    },
    cut() {
      refusing = true
      for (const pair of pairs) for (const socket of pair) socket.destroy()
    },
    restore() {
      refusing = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) for (const socket of pair) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A proxy in front of the PostgreSQL server a database URL names, with that URL rewritten to go through it. */
export async function proxyDatabase(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const direct = new URL(databaseUrl)
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
  const through = new URL(databaseUrl)
  through.port = String(proxy.port)
  return { proxy, url: through.toString() }
}
