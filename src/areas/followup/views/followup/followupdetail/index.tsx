import { Button, makeStyles, MessageBar, MessageBarBody, Text, Title3, tokens } from '@fluentui/react-components'
import { ArrowLeftRegular, CheckmarkCircleRegular, ArrowUndoRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useMemo, useState } from 'react'
import type { FollowupCaseDetailDto, FollowupRecordDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { confirm } from '../../../../../core/notify/confirm'
import { notify } from '../../../../../core/notify/notifications'
import { invalidate } from '../../../../../core/query/query'
import { $user } from '../../../../../core/session/stores'
import { useViewParams } from '../../../../../ui/area/viewParams'
import { useNavigateTo } from '../../../../../ui/element/navigate'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { useQuery } from '../../../../../ui/query/useQuery'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { CategoryBadge } from '../../../CategoryBadge'
import { FOLLOWUP_PERMISSIONS, LIST_PATH } from '../../../followupOptions'
import { followupMessages } from '../../../messages'
import { CaseSummary } from './CaseSummary'
import { followupDetailMessages } from './messages'
import { recordResource } from './record.resource'
import { SpecimenPicker } from './SpecimenPicker'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, flexGrow: 1 },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
})

function localToday(): string {
  const d = new Date()
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
}

/**
 * One case's follow-up (`followup/followupdetail?id=<examineId>`): the case with its report and images, the records
 * newest first with the kit's add/edit dialog (a pathology result of the same patient fills the result), only one's own
 * records changeable, and closing ("follow-up finished") or reopening the case. A closed case is read-only.
 */
export default function FollowupDetailView() {
  useMessages(followupMessages, followupDetailMessages)
  const t = useT()
  const styles = useStyles()
  const navigateTo = useNavigateTo()
  const user = useStore($user)
  const canClose = useCan(FOLLOWUP_PERMISSIONS.edit)
  const params = useViewParams()
  const raw = params.id ?? params.examineId
  const examineId = raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null
  const detail = useQuery(examineId ? `api/followup/cases/${examineId}` : null, (key) => http.get<FollowupCaseDetailDto>(key, undefined, { silent: true }), { keepPrevious: true })
  const [busy, setBusy] = useState(false)
  const followupCase = detail.data
  const closed = Boolean(followupCase?.closedAt)

  const view = useMemo<ResourceView<FollowupRecordDto> | null>(() => {
    if (examineId === null) return null
    const base = recordResource(examineId, localToday())
    const mine = (r: FollowupRecordDto) => r.createdById === user?.id
    // A closed case is read-only: no dialog, no row buttons.
    const { form: _form, ...readOnly } = base
    return {
      ...(closed ? { ...readOnly, permissions: { list: base.permissions.list } } : base),
      canEdit: mine,
      canDelete: mine,
      cells: {
        category: (r) => <CategoryBadge category={r.category} />,
        result: (r) => (
          <span className={styles.result}>
            <span>{r.result}</span>
            {r.specimen ? <span className={styles.link}>{t('resources.followupRecord.linkedSpecimen', { no: r.specimen.specimenNo })}</span> : null}
          </span>
        ),
      },
      formControls: {
        specimenId: (value, onChange, _values, setValue) => <SpecimenPicker examineId={examineId} value={value} onChange={onChange} setValue={setValue} />,
      },
      afterChange: () => invalidate(['api/followup']),
    }
  }, [examineId, closed, user?.id, styles, t])

  const setClosed = async (close: boolean) => {
    if (!followupCase) return
    if (close) {
      const yes = await confirm({
        title: t('resources.followupRecord.case.closeTitle'), message: t('resources.followupRecord.case.closeConfirm', { exam: followupCase.examNo }),
        confirmText: t('resources.followupRecord.case.close'), cancelText: t('resources.followupRecord.case.cancel'),
      })
      if (!yes) return
    }
    setBusy(true)
    try {
      await http.post(`api/followup/cases/${followupCase.examineId}/${close ? 'close' : 'reopen'}`)
      invalidate(['api/followup'])
      notify({ intent: 'success', message: t(close ? 'resources.followupRecord.case.closed' : 'resources.followupRecord.case.reopened'), duration: 2500 })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigateTo(LIST_PATH)}>{t('resources.followupRecord.back')}</Button>
        <Title3 as="h1" className={styles.heading}>
          {followupCase ? t('resources.followupRecord.heading', { patient: followupCase.patientName, exam: followupCase.examNo }) : t('resources.followupRecord.title')}
        </Title3>
        {followupCase && canClose ? (
          closed ? (
            <Button icon={<ArrowUndoRegular />} disabled={busy} onClick={() => void setClosed(false)}>{t('resources.followupRecord.case.reopen')}</Button>
          ) : (
            <Button appearance="primary" icon={<CheckmarkCircleRegular />} disabled={busy} onClick={() => void setClosed(true)}>{t('resources.followupRecord.case.close')}</Button>
          )
        ) : null}
      </div>
      {examineId === null ? (
        <MessageBar intent="warning"><MessageBarBody>{t('resources.followupRecord.noCase')}</MessageBarBody></MessageBar>
      ) : detail.error ? (
        <MessageBar intent="error"><MessageBarBody>{t('resources.followupRecord.notFound')}</MessageBarBody></MessageBar>
      ) : !followupCase ? (
        <Text>{t('resources.followupRecord.loading')}</Text>
      ) : (
        <>
          <CaseSummary followupCase={followupCase} />
          {closed ? (
            <MessageBar intent="info"><MessageBarBody>{t('resources.followupRecord.case.readOnly')}</MessageBarBody></MessageBar>
          ) : null}
          {view ? <ResourcePage key={closed ? 'closed' : 'open'} view={view} level={2} /> : null}
        </>
      )}
    </div>
  )
}
