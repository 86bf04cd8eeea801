#!/usr/bin/env node
// `npm test`: finds (or on Debian as root installs) Chromium, builds, runs the contract-server and end-to-end tests
// (node:test) and the browser tests (@web/test-runner in Chromium), then prints one line: `N passed, N failed`.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ensureChromium } from './chromium.mjs'
import { ensureTool } from './debian-tools.mjs'
import { ensureOrthanc } from './orthanc.mjs'

const root = resolve(import.meta.dirname, '..')
const chrome = ensureChromium()
const scratch = mkdtempSync(join(tmpdir(), 'clinic-test-'))
// zbarimg decodes the registration slip's barcodes in the tests (a real reader, not our own tables read back); dcmtk's
// xml2dsr writes the DICOM SR files (TID 5000) the ultrasound SR import is tested with; the cache tests start a real
// redis-server on a free port; the PACS tests a real Orthanc.
const env = {
  ...process.env,
  CHROME_PATH: chrome,
  ZBARIMG: ensureTool('zbarimg', 'zbar-tools'),
  XML2DSR: ensureTool('xml2dsr', 'dcmtk'),
  REDIS_SERVER: ensureTool('redis-server', 'redis-server'),
  // The PACS tests start a real Orthanc (DICOMweb, modality worklists) and act as a modality with dcmtk.
  ORTHANC: ensureOrthanc(),
  FINDSCU: ensureTool('findscu', 'dcmtk'),
}

function run(command, args, extraEnv = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } })
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)))
  })
}

function readCounts(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

function testFiles(dir, pattern) {
  const full = resolve(root, dir)
  if (!existsSync(full)) return []
  return readdirSync(full, { recursive: true })
    .map(String)
    .filter((file) => pattern.test(file))
    .map((file) => join(dir, file))
    .sort()
}

const totals = { passed: 0, failed: 0 }
const add = (counts, label) => {
  if (!counts) {
    console.error(`[test] ${label} produced no results`)
    totals.failed++
    return
  }
  totals.passed += counts.passed
  totals.failed += counts.failed
}

const only = process.argv.slice(2)
const wants = (suite) => only.length === 0 || only.includes(suite)

if (!process.env.CLINIC_SKIP_BUILD) {
  const built = await run(process.execPath, ['scripts/build.mjs'])
  if (built !== 0) {
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
}

if (wants('node')) {
  const files = [...testFiles('tests/server', /\.test\.ts$/), ...testFiles('tests/e2e', /\.test\.(ts|mjs)$/)]
  const countsFile = join(scratch, 'node.json')
  const code = await run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=2',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${resolve(root, 'scripts/count-reporter.mjs')}`,
    `--test-reporter-destination=${countsFile}`,
    ...files,
  ])
  const counts = readCounts(countsFile)
  add(counts, 'node:test')
  if (code !== 0 && counts && counts.failed === 0) totals.failed++
}

if (wants('browser')) {
  const countsFile = join(scratch, 'browser.json')
  const code = await run(process.execPath, [resolve(root, 'node_modules/@web/test-runner/dist/bin.js'), '--config', 'web-test-runner.config.mjs'], {
    CLINIC_TEST_COUNTS: countsFile,
  })
  const counts = readCounts(countsFile)
  add(counts, '@web/test-runner')
  if (code !== 0 && counts && counts.failed === 0) totals.failed++
}

rmSync(scratch, { recursive: true, force: true })
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 ? 0 : 1)
