import { Subtitle1 } from '@fluentui/react-components'
import { useT } from '../../../../../ui/i18n/useT'
import { DraftField } from './DraftField'
import { useHospitalConfigStyles } from './hospitalConfig.styles'
import { LogoField } from './LogoField'
import type { HospitalConfigController } from './useHospitalConfig'

/**
 * The hospital's identity: name, console title, address and phone, footer and case number, logo, public and
 * feedback addresses.
 *
 * @example
 * <IdentitySection form={form} readOnly={!canEdit} />
 */
export function IdentitySection({ form, readOnly }: { form: HospitalConfigController; readOnly: boolean }) {
  const styles = useHospitalConfigStyles()
  const t = useT()
  const field = (name: Parameters<typeof DraftField>[0]['name'], hint = false, required = false) => (
    <DraftField form={form} name={name} label={t(`hospitalConfig.identity.${name}`)} hint={hint ? t(`hospitalConfig.identity.${name}Hint`) : undefined}
      required={required} readOnly={readOnly} inputMode={name.endsWith('Url') ? 'url' : undefined} />
  )
  return (
    <section className={styles.section} aria-labelledby="hospital-identity">
      <Subtitle1 as="h2" id="hospital-identity" className={styles.sectionHeading}>{t('hospitalConfig.identity.heading')}</Subtitle1>
      <div className={styles.grid}>
        {field('name', false, true)}
        {field('consoleTitle', true)}
        {field('address')}
        {field('phone')}
        {field('footer', true)}
        {field('caseNumber')}
        {field('publicBaseUrl', true)}
        {field('feedbackUrl', true)}
      </div>
      <LogoField form={form} readOnly={readOnly} />
    </section>
  )
}
