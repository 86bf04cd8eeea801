import { readFileSync, statfsSync } from 'node:fs'
import os from 'node:os'
import type { ServerMonitorDto } from '../../../src/core/contract/monitor'
import type { MessageKey, MessageParams } from './messages'

/** Busy and total CPU time of every processor together, in ms. */
interface CpuSample {
  busy: number
  total: number
  at: number
}

/** What the processors are, read once: it does not change while the machine runs. */
interface CpuShape {
  name: string
  packages: number
  cores: number
  logical: number
}

/** A poll sooner than this after the last sample answers the last figure (a delta over a few ms is noise). */
const MIN_SAMPLE_MS = 1000

function sampleCpu(): CpuSample {
  let busy = 0
  let total = 0
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq
    total += all
    busy += all - times.idle
  }
  return { busy, total, at: performance.now() }
}

/** Processor packages and physical cores from /proc/cpuinfo (Linux); elsewhere one package, cores = logical. */
function readCpuShape(): CpuShape {
  const cpus = os.cpus()
  const logical = cpus.length
  const name = cpus[0]?.model.trim() || os.arch()
  try {
    const text = readFileSync('/proc/cpuinfo', 'utf8')
    const packages = new Set<string>()
    const cores = new Set<string>()
    for (const block of text.split(/\n\s*\n/)) {
      const physical = /^physical id\s*:\s*(\S+)/m.exec(block)?.[1]
      const core = /^core id\s*:\s*(\S+)/m.exec(block)?.[1]
      if (physical !== undefined) packages.add(physical)
      if (physical !== undefined && core !== undefined) cores.add(`${physical}:${core}`)
    }
    return { name, packages: Math.max(1, packages.size), cores: cores.size || logical, logical }
  } catch {
    return { name, packages: 1, cores: logical, logical }
  }
}

/** MemTotal, MemAvailable, SwapTotal and SwapFree in bytes (Linux), or null elsewhere. */
function readMeminfo(): Record<'MemTotal' | 'MemAvailable' | 'SwapTotal' | 'SwapFree', number> | null {
  try {
    const text = readFileSync('/proc/meminfo', 'utf8')
    const value = (key: string) => Number(new RegExp(`^${key}:\\s*(\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN) * 1024
    const out = { MemTotal: value('MemTotal'), MemAvailable: value('MemAvailable'), SwapTotal: value('SwapTotal'), SwapFree: value('SwapFree') }
    return Object.values(out).every(Number.isFinite) ? out : null
  } catch {
    return null
  }
}

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB']

/** Bytes in binary units with two decimals (`31.90 GiB`), as eladmin's `FormatUtil.formatBytes` writes them. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return `${unit === 0 ? String(Math.round(value)) : value.toFixed(2)} ${UNITS[unit]}`
}

/** A share as eladmin sends it: `"43.21"`, or the number 0 when there is none. */
export function rate(part: number, whole: number): string | number {
  if (!(whole > 0) || !(part > 0)) return 0
  return Math.min(100, (part / whole) * 100).toFixed(2)
}

function firstIpv4(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const address of list ?? []) if (address.family === 'IPv4' && !address.internal) return address.address
  }
  return '127.0.0.1'
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The server monitor of eladmin (`MonitorServiceImpl`) measured from the real machine: node's `os` for the system,
 * processors and memory, `/proc/meminfo` for swap, `statfs` of the data folder for its disk. The CPU's busy share is
 * the change of the processors' times since the previous sample (kept here, so a poll never waits to measure);
 * what the processors are is read once.
 */
export class ServerMonitor {
  private readonly dataDir: string
  private shape: CpuShape | null = null
  private last: CpuSample = sampleCpu()
  private lastUsed = 0
  private measured = false

  constructor(dataDir: string) {
    this.dataDir = dataDir
  }

  /** Busy percentage of all processors since the previous sample (at least {@link MIN_SAMPLE_MS} apart). */
  private cpuUsed(): number {
    const now = sampleCpu()
    const elapsed = now.at - this.last.at
    if (this.measured && elapsed < MIN_SAMPLE_MS) return this.lastUsed
    const total = now.total - this.last.total
    const busy = now.busy - this.last.busy
    // The first poll right after the start has no interval worth the name: the share since boot is the best there is.
    const fresh = total > 0 && (this.measured || elapsed >= MIN_SAMPLE_MS)
    this.lastUsed = fresh ? (busy / total) * 100 : now.total > 0 ? (now.busy / now.total) * 100 : 0
    this.measured = true
    this.last = now
    return this.lastUsed
  }

  /** One reading; `t` words the counts and the uptime in the caller's language. */
  read(t: (key: MessageKey, params?: MessageParams) => string, now: number): ServerMonitorDto {
    const shape = (this.shape ??= readCpuShape())
    const used = this.cpuUsed()
    const mem = readMeminfo()
    const memTotal = mem?.MemTotal ?? os.totalmem()
    const memAvailable = mem?.MemAvailable ?? os.freemem()
    const swapTotal = mem?.SwapTotal ?? 0
    const swapFree = mem?.SwapFree ?? 0
    const fs = statfsSync(this.dataDir)
    const diskTotal = fs.blocks * fs.bsize
    const diskAvailable = fs.bavail * fs.bsize
    const diskUsed = (fs.blocks - fs.bfree) * fs.bsize
    const up = Math.floor(os.uptime())
    const clock = new Date(now)
    return {
      sys: {
        os: `${os.type()} ${os.release()} ${os.arch()}`,
        day: t('monitor.uptime', { days: Math.floor(up / 86400), hours: Math.floor((up % 86400) / 3600), minutes: Math.floor((up % 3600) / 60) }),
        ip: firstIpv4(),
      },
      cpu: {
        name: shape.name,
        package: t('monitor.cpuPackages', { count: shape.packages }),
        core: t('monitor.cpuCores', { count: shape.cores }),
        coreNumber: shape.cores,
        logic: t('monitor.cpuLogical', { count: shape.logical }),
        used: rate(used, 100),
        idle: rate(100 - used, 100),
      },
      memory: {
        total: formatBytes(memTotal),
        available: formatBytes(memAvailable),
        used: formatBytes(memTotal - memAvailable),
        usageRate: rate(memTotal - memAvailable, memTotal),
      },
      swap: {
        total: formatBytes(swapTotal),
        used: formatBytes(swapTotal - swapFree),
        available: formatBytes(swapFree),
        usageRate: rate(swapTotal - swapFree, swapTotal),
      },
      disk: {
        total: formatBytes(diskTotal),
        available: formatBytes(diskAvailable),
        used: formatBytes(diskUsed),
        usageRate: rate(diskUsed, diskTotal),
      },
      time: `${pad(clock.getHours())}:${pad(clock.getMinutes())}:${pad(clock.getSeconds())}`,
    }
  }
}
