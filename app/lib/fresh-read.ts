// One read of something that changes, shared by everyone who asks at once.

/**
 * A read that always begins after it is asked for, shared by everyone who asks while it waits: calls
 * that arrive while a read is under way (which may have begun before their change was made) share the
 * next read, started as soon as that one ends. Every caller sees the database as it was at or after its
 * call, at one query per batch instead of one per caller.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined
  let queued: Promise<T> | undefined
  const start = () => {
    const promise: Promise<T> = read().finally(() => {
      if (current === promise) current = undefined
    })
    current = promise
    return promise
  }
  const settled = () => undefined
  return () => {
    if (!current) return start()
    queued ??= current.then(settled, settled).then(() => {
      queued = undefined
      return start()
    })
    return queued
  }
}
