import { Field, Input, mergeClasses, Subtitle1 } from '@fluentui/react-components'
import { useT } from '../../../../../ui/i18n/useT'
import { DraftField } from './DraftField'
import { useHospitalConfigStyles } from './hospitalConfig.styles'
import { useExamNoPreview } from './useExamNoPreview'
import type { HospitalConfigController, ModalityDraft } from './useHospitalConfig'

/** The next number of one modality under the format it would use. */
function NextNumber({ modality, format, label }: { modality: string; format: string; label: string }) {
  const styles = useHospitalConfigStyles()
  const next = useExamNoPreview(modality, format)
  return <output className={styles.next} aria-label={label} data-next={modality}>{next ?? '—'}</output>
}

/**
 * The department rules: the hospital-wide exam-number format and limits, and per modality its own format (with a live
 * preview of its next number), report turnaround limit and critical-value notification limit — empty for the default.
 *
 * @example
 * <RulesSection form={form} readOnly={!canEdit} />
 */
export function RulesSection({ form, readOnly }: { form: HospitalConfigController; readOnly: boolean }) {
  const styles = useHospitalConfigStyles()
  const t = useT()
  const draft = form.draft
  if (!draft) return null
  const input = (row: ModalityDraft, index: number, column: 'examNoFormat' | 'turnaroundMinutes' | 'criticalMinutes', label: string, placeholder: string) => {
    const message = form.error(`modalities.${index}.${column}`)
    return (
      <Field validationMessage={message} validationState={message ? 'error' : 'none'}>
        <Input aria-label={label} value={row[column]} readOnly={readOnly} placeholder={placeholder} inputMode={column === 'examNoFormat' ? undefined : 'numeric'}
          onChange={(_e, data) => form.setModality(index, { [column]: data.value })} />
      </Field>
    )
  }
  const defaultText = (value: string) => t('hospitalConfig.rules.useDefault', { value })
  return (
    <section className={styles.section} aria-labelledby="hospital-rules">
      <Subtitle1 as="h2" id="hospital-rules" className={styles.sectionHeading}>{t('hospitalConfig.rules.heading')}</Subtitle1>
      <div className={styles.grid}>
        <DraftField form={form} name="examNoFormat" required label={t('hospitalConfig.rules.examNoFormat')} hint={t('hospitalConfig.rules.examNoFormatHint')} readOnly={readOnly} />
        <DraftField form={form} name="turnaroundDefaultMinutes" required inputMode="numeric" label={t('hospitalConfig.rules.turnaroundDefault')} readOnly={readOnly} />
        <DraftField form={form} name="criticalDefaultMinutes" required inputMode="numeric" label={t('hospitalConfig.rules.criticalDefault')} readOnly={readOnly} />
      </div>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('hospitalConfig.rules.caption')}</caption>
        <thead>
          <tr>
            {(['modality', 'examNoFormat', 'next', 'turnaround', 'critical'] as const).map((column) => (
              <th key={column} className={styles.th} scope="col">{t(`hospitalConfig.rules.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {draft.modalities.map((row, index) => {
            const modality = `${row.name} (${row.modality})`
            return (
              <tr key={row.modality}>
                <th className={mergeClasses(styles.td, styles.rowHeading)} scope="row">{modality}</th>
                <td className={styles.td}>{input(row, index, 'examNoFormat', t('hospitalConfig.rules.formatOf', { modality }), defaultText(draft.examNoFormat))}</td>
                <td className={styles.td}>
                  <NextNumber modality={row.modality} format={row.examNoFormat.trim() || draft.examNoFormat.trim()} label={t('hospitalConfig.rules.nextOf', { modality })} />
                </td>
                <td className={styles.td}>{input(row, index, 'turnaroundMinutes', t('hospitalConfig.rules.turnaroundOf', { modality }), defaultText(draft.turnaroundDefaultMinutes))}</td>
                <td className={styles.td}>{input(row, index, 'criticalMinutes', t('hospitalConfig.rules.criticalOf', { modality }), defaultText(draft.criticalDefaultMinutes))}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
