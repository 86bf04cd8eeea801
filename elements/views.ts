import { registerViews, type ViewContext } from '../src/ui/element'

/**
 * The view catalogue: which element renders each menu `component` name and static route of the console, loaded lazily
 * on first use. Areas provide elements; this wiring file lists them, so the console never imports an area. A menu
 * component missing here shows the console's "not part of this build" page.
 */
const hisPage = (page: string) => ({
  component: `webouterpage/${page}`,
  tag: 'clinic-his-report',
  load: () => import('./clinic-his-report'),
  attributes: (): Record<string, string> => ({ page }),
})

/** Query parameters a report route passes on to the viewer as attributes. */
function reportTarget({ query }: ViewContext): Record<string, string> {
  const target: Record<string, string> = {}
  const examineId = query.get('examineId')
  const reportId = query.get('reportId')
  if (examineId) target['examine-id'] = examineId
  if (reportId) target['report-id'] = reportId
  return target
}

/** The picture viewer's page reads its study (or exam) and layout from the query. */
function imageTarget({ query }: ViewContext): Record<string, string> {
  const names: Record<string, string> = { studyId: 'study-id', examineId: 'examine-id', layout: 'layout' }
  return Object.fromEntries(Object.entries(names).flatMap(([key, attribute]) => (query.get(key) ? [[attribute, query.get(key) as string]] : [])))
}

/** A view of an area element: the menu component and the element's `view`. */
const areaView = (component: string, tag: string, load: () => Promise<unknown>, view: string) => ({
  component,
  tag,
  load,
  attributes: (): Record<string, string> => ({ view }),
})
/**
 * The views of an area element whose views open one another: the route's query reaches the view as its parameters
 * (`?examineId=12` → the report of exam 12, `?id=12` → template 12).
 */
const routedArea = (tag: string, load: () => Promise<unknown>) => (component: string, view: string) => ({
  ...areaView(component, tag, load, view),
  attributes: ({ query }: ViewContext): Record<string, string> => ({ view, ...(query.size ? { query: query.toString() } : {}) }),
})
const diagnosis = routedArea('clinic-diagnosis', () => import('./clinic-diagnosis'))
const ultrasound = routedArea('clinic-ultrasound', () => import('./clinic-ultrasound'))
const ecg = routedArea('clinic-ecg', () => import('./clinic-ecg'))
const endoscopy = routedArea('clinic-endoscopy', () => import('./clinic-endoscopy'))
const pathology = routedArea('clinic-pathology', () => import('./clinic-pathology'))
const qc = routedArea('clinic-qc', () => import('./clinic-qc'))
const followup = routedArea('clinic-followup', () => import('./clinic-followup'))
const collection = routedArea('clinic-collection', () => import('./clinic-collection'))
const cloudFilm = routedArea('clinic-cloud-film', () => import('./clinic-cloud-film'))
const statistics = routedArea('clinic-statistics', () => import('./clinic-statistics'))
/** A report editor route: the exam comes from the query (`?examineId=12`). */
const reportEditor = (component: string, view: string) => ({
  ...diagnosis(component, view),
  attributes: ({ query }: ViewContext): Record<string, string> => ({ view, 'examine-id': query.get('examineId') ?? '' }),
})
const admin = (component: string, view: string) => areaView(component, 'clinic-admin', () => import('./clinic-admin'), view)

