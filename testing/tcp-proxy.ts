import net from 'node:net'

// A TCP proxy on a free local port in front of a real server (PostgreSQL here), for the tests of a
// network that fails: `freeze()` stops carrying bytes either way while every connection stays open (a
// partition, a failover that drops packets), `thaw()` carries them on, `reset()` cuts every connection.
// `freezeAfter(text)` freezes just after the client sends `text` (a statement, say), so a test can cut a
// transaction at a chosen step; a statement PostgreSQL has prepared is sent by its name after the first
// time, so the proxy reads the client's messages and knows each name's text. `freezeAtCommitAfter(text)`
// freezes just after the COMMIT of the transaction that sent `text`: PostgreSQL commits, and its answer
// never comes back; `{ alone: true }` freezes that one connection and lets the others through (the
// database answers a new connection at once), and `{ lost: true }` holds the COMMIT itself, so that
// PostgreSQL never commits and rolls back when the connection ends. `cut()` resets every connection and
// refuses new ones (a server gone from this client's network) until `restore()`.

export interface TcpProxy {
  port: number
  freeze(): void
  freezeAfter(text: string): void
  freezeAtCommitAfter(text: string, how?: CommitFreeze): void
  thaw(): void
  reset(): void
  cut(): void
  restore(): void
  close(): Promise<void>
}

export interface CommitFreeze {
  /** Only the connection that sent the COMMIT freezes */
  alone?: boolean
  /** The COMMIT never reaches the server */
  lost?: boolean
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>()
  let frozen = false
  let freezeOn: string | null = null
  let commitAfter: string | null = null
  let commitFreeze: CommitFreeze = {}
  /** Connections frozen alone, until the next thaw */
  const held = new Set<[net.Socket, net.Socket]>()
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
    const statements = readStatements()
    let armed = false
    const holdThis = () => {
      held.add(pair)
      for (const socket of pair) socket.pause()
    }
    // Bytes are held, not dropped, while frozen: paused sockets stop reading, and TCP fills up behind.
    for (const [from, to] of [pair, [upstream, client] as const]) {
      from.on('data', (chunk: Buffer) => {
        // Every chunk the client sends is read: names prepared before a freeze is asked are known.
        const run = from === client ? statements(chunk) : null
        const committing = run !== null && armed && run.some((text) => /^\s*commit\s*;?\s*$/i.test(text))
        if (committing) {
          armed = false
          commitAfter = null
          if (commitFreeze.lost) return holdThis()
        }
        if (!to.write(chunk)) from.pause()
        if (
          run &&
          freezeOn !== null &&
          (chunk.includes(freezeOn) || run.some((text) => text.includes(freezeOn!)))
        ) {
          freezeOn = null
          freeze()
        }
        if (committing) {
          if (commitFreeze.alone) holdThis()
          else freeze()
        }
        if (
          run &&
          commitAfter !== null &&
          (chunk.includes(commitAfter) || run.some((text) => text.includes(commitAfter!)))
        )
          armed = true
      })
      to.on('drain', () => {
        if (!frozen && !held.has(pair)) from.resume()
      })
      from.on('error', () => to.destroy())
      from.on('close', () => {
        to.destroy()
        pairs.delete(pair)
        held.delete(pair)
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
    freezeAtCommitAfter(text, how = {}) {
      commitAfter = text
      commitFreeze = how
    },
    thaw() {
      freezeOn = null
      commitAfter = null
      held.clear()
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

/**
 * Reads what a PostgreSQL client sends, message by message across chunks, and answers for each chunk the
 * texts it runs: its simple queries (a COMMIT, say), and the prepared statements it runs by name (its
 * Bind messages), from the names its Parse messages gave them on this connection.
 */
function readStatements() {
  const named = new Map<string, string>()
  let pending = Buffer.alloc(0)
  let started = false
  return (chunk: Buffer): string[] => {
    pending = Buffer.concat([pending, chunk])
    const run: string[] = []
    for (;;) {
      // The first messages (an SSL request, then the startup) carry no type byte.
      const header = started ? 1 : 0
      if (pending.length < header + 4) break
      const length = pending.readInt32BE(header)
      if (pending.length < header + length) break
      const body = pending.subarray(header + 4, header + length)
      if (!started) started = ![80877103, 80877104].includes(body.readInt32BE(0))
      else {
        const [first = '', second = ''] = body.toString('utf8').split('\0')
        if (pending[0] === 0x51) run.push(first) // Query: its text
        if (pending[0] === 0x50 && first) named.set(first, second) // Parse: name, text
        if (pending[0] === 0x42 && named.has(second)) run.push(named.get(second)!) // Bind: portal, name
      }
      pending = pending.subarray(header + length)
    }
    return run
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
