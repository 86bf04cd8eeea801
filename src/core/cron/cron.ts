/** The fields of a Quartz cron expression, in order (the year is optional). */
export const CRON_FIELDS = ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'] as const

/** A field of a cron expression. */
export type CronField = (typeof CRON_FIELDS)[number]

/** Why an expression is not a valid Quartz cron expression; `field` and `token` say where. */
export interface CronProblem {
  code: 'fields' | 'value' | 'days' | 'unsupported' | 'never'
  field?: CronField
  token?: string
}

/** A parsed expression: the allowed values of each field, and how days are chosen. */
export interface CronSchedule {
  seconds: ReadonlySet<number>
  minutes: ReadonlySet<number>
  hours: ReadonlySet<number>
  months: ReadonlySet<number>
  years: ReadonlySet<number> | null
  /** Day of month: listed days, or the last day (`L`); null when the day of week decides. */
  daysOfMonth: { days: ReadonlySet<number>; last: boolean } | null
  /** Day of week (0 = Sunday): listed days, or the n-th such day of the month (`6#3`); null when the day of month decides. */
  daysOfWeek: { days: ReadonlySet<number>; nth: number | null } | null
}

const RANGES: Record<CronField, [number, number]> = {
  second: [0, 59],
  minute: [0, 59],
  hour: [0, 23],
  dayOfMonth: [1, 31],
  month: [1, 12],
  dayOfWeek: [1, 7],
  year: [1970, 2099],
}
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']

class Problem extends Error {
  constructor(readonly problem: CronProblem) {
    super(problem.code)
  }
}

function number(text: string, field: CronField): number {
  const upper = text.toUpperCase()
  if (field === 'month' && MONTHS.includes(upper)) return MONTHS.indexOf(upper) + 1
  if (field === 'dayOfWeek' && DAYS.includes(upper)) return DAYS.indexOf(upper) + 1
  if (!/^\d{1,4}$/.test(text)) throw new Problem({ code: 'value', field, token: text })
  const value = Number(text)
  const [min, max] = RANGES[field]
  if (value < min || value > max) throw new Problem({ code: 'value', field, token: text })
  return value
}

function values(text: string, field: CronField): Set<number> {
  const out = new Set<number>()
  const [min, max] = RANGES[field]
  for (const part of text.split(',')) {
    if (part === '') throw new Problem({ code: 'value', field, token: text })
    const [range = '', stepText] = part.split('/')
    if (stepText !== undefined && (!/^\d{1,4}$/.test(stepText) || Number(stepText) < 1)) throw new Problem({ code: 'value', field, token: part })
    const step = stepText === undefined ? 1 : Number(stepText)
    let from: number
    let to: number
    if (range === '*') [from, to] = [min, max]
    else if (range.includes('-')) {
      const [a = '', b = ''] = range.split('-')
      from = number(a, field)
      to = number(b, field)
      if (to < from) throw new Problem({ code: 'value', field, token: part })
    } else {
      from = number(range, field)
      to = stepText === undefined ? from : max
    }
    for (let v = from; v <= to; v += step) out.add(v)
  }
  return out
}

/**
 * Parses a Quartz cron expression as eladmin's timing tasks use it (`0 0/5 * * * ?`: second, minute, hour, day of
 * month, month, day of week, optional year): `*`, `?`, lists, ranges, steps, month and day names, `L` (last day of
 * the month) and `d#n` (the n-th weekday of the month). Like Quartz, exactly one of the two day fields is `?`.
 * Returns the schedule or the problem (a code to translate, with the field and the token at fault).
 *
 * @example
 * parseCron('0 30 0 * * ?') // { ok: true, schedule }
 * parseCron('0 0 25 * * ?') // { ok: false, problem: { code: 'value', field: 'hour', token: '25' } }
 */