registerViews([
  diagnosis('diagnos/diagnos-in/index', 'diagnos/diagnos-in'),
  diagnosis('diagnos/diagnos-out/index', 'diagnos/diagnos-out'),
  reportEditor('diagnos/diagnos-in/report', 'diagnos/diagnos-in/report'),
  reportEditor('diagnos/diagnos-in/reportOld', 'diagnos/diagnos-in/reportOld'),
  reportEditor('diagnos/diagnos-in/reportWeb', 'diagnos/diagnos-in/reportWeb'),
  { ...reportEditor('reportNewEdit', 'reportNewEdit'), fill: true },
  diagnosis('diagnos/calciumScoring/index', 'diagnos/calciumScoring'),
  diagnosis('infoManage/reportTemplate', 'infoManage/reportTemplate'),
  diagnosis('infoManage/reportTemplate/edit', 'infoManage/reportTemplate/edit'),
  diagnosis('infoManage/treeTemplate', 'infoManage/treeTemplate'),
  ultrasound('ultrasonic/diagnosList', 'ultrasonic/diagnosList'),
  ultrasound('ultrasonic/ultrasonicReport', 'ultrasonic/ultrasonicReport'),
  ultrasound('ultrasonic/indexPE', 'ultrasonic/indexPE'),
  ecg('ecg/diagnosList', 'ecg/diagnosList'),
  ecg('ecg/ecgReport', 'ecg/ecgReport'),
  endoscopy('es/diagnosList', 'es/diagnosList'),
  endoscopy('es/esReport', 'es/esReport'),
  endoscopy('test/cap1', 'test/cap1'),
  endoscopy('test/cap2', 'test/cap2'),
  pathology('pis/list', 'pis/list'),
  pathology('test/print', 'test/print'),
  ...['qc', 'ultrasonicControl'].flatMap((prefix) => ['sampling', 'sampDetail', 'sampScore', 'sampScoreItem', 'samplingStatistic']
    .map((view) => qc(`${prefix}/${view}`, `${prefix}/${view}`))),
  followup('followup/list', 'followup/list'),
  followup('followup/followupdetail', 'followup/followupdetail'),
  collection('collection/person', 'collection/person'),
  collection('collection/public', 'collection/public'),
  cloudFilm('cloudFilm/handle', 'cloudFilm/handle'),
  cloudFilm('cloudFilm/staticStatistics', 'cloudFilm/staticStatistics'),
  statistics('statistics/firstStatic', 'statistics/firstStatic'),
  statistics('statistics/secondStatic', 'statistics/secondStatic'),
  // The public page of a share link (/share/:token): the patient's phone, no session.
  {
    component: 'cloudFilm/share', tag: 'clinic-cloud-film', load: () => import('./clinic-cloud-film'), fill: true,
    attributes: ({ params }: ViewContext): Record<string, string> => ({ view: 'share', query: new URLSearchParams({ token: params.token ?? '' }).toString() }),
  },
  areaView('registrations/manage', 'clinic-registration', () => import('./clinic-registration'), 'registrations/manage'),
  areaView('RadTechStation/station', 'clinic-registration', () => import('./clinic-registration'), 'RadTechStation/station'),
  areaView('registrations/manual', 'clinic-registration', () => import('./clinic-registration'), 'registrations/manual'),
  areaView('registrations/his', 'clinic-registration', () => import('./clinic-registration'), 'registrations/his'),
  areaView('registrations/hisDirectly', 'clinic-registration', () => import('./clinic-registration'), 'registrations/hisDirectly'),
  areaView('registrations/readReport', 'clinic-registration', () => import('./clinic-registration'), 'registrations/readReport'),
  areaView('registrations/related', 'clinic-registration', () => import('./clinic-registration'), 'registrations/related'),
  admin('system/user/index', 'system/user'),
  admin('system/job/index', 'system/job'),
  admin('system/dict/index', 'system/dict'),
  admin('system/dept/index', 'system/dept'),
  admin('system/role/index', 'system/role'),
  admin('system/menu/index', 'system/menu'),
  admin('system/timing/index', 'system/timing'),
  admin('system/deviceList/index', 'system/deviceList'),
  admin('system/deviceType/index', 'system/deviceType'),
  admin('system/privateConfig/index', 'system/privateConfig'),
  admin('infoManage/applyHospital/index', 'infoManage/applyHospital'),
  admin('infoManage/applyDept/index', 'infoManage/applyDept'),
  admin('infoManage/checkMethod/index', 'infoManage/checkMethod'),
  admin('infoManage/bodyPart/index', 'infoManage/bodyPart'),
  admin('mnt/app/index', 'mnt/app'),
  admin('mnt/cache/index', 'mnt/cache'),
  admin('mnt/database/index', 'mnt/database'),
  admin('mnt/deploy/index', 'mnt/deploy'),
  admin('mnt/deployHistory/index', 'mnt/deployHistory'),
  admin('mnt/hospitalConfig/index', 'mnt/hospitalConfig'),
  admin('mnt/qrcode/index', 'mnt/qrcode'),
  admin('mnt/server/index', 'mnt/server'),
  admin('mnt/backup/index', 'mnt/backup'),
  admin('monitor/online/index', 'monitor/online'),
  admin('monitor/log/index', 'monitor/log'),
  admin('monitor/server/index', 'monitor/server'),
  admin('monitor/sql/index', 'monitor/sql'),
  admin('tools/storage/index', 'tools/storage'),
  admin('tools/email/index', 'tools/email'),
  admin('tools/picture/index', 'tools/picture'),
  admin('tools/swagger/index', 'tools/swagger'),
  admin('tools/aliPay/index', 'tools/aliPay'),
  admin('tools/codeConsole/index', 'tools/codeConsole'),
  admin('tools/chat/index', 'tools/chat'),
  admin('monitor/log/errorLog', 'monitor/log/errorLog'),
  admin('generator/index', 'generator'),
  {
    // The generator's settings of one table: `/sys-tools/generator/config/:tableName`.
    ...admin('generator/config', 'generator/config'),
    attributes: ({ params }: ViewContext): Record<string, string> => ({ view: 'generator/config', query: `tableName=${params.tableName ?? ''}` }),
  },
  admin('components/icons/index', 'components/icons'),
  admin('components/Editor', 'components/Editor'),
  admin('components/MarkDown', 'components/MarkDown'),
  admin('components/YamlEdit', 'components/YamlEdit'),
  admin('components/Echarts', 'components/Echarts'),
  hisPage('hisReport'),
  hisPage('hisReportLogin'),
  hisPage('hisReportLoginAllTab'),
  hisPage('hisReportLoginReport'),
  hisPage('hisReadReport'),
  { component: 'webouterpage/picPage', tag: 'clinic-pic-viewer', load: () => import('./clinic-pic-viewer'), attributes: imageTarget, fill: true },
  { component: 'commonPage/readReport', tag: 'clinic-report-viewer', load: () => import('./clinic-report-viewer'), attributes: reportTarget },
])
