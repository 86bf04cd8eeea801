import { makeStyles, tokens } from '@fluentui/react-components'
import { useT } from '../../../../../ui/i18n/useT'

const useStyles = makeStyles({
  letterhead: { textAlign: 'center', borderBottom: `0.5mm solid ${tokens.colorNeutralForeground1}`, paddingBottom: '2mm', marginBottom: '3mm' },
  hospital: { margin: 0, fontSize: '16pt', fontWeight: tokens.fontWeightSemibold },
  kind: { margin: 0, fontSize: '12pt' },
  facts: { width: '100%', borderCollapse: 'collapse', fontSize: '9.5pt', marginBottom: '3mm' },
  cell: { paddingBlock: '0.8mm', paddingInlineEnd: '3mm', verticalAlign: 'top' },
  heading: { margin: '2mm 0 1mm', fontSize: '10.5pt', fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, fontSize: '10pt', lineHeight: 1.5 },
  signatures: { display: 'flex', justifyContent: 'space-between', marginTop: '5mm', fontSize: '9.5pt', borderTop: `0.2mm solid ${tokens.colorNeutralStroke1}`, paddingTop: '2mm' },
})

/**
 * A sample pathology report laid out as the printed reports are (letterhead, patient facts, findings, diagnosis,
 * signatures), with invented content, in the page's language: something to judge fonts, spacing and margins by.
 */
export function SampleReport() {
  const t = useT()
  const styles = useStyles()
  const p = 'pathology.printTest.sample.'
  const facts: [string, string][][] = [
    [[t(`${p}patient`), t(`${p}patientValue`)], [t(`${p}gender`), t(`${p}genderValue`)], [t(`${p}age`), '34']],
    [[t(`${p}specimenNo`), 'S25-00000'], [t(`${p}dept`), t(`${p}deptValue`)], [t(`${p}received`), '2025-06-01 09:30']],
  ]
  return (
    <article data-testid="sample-report">
      <header className={styles.letterhead}>
        <p className={styles.hospital}>{t(`${p}hospital`)}</p>
        <p className={styles.kind}>{t(`${p}kind`)}</p>
      </header>
      <table className={styles.facts}>
        <tbody>
          {facts.map((row, i) => (
            <tr key={i}>
              {row.map(([term, value]) => (
                <td key={term} className={styles.cell}>{t(`${p}fact`, { term, value })}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className={styles.heading}>{t(`${p}grossTitle`)}</h2>
      <p className={styles.text}>{t(`${p}gross`)}</p>
      <h2 className={styles.heading}>{t(`${p}microTitle`)}</h2>
      <p className={styles.text}>{t(`${p}micro`)}</p>
      <h2 className={styles.heading}>{t(`${p}diagnosisTitle`)}</h2>
      <p className={styles.text}>{t(`${p}diagnosis`)}</p>
      <footer className={styles.signatures}>
        <span>{t(`${p}pathologist`)}</span>
        <span>{t(`${p}auditor`)}</span>
        <span>{t(`${p}date`)}</span>
      </footer>
    </article>
  )
}
