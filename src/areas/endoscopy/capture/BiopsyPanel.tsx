import { Badge, Button, Combobox, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular, EditRegular, TextBulletListAddRegular } from '@fluentui/react-icons'
import { useId, useState, type FormEvent } from 'react'
import type { BiopsyDto } from '../../../core/contract/endoscopy'
import { getOptional } from '../../../core/http/http'
import { HttpError } from '../../../core/http/HttpError'
import { confirm } from '../../../core/notify/confirm'
import { useT } from '../../../ui/i18n/useT'
import { AbsentPart } from '../../../ui/notify/AbsentPart'
import { useQuery } from '../../../ui/query/useQuery'
import { biopsiesKey, createBiopsy, deleteBiopsies, updateBiopsy } from './api'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  table: { borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'start', padding: '4px 8px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** The part of a pathology specimen the biopsy list shows (`GET api/specimen/bySource/{examineId}`, when the backend has it). */
interface SpecimenRef {
  id: number
  specimenNo: string
  state: string
  biopsyId: number | null
}

/**
 * The biopsy lines of the report, in the report's language (Chinese):
 * `活检：胃窦 2 块（1 号瓶）；胃角 1 块（2 号瓶）。`
 *
 * @example
 * biopsyReportText([{ site: '胃窦', pieces: 2, bottleNo: '1' }]) // '活检：胃窦 2 块（1 号瓶）。'
 */
export function biopsyReportText(biopsies: readonly Pick<BiopsyDto, 'site' | 'pieces' | 'bottleNo'>[]): string {
  if (biopsies.length === 0) return ''
  return `活检：${biopsies.map((b) => `${b.site} ${b.pieces} 块（${b.bottleNo} 号瓶）`).join('；')}。`
}

interface Draft {
  id: number | null
  version: number
  site: string
  /** As typed. */
  pieces: string
  bottleNo: string
}

const EMPTY: Draft = { id: null, version: 0, site: '', pieces: '1', bottleNo: '' }

/** Props of {@link BiopsyPanel}. */
export interface BiopsyPanelProps {
  examineId: number
  /** The site labels offered (the strip's list). */
  sites: readonly string[]
  editable: boolean
  /** Writes text into the report at the cursor. */
  insert(text: string): void
}

/**
 * The biopsies of the exam: site, pieces and bottle number, added and changed in place; each shows its pathology
 * specimen and the result's state once the pathology department linked one; Insert writes them into the report.
 */
export function BiopsyPanel({ examineId, sites, editable, insert }: BiopsyPanelProps) {
  const t = useT()
  const styles = useStyles()
  const ids = useId()
  // null: the backend keeps no biopsy records (it lacks the call).
  const { data, reload } = useQuery<BiopsyDto[] | null>(biopsiesKey(examineId), (key) => getOptional<BiopsyDto[]>(key))
  const { data: specimens } = useQuery<SpecimenRef[] | null>(
    data?.some((b) => b.specimenId !== null) ? `api/specimen/bySource/${examineId}` : null,
    (key) => getOptional<SpecimenRef[]>(key).catch(() => null),
  )
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<'site' | 'pieces' | 'bottleNo', string>>>({})
  const [saving, setSaving] = useState(false)
  const biopsies = data ?? []

  const validate = (): boolean => {
    const next: typeof errors = {}
    if (!draft.site.trim()) next.site = t('endoscopy.biopsy.required')
    const pieces = Number(draft.pieces)
    if (!/^\d{1,2}$/.test(draft.pieces.trim()) || pieces < 1 || pieces > 99) next.pieces = t('endoscopy.biopsy.piecesRange')
    if (!draft.bottleNo.trim()) next.bottleNo = t('endoscopy.biopsy.required')
    else if (biopsies.some((b) => b.bottleNo === draft.bottleNo.trim() && b.id !== draft.id)) next.bottleNo = t('endoscopy.biopsy.bottleUsed')
    setErrors(next)
    return Object.keys(next).length === 0
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!validate()) return
    setSaving(true)
    const fields = { site: draft.site.trim(), pieces: Number(draft.pieces.trim()), bottleNo: draft.bottleNo.trim() }
    try {
      if (draft.id === null) await createBiopsy({ examineId, ...fields })
      else await updateBiopsy({ id: draft.id, version: draft.version, ...fields })
      setDraft(EMPTY)
      setErrors({})
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) await reload()
    } finally {
      setSaving(false)
      await reload()
    }
  }

  const remove = async (biopsy: BiopsyDto) => {
    const yes = await confirm({
      title: t('endoscopy.biopsy.deleteTitle'),
      message: t('endoscopy.biopsy.deleteMessage', { site: biopsy.site, bottleNo: biopsy.bottleNo }),
      confirmText: t('endoscopy.biopsy.delete'),
      cancelText: t('endoscopy.cancel'),
    })
    if (!yes) return
    await deleteBiopsies([biopsy.id]).catch(() => undefined)
    await reload()
  }

  const pathologyOf = (biopsy: BiopsyDto) => {
    if (biopsy.specimenId === null) return <span className={styles.muted}>{t('endoscopy.biopsy.notSent')}</span>
    const specimen = specimens?.find((s) => s.biopsyId === biopsy.id)
    if (!specimen) return <Badge appearance="outline" color="informative">{t('endoscopy.biopsy.received')}</Badge>
    const known = ['draft', 'preliminary', 'final', 'amended'].includes(specimen.state) ? specimen.state : 'draft'
    return (
      <Badge appearance={known === 'final' || known === 'amended' ? 'filled' : 'outline'} color={known === 'final' || known === 'amended' ? 'success' : 'warning'}>
        {t(`endoscopy.biopsy.state.${known}`, { no: specimen.specimenNo })}
      </Badge>
    )
  }

  if (data === null) return <AbsentPart what={t('endoscopy.biopsy.title')} />
  return (
    <section className={styles.root} aria-labelledby={`${ids}-title`} data-testid="es-biopsies">
      <h3 id={`${ids}-title`}>{t('endoscopy.biopsy.title')}</h3>
      {biopsies.length === 0 ? <p className={styles.muted}>{t('endoscopy.biopsy.none')}</p> : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('endoscopy.biopsy.site')}</th>
              <th scope="col">{t('endoscopy.biopsy.pieces')}</th>
              <th scope="col">{t('endoscopy.biopsy.bottleNo')}</th>
              <th scope="col">{t('endoscopy.biopsy.takenBy')}</th>
              <th scope="col">{t('endoscopy.biopsy.pathology')}</th>
              {editable ? <th scope="col">{t('endoscopy.biopsy.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {biopsies.map((biopsy) => (
              <tr key={biopsy.id} data-biopsy={biopsy.bottleNo}>
                <td>{biopsy.site}</td>
                <td>{biopsy.pieces}</td>
                <td>{biopsy.bottleNo}</td>
                <td>{biopsy.takenBy} · {biopsy.takenAt.slice(11, 16)}</td>
                <td>{pathologyOf(biopsy)}</td>
                {editable ? (
                  <td className={styles.actions}>
                    <Button size="small" icon={<EditRegular />} aria-label={t('endoscopy.biopsy.editN', { bottleNo: biopsy.bottleNo })}
                      onClick={() => setDraft({ id: biopsy.id, version: biopsy.version, site: biopsy.site, pieces: String(biopsy.pieces), bottleNo: biopsy.bottleNo })} />
                    <Button size="small" icon={<DeleteRegular />} aria-label={t('endoscopy.biopsy.deleteN', { bottleNo: biopsy.bottleNo })}
                      disabled={biopsy.specimenId !== null} onClick={() => void remove(biopsy)} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editable ? (
        <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={draft.id === null ? t('endoscopy.biopsy.add') : t('endoscopy.biopsy.edit')} noValidate>
          <Field label={t('endoscopy.biopsy.site')} required validationMessage={errors.site}>
            <Combobox
              freeform
              value={draft.site}
              selectedOptions={draft.site ? [draft.site] : []}
              onChange={(event) => setDraft((d) => ({ ...d, site: event.target.value }))}
              onOptionSelect={(_e, option) => setDraft((d) => ({ ...d, site: option.optionValue ?? d.site }))}
              data-testid="es-biopsy-site"
            >
              {sites.map((site) => <Option key={site} value={site}>{site}</Option>)}
            </Combobox>
          </Field>
          <Field label={t('endoscopy.biopsy.pieces')} required validationMessage={errors.pieces}>
            <Input
              type="number"
              min={1}
              max={99}
              step={1}
              value={draft.pieces}
              onChange={(_e, data) => setDraft((d) => ({ ...d, pieces: data.value }))}
              data-testid="es-biopsy-pieces"
            />
          </Field>
          <Field label={t('endoscopy.biopsy.bottleNo')} required validationMessage={errors.bottleNo}>
            <Input value={draft.bottleNo} maxLength={30} onChange={(_e, data) => setDraft((d) => ({ ...d, bottleNo: data.value }))} data-testid="es-biopsy-bottle" />
          </Field>
          <Button type="submit" appearance="primary" icon={<AddRegular />} disabled={saving} data-testid="es-biopsy-save">
            {draft.id === null ? t('endoscopy.biopsy.add') : t('endoscopy.biopsy.save')}
          </Button>
          {draft.id !== null ? <Button onClick={() => { setDraft(EMPTY); setErrors({}) }}>{t('endoscopy.cancel')}</Button> : null}
        </form>
      ) : null}
      <div>
        <Button icon={<TextBulletListAddRegular />} disabled={!editable || biopsies.length === 0} onClick={() => insert(biopsyReportText(biopsies))} data-testid="es-biopsy-insert">
          {t('endoscopy.biopsy.insert')}
        </Button>
      </div>
    </section>
  )
}
