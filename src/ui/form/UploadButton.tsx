import { Caption1, makeStyles, ProgressBar, ToolbarButton, tokens } from '@fluentui/react-components'
import { ArrowUploadRegular } from '@fluentui/react-icons'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import type { QueryValue } from '../../core/http/http'
import { uploadWithProgress } from '../../core/http/upload'
import { notify } from '../../core/notify/notifications'
import { useMessages } from '../i18n/useMessages'
import { useT } from '../i18n/useT'
import { kitMessages } from '../messages'

/** Props of {@link UploadButton}. */
export interface UploadButtonProps {
  /** Where the file is posted (multipart field `file`). */
  url: string
  params?: Record<string, QueryValue>
  /** The file chooser's filter (`image/png,image/jpeg`). */
  accept?: string
  /** Refused before sending when larger. */
  maxBytes: number
  /** The button's text. */
  label: string
  /** After the server took the file, with its answer. */
  onUploaded: (answer: unknown, file: File) => void
  /** Checks a chosen file before it is sent: a message to show, or null to send it. */
  check?: (file: File) => string | null
}

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  progress: { display: 'inline-flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '160px' },
  hidden: { display: 'none' },
})

/**
 * A toolbar button that chooses a file and uploads it with a progress bar (percent sent, announced politely), through
 * `uploadWithProgress`. A file over `maxBytes` or refused by `check` is not sent; the server's refusal is shown as a
 * notification. Leaving the page aborts an upload in progress. Must sit inside a Fluent `Toolbar`.
 *
 * @example
 * <UploadButton url="api/localStorage" maxBytes={100 * 1024 * 1024} label={t('storage.upload')} onUploaded={() => void list.refresh()} />
 */
export function UploadButton({ url, params, accept, maxBytes, label, onUploaded, check }: UploadButtonProps) {
  useMessages(kitMessages)
  const t = useT()
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const [sent, setSent] = useState<number | null>(null)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refusal = file.size > maxBytes ? t('kit.field.tooLarge', { max: Math.round(maxBytes / 1024 / 1024) }) : (check?.(file) ?? null)
    if (refusal) {
      notify({ intent: 'warning', message: refusal })
      return
    }
    const form = new FormData()
    form.append('file', file)
    const controller = new AbortController()
    running.current = controller
    setSent(0)
    try {
      const answer = await uploadWithProgress(url, form, {
        ...(params ? { params } : {}),
        signal: controller.signal,
        onProgress: (loaded, total) => setSent(total > 0 ? loaded / total : 0),
      })
      notify({ intent: 'success', message: t('kit.field.uploaded', { name: file.name }), duration: 2500 })
      onUploaded(answer, file)
    } catch {
      // uploadWithProgress has shown the server's reason (or the upload was abandoned with the page).
    } finally {
      if (running.current === controller) running.current = null
      if (!controller.signal.aborted) setSent(null)
    }
  }

  const percent = sent === null ? 0 : Math.round(sent * 100)
  return (
    <span className={styles.root}>
      <input ref={input} className={styles.hidden} type="file" tabIndex={-1} aria-hidden="true" {...(accept ? { accept } : {})} onChange={(e) => void onFile(e)} />
      <ToolbarButton appearance="primary" icon={<ArrowUploadRegular />} disabled={sent !== null} onClick={() => input.current?.click()}>
        {label}
      </ToolbarButton>
      {sent !== null ? (
        <span className={styles.progress}>
          <ProgressBar value={sent} max={1} thickness="large" aria-label={t('kit.field.uploading', { percent })} />
          <Caption1 role="status">{t('kit.field.uploading', { percent })}</Caption1>
        </span>
      ) : null}
    </span>
  )
}
