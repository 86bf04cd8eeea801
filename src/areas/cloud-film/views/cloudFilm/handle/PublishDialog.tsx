import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, MessageBar,
  MessageBarBody, Radio, RadioGroup, Select, Spinner, tokens, ToolbarButton,
} from '@fluentui/react-components'
import { CloudArrowUpRegular, SearchRegular } from '@fluentui/react-icons'
import { type FormEvent, useId, useState } from 'react'
import type { ExamDto, Page, ShareLinkDto, ShareLinkExpiresIn, ShareLinkIssued, ShareLinkProbe } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { hasImages } from '../../../../../core/exam/images'
import { useReturnFocus } from '../../../../../ui/a11y/useReturnFocus'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { IssuedFilm } from './IssuedFilm'
import { CLOUD_FILM_EDIT } from './permissions'
import { EXPIRIES } from './ShareLinkActions'

const useStyles = makeStyles({
  surface: { width: 'min(760px, 96vw)', maxWidth: 'none' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  exams: { maxHeight: '40vh', overflowY: 'auto' },
  options: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
})

/** How many exams one search shows. */
const SHOWN = 10

const errorText = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason))

/** The toolbar button of the link list that publishes a cloud film (with `cloudFilm:edit`); the list reloads after. */
export function PublishButton({ context }: { context: ResourceContext<ShareLinkDto> }) {
  const t = useT()
  const canEdit = useCan(CLOUD_FILM_EDIT)
  const [open, setOpen] = useState(false)
  if (!canEdit) return null
  return (
    <>
      <ToolbarButton appearance="primary" icon={<CloudArrowUpRegular />} onClick={() => setOpen(true)}>{t('cloudFilm.handle.publish')}</ToolbarButton>
      {open ? <PublishDialog onClose={() => setOpen(false)} onPublished={() => void context.refresh()} /> : null}
    </>
  )
}

/** What publishing answered, with what the slip needs besides. */
interface Published {
  issued: ShareLinkIssued
  exam: ExamDto
  hospital: string
}

/**
 * Finds an exam with a signed report (final or corrected: `reading=audited`) by exam number, patient and registration
 * days, and publishes it as a cloud film with the chosen validity, access code and images — then shows the link, its QR
 * code and the code once (IssuedFilm).
 */
