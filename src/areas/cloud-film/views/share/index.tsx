import {
  Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, MessageBar, MessageBarBody, MessageBarTitle,
  Spinner, tokens,
} from '@fluentui/react-components'
import { DismissRegular, ImageMultipleRegular } from '@fluentui/react-icons'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import type { ShareLinkProbe, ShareOpenAnswer } from '../../../../core/contract'
import { http } from '../../../../core/http/http'
import { HttpError } from '../../../../core/http/HttpError'
import { useReturnFocus } from '../../../../ui/a11y/useReturnFocus'
import { useViewParams } from '../../../../ui/area/viewParams'
import { LazyElement } from '../../../../ui/element/LazyElement'
import { useMessages } from '../../../../ui/i18n/useMessages'
import { useT } from '../../../../ui/i18n/useT'
import { shareMessages } from './messages'

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    minHeight: '100dvh',
    maxWidth: '960px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  hospital: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightRegular },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '320px' },
  code: { fontSize: tokens.fontSizeBase500, letterSpacing: '0.3em' },
  report: { display: 'block', minWidth: 0, overflowX: 'auto' },
  imagesButton: { alignSelf: 'flex-start' },
  imagesSurface: {
    width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', padding: 0, borderRadius: 0, display: 'flex',
  },
  imagesBody: { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, gap: 0 },
  imagesBar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: tokens.spacingHorizontalS },
  imagesContent: { flex: 1, minHeight: 0, display: 'flex', padding: 0 },
  viewer: { flex: 1, minHeight: 0, height: '100%', display: 'block' },
})

type Refusal = 'expired' | 'revoked' | 'invalid'

/** Where the page stands: checking the link, asking the code, open, refused, or failed (network). */
type ShareState =
  | { kind: 'checking' }
  | { kind: 'code'; probe: ShareLinkProbe }
  | { kind: 'open'; answer: ShareOpenAnswer }
  | { kind: 'refused'; reason: Refusal; hospital: string | null }
  | { kind: 'failed' }

function reasonOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') return null
  const reason = (error.body as { reason?: unknown }).reason
  return typeof reason === 'string' ? reason : null
}

function refusalOf(error: unknown): Refusal | null {
  const reason = reasonOf(error)
  return reason === 'expired' || reason === 'revoked' || reason === 'invalid' ? reason : null
}

/**
 * The patient's page of a cloud film or report link (`/share/<token>`, public): the hospital's name, the access code
 * when the link asks one (a numeric keyboard on phones; a wrong code and the throttled state said plainly), then the
 * report in `<clinic-report-viewer>` and, for a film with images, a button opening `<clinic-pic-viewer>` full screen.
 * Expired, revoked and unknown links say so and to ask the hospital. It reads with the link's own short-lived share
 * token only: no staff session is created, read or stored.
 */
