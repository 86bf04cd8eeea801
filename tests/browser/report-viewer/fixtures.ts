// Report views in every state, for tests that drive the viewer with a chosen answer instead of the seeded data.
import type { ExamDto, ReportDto, ReportState, ReportViewDto } from '../../../src/core/contract'

const exam: ExamDto = {
  id: 9001,
  examNo: 'US20250320001',
  patientId: 'P900001',
  hisPatientId: 'H900001',
  patientName: '王小燕',
  patientNamePinyin: 'WANG XIAO YAN',
  gender: '女',
  birthDate: '1993-05-02',
  age: 31,
  ageUnit: 'Y',
  patientType: '1',
  outpatientNo: 'MZ0001',
  applyNo: 'SQ0001',
  applyHospital: '康宁妇幼保健院',
  applyDeptName: '产科门诊',
  applyPhysician: '李医生',
  modality: 'US',
  bodyPart: '子宫附件',
  examItem: '产科常规超声',
  clinicalDiagnosis: '孕中期',
  urgency: '0',
  status: '4',
  registerTime: '2025-03-20 08:30:00',
  examTime: '2025-03-20 09:10:00',
  imageCount: 0,
  reportId: 7001,
  critical: false,
  lmp: '2024-10-20',
  gestationalAge: '21+4',
}

const report: ReportDto = {
  id: 7001,
  examineId: 9001,
  state: 'final',
  title: '超声检查报告单',
  findings: '<p>宫内单活胎，胎心搏动规律。</p><p>双顶径 5.1 cm。</p>',
  impression: '<p>宫内妊娠，单活胎，超声孕周约 21 周。</p>',
  recommendation: '定期产检。',
  positive: false,
  critical: false,
  icdCodes: [],
  reportPhysician: '张超声',
  reportTime: '2025-03-20 09:30:00',
  auditPhysician: '陈主任',
  auditTime: '2025-03-20 10:05:00',
  addenda: [],
  keyImages: [],
  printCount: 0,
  version: 3,
}

/** A view of the fixture exam with its report in `state` and any overrides. */
export function viewIn(state: ReportState, overrides: Partial<ReportDto> = {}, examOverrides: Partial<ExamDto> = {}): ReportViewDto {
  return {
    exam: { ...exam, ...examOverrides },
    report: { ...report, state, ...overrides },
    hospital: { name: '康宁妇幼保健院', department: '超声科', address: '康宁路 1 号', phone: '0571-00000000' },
  }
}

/** A view of the fixture exam without a report. */
export function viewWithoutReport(): ReportViewDto {
  return { exam: { ...exam, status: '2' }, report: null, hospital: { name: '康宁妇幼保健院', department: '超声科' } }
}

/** Report text that tries every trick the sanitiser must stop. */
export const HOSTILE_FINDINGS = [
  '<p>肝脏大小正常<script>window.__pwned = "script"</script></p>',
  '<p onclick="window.__pwned=\'onclick\'" style="color:red">onclick paragraph</p>',
  '<img src="x" onerror="window.__pwned=\'img\'">',
  '<a href="javascript:window.__pwned=\'link\'">javascript link</a>',
  '<svg><script>window.__pwned="svg"</script><circle onload="window.__pwned=\'svg2\'"/></svg>',
  '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe>',
  '<table><tr><td colspan="2" onmouseover="x()">cell</td></tr></table>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'"></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(1)"><button>send</button></form>',
].join('')

/**
 * Replaces `window.fetch` answers for URLs matching `pattern` with `body` (JSON) and `status`; everything else goes
 * through. Returns the restore function and the list of matched URLs.
 */
export function answer(routes: { pattern: RegExp; status?: number; body: unknown }[]): { urls: string[]; restore: () => void } {
  const original = window.fetch
  const urls: string[] = []
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    const route = routes.find((r) => r.pattern.test(url))
    if (!route) return original(input, init)
    urls.push(url)
    return Promise.resolve(
      new Response(JSON.stringify(route.body), { status: route.status ?? 200, headers: { 'Content-Type': 'application/json' } }),
    )
  }
  return { urls, restore: () => (window.fetch = original) }
}

/** An element placed on the page with its report events already being listened to (they may fire very early). */
export interface Placed {
  el: HTMLElement
  loaded: Promise<CustomEvent>
  failed: Promise<CustomEvent>
  /** The next `clinic-report-loaded` from now on. */
  nextLoaded: () => Promise<CustomEvent>
}

const placedContainers: HTMLElement[] = []

/** Creates the element from `markup`, listens for its events, then connects it. */
export function place(markup: string): Placed {
  const container = document.createElement('div')
  container.innerHTML = markup
  const el = container.firstElementChild as HTMLElement
  const next = (name: string): Promise<CustomEvent> => new Promise((resolve) => el.addEventListener(name, (e) => resolve(e as CustomEvent), { once: true }))
  const placed = { el, loaded: next('clinic-report-loaded'), failed: next('clinic-report-failed'), nextLoaded: () => next('clinic-report-loaded') }
  placedContainers.push(container)
  document.body.append(container)
  return placed
}

/** Removes everything `place` connected. */
export function unplaceAll(): void {
  for (const container of placedContainers.splice(0)) container.remove()
}
