import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    worklist: {
      title: '접수 작업 목록',
      name: '검사',
      fields: {
        examNo: '검사 번호',
        patientName: '환자',
        gender: '성별',
        age: '나이',
        patientType: '진료 구분',
        modality: '검사 종류',
        examItem: '검사 항목',
        applyDeptName: '의뢰 과',
        registerTime: '등록 시각',
        status: '상태',
        reason: '사유',
      },
      filters: {
        blurry: '이름, 병음, 검사 번호 또는 환자 ID',
        registerTime: '등록 시각',
        status: '상태',
        modality: '검사 종류',
      },
      emergency: '응급',
      emergencyShort: '응',
      critical: '위급 값',
      actions: {
        checkIn: '{{name}} 접수',
        cancel: '{{name}} 취소',
        void: '{{name}} 무효화',
      },
      done: {
        checkIn: '{{name}} 접수됨',
        cancel: '{{name}} 취소됨',
        void: '{{name}} 무효화됨',
      },
    },
  },
}

export default messages
