import { makeStyles, tokens } from '@fluentui/react-components'
import { WarningRegular } from '@fluentui/react-icons'
import type { SpecimenDto } from '../../../../../core/contract'
import { useT } from '../../../../../ui/i18n/useT'
import { linkPending } from './specimenLink'

const useStyles = makeStyles({
  pending: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, color: tokens.colorPaletteDarkOrangeForeground1 },
})

/** The biopsy a specimen was made of (site and bottle), marked when the biopsy does not name the specimen yet. */
export function BiopsyCell({ specimen }: { specimen: SpecimenDto }) {
  const t = useT()
  const styles = useStyles()
  if (!specimen.biopsy) return null
  const label = `${specimen.biopsy.site} · ${specimen.biopsy.bottleNo}`
  if (!linkPending(specimen)) return <>{label}</>
  return (
    <span className={styles.pending}>
      <WarningRegular aria-hidden />
      {t('resources.specimen.notLinked', { label })}
    </span>
  )
}
