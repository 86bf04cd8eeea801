// Finds a command-line tool the tests drive (a real decoder, a real PACS tool); as root on Debian it installs the
// Debian package that has it, elsewhere it stops with one line naming what to install.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

function which(command) {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || null
  } catch {
    return null
  }
}

let updated = false

/** Installs Debian's `pkg` with apt-get when this process may (root on Debian); false otherwise. */
function install(what, pkg) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root || !existsSync('/etc/debian_version')) return false
  console.log(`[test] ${what} not found; installing the Debian package ${pkg} with apt-get…`)
  if (!updated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  updated = true
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  return true
}

/** Returns the path of `command`, installing Debian's `pkg` when allowed; exits the process with one line otherwise. */
export function ensureTool(command, pkg) {
  const found = which(command)
  if (found) return found
  if (install(command, pkg)) {
    const installed = which(command)
    if (installed) return installed
  }
  console.error(`${command} is required for the tests: install it (Debian: apt-get install ${pkg}).`)
  process.exit(2)
}

/** Returns `file` (a plugin, a library), installing Debian's `pkg` when allowed; exits the process with one line otherwise. */
export function ensureFile(file, pkg) {
  if (existsSync(file)) return file
  if (install(file, pkg) && existsSync(file)) return file
  console.error(`${file} is required for the tests: install it (Debian: apt-get install ${pkg}).`)
  process.exit(2)
}
