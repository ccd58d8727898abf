// The hostile client of the benchmark's attack measure, in a process of its own so that its work does
// not slow the process measuring /healthz: posts a form that repeats one key 40,000 times to `url`,
// again and again, until it is stopped (SIGTERM); then prints how the server answered, as JSON.
const [url] = process.argv.slice(2)
const body = `${'a=1&'.repeat(40_000)}name=Mallory&email=m%40example.com&message=hello+there`
const answers = { refused: 0, other: 0 }
let running = true
process.on('SIGTERM', () => (running = false))
process.stdout.write('ready\n')
while (running) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
  await answer.arrayBuffer()
  answers[answer.status === 413 ? 'refused' : 'other']++
}
process.stdout.write(`${JSON.stringify(answers)}\n`)
