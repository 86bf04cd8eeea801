import { Spinner } from '@fluentui/react-components'
import { atom } from 'nanostores'
import { useMemo, useState } from 'react'
import type { DeviceTypeDto, ExamDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { worklistMessages } from '../../../worklist/messages'
import { stationMessages } from './messages'
import { stationResource } from './station.resource'

/**
 * The technologist's station (`RadTechStation/station`): his modalities are read first (their devices are the
 * device filter's choices), then the queue is listed. Without them (a backend without the lookup) the queue still
 * lists, without a device filter.
 */
export default function StationView() {
  useMessages(stationMessages, worklistMessages)
  const t = useT()
  const modalities = useQuery('api/modality/by-departmentId', (key) => http.get<DeviceTypeDto[]>(key, undefined, { silent: true }), { staleMs: 60_000 })
  // One per view: the last call is said by this station's toolbar only.
  const [$called] = useState(() => atom<ExamDto | null>(null))
  const settled = modalities.data !== undefined || modalities.error !== undefined
  const ids = (modalities.data ?? []).map((modality) => modality.id).join(',')
  const view = useMemo(() => stationResource({ modalityIds: ids ? ids.split(',').map(Number) : [], $called }), [ids, $called])
  if (!settled) return <Spinner label={t('kit.area.loading')} />
  return <ResourcePage view={view} />
}
