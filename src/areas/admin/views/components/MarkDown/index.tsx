import { Field, Textarea, Title3 } from '@fluentui/react-components'
import { marked } from 'marked'
import { useId, useMemo, useState } from 'react'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { ReportHtml } from '../../../../../ui/report/ReportHtml'
import { useGalleryStyles } from '../galleryStyles'
import { galleryMessages } from '../messages'

/**
 * Markdown editing with a live preview (`components/MarkDown`, eladmin's Markdown page): `marked` turns the text into
 * HTML, which the report sanitiser then reduces to its allowed elements before anything is rendered — raw HTML in the
 * Markdown (a script, an `onerror`) never runs. `marked` loads with this view only.
 */
export default function MarkdownView() {
  useMessages(galleryMessages)
  const t = useT()
  const styles = useGalleryStyles()
  const previewId = useId()
  const sample = t('gallery.markdown.sample')
  const [text, setText] = useState<string | null>(null)
  const value = text ?? sample
  const html = useMemo(() => marked.parse(value, { async: false, gfm: true, breaks: true }), [value])
  return (
    <section className={styles.page} aria-label={t('gallery.markdown.title')}>
      <Title3 as="h1" className={styles.heading}>{t('gallery.markdown.title')}</Title3>
      <div className={styles.panes}>
        <Field className={styles.pane} label={t('gallery.markdown.label')}>
          <Textarea className={styles.source} value={value} rows={16} resize="vertical" onChange={(_, data) => setText(data.value)} data-markdown-source />
        </Field>
        <div className={styles.pane}>
          <h2 id={previewId} className={styles.subheading}>{t('gallery.markdown.preview')}</h2>
          <div className={styles.output} role="region" aria-labelledby={previewId} data-markdown-preview>
            <ReportHtml html={html} />
          </div>
        </div>
      </div>
    </section>
  )
}
