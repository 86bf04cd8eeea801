// node:test reporter that only counts: passed and failed tests (suites and skipped tests are not counted).
export default async function* countReporter(source) {
  let passed = 0
  let failed = 0
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue
    if (event.data.details?.type === 'suite' || event.data.skip || event.data.todo) continue
    if (event.type === 'test:pass') passed++
    else failed++
  }
  yield JSON.stringify({ passed, failed })
}
