import type { Audited } from './api'
import type { ApplyDeptDto, ApplyHospitalDto, ApplyPhysicianDto, BodyPartDto, BodyPartSmallDto, CheckMethodDto } from './registration'

/** A modality as the reference lists name it. */
export interface ModalityRef {
  id: number
  code: string
  name: string
}

/**
 * A referring hospital as its administration list shows it (`GET api/applyHospital`): the registration desk's
 * lookup plus its order, whether it is offered, and how many departments it has (a hospital with departments cannot
 * be deleted).
 */
export interface ApplyHospitalAdminDto extends ApplyHospitalDto, Audited {
  sort: number
  enabled: boolean
  deptCount: number
}

/** A referring department as its administration list shows it (`GET api/applyDept`), with its hospital's name. */
export interface ApplyDeptAdminDto extends Omit<ApplyDeptDto, 'physicians'>, Audited {
  hospitalName: string
  sort: number
  enabled: boolean
  physicianCount: number
}

/** A referring physician as the administration list of a department shows it (`GET api/applyPhysician`). */
export interface ApplyPhysicianAdminDto extends ApplyPhysicianDto, Audited {
  applyDeptId: number
  sort: number
  enabled: boolean
}

/** A check method as its administration list shows it (`GET api/checkMethod`), with its modality. */
export interface CheckMethodAdminDto extends CheckMethodDto, Audited {
  modality: ModalityRef
  sort: number
  enabled: boolean
}

/** A body part as its administration list shows it (`GET api/bodyPart`), with its modality and number of small parts. */
export interface BodyPartAdminDto extends BodyPartDto, Audited {
  modality: ModalityRef
  sort: number
  enabled: boolean
  smallPartCount: number
}

/** A small body part as the administration list of a body part shows it (`GET api/bodyPartSmall`). */
export interface BodyPartSmallAdminDto extends BodyPartSmallDto, Audited {
  sort: number
  enabled: boolean
}
