import {
  Button, Field, Input, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Textarea,
} from '@fluentui/react-components'
import { useMemo, useState, type FormEvent } from 'react'
import type { QcSampleDetailDto, QcSampleDto, QcScoreEntry, QcScoreItemDto } from '../../core/contract'
import { http } from '../../core/http/http'
import { notify } from '../../core/notify/notifications'
import { QC_SCALE_GRADES, scoreQcSheet } from '../../core/qc/scoreSheet'
import { useT } from '../../ui/i18n/useT'
import { useQcStyles } from './qc.styles'

type Values = Record<number, string>

function initialValues(sample: QcSampleDetailDto): Values {
  const saved = new Map((sample.score?.entries ?? []).map((entry) => [entry.itemId, entry.value]))
  return Object.fromEntries(sample.items.map((item) => [item.id, saved.has(item.id) ? String(saved.get(item.id)) : item.scale === 'points' ? '0' : '']))
}

/** The entries the values make; an empty value is left out (the sheet then says the item is not scored). */
function entriesOf(items: readonly QcScoreItemDto[], values: Values): QcScoreEntry[] {
  return items.filter((item) => values[item.id] !== '' && values[item.id] !== undefined).map((item) => ({ itemId: item.id, value: Number(values[item.id]) }))
}

/**
 * A sample's score sheet: per image item a deduction or a grade, per report item a deduction, a comment, and the total
 * and grades computed as the reviewer types by the same shared function the server stores them with. Values off an
 * item's scale are marked on their field and nothing is computed from them; saving sends the entries, the server
 * computes again.
 */
export function ScoreSheet({ sample, onSaved }: { sample: QcSampleDetailDto; onSaved: (answer: QcSampleDto) => void }) {
  const t = useT()
  const styles = useQcStyles()
  const [values, setValues] = useState<Values>(() => initialValues(sample))
  const [comment, setComment] = useState(sample.score?.comment ?? '')
  const [busy, setBusy] = useState(false)
  const outcome = useMemo(() => scoreQcSheet(sample.items, entriesOf(sample.items, values), sample.cutoffs), [sample, values])
  const errorOf = (item: QcScoreItemDto): string | undefined => {
    if (outcome.ok) return undefined
    const error = outcome.errors.find((e) => e.itemId === item.id)
    if (!error || error.reason === 'missing') return undefined
    return t('qc.sheet.outOfRange', { max: item.maxPoints })
  }
  const missing = outcome.ok ? 0 : outcome.errors.filter((e) => e.reason === 'missing').length

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!outcome.ok || busy) return
    setBusy(true)
    try {
      const answer = await http.put<QcSampleDto>(`api/qc/sample/${sample.id}/score`, {
        entries: entriesOf(sample.items, values), comment: comment || null, version: sample.score?.version ?? 0,
      })
      notify({ intent: 'success', duration: 3000, message: t('qc.sheet.saved', { examNo: sample.examNo, score: answer.score?.reportScore ?? '', grade: answer.score?.grade ?? '' }) })
      onSaved(answer)
    } catch {
      // The HTTP layer shows the refusal (a stale version, a closed task).
    } finally {
      setBusy(false)
    }
  }

  const part = (name: 'image' | 'report') => {
    const items = sample.items.filter((item) => item.part === name)
    if (items.length === 0) return null
    return (
      <Table size="small" aria-label={t(`qc.part.${name}`)} data-testid={`qc-sheet-${name}`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('qc.sheet.item')}</TableHeaderCell>
            <TableHeaderCell>{t('qc.sheet.rule')}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('qc.sheet.max')}</TableHeaderCell>
            <TableHeaderCell>{t('qc.sheet.value')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => {
            const error = errorOf(item)
            const set = (value: string) => setValues((current) => ({ ...current, [item.id]: value }))
            return (
              <TableRow key={item.id} data-item={item.id}>
                <TableCell>{item.name}</TableCell>
                <TableCell className={styles.muted}>{item.rule ?? ''}</TableCell>
                <TableCell className={styles.number}>{item.scale === 'points' ? item.maxPoints : '—'}</TableCell>
                <TableCell>
                  <Field validationMessage={error} validationState={error ? 'error' : 'none'}>
                    {item.scale === 'points' ? (
                      <Input type="number" className={styles.sheetInput} min={0} max={item.maxPoints} step={0.5} value={values[item.id] ?? ''}
                        aria-label={t('qc.sheet.deductionFor', { name: item.name, max: item.maxPoints })} onChange={(_, data) => set(data.value)} />
                    ) : (
                      <Select value={values[item.id] ?? ''} aria-label={t('qc.sheet.gradeFor', { name: item.name })} onChange={(_, data) => set(data.value)}>
                        <option value="">{t('qc.sheet.choose')}</option>
                        {QC_SCALE_GRADES[item.scale].map((grade) => <option key={grade.value} value={String(grade.value)}>{grade.label}</option>)}
                      </Select>
                    )}
                  </Field>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    )
  }

  return (
    <form className={styles.pane} onSubmit={(event) => void save(event)} aria-labelledby={`qc-sheet-${sample.id}`} data-testid="qc-score-sheet">
      <h2 id={`qc-sheet-${sample.id}`} className={styles.subheading}>{t('qc.sheet.title', { examNo: sample.examNo })}</h2>
      {part('image')}
      {part('report')}
      <Field label={t('qc.sheet.comment')}>
        <Textarea value={comment} maxLength={2000} onChange={(_, data) => setComment(data.value)} />
      </Field>
      <p className={styles.total} role="status" aria-live="polite" data-testid="qc-sheet-total">
        {outcome.ok
          ? t('qc.sheet.result', {
            points: outcome.result.reportPoints, max: outcome.result.reportMax, score: outcome.result.reportScore, grade: outcome.result.grade ?? '—',
            image: outcome.result.imageGrade ?? '—', level: outcome.result.imageLevel ? t(`qc.level.${outcome.result.imageLevel}`) : '—',
          })
          : missing > 0 ? t('qc.sheet.missing', { count: missing }) : t('qc.sheet.invalid')}
      </p>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={!outcome.ok || busy || !sample.mayScore}>{t('qc.sheet.save')}</Button>
      </div>
    </form>
  )
}