export function parseCron(expression: string): { ok: true; schedule: CronSchedule } | { ok: false; problem: CronProblem } {
  try {
    const parts = expression.trim().split(/\s+/)
    if (parts.length < 6 || parts.length > 7) throw new Problem({ code: 'fields' })
    const [second, minute, hour, dom, month, dow, year] = parts as [string, string, string, string, string, string, string | undefined]
    if ((dom === '?') === (dow === '?')) throw new Problem({ code: 'days' })
    for (const [text, field] of [[second, 'second'], [minute, 'minute'], [hour, 'hour'], [month, 'month']] as const) {
      if (text === '?' || /[LW#]/i.test(text)) throw new Problem({ code: 'unsupported', field, token: text })
    }
    let daysOfMonth: CronSchedule['daysOfMonth'] = null
    if (dom !== '?') {
      if (dom.toUpperCase() === 'L') daysOfMonth = { days: new Set(), last: true }
      else if (/[W#]/i.test(dom) || /L/i.test(dom)) throw new Problem({ code: 'unsupported', field: 'dayOfMonth', token: dom })
      else daysOfMonth = { days: values(dom, 'dayOfMonth'), last: false }
    }
    let daysOfWeek: CronSchedule['daysOfWeek'] = null
    if (dow !== '?') {
      const nth = /^(\w+)#([1-5])$/.exec(dow)
      if (nth) daysOfWeek = { days: new Set([number(nth[1]!, 'dayOfWeek') - 1]), nth: Number(nth[2]) }
      else if (/[LW#]/i.test(dow.replace(/SUN|MON|TUE|WED|THU|FRI|SAT/gi, ''))) throw new Problem({ code: 'unsupported', field: 'dayOfWeek', token: dow })
      else daysOfWeek = { days: new Set([...values(dow, 'dayOfWeek')].map((d) => d - 1)), nth: null }
    }
    const schedule: CronSchedule = {
      seconds: values(second, 'second'),
      minutes: values(minute, 'minute'),
      hours: values(hour, 'hour'),
      months: values(month, 'month'),
      years: year === undefined || year === '*' ? null : values(year, 'year'),
      daysOfMonth,
      daysOfWeek,
    }
    return { ok: true, schedule }
  } catch (error) {
    if (error instanceof Problem) return { ok: false, problem: error.problem }
    throw error
  }
}

function dayMatches(schedule: CronSchedule, date: Date): boolean {
  const day = date.getDate()
  if (schedule.daysOfMonth) {
    if (schedule.daysOfMonth.last) return day === new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate()
    return schedule.daysOfMonth.days.has(day)
  }
  const week = schedule.daysOfWeek
  if (!week || !week.days.has(date.getDay())) return false
  return week.nth === null || Math.ceil(day / 7) === week.nth
}

/**
 * The next `count` moments (local time) a schedule fires after `from`; fewer when it never fires again (a past
 * year, the 31st of February).
 *
 * @example
 * nextRuns(schedule, new Date(2025, 2, 20, 10, 0, 0), 3) // 10:05:00, 10:10:00, 10:15:00 for '0 0/5 * * * ?'
 */
export function nextRuns(schedule: CronSchedule, from: Date, count: number): Date[] {
  const out: Date[] = []
  let t = new Date(from.getTime() + 1000)
  t.setMilliseconds(0)
  for (let guard = 0; out.length < count && guard < 200_000; guard++) {
    const year = t.getFullYear()
    if (year > RANGES.year[1]) break
    if (schedule.years && !schedule.years.has(year)) {
      const next = [...schedule.years].filter((y) => y > year).sort((a, b) => a - b)[0]
      if (next === undefined) break
      t = new Date(next, 0, 1, 0, 0, 0)
      continue
    }
    if (!schedule.months.has(t.getMonth() + 1)) {
      t = new Date(year, t.getMonth() + 1, 1, 0, 0, 0)
      continue
    }
    if (!dayMatches(schedule, t)) {
      t = new Date(year, t.getMonth(), t.getDate() + 1, 0, 0, 0)
      continue
    }
    if (!schedule.hours.has(t.getHours())) {
      t = new Date(year, t.getMonth(), t.getDate(), t.getHours() + 1, 0, 0)
      continue
    }
    if (!schedule.minutes.has(t.getMinutes())) {
      t = new Date(year, t.getMonth(), t.getDate(), t.getHours(), t.getMinutes() + 1, 0)
      continue
    }
    if (!schedule.seconds.has(t.getSeconds())) {
      t = new Date(t.getTime() + 1000)
      continue
    }
    out.push(new Date(t))
    t = new Date(t.getTime() + 1000)
  }
  return out
}

/**
 * Checks an expression and, when valid, that it fires at all after `from`; the problem otherwise.
 *
 * @example
 * checkCron('0 0 0 31 2 ?') // { code: 'never' }
 */
export function checkCron(expression: string, from: Date = new Date()): CronProblem | null {
  const parsed = parseCron(expression)
  if (!parsed.ok) return parsed.problem
  return nextRuns(parsed.schedule, from, 1).length ? null : { code: 'never' }
}
