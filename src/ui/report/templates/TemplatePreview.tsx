import { Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { Fragment } from 'react'
import { useMessages } from '../../i18n/useMessages'
import { useT } from '../../i18n/useT'
import { templateMessages } from './messages'
import { parsePickLists } from './pickList'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  text: { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  pick: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusSmall,
    paddingInline: tokens.spacingHorizontalXXS,
  },
  first: { fontWeight: tokens.fontWeightSemibold, textDecorationLine: 'underline' },
})

/** Props of {@link TemplatePreview}. */
export interface TemplatePreviewProps {
  /** The texts to show; null shows the hint to choose a template. */
  node: { findings: string; impression: string; recommendation?: string } | null
}

/**
 * A template's texts as the editor will offer them: findings, impression and recommendation, each pick-list shown
 * as its options separated by `/` with the default (the first) underlined.
 *
 * @example
 * <TemplatePreview node={template} />
 */
export function TemplatePreview({ node }: TemplatePreviewProps) {
  useMessages(templateMessages)
  const t = useT()
  const styles = useStyles()
  if (!node) return <Caption1>{t('templates.preview.none')}</Caption1>
  const fields = (['findings', 'impression', 'recommendation'] as const).filter((field) => (node[field] ?? '') !== '')
  return (
    <dl className={styles.root} aria-label={t('templates.preview.label')}>
      {fields.map((field) => (
        <Fragment key={field}>
          <dt className={styles.term}>{t(`templates.preview.${field}`)}</dt>
          <dd className={styles.text}>
            {parsePickLists(node[field] ?? '').map((segment, i) =>
              segment.kind === 'text' ? (
                <Fragment key={i}>{segment.text}</Fragment>
              ) : (
                <span key={i} className={styles.pick} title={t('templates.preview.pickList')}>
                  {segment.options.map((option, o) => (
                    <Fragment key={o}>
                      {o > 0 ? '/' : ''}
                      <span className={o === 0 ? styles.first : undefined}>{option === '' ? t('templates.pick.blank') : option}</span>
                    </Fragment>
                  ))}
                </span>
              ),
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  )
}
