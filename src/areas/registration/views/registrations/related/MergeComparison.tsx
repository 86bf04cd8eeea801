import { Badge, makeStyles, Radio, RadioGroup, Spinner, tokens } from '@fluentui/react-components'
import type { ExamDto } from '../../../../../core/contract'
import type { DuplicatePairDto, PatientRecordDto } from '../../../../../core/contract/related'
import { toMinute } from '../../../../../core/format/time'
import { http } from '../../../../../core/http/http'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { margin: 0, color: tokens.colorNeutralForeground3 },
  table: {
    width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed',
    '& th, & td': {
      textAlign: 'start', verticalAlign: 'top', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
    '& thead th': { color: tokens.colorNeutralForeground2 },
    '& tbody th': { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular, width: '110px' },
  },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
  differs: { fontWeight: tokens.fontWeightSemibold },
  mark: { marginInlineStart: tokens.spacingHorizontalXS },
  exams: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** The facts a registrar compares, in order: the message key under `compare.` and how a record says it. */
const FACTS: readonly [key: string, read: (record: PatientRecordDto) => string][] = [
  ['patientId', (r) => r.patientId],
  ['name', (r) => r.name],
  ['gender', (r) => r.gender],
  ['birthDate', (r) => r.birthDate],
  ['idCardNo', (r) => r.idCardNo ?? ''],
  ['phone', (r) => r.phone ?? ''],
  ['hisPatientId', (r) => r.hisPatientId ?? ''],
]

/** Props of {@link MergeComparison}. */
export interface MergeComparisonProps {
  pair: DuplicatePairDto
  /** The id of the record to keep, as text (the form's value). */
  survivorId: string
  onChange: (survivorId: string) => void
}

/**
 * The two records of a probable duplicate side by side — identity, contact and every exam of each — with what differs
 * marked in words, and the choice of the record that survives (the merge dialog's control for `survivorId`).
 *
 * @example
 * <MergeComparison pair={pair} survivorId={String(pair.first.id)} onChange={setSurvivor} />
 */
export function MergeComparison({ pair, survivorId, onChange }: MergeComparisonProps) {
  const t = useT()
  const styles = useStyles()
  const p = 'resources.patientDuplicates'
  const firstExams = useQuery(`api/patients/${encodeURIComponent(pair.first.patientId)}/exams`, (key) => http.get<ExamDto[]>(key))
  const secondExams = useQuery(`api/patients/${encodeURIComponent(pair.second.patientId)}/exams`, (key) => http.get<ExamDto[]>(key))
  const examList = (exams: readonly ExamDto[] | undefined) => {
    if (!exams) return <Spinner size="extra-tiny" label={t(`${p}.compare.loading`)} />
    if (exams.length === 0) return <span className={styles.muted}>{t(`${p}.compare.noExams`)}</span>
    return (
      <ul className={styles.exams}>
        {exams.map((exam) => <li key={exam.id}>{exam.examNo} {exam.examItem} <span className={styles.muted}>{toMinute(exam.registerTime)}</span></li>)}
      </ul>
    )
  }
  return (
    <div className={styles.root}>
      <p className={styles.hint}>{t(`${p}.hint`)}</p>
      <table className={styles.table}>
        <caption className={styles.caption}>{t(`${p}.compare.caption`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${p}.compare.item`)}</th>
            <th scope="col">{t(`${p}.compare.record`, { n: 1 })}</th>
            <th scope="col">{t(`${p}.compare.record`, { n: 2 })}</th>
          </tr>
        </thead>
        <tbody>
          {FACTS.map(([key, read]) => {
            const a = read(pair.first)
            const b = read(pair.second)
            // Two records always have two patient ids: only the facts of the person are compared.
            const differs = key !== 'patientId' && a !== b
            return (
              <tr key={key}>
                <th scope="row">{t(`${p}.compare.${key}`)}</th>
                <td className={differs ? styles.differs : undefined}>{a || '—'}</td>
                <td className={differs ? styles.differs : undefined}>
                  {b || '—'}
                  {differs ? <Badge className={styles.mark} size="small" appearance="outline" color="warning">{t(`${p}.compare.differs`)}</Badge> : null}
                </td>
              </tr>
            )
          })}
          <tr>
            <th scope="row">{t(`${p}.compare.exams`)}</th>
            <td>{examList(firstExams.data)}</td>
            <td>{examList(secondExams.data)}</td>
          </tr>
        </tbody>
      </table>
      <RadioGroup value={survivorId} onChange={(_e, d) => onChange(d.value)} aria-label={t(`${p}.fields.survivorId`)}>
        {[pair.first, pair.second].map((record) => (
          <Radio key={record.id} value={String(record.id)} label={t(`${p}.keep`, { name: record.name, patientId: record.patientId })} />
        ))}
      </RadioGroup>
    </div>
  )
}
