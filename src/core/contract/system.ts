import type { Audited } from './api'

/**
 * A timing task (eladmin `QuartzJob`): it runs `beanName.methodName` at the moments of `cronExpression` (Quartz
 * syntax with seconds), unless paused; `subTask` lists task ids run after a success.
 */
export interface QuartzJobDto extends Audited {
  id: number
  jobName: string
  beanName: string
  methodName: string
  params?: string
  cronExpression: string
  isPause: boolean
  personInCharge?: string
  /** Who is told of a failure (comma-separated e-mail addresses). */
  email?: string
  subTask?: string
  pauseAfterFailure: boolean
  description?: string
}

/** One run of a timing task (eladmin `QuartzLog`); `time` in milliseconds, the stack in `exceptionDetail` on failure. */
export interface QuartzLogDto {
  id: number
  jobName: string
  beanName: string
  methodName: string
  params?: string
  cronExpression: string
  isSuccess: boolean
  exceptionDetail?: string
  time: number
  createTime: string
}

/** A device type of the hospital: a modality (`CT`, `US`, `ECG` …) and the department that performs it. */
export interface DeviceTypeDto extends Audited {
  id: number
  code: string
  name: string
  dept?: { id: number; name: string }
  sort: number
  enabled: boolean
  description?: string
  /** How many devices are of this type. */
  deviceCount: number
}

/**
 * A device (a modality's machine): its DICOM AE title, room and address; `status` is the `device_status` dictionary
 * value (1 in service, 2 maintenance, 0 out of service).
 */
export interface DeviceDto extends Audited {
  id: number
  name: string
  aeTitle: string
  modality: { id: number; code: string; name: string }
  room?: string
  ip?: string
  port?: number
  status: string
  description?: string
}
