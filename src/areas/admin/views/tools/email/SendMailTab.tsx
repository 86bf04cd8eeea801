import { Button, Field, Input, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, tokens } from '@fluentui/react-components'
import { SendRegular } from '@fluentui/react-icons'
import { lazy, Suspense, useId, useState, type FormEvent } from 'react'
import type { EmailConfigDto, EmailSendBody, EmailSendResult } from '../../../../../core/contract'
import { HttpError } from '../../../../../core/http/HttpError'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { isValidEmail } from '../../../../../core/validators/validators'
import { useT } from '../../../../../ui/i18n/useT'

// Lexical is large: it loads when this tab opens, not with the view's other tabs.
const RichTextEditor = lazy(() => import('../../../../../ui/richtext/RichTextEditor').then((m) => ({ default: m.RichTextEditor })))

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  label: { fontWeight: tokens.fontWeightSemibold },
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
})

/** The recipients typed as eladmin's comma-separated field (commas, semicolons, spaces or new lines). */
function recipients(text: string): string[] {
  return text.split(/[\s,;，；]+/).map((s) => s.trim()).filter(Boolean)
}

/**
 * The send tab: recipients, subject and a rich-text body, sent with `POST api/email` (the server sanitises the HTML).
 * Without a configured mail server it says so, with a way to the settings; the server's refusal (not configured,
 * unreachable, sign-in refused) is shown above the form.
 */
export function SendMailTab({ config, onConfigure }: { config: EmailConfigDto | undefined; onConfigure: () => void }) {
  const t = useT()
  const styles = useStyles()
  const ids = useId()
  const [tos, setTos] = useState('')
  const [subject, setSubject] = useState('')
  const [content, setContent] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const list = recipients(tos)
    const found: Record<string, string> = {}
    if (list.length === 0) found.tos = t('email.send.tosRequired')
    else if (list.some((address) => !isValidEmail(address))) found.tos = t('email.send.tosInvalid', { address: list.find((a) => !isValidEmail(a)) ?? '' })
    if (!subject.trim()) found.subject = t('email.send.subjectRequired')
    if (!content.trim()) found.content = t('email.send.contentRequired')
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) return
    setSending(true)
    try {
      const body: EmailSendBody = { tos: list, subject, content }
      const result = await http.post<EmailSendResult>('api/email', body, { quietStatuses: [400, 409, 502] })
      notify({ intent: 'success', message: t('email.send.sent', { count: result.accepted.length }), duration: 4000 })
      setSubject('')
      setContent('')
    } catch (error) {
      if (error instanceof HttpError && error.kind === 'status') setFailure(error.message)
    } finally {
      setSending(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void send(e)} noValidate aria-label={t('email.tabs.send')}>
      {config && !config.configured ? (
        <MessageBar intent="warning" layout="multiline" data-testid="mail-not-configured">
          <MessageBarBody>
            <MessageBarTitle>{t('email.notConfigured')}</MessageBarTitle>
            {t('email.send.needsServer')}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={onConfigure}>{t('email.send.configure')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {failure ? (
        <MessageBar intent="error" role="alert"><MessageBarBody>{t('email.send.failed', { message: failure })}</MessageBarBody></MessageBar>
      ) : null}
      <Field label={t('email.send.tos')} required hint={t('email.send.tosHint')} validationMessage={errors.tos}>
        <Input value={tos} onChange={(_e, d) => setTos(d.value)} type="text" inputMode="email" />
      </Field>
      <Field label={t('email.send.subject')} required validationMessage={errors.subject}>
        <Input value={subject} onChange={(_e, d) => setSubject(d.value)} maxLength={200} />
      </Field>
      <div className={styles.editor}>
        <span className={styles.label} id={`${ids}-content`}>{t('email.send.content')}</span>
        <Suspense fallback={<Spinner size="small" label={t('email.send.editorLoading')} />}>
          <RichTextEditor label={t('email.send.content')} value={content} onChange={setContent} {...(errors.content ? { describedBy: `${ids}-content-error` } : {})} />
        </Suspense>
        {errors.content ? <MessageBar intent="error" id={`${ids}-content-error`}><MessageBarBody>{errors.content}</MessageBarBody></MessageBar> : null}
      </div>
      <div>
        <Button type="submit" appearance="primary" icon={sending ? <Spinner size="tiny" /> : <SendRegular />} disabled={sending}>{t('email.send.send')}</Button>
      </div>
    </form>
  )
}
