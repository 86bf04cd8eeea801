import { Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { PhraseDto } from '../../../core/contract/template'
import { http } from '../../../core/http'
import { notify } from '../../../core/notify/notifications'
import { useMessages } from '../../i18n/useMessages'
import { useT } from '../../i18n/useT'
import { useQuery } from '../../query/useQuery'
import { templateMessages } from './messages'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, margin: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXXS },
  phrase: { flexGrow: 1, justifyContent: 'flex-start', textAlign: 'start', minWidth: 0, whiteSpace: 'normal', fontWeight: tokens.fontWeightRegular },
})

/** Props of {@link PhraseList}. */
export interface PhraseListProps {
  /** Called with a phrase the user chose, to put in at the editor's cursor. */
  onInsert(text: string): void
  /** The text selected in the editor now: the add button keeps it as a new phrase. */
  selection?: string
}

/** The query key of the signed-in user's phrases. */
const PHRASES = 'api/phrase'

/**
 * The physician's own phrases (常用语) beside the report editor: each a button that inserts it, a delete button per
 * phrase, and an add button that keeps the editor's current selection as a new phrase. Nobody sees another user's.
 *
 * @example
 * <PhraseList selection={editor.selectedText} onInsert={(text) => editor.insert(text)} />
 */
export function PhraseList({ onInsert, selection }: PhraseListProps) {
  useMessages(templateMessages)
  const t = useT()
  const styles = useStyles()
  const { data, reload } = useQuery(PHRASES, (key) => http.get<PhraseDto[]>(key))
  const [busy, setBusy] = useState(false)
  const text = selection?.trim() ?? ''

  const add = async () => {
    if (!text || busy) return
    setBusy(true)
    try {
      await http.post(PHRASES, { text })
      await reload()
      notify({ intent: 'success', message: t('templates.phrases.added'), duration: 2500 })
    } catch {
      // Refused (too long): the shared HTTP client already shows the server's reason.
    } finally {
      setBusy(false)
    }
  }
  const remove = async (phrase: PhraseDto) => {
    try {
      await http.del(PHRASES, [phrase.id])
      await reload()
    } catch {
      // Already on screen (the shared HTTP client shows every failure).
    }
  }

  return (
    <section className={styles.root} aria-label={t('templates.phrases.label')}>
      <div className={styles.head}>
        <Subtitle2 as="h3">{t('templates.phrases.label')}</Subtitle2>
        <Button size="small" icon={<AddRegular />} disabled={!text || busy} onClick={() => void add()}>
          {t('templates.phrases.addSelection')}
        </Button>
      </div>
      {data && data.length === 0 ? <Caption1>{t('templates.phrases.empty')}</Caption1> : null}
      <ul className={styles.list}>
        {(data ?? []).map((phrase) => (
          <li key={phrase.id} className={styles.item}>
            <Button size="small" appearance="subtle" className={styles.phrase} aria-label={t('templates.phrases.insert', { text: phrase.text })} onClick={() => onInsert(phrase.text)}>
              {phrase.text}
            </Button>
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={t('templates.phrases.delete', { text: phrase.text })} onClick={() => void remove(phrase)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
