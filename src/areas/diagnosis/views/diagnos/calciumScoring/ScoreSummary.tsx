import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components'
import { CORONARY_ARTERIES, type CalciumScore } from '../../../../../core/report/agatston'
import { useT } from '../../../../../ui/i18n/useT'
import { useCalciumStyles } from './calciumScoring.styles'

/**
 * The score per artery (Agatston, volume, lesions) and in total, with the risk band and the CAC-DRS category.
 *
 * @example
 * <ScoreSummary score={scoreCalcium(lesions)} />
 */
export function ScoreSummary({ score }: { score: CalciumScore }) {
  const t = useT()
  const styles = useCalciumStyles()
  return (
    <>
      <Table size="small" aria-labelledby="calcium-totals" data-testid="calcium-totals">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('diagnosis.calcium.artery')}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('diagnosis.calcium.agatston')}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('diagnosis.calcium.volume')}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('diagnosis.calcium.count')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {CORONARY_ARTERIES.map((artery) => (
            <TableRow key={artery} data-artery={artery}>
              <TableCell>{artery}</TableCell>
              <TableCell className={styles.number}>{score.arteries[artery].agatston.toFixed(1)}</TableCell>
              <TableCell className={styles.number}>{score.arteries[artery].volume.toFixed(1)}</TableCell>
              <TableCell className={styles.number}>{score.arteries[artery].lesions}</TableCell>
            </TableRow>
          ))}
          <TableRow data-artery="total">
            <TableCell>{t('diagnosis.calcium.total')}</TableCell>
            <TableCell className={styles.number}>{score.reported}</TableCell>
            <TableCell className={styles.number}>{score.volume.toFixed(1)}</TableCell>
            <TableCell className={styles.number}>{CORONARY_ARTERIES.reduce((n, a) => n + score.arteries[a].lesions, 0)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <dl className={styles.summary}>
        <dt className={styles.term}>{t('diagnosis.calcium.risk')}</dt>
        <dd className={styles.value} data-testid="calcium-risk">{t(`diagnosis.calcium.riskBand.${score.risk}`)}</dd>
        <dt className={styles.term}>{t('diagnosis.calcium.cacDrs')}</dt>
        <dd className={styles.value} data-testid="calcium-cacdrs">{score.cacDrs.label}</dd>
      </dl>
    </>
  )
}
