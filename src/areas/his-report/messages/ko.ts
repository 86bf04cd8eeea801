import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  hisReport: {
    page: {
      title: '검사 보고서',
      patientTitle: '검사 보고서 — {{name}}',
      signedTitle: '검사 보고서',
      account: 'HIS 계정: {{username}}',
      region: 'HIS 보고서 페이지',
      back: '검사 목록으로 돌아가기',
    },
    access: {
      signingIn: 'HIS 계정으로 로그인하는 중…',
      noCredentials: '이 페이지에는 HIS 계정이 필요합니다. HIS에서 username과 password가 포함된 링크로 여세요(또는 이 컴퓨터에서 그런 링크로 한 번 로그인하세요).',
      rejected: 'HIS 계정 또는 비밀번호가 거부되었습니다: {{message}}',
      failed: 'HIS 계정으로 로그인하지 못했습니다: {{message}}',
      noPatient: '환자가 지정되지 않았습니다: 링크에 patientId 또는 hisPatientId가 필요합니다.',
      noExam: '검사가 지정되지 않았습니다: 링크에 examineId 또는 reportId가 필요합니다.',
      linkRetired: '이 형식의 보고서 링크는 더 이상 사용되지 않습니다. 이제 링크는 /share/… 에서 열리며 취소할 수 있습니다. 병원에 새 링크를 요청하세요.',
    },
    exams: {
      caption: '{{name}}의 검사 (환자 ID {{patientId}})',
      captionPlain: '환자의 검사',
      loading: '검사를 불러오는 중…',
      failed: '검사를 불러오지 못했습니다: {{message}}',
      none: '이 환자의 검사가 없습니다.',
      noReports: '이 환자에게는 아직 볼 수 있는 보고서가 없습니다.',
      examNo: '검사 번호',
      examItem: '검사 항목',
      modality: '검사 종류',
      examTime: '검사 일시',
      status: '상태',
      report: '보고서',
      view: '보고서 보기',
      viewLabel: '보고서 보기: 검사 {{examNo}}',
      notReady: '아직 없음',
      tabs: '환자의 보고서',
      selected: '검사 {{examNo}}의 보고서',
    },
    status: {
      s0: '등록됨',
      s1: '접수됨',
      s2: '검사 완료',
      s3: '예비 보고서',
      s4: '검수 완료',
      s5: '인쇄됨',
      s6: '수정 중',
      s7: '무효',
    },
  },
}

export default messages
