// The PACS path tests' backend: a second contract server configured with a real Orthanc (tests/support/pacsBackend.mjs),
// same-origin under `/pacs-backend/`, the elements pointed at it by the runtime config's API base (`api-base`).
import { executeServerCommand } from '@web/test-runner-commands'
import type { CaptchaResponse, DeviceDto, DeviceTypeDto, ExamDto, LoginResponse } from '../../../src/core/contract'
import type { ApplyDeptDto, ApplyHospitalDto, BodyPartDto, RegistrationBody, RegistrationResult } from '../../../src/core/contract/registration'
import { apiUrl, resetRuntimeConfig } from '../../../src/core/config/runtimeConfig'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { login } from '../../../src/core/session'
import { resetAll, TEST_CAPTCHA } from '../support/session'
import type { WorklistAnswer } from '../../support/worklistQuery.mjs'

export type { WorklistAnswer }


/** Starts (once) Orthanc and the PACS contract server; answers the API base the elements are given. */
export async function pacsBackend(): Promise<string> {
  // A command must answer within 20 s; the backend may take longer to start the first time: asked again until it is up.
  const deadline = Date.now() + 120_000
  for (;;) {
    const answer = (await executeServerCommand('pacs-backend')) as { base?: string }
    if (answer.base) return answer.base
    if (Date.now() > deadline) throw new Error('the PACS backend did not start within 120 s')
  }
}

/** Every session and setting cleared, the page's API base the PACS backend's, English. */
export async function usePacsBackend(base: string): Promise<void> {
  resetAll()
  resetRuntimeConfig({ apiBase: base })
  await setLocale('en', false)
}

/** Signs in at the PACS backend (its own captcha id and public key) as a seeded user. */
export async function signInThere(username: string): Promise<LoginResponse> {
  const { uuid } = (await (await fetch(apiUrl('auth/code'))).json()) as CaptchaResponse
  return login({ username, password: '123456', code: TEST_CAPTCHA, uuid, rememberMe: false })
}

/**
 * Registers one patient at the desk (the signed-in registrar) on the device with `aeTitle` and checks the exam in;
 * answers the exam as the server then has it.
 */
export async function registerAndCheckIn(aeTitle: string, patient: { name: string; namePinyin: string; gender: '男' | '女'; birthDate: string }): Promise<ExamDto> {
  const modalities = await http.get<DeviceTypeDto[]>('api/modality/by-departmentId')
  const devices = await http.get<DeviceDto[]>('api/device/by-modalityIds', { modalityIds: modalities.map((m) => m.id).join(',') })
  const device = devices.find((d) => d.aeTitle === aeTitle)
  if (!device) throw new Error(`no device ${aeTitle} among ${devices.map((d) => d.aeTitle).join(', ')}`)
  const hospital = (await http.get<ApplyHospitalDto[]>('api/applyHospital/own')).find((h) => h.own)!
  const dept = (await http.get<ApplyDeptDto[]>('api/applyDept/own/withApplyPhysicians'))[0]!
  const part = (await http.get<BodyPartDto[]>('api/bodyPart/by-modalityId', { modalityId: device.modality.id }))[0]!
  const { exams: [registered] } = await http.post<RegistrationResult>('api/registrations', {
    requestId: `pacs-path-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    patient, patientType: '1', applyHospitalId: hospital.id, applyDeptId: dept.id, applyPhysicianId: dept.physicians?.[0]?.id ?? null,
    modalityId: device.modality.id, deviceId: device.id, items: [{ bodyPartId: part.id, fee: part.fee }], urgency: '0', confirmDuplicate: true,
  } satisfies RegistrationBody)
  return http.post<ExamDto>(`api/exams/${registered!.id}/checkIn`)
}

/** The modality `aet` asks the worklist for `date` (`YYYY-MM-DD`). */
export async function findscu(aet: string, date: string): Promise<WorklistAnswer[]> {
  return (await executeServerCommand('pacs-findscu', { aet, date: date.replaceAll('-', '') })) as WorklistAnswer[]
}

/** The modality `aet` sends the sample five-slice CT for a worklist item; answers the SOP Instance UIDs in order. */
export async function storescu(aet: string, item: WorklistAnswer): Promise<{ seriesUid: string; sopInstanceUids: string[] }> {
  return (await executeServerCommand('pacs-storescu', { aet, accession: item.accession, patientId: item.patientId, studyUid: item.studyUid })) as
    { seriesUid: string; sopInstanceUids: string[] }
}

/** Closes (`false`) or opens the way from the contract server to the archive. */
export async function archiveUp(up: boolean): Promise<void> {
  await executeServerCommand('pacs-archive', { up })
}
