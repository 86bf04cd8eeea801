import type { DeviceDto, DeviceTypeDto } from '../../../core/contract'
import { http } from '../../../core/http/http'
import { useQuery } from '../../../ui/query/useQuery'

/** What {@link useDeskDevices} answers. */
export interface DeskDevices {
  /** The modalities the desk books for (those with devices); undefined while loading. */
  modalities: DeviceTypeDto[] | undefined
  /** The devices in service of `modality`; undefined while loading or without a modality. */
  devices: DeviceDto[] | undefined
  error: unknown
}

/**
 * The desk's modalities (its department's, or those of its data scope) and the devices in service of one of them, read
 * through the shared query cache (a minute fresh: devices rarely change during a shift).
 *
 * @example
 * const { modalities, devices } = useDeskDevices('US')
 */
export function useDeskDevices(modality: string | null): DeskDevices {
  const modalities = useQuery('api/modality/by-departmentId', (key) => http.get<DeviceTypeDto[]>(key), { staleMs: 60_000 })
  const withDevices = modalities.data?.filter((m) => m.deviceCount > 0)
  const modalityId = withDevices?.find((m) => m.code === modality)?.id
  const devices = useQuery(modalityId === undefined ? null : `api/device/by-modalityId?modalityId=${modalityId}`, (key) => http.get<DeviceDto[]>(key),
    { staleMs: 60_000 })
  return { modalities: withDevices, devices: devices.data, error: modalities.error ?? devices.error }
}
