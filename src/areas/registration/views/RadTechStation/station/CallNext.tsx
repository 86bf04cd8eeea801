import { Caption1, makeStyles, ToolbarButton, tokens } from '@fluentui/react-components'
import { MegaphoneLoudRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import type { WritableAtom } from 'nanostores'
import { useEffect, useId, useRef, useState } from 'react'
import type { DeviceDto, ExamDto, Page } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { listKey } from '../../../../../core/resource/listParams'
import type { OptionsSource } from '../../../../../core/resource/resource.types'
import { optionsKey } from '../../../../../ui/form/useOptions'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { useQuery } from '../../../../../ui/query/useQuery'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'

const useStyles = makeStyles({
  hint: { alignSelf: 'center', color: tokens.colorNeutralForeground2, paddingInline: tokens.spacingHorizontalS },
  called: { alignSelf: 'center', fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
})

/** Who may call patients in: the technologist's moves. */
export const STATION_MOVES = ['admin', 'station:finish'] as const

/** Props of {@link CallNext}. */
export interface CallNextProps {
  context: ResourceContext<ExamDto>
  /** The devices of the technologist's modalities (their rooms name where the patient goes); null when unknown. */
  devices: OptionsSource | null
  /** The last exam called in, from this button or a row's call. */
  $called: WritableAtom<ExamDto | null>
}

/**
 * The station's "call next": calls in the first checked-in patient of the queue (emergencies first, then by check-in
 * time; of the chosen device when one is chosen), and says — visibly, and politely to a screen reader — who was called
 * and to which room, for this button and for a row's call alike. With nobody waiting it is disabled and says so.
 *
 * @example
 * toolbar: (context) => <CallNext context={context} devices={devices} $called={$called} />
 */
export function CallNext({ context, devices, $called }: CallNextProps) {
  const t = useT()
  const styles = useStyles()
  const hintId = useId()
  const allowed = useCan(STATION_MOVES)
  const { filters } = useStore(context.list.$state)
  const listed = useStore(context.list.$data).data
  const called = useStore($called)
  const [busy, setBusy] = useState(false)
  const deviceId = typeof filters.deviceId === 'string' ? filters.deviceId : undefined
  const nextKey = listKey('api/exams', { status: '1', sort: 'queue,asc', page: 0, size: 1, deviceId })
  // Kept on screen while it reloads (every change of the list reloads it): the button does not flicker disabled.
  const waiting = useQuery(allowed ? nextKey : null, (key) => http.get<Page<ExamDto>>(key), { keepPrevious: true })
  const rooms = useQuery(devices ? optionsKey(devices) : null, (key) => http.get<DeviceDto[]>(key), { staleMs: 30_000 })
  const { reload } = waiting

  // The list reloaded (a move here, a check-in at the desk): the queue may have changed with it.
  const seen = useRef(listed)
  useEffect(() => {
    if (seen.current === listed) return
    seen.current = listed
    void reload()
  }, [listed, reload])

  if (!allowed) return null
  const count = waiting.data?.totalElements
  const nobody = count === 0

  const callNext = async () => {
    setBusy(true)
    try {
      // Ask again at the moment of the call: another room may have called the patient the list still shows.
      const next = (await http.get<Page<ExamDto>>(nextKey)).content[0]
      if (next) $called.set(await http.post<ExamDto>(`api/exams/${next.id}/call`))
      await context.refresh()
    } catch {
      await reload()
    } finally {
      setBusy(false)
    }
  }

  const room = called?.deviceId === undefined ? undefined : rooms.data?.find((device) => device.id === called.deviceId)?.room
  const name = called ? `${called.patientName} ${called.examNo}` : ''
  return (
    <>
      <ToolbarButton
        appearance="primary"
        icon={<MegaphoneLoudRegular />}
        disabledFocusable={busy || count === undefined || nobody}
        aria-describedby={nobody ? hintId : undefined}
        onClick={() => void callNext()}
      >
        {t('resources.station.callNext')}
      </ToolbarButton>
      <Caption1 id={hintId} className={styles.hint}>
        {count === undefined ? null : nobody ? t('resources.station.nobodyWaiting') : t('resources.station.waitingCount', { count })}
      </Caption1>
      <span role="status" className={styles.called}>
        {called ? t(room ? 'resources.station.called' : 'resources.station.calledNoRoom', { name, room }) : null}
      </span>
    </>
  )
}
