import { Subtitle1, Switch } from '@fluentui/react-components'
import { useT } from '../../../../../ui/i18n/useT'
import { DraftField } from './DraftField'
import { useHospitalConfigStyles } from './hospitalConfig.styles'
import type { HospitalConfigController } from './useHospitalConfig'

/**
 * The report letterhead: the lines under the hospital's name and whether reports carry a QR code of their page.
 *
 * @example
 * <LetterheadSection form={form} readOnly={!canEdit} />
 */
export function LetterheadSection({ form, readOnly }: { form: HospitalConfigController; readOnly: boolean }) {
  const styles = useHospitalConfigStyles()
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby="hospital-letterhead">
      <Subtitle1 as="h2" id="hospital-letterhead" className={styles.sectionHeading}>{t('hospitalConfig.letterhead.heading')}</Subtitle1>
      <DraftField form={form} name="letterhead" multiline label={t('hospitalConfig.letterhead.lines')} hint={t('hospitalConfig.letterhead.linesHint')} readOnly={readOnly} />
      <Switch label={t('hospitalConfig.letterhead.reportQr')} checked={form.draft?.reportQr ?? false} disabled={readOnly}
        onChange={(_e, data) => form.set('reportQr', data.checked)} />
    </section>
  )
}
