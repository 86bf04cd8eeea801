import { toWireDateTime } from '../format/time'

/**
 * The date-range shortcuts of eladmin's search rows (今天 / 昨天 / 最近3天 / 本周 / 这个月 / 当前季度 / 最近30天), and the
 * reading worklists' quick ranges besides (最近5天 / 一周 / 三个月, ris-domain §1.2), which the search row's menu leaves out.
 */
export type DateShortcut =
  | 'today' | 'yesterday' | 'last3Days' | 'thisWeek' | 'thisMonth' | 'thisQuarter' | 'last30Days' | 'last5Days' | 'last7Days' | 'last3Months'

/** Every shortcut, in the order the menu lists them. */
export const dateShortcuts: readonly DateShortcut[] = ['today', 'yesterday', 'last3Days', 'thisWeek', 'thisMonth', 'thisQuarter', 'last30Days']

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate())
const endOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59)

/**
 * The range a shortcut stands for at `now`, as the two wire times a BETWEEN filter sends (from 00:00:00 of the
 * first day to 23:59:59 of the last). Weeks start on Monday, as in China.
 *
 * @example
 * shortcutRange('today', new Date(2025, 2, 20, 10)) // ['2025-03-20 00:00:00', '2025-03-20 23:59:59']
 */
export function shortcutRange(shortcut: DateShortcut, now: Date = new Date()): [string, string] {
  const today = startOfDay(now)
  let from = today
  let to = endOfDay(now)
  switch (shortcut) {
    case 'yesterday':
      from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1)
      to = endOfDay(from)
      break
    case 'last3Days':
      // Today and the two days before (a registrar's "3 days").
      from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 2)
      break
    case 'thisWeek':
      from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7))
      break
    case 'thisMonth':
      from = new Date(today.getFullYear(), today.getMonth(), 1)
      break
    case 'thisQuarter':
      from = new Date(today.getFullYear(), today.getMonth() - (today.getMonth() % 3), 1)
      break
    case 'last30Days':
      from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)
      break
    case 'last5Days':
      from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 4)
      break
    case 'last7Days':
      from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6)
      break
    case 'last3Months':
      from = new Date(today.getFullYear(), today.getMonth() - 3, today.getDate())
      break
    default:
      break
  }
  return [toWireDateTime(from), toWireDateTime(to)]
}