function PublishDialog({ onClose, onPublished }: { onClose: () => void; onPublished: () => void }) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  const examsLabel = useId()
  const [blurry, setBlurry] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [found, setFound] = useState<Page<ExamDto> | null>(null)
  const [examId, setExamId] = useState<number | null>(null)
  const [expiresIn, setExpiresIn] = useState<ShareLinkExpiresIn>('7d')
  const [accessCode, setAccessCode] = useState(true)
  const [withImages, setWithImages] = useState(true)
  const [busy, setBusy] = useState<'search' | 'publish' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [published, setPublished] = useState<Published | null>(null)
  const exam = found?.content.find((e) => e.id === examId) ?? null

  const search = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (from && to && from > to) {
      setError(t('cloudFilm.handle.search.badRange'))
      return
    }
    setBusy('search')
    try {
      const page = await http.get<Page<ExamDto>>('api/exams', {
        reading: 'audited', page: 0, size: SHOWN, ...(blurry.trim() ? { blurry: blurry.trim() } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}),
      }, { quietStatuses: [400] })
      setFound(page)
      setExamId(page.content.length === 1 ? page.content[0]!.id : null)
    } catch (reason) {
      setError(errorText(reason))
    } finally {
      setBusy(null)
    }
  }

  const publish = async () => {
    if (!exam) {
      setError(t('cloudFilm.handle.search.choose'))
      return
    }
    setBusy('publish')
    setError(null)
    try {
      const issued = await http.post<ShareLinkIssued>('api/shareLinks', {
        examineId: exam.id, kind: 'film', withImages: withImages && hasImages(exam), expiresIn, accessCode,
      }, { quietStatuses: [400, 403, 404] })
      // The slip's hospital is what the patient's page will say: the link's own public probe.
      const probe = await http.get<ShareLinkProbe>(`api/share/${issued.url.slice('/share/'.length)}`, undefined, { auth: 'none', silent: true }).catch(() => null)
      setPublished({ issued, exam, hospital: probe?.hospital ?? '' })
      onPublished()
    } catch (reason) {
      setError(errorText(reason))
    } finally {
      setBusy(null)
    }
  }

  const examLabel = (e: ExamDto) => t('cloudFilm.handle.search.exam', {
    examNo: e.examNo, patientName: e.patientName, modality: e.modality, examItem: e.examItem, registerTime: e.registerTime.slice(0, 10),
  }) + (hasImages(e) ? '' : ` (${t('cloudFilm.handle.search.noStudy')})`)

  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => { if (!d.open) onClose() }}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>
            {published ? t('cloudFilm.handle.issued.title', { name: `${published.exam.patientName} ${published.exam.examNo}` }) : t('cloudFilm.handle.search.title')}
          </DialogTitle>
          <DialogContent className={styles.body}>
            {published ? (
              <IssuedFilm issued={published.issued} exam={published.exam} hospital={published.hospital} />
            ) : (
              <>
                <form role="search" aria-label={t('cloudFilm.handle.search.region')} className={styles.search} onSubmit={(event) => void search(event)}>
                  <Field label={t('cloudFilm.handle.search.blurry')}>
                    <Input value={blurry} maxLength={100} contentBefore={<SearchRegular />} onChange={(_e, d) => setBlurry(d.value)} />
                  </Field>
                  <Field label={t('cloudFilm.handle.search.from')}>
                    <Input type="date" value={from} onChange={(_e, d) => setFrom(d.value)} />
                  </Field>
                  <Field label={t('cloudFilm.handle.search.to')}>
                    <Input type="date" value={to} onChange={(_e, d) => setTo(d.value)} />
                  </Field>
                  <Button type="submit" appearance="secondary" disabled={busy !== null} icon={busy === 'search' ? <Spinner size="tiny" /> : <SearchRegular />}>
                    {t('cloudFilm.handle.search.search')}
                  </Button>
                </form>
                {found ? (
                  found.content.length === 0 ? (
                    <p role="status" className={styles.hint}>{t('cloudFilm.handle.search.none')}</p>
                  ) : (
                    <div className={styles.exams}>
                      <span id={examsLabel}>{t('cloudFilm.handle.search.exams')}</span>
                      <RadioGroup aria-labelledby={examsLabel} value={examId === null ? '' : String(examId)} onChange={(_e, d) => {
                        setExamId(Number(d.value))
                        setWithImages(true)
                      }}>
                        {found.content.map((e) => <Radio key={e.id} value={String(e.id)} label={examLabel(e)} />)}
                      </RadioGroup>
                      {found.totalElements > found.content.length ? (
                        <p role="status" className={styles.hint}>{t('cloudFilm.handle.search.more', { shown: found.content.length, total: found.totalElements })}</p>
                      ) : null}
                    </div>
                  )
                ) : null}
                {exam ? (
                  <div className={styles.options}>
                    <Field label={t('cloudFilm.handle.options.expiresIn')}>
                      <Select value={expiresIn} onChange={(_e, d) => setExpiresIn(d.value as ShareLinkExpiresIn)}>
                        {EXPIRIES.map((value) => <option key={value} value={value}>{t(`resources.shareLink.expiresIn.${value}`)}</option>)}
                      </Select>
                    </Field>
                    <Checkbox label={t('cloudFilm.handle.options.accessCode')} checked={accessCode} onChange={(_e, d) => setAccessCode(d.checked === true)} />
                    {hasImages(exam) ? (
                      <Checkbox label={t('cloudFilm.handle.options.withImages')} checked={withImages} onChange={(_e, d) => setWithImages(d.checked === true)} />
                    ) : (
                      <p className={styles.hint}>{t('cloudFilm.handle.options.noImages')}</p>
                    )}
                  </div>
                ) : null}
              </>
            )}
            {error ? <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar> : null}
          </DialogContent>
          <DialogActions>
            {published ? null : (
              <Button appearance="primary" disabled={busy !== null || !exam} icon={busy === 'publish' ? <Spinner size="tiny" /> : undefined} onClick={() => void publish()}>
                {t('cloudFilm.handle.options.publish')}
              </Button>
            )}
            <Button onClick={onClose}>{t(published ? 'cloudFilm.handle.close' : 'cloudFilm.handle.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
