import { Title3 } from '@fluentui/react-components'
import { useId, useState } from 'react'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { ReportHtml } from '../../../../../ui/report/ReportHtml'
import { RichTextEditor } from '../../../../../ui/richtext/RichTextEditor'
import { useGalleryStyles } from '../galleryStyles'
import { galleryMessages } from '../messages'

/**
 * The rich-text editor of the console (`components/Editor`, eladmin's 富文本): the shared Lexical editor of
 * `src/ui/richtext`, its HTML output beside it — rendered through the report sanitiser, and as source text. Lexical
 * loads with this view only.
 */
export default function EditorView() {
  useMessages(galleryMessages)
  const t = useT()
  const styles = useGalleryStyles()
  const previewId = useId()
  const sourceId = useId()
  const [html, setHtml] = useState<string | null>(null)
  const value = html ?? t('gallery.editor.sample')
  return (
    <section className={styles.page} aria-label={t('gallery.editor.title')}>
      <Title3 as="h1" className={styles.heading}>{t('gallery.editor.title')}</Title3>
      <div className={styles.panes}>
        <div className={styles.pane}>
          <RichTextEditor value={value} onChange={setHtml} label={t('gallery.editor.label')} />
        </div>
        <div className={styles.pane}>
          <h2 className={styles.subheading}>{t('gallery.editor.output')}</h2>
          <h3 id={previewId} className={styles.subheading}>{t('gallery.editor.preview')}</h3>
          <div className={styles.output} role="region" aria-labelledby={previewId} data-editor-preview>
            <ReportHtml html={value} />
          </div>
          <h3 id={sourceId} className={styles.subheading}>{t('gallery.editor.source')}</h3>
          <pre className={styles.code} role="region" aria-labelledby={sourceId} tabIndex={0} data-editor-source>{value}</pre>
        </div>
      </div>
    </section>
  )
}
