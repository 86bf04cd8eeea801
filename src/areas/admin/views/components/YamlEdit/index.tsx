import { Field, MessageBar, MessageBarBody, Textarea, Title3 } from '@fluentui/react-components'
import { useId, useMemo, useState } from 'react'
import { parseDocument } from 'yaml'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useGalleryStyles } from '../galleryStyles'
import { galleryMessages } from '../messages'

/** What the YAML text is: empty, valid (with its value), or the first error and where it is. */
type Check =
  | { kind: 'empty' }
  | { kind: 'valid'; value: unknown }
  | { kind: 'invalid'; line: number; column: number; message: string }

/** Parses YAML with the `yaml` library; the first error with its 1-based line and column. */
function checkYaml(text: string): Check {
  if (text.trim() === '') return { kind: 'empty' }
  const doc = parseDocument(text, { prettyErrors: false })
  const error = doc.errors[0]
  if (error) {
    const at = error.linePos?.[0]
    return { kind: 'invalid', line: at?.line ?? 1, column: at?.col ?? 1, message: error.message.split('\n')[0] ?? error.code }
  }
  return { kind: 'valid', value: doc.toJS() as unknown }
}

/**
 * A YAML editor with validation (`components/YamlEdit`): each change is parsed, and the first error is named with its
 * line and column (announced politely); a valid document shows the value it parses to. `yaml` loads with this view only.
 */
export default function YamlEditView() {
  useMessages(galleryMessages)
  const t = useT()
  const styles = useGalleryStyles()
  const parsedId = useId()
  const [text, setText] = useState<string | null>(null)
  const value = text ?? t('gallery.yaml.sample')
  const check = useMemo(() => checkYaml(value), [value])
  const keys = check.kind === 'valid' && check.value !== null && typeof check.value === 'object' ? Object.keys(check.value).length : 0
  return (
    <section className={styles.page} aria-label={t('gallery.yaml.title')}>
      <Title3 as="h1" className={styles.heading}>{t('gallery.yaml.title')}</Title3>
      <div className={styles.panes}>
        <Field
          className={styles.pane}
          label={t('gallery.yaml.label')}
          validationState={check.kind === 'invalid' ? 'error' : 'none'}
          validationMessage={check.kind === 'invalid' ? t('gallery.yaml.invalid', { line: check.line, column: check.column, message: check.message }) : undefined}
        >
          <Textarea className={styles.source} value={value} rows={16} resize="vertical" spellCheck={false} onChange={(_, data) => setText(data.value)} data-yaml-source />
        </Field>
        <div className={styles.pane}>
          <div role="status" aria-live="polite" data-yaml-status={check.kind}>
            {check.kind === 'valid' ? <MessageBar intent="success"><MessageBarBody>{t('gallery.yaml.valid', { count: keys })}</MessageBarBody></MessageBar> : null}
            {check.kind === 'empty' ? <MessageBar intent="info"><MessageBarBody>{t('gallery.yaml.empty')}</MessageBarBody></MessageBar> : null}
          </div>
          {check.kind === 'valid' ? (
            <>
              <h2 id={parsedId} className={styles.subheading}>{t('gallery.yaml.parsed')}</h2>
              <pre className={styles.code} role="region" aria-labelledby={parsedId} tabIndex={0}>{JSON.stringify(check.value, null, 2)}</pre>
            </>
          ) : null}
        </div>
      </div>
    </section>
  )
}
