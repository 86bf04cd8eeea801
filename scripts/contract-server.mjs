// Starts the contract server as a child process on a free port with its own fresh data folder, for test runs and
// benchmarks. Resolves once it prints its listening line.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')

/** Starts the server; `env` adds variables (CLINIC_TEST_CAPTCHA…). Returns {url, stop()}. */
export async function startContractServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-data-'))
  const child = spawn(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'demo/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`contract server did not start:\n${output}`)), 60_000)
    const onData = (chunk) => {
      output += chunk
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolvePromise(match[1])
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`contract server exited (${code}):\n${output}`))
    })
  })
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
