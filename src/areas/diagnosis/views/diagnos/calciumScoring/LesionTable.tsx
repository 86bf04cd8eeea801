import { Button, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useEffect, useRef } from 'react'
import type { CoronaryArtery } from '../../../../../core/contract/calcium'
import { CORONARY_ARTERIES, type LesionScore } from '../../../../../core/report/agatston'
import { useT } from '../../../../../ui/i18n/useT'
import { useCalciumStyles } from './calciumScoring.styles'
import type { LesionRow } from './lesionRows'

/** Props of the lesion table. */
export interface LesionTableProps {
  rows: readonly LesionRow[]
  scores: readonly LesionScore[]
  onArtery: (key: string, artery: CoronaryArtery | null) => void
  onRemove: (key: string) => void
  readOnly: boolean
}

/**
 * One row per lesion (ROI) with its slice, calcified area, peak, density weight and Agatston score; the artery is a
 * native select (keyboard and screen readers know it); a lesion can be removed from the score, the keyboard going on to
 * the next lesion's remove button (or the table's place when none is left).
 *
 * @example
 * <LesionTable rows={rows} scores={score.lesions} onArtery={setArtery} onRemove={remove} readOnly={false} />
 */
export function LesionTable({ rows, scores, onArtery, onRemove, readOnly }: LesionTableProps) {
  const t = useT()
  const styles = useCalciumStyles()
  const place = useRef<HTMLElement | null>(null)
  // The row whose remove button was pressed: its button goes with it.
  const removedAt = useRef<number | null>(null)
  useEffect(() => {
    if (removedAt.current === null) return
    const at = removedAt.current
    removedAt.current = null
    const buttons = place.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? []
    ;(buttons[Math.min(at, buttons.length - 1)] ?? place.current)?.focus()
  }, [rows])
  const remove = (key: string, at: number) => {
    removedAt.current = at
    onRemove(key)
  }
  if (!rows.length) {
    return (
      <p ref={(node) => void (place.current = node)} tabIndex={-1}>
        {t('diagnosis.calcium.noLesions')}
      </p>
    )
  }
  return (
    <Table ref={(node) => void (place.current = node)} size="small" aria-labelledby="calcium-lesions">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('diagnosis.calcium.col.n')}</TableHeaderCell>
          <TableHeaderCell>{t('diagnosis.calcium.col.slice')}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t('diagnosis.calcium.col.area')}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t('diagnosis.calcium.col.peak')}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t('diagnosis.calcium.col.weight')}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t('diagnosis.calcium.col.score')}</TableHeaderCell>
          <TableHeaderCell>{t('diagnosis.calcium.col.artery')}</TableHeaderCell>
          <TableHeaderCell>{t('diagnosis.calcium.col.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, i) => {
          const { lesion } = row
          const score = scores[i]
          const n = i + 1
          const slice = lesion.imageIndex === undefined ? '—' : lesion.sliceLocation === undefined ? String(lesion.imageIndex + 1)
            : t('diagnosis.calcium.sliceValue', { n: lesion.imageIndex + 1, location: lesion.sliceLocation.toFixed(1) })
          return (
            <TableRow key={row.key} data-lesion={row.key}>
              <TableCell>
                {n}
                {row.roiId === null ? <span className={styles.muted}>{` (${t('diagnosis.calcium.saved')})`}</span> : null}
              </TableCell>
              <TableCell>{slice}</TableCell>
              <TableCell className={styles.number}>{lesion.area.toFixed(2)}</TableCell>
              <TableCell className={styles.number}>{Math.round(lesion.peak)}</TableCell>
              <TableCell className={styles.number}>{score?.weight ?? 0}</TableCell>
              <TableCell className={styles.number}>
                {score?.counted ? score.agatston.toFixed(1) : <span title={t('diagnosis.calcium.ignored')}>{`0 — ${t('diagnosis.calcium.ignored')}`}</span>}
              </TableCell>
              <TableCell>
                <Select
                  size="small"
                  aria-label={t('diagnosis.calcium.arteryOf', { n })}
                  value={lesion.artery ?? ''}
                  disabled={readOnly}
                  onChange={(_e, d) => onArtery(row.key, (d.value || null) as CoronaryArtery | null)}
                >
                  <option value="">{t('diagnosis.calcium.chooseArtery')}</option>
                  {CORONARY_ARTERIES.map((artery) => <option key={artery} value={artery}>{artery}</option>)}
                </Select>
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  disabled={readOnly}
                  aria-label={t('diagnosis.calcium.remove', { n })}
                  title={t('diagnosis.calcium.remove', { n })}
                  data-remove
                  onClick={() => remove(row.key, i)}
                />
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