export default function ShareView() {
  useMessages(shareMessages)
  const t = useT()
  const styles = useStyles()
  const { token = '' } = useViewParams()
  const [state, setState] = useState<ShareState>({ kind: 'checking' })
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [imagesOpen, setImagesOpen] = useState(false)
  const path = `api/share/${encodeURIComponent(token)}`

  const openLink = useCallback(async (accessCode?: string): Promise<void> => {
    const answer = await http.post<ShareOpenAnswer>(`${path}/open`, accessCode === undefined ? {} : { accessCode }, { auth: 'none', silent: true })
    setState({ kind: 'open', answer })
  }, [path])

  useEffect(() => {
    let live = true
    setState({ kind: 'checking' })
    const check = async (): Promise<void> => {
      const probe = await http.get<ShareLinkProbe>(path, undefined, { auth: 'none', silent: true })
      if (!live) return
      if (probe.hasCode) setState({ kind: 'code', probe })
      else await openLink()
    }
    check().catch((error: unknown) => {
      if (!live) return
      const refusal = refusalOf(error)
      setState(refusal ? { kind: 'refused', reason: refusal, hospital: null } : { kind: 'failed' })
    })
    return () => {
      live = false
    }
  }, [path, openLink])

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('cloudFilm.share.codeFormat'))
      return
    }
    setBusy(true)
    setCodeError(null)
    try {
      await openLink(code)
    } catch (error) {
      const reason = reasonOf(error)
      const refusal = refusalOf(error)
      if (reason === 'code') setCodeError(t('cloudFilm.share.wrongCode'))
      else if (reason === 'throttled') setCodeError(t('cloudFilm.share.throttled'))
      else if (refusal) setState({ kind: 'refused', reason: refusal, hospital: state.kind === 'code' ? state.probe.hospital : null })
      else setCodeError(t('cloudFilm.share.failed'))
    } finally {
      setBusy(false)
    }
  }

  const hospital = state.kind === 'code' ? state.probe.hospital : state.kind === 'open' ? state.answer.hospital
    : state.kind === 'refused' ? state.hospital : null

  return (
    <section className={styles.page} aria-labelledby="clinic-share-title" aria-busy={state.kind === 'checking'}>
      <header className={styles.header}>
        {hospital ? <p className={styles.hospital}>{hospital}</p> : null}
        <h1 id="clinic-share-title" className={styles.title}>{t('cloudFilm.share.title')}</h1>
      </header>
      {state.kind === 'checking' ? <Spinner size="small" label={t('cloudFilm.share.checking')} /> : null}
      {state.kind === 'failed' ? (
        <MessageBar intent="error" role="alert"><MessageBarBody>{t('cloudFilm.share.failed')}</MessageBarBody></MessageBar>
      ) : null}
      {state.kind === 'refused' ? (
        <MessageBar intent="warning" role="alert" layout="multiline" data-refusal={state.reason}>
          <MessageBarBody>
            <MessageBarTitle>{t(`cloudFilm.share.refused.${state.reason}`)}</MessageBarTitle>
            {' '}{t('cloudFilm.share.askHospital')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {state.kind === 'code' ? (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label={t('cloudFilm.share.codeLabel')}
            hint={codeError ? undefined : t('cloudFilm.share.codeHint')}
            validationState={codeError ? 'error' : 'none'}
            validationMessage={codeError ?? undefined}
          >
            <Input
              className={styles.code}
              value={code}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              onChange={(_e, data) => setCode(data.value.replace(/\D/g, '').slice(0, 6))}
            />
          </Field>
          <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {t('cloudFilm.share.open')}
          </Button>
        </form>
      ) : null}
      {state.kind === 'open' ? (
        <>
          {state.answer.withImages ? (
            <Button className={styles.imagesButton} appearance="primary" icon={<ImageMultipleRegular />} onClick={() => setImagesOpen(true)}>
              {t('cloudFilm.share.images')}
            </Button>
          ) : null}
          <LazyElement
            tag="clinic-report-viewer"
            className={styles.report}
            attributes={{ 'examine-id': String(state.answer.examineId), 'share-token': state.answer.shareToken }}
            loadingLabel={t('cloudFilm.share.loadingReport')}
            failedMessage={t('cloudFilm.share.viewerUnavailable')}
          />
          {imagesOpen ? <ImagesDialog answer={state.answer} onClose={() => setImagesOpen(false)} /> : null}
        </>
      ) : null}
    </section>
  )
}

/** The film's images in `<clinic-pic-viewer>`, filling the screen (a phone's whole window). */
function ImagesDialog({ answer, onClose }: { answer: ShareOpenAnswer; onClose: () => void }) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => { if (!data.open) onClose() }}>
      <DialogSurface className={styles.imagesSurface} aria-describedby={undefined}>
        <DialogBody className={styles.imagesBody}>
          <div className={styles.imagesBar}>
            <DialogTitle>{t('cloudFilm.share.imagesTitle')}</DialogTitle>
            <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('cloudFilm.share.closeImages')} onClick={onClose} />
          </div>
          <DialogContent className={styles.imagesContent}>
            <LazyElement
              tag="clinic-pic-viewer"
              className={styles.viewer}
              attributes={{ 'examine-id': String(answer.examineId), 'share-token': answer.shareToken }}
              loadingLabel={t('cloudFilm.share.loadingImages')}
              failedMessage={t('cloudFilm.share.viewerUnavailable')}
            />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
