import { Button, Dropdown, Field, makeStyles, mergeClasses, Option, Radio, RadioGroup, Text, Title3, tokens } from '@fluentui/react-components'
import { PrintRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useDensity } from '../../../../../ui/density/useDensity'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { printElement } from '../../../../../ui/print/printElement'
import { CalibrationRuler } from './CalibrationRuler'
import { printTestMessages } from './messages'
import { MARGINS, PAPER_SIZES, pageRule, type Margin, type PaperSize } from './paper'
import { SampleReport } from './SampleReport'

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, alignItems: 'flex-end' },
  hint: { color: tokens.colorNeutralForeground3, maxWidth: '80ch' },
  desk: { overflow: 'auto', padding: tokens.spacingHorizontalL, backgroundColor: tokens.colorNeutralBackground3 },
  // The sheet in true size: what is inside measures on screen (at 96 CSS px per inch) what it measures on paper.
  page: {
    boxSizing: 'border-box', backgroundColor: '#fff', color: '#000', boxShadow: tokens.shadow8, marginInline: 'auto', overflow: 'hidden',
    fontFamily: tokens.fontFamilyBase, display: 'flex', flexDirection: 'column', gap: '4mm',
    // On paper the @page margins stand for the padding.
    '@media print': { boxShadow: 'none' },
  },
  ...Object.fromEntries(PAPER_SIZES.map((paper) => [`paper${paper.id}`, { width: `${paper.width}mm`, minHeight: `${paper.height}mm` }])),
  ...Object.fromEntries(MARGINS.map((margin) => [`margin${margin}`, { padding: `${margin}mm` }])),
  calibration: { display: 'flex', flexDirection: 'column', gap: '1mm', fontSize: '8.5pt' },
  caption: { margin: 0 },
})

/**
 * The printer test page (`/test/print`, SPEC §2): choose a paper size (A4, A5, B5, Letter) and margins, see the sheet
 * in true size with a letterhead, a sample report and a 100 mm calibration ruler, and print it through the shared
 * print helper with the matching `@page` rule. A ruler laid on the printout shows whether the printer scales.
 */
export default function PrintTestView() {
  useMessages(printTestMessages)
  const t = useT()
  const styles = useStyles() as Record<string, string>
  const { control } = useDensity()
  const [paper, setPaper] = useState<PaperSize>(PAPER_SIZES[0]!)
  const [margin, setMargin] = useState<Margin>(10)
  const sheet = useRef<HTMLDivElement>(null)
  const p = 'pathology.printTest.'

  return (
    <section className={styles.view} aria-label={t(`${p}title`)}>
      <Title3 as="h1" className={styles.heading}>{t(`${p}title`)}</Title3>
      <Text className={styles.hint}>{t(`${p}hint`)}</Text>
      <div className={styles.controls}>
        <Field label={t(`${p}paper`)}>
          <RadioGroup layout="horizontal" value={paper.id} onChange={(_e, d) => setPaper(PAPER_SIZES.find((s) => s.id === d.value) ?? PAPER_SIZES[0]!)}>
            {PAPER_SIZES.map((s) => (
              <Radio key={s.id} value={s.id} label={t(`${p}paperOption`, { name: s.id, width: s.width, height: s.height })} />
            ))}
          </RadioGroup>
        </Field>
        <Field label={t(`${p}margin`)}>
          <Dropdown
            size={control}
            value={t(`${p}marginOption`, { mm: margin })}
            selectedOptions={[String(margin)]}
            onOptionSelect={(_e, d) => setMargin(Number(d.optionValue) as Margin)}
          >
            {MARGINS.map((m) => (
              <Option key={m} value={String(m)}>{t(`${p}marginOption`, { mm: m })}</Option>
            ))}
          </Dropdown>
        </Field>
        <Button appearance="primary" size={control} icon={<PrintRegular />} onClick={() => sheet.current && printElement(sheet.current, pageRule(paper, margin))}>
          {t(`${p}print`)}
        </Button>
      </div>
      <div className={styles.desk}>
        <div
          ref={sheet}
          className={mergeClasses(styles.page, styles[`paper${paper.id}`], styles[`margin${margin}`])}
          data-testid="print-sheet"
          data-paper={paper.id}
          role="region"
          aria-label={t(`${p}sheet`, { name: paper.id })}
        >
          <SampleReport />
          <div className={styles.calibration}>
            <p className={styles.caption}>{t(`${p}rulerCaption`)}</p>
            <CalibrationRuler label={t(`${p}ruler`)} />
          </div>
        </div>
      </div>
    </section>
  )
}
