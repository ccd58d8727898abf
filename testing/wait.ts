/** Asks `probe` every 100 ms until `ok` holds or the time is up; answers the last value either way. */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (ok(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
