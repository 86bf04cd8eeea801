import { activateCell, keyInCellControl, leaveTabOrder } from '../../../ui/a11y/gridCells'
import { Badge, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { CalendarAddRegular } from '@fluentui/react-icons'
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import type { AppointmentExamDto, AppointmentSlotDto, AppointmentSlotsDto } from '../../../core/contract'
import { useT } from '../../../ui/i18n/useT'
import { BookedExamButton, type BookedExamAction } from './BookedExamButton'
import { monthDay, timeOf } from './calendarDates'
import { slotName } from './slotName'

const useStyles = makeStyles({
  viewport: {
    overflow: 'auto',
    maxHeight: 'max(360px, calc(100vh - 300px))',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  grid: { display: 'flex', flexDirection: 'column', minWidth: 'min-content' },
  row: { display: 'grid', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  week: { gridTemplateColumns: '64px repeat(7, minmax(128px, 1fr))' },
  day: { gridTemplateColumns: '64px minmax(240px, 1fr)' },
  header: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  cell: {
    position: 'relative',
    minWidth: 0,
    minHeight: '40px',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    outlineStyle: 'none',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  time: { borderLeft: 'none', alignItems: 'flex-end', color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  today: { color: tokens.colorBrandForeground2 },
  none: { backgroundColor: tokens.colorNeutralBackground3 },
  past: { backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground2 },
  full: { backgroundColor: tokens.colorStatusDangerBackground1 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalXS, minHeight: '24px' },
  places: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2 },
  patients: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  headCell: { justifyContent: 'center' },
  note: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
})


/** Props of {@link SlotGrid}. */
export interface SlotGridProps {
  data: AppointmentSlotsDto
  /** `yyyy-MM-dd` of today (its column is marked). */
  today: string
  /** The grid's accessible name (device and days). */
  label: string
  /** The user may book, move, check in and cancel. */
  canBook: boolean
  onBook: (slot: AppointmentSlotDto, opener: HTMLElement | null) => void
  onExam: (action: BookedExamAction, exam: AppointmentExamDto, slot: AppointmentSlotDto, opener: HTMLElement | null) => void
  /** The grid element, for the calendar to put the focus back on its current cell. */
  gridRef: RefObject<HTMLDivElement | null>
}

interface Cell {
  row: number
  col: number
}

/**
 * The slots of a device as a grid: one column per day, one row per slot time, each cell saying how many places are
 * taken (a full slot visibly so, and not offered), the booked patients as buttons with their status tags, and a book
 * button on a free slot still to come. One tab stop: the arrow keys (Home, End, Ctrl+Home, Ctrl+End) move between
 * cells, Enter opens a cell (its one button pressed, or the first of several focused), ←/→ move between a cell's
 * buttons and Escape goes back to the cell — as the kit's data table does.
 *
 * @example
 * <SlotGrid data={slots} today="2025-06-02" label="US1 …" canBook onBook={book} onExam={act} gridRef={grid} />
 */
export function SlotGrid({ data, today, label, canBook, onBook, onExam, gridRef }: SlotGridProps) {
  const t = useT()
  const styles = useStyles()
  const times = useMemo(() => [...new Set(data.days.flatMap((day) => day.slots.map((slot) => timeOf(slot.start))))].sort(), [data])
  const slotAt = useMemo(() => data.days.map((day) => new Map(day.slots.map((slot) => [timeOf(slot.start), slot]))), [data])
  const rows = times.length + 1
  const cols = data.days.length + 1
  const [active, setActive] = useState<Cell>({ row: 1, col: 1 })
  const current = { row: Math.min(active.row, rows - 1), col: Math.min(active.col, cols - 1) }
  const [focusRequested, setFocusRequested] = useState(false)
  const lastFocused = useRef<HTMLElement | null>(null)
  const layout = data.days.length === 1 ? styles.day : styles.week
  const cellId = (row: number, col: number) => `r${row}c${col}`

  // Move the DOM focus once the requested cell is rendered.
  useLayoutEffect(() => {
    if (!focusRequested) return
    setFocusRequested(false)
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${cellId(current.row, current.col)}"]`)?.focus()
  }, [focusRequested, current.row, current.col, gridRef])

  // One tab stop: the controls of the cells leave the tab order; the current cell holds it.
  useLayoutEffect(() => leaveTabOrder(gridRef.current))

  // A button under the focus can go (a cancelled patient leaves the slot): the focus stays on its cell.
  useLayoutEffect(() => {
    const lost = lastFocused.current
    if (!lost || lost.isConnected || !gridRef.current) return
    lastFocused.current = null
    const root = gridRef.current.getRootNode() as Document | ShadowRoot
    const now = root.activeElement
    if (now && now !== document.body) return
    gridRef.current.querySelector<HTMLElement>(`[data-cell="${cellId(current.row, current.col)}"]`)?.focus()
  })

  const move = (cell: Cell) => {
    setActive({ row: Math.max(0, Math.min(rows - 1, cell.row)), col: Math.max(0, Math.min(cols - 1, cell.col)) })
    setFocusRequested(true)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return
    const target = event.target as HTMLElement
    // Keys of a menu or dialog opened from a cell reach here through React's tree, not the grid's DOM: not ours.
    const cell = target.closest<HTMLElement>('[data-cell]')
    if (!cell || !gridRef.current?.contains(cell)) return
    if (target !== cell) {
      keyInCellControl(event, cell, target)
      return
    }
    switch (event.key) {
      case 'ArrowDown':
        move({ row: current.row + 1, col: current.col })
        break
      case 'ArrowUp':
        move({ row: current.row - 1, col: current.col })
        break
      case 'ArrowRight':
        move({ row: current.row, col: current.col + 1 })
        break
      case 'ArrowLeft':
        move({ row: current.row, col: current.col - 1 })
        break
      case 'Home':
        move({ row: event.ctrlKey ? 1 : current.row, col: 0 })
        break
      case 'End':
        move({ row: event.ctrlKey ? rows - 1 : current.row, col: cols - 1 })
        break
      case 'Enter':
      case ' ': {
        if (!activateCell(cell)) return
        break
      }
      default:
        return
    }
    event.preventDefault()
  }

  const cellProps = (row: number, col: number) => ({
    'data-cell': cellId(row, col),
    tabIndex: row === current.row && col === current.col ? 0 : -1,
    onFocus: () => {
      if (current.row !== row || current.col !== col) setActive({ row, col })
    },
  })

  return (
    <div className={styles.viewport}>
      <div
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rows}
        aria-colcount={cols}
        className={styles.grid}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          lastFocused.current = event.target
        }}
        onBlur={(event) => {
          // Leaving the grid is the user's choice; only a removed element calls for repair.
          const target = event.target
          if (event.relatedTarget) lastFocused.current = null
          else queueMicrotask(() => {
            if (target.isConnected && lastFocused.current === target) lastFocused.current = null
          })
        }}
      >
        <div role="row" aria-rowindex={1} className={mergeClasses(styles.row, layout, styles.header)}>
          <div role="columnheader" {...cellProps(0, 0)} className={mergeClasses(styles.cell, styles.time)}>
            {t('registration.appointments.calendar.time')}
          </div>
          {data.days.map((day, i) => (
            <div
              key={day.day}
              role="columnheader"
              {...cellProps(0, i + 1)}
              className={mergeClasses(styles.cell, styles.headCell, day.day === today && styles.today)}
            >
              <span>{`${t(`registration.appointments.weekdays.${day.weekday}`)} ${monthDay(day.day)}`}</span>
              {day.day === today ? <span className={styles.note}>{t('registration.appointments.calendar.todayMark')}</span> : null}
              {day.slots.length === 0 ? <span className={styles.note}>{t('registration.appointments.calendar.noSchedule')}</span> : null}
            </div>
          ))}
        </div>
        {times.map((time, r) => {
          const row = r + 1
          return (
            <div key={time} role="row" aria-rowindex={row + 1} className={mergeClasses(styles.row, layout)}>
              <div role="rowheader" {...cellProps(row, 0)} className={mergeClasses(styles.cell, styles.time)}>
                {time}
              </div>
              {data.days.map((day, i) => {
                const slot = slotAt[i]?.get(time)
                const col = i + 1
                if (!slot) return <div key={day.day} role="gridcell" {...cellProps(row, col)} className={mergeClasses(styles.cell, styles.none)} />
                const full = slot.booked >= slot.capacity
                const bookable = canBook && !full && !slot.past && !slot.offSchedule
                const name = slotName(t, slot.start, slot.end)
                return (
                  <div
                    key={day.day}
                    role="gridcell"
                    {...cellProps(row, col)}
                    data-slot={slot.start}
                    className={mergeClasses(styles.cell, slot.past ? styles.past : full && !slot.offSchedule && styles.full)}
                  >
                    <div className={styles.head}>
                      <span className={styles.places}>
                        {slot.offSchedule ? (
                          <span>{t('registration.appointments.calendar.offSchedule')}</span>
                        ) : full ? (
                          <Badge color="danger" appearance="filled" size="small">
                            {t('registration.appointments.calendar.full')}
                          </Badge>
                        ) : (
                          <span aria-hidden="true">{`${slot.booked}/${slot.capacity}`}</span>
                        )}
                        <span className={styles.srOnly}>
                          {`${name}, ${t('registration.appointments.calendar.places', { booked: slot.booked, capacity: slot.capacity })}`}
                          {slot.past ? `, ${t('registration.appointments.calendar.past')}` : ''}
                        </span>
                      </span>
                      {bookable ? (
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={<CalendarAddRegular />}
                          aria-label={t('registration.appointments.calendar.bookSlot', { slot: name })}
                          onClick={(event) => onBook(slot, event.currentTarget)}
                        >
                          {t('registration.appointments.calendar.book')}
                        </Button>
                      ) : null}
                    </div>
                    {slot.exams.length ? (
                      <div className={styles.patients}>
                        {slot.exams.map((exam) => (
                          <BookedExamButton key={exam.id} exam={exam} canMove={canBook} onAction={(action, chosen, opener) => onExam(action, chosen, slot, opener)} />
                        ))}
                      </div>
                    ) : null}
                  </div>
                )
              })}
            </div>
          )
        })}
      </div>
    </div>
  )
}
