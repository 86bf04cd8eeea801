// The server monitor's poll (GET api/monitor, issue 15): what one poll costs the contract server, budget 5 ms. Times the
// measurement alone (ServerMonitor.read: os, /proc/meminfo, statfs of the data folder, the CPU delta) and the whole
// request through the app in-process (session, permission, JSON), BENCH_MONITOR_POLLS times (default 200) back to back.
// Prints JSON: p50/p95 wall time of each, the processor time per request (what a shared machine's load does not
// inflate), and the budget, met when both the processor time per request and the median request are within it.
import { ServerMonitor } from '../demo/server/lib/serverMonitor'
import { translate } from '../demo/server/lib/messages'
import { makeServer } from '../tests/server/helpers'

const POLLS = Number(process.env.BENCH_MONITOR_POLLS ?? 200)
const BUDGET_MS = 5

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 1000) / 1000
}

const t = await makeServer()
const token = await t.login('admin')

const machine = new ServerMonitor(t.dataDir)
const words = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate('zh-CN', key, params)
machine.read(words, Date.now())
const handler: number[] = []
for (let i = 0; i < POLLS; i++) {
  const start = performance.now()
  machine.read(words, Date.now())
  handler.push(performance.now() - start)
}

await t.call('GET', '/api/monitor', { token })
const request: number[] = []
const cpuBefore = process.cpuUsage()
for (let i = 0; i < POLLS; i++) {
  const start = performance.now()
  const res = await t.call('GET', '/api/monitor', { token })
  request.push(performance.now() - start)
  if (res.status !== 200) throw new Error(`api/monitor: ${res.status} ${res.text.slice(0, 200)}`)
}
const cpu = process.cpuUsage(cpuBefore)
t.close()

const result = {
  polls: POLLS,
  budgetMs: BUDGET_MS,
  handler: { p50Ms: percentile(handler, 0.5), p95Ms: percentile(handler, 0.95) },
  request: { p50Ms: percentile(request, 0.5), p95Ms: percentile(request, 0.95) },
  // Processor time of this process per request: the server's cost whatever else the machine is busy with.
  requestCpuMs: Math.round(((cpu.user + cpu.system) / 1000 / POLLS) * 1000) / 1000,
}
console.log(JSON.stringify({ ...result, withinBudget: result.requestCpuMs <= BUDGET_MS && result.request.p50Ms <= BUDGET_MS }))
