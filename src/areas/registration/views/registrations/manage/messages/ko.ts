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
      },
      filters: {
        blurry: '이름, 병음, 검사 번호 또는 환자 ID',
        registerTime: '등록 시각',
        status: '상태',
        modality: '검사 종류',
        deviceId: '검사 장비',
        applyDeptName: '의뢰 과',
      },
    },
  },
}

export default messages
