import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    readReport: {
      title: '판독 보고서 조회',
      name: '보고서',
      fields: {
        examNo: '검사 번호',
        patientName: '이름',
        gender: '성별',
        age: '나이',
        patientType: '진료 구분',
        modality: '모달리티',
        examItem: '검사 항목',
        applyDeptName: '의뢰 과',
        auditTime: '승인 시각',
        status: '상태',
      },
      filters: {
        blurry: '이름·병음·검사 번호·환자 ID·의뢰 번호',
        registerTime: '접수 시각',
        modality: '모달리티',
      },
      open: '{{name}} 보고서 열기',
      reportOf: '{{name}} 보고서 · {{examNo}}',
      loading: '보고서 뷰어를 불러오는 중…',
      viewerUnavailable: '보고서 뷰어(이 페이지 스크립트 옆의 clinic-report-viewer.js)를 불러오지 못했습니다.',
      close: '닫기',
      link: {
        open: '{{name}} 보고서 링크',
        title: '보고서 링크 · {{name}} {{examNo}}',
        validity: '유효 기간',
        minutes: {
          '60': '1시간',
          '1440': '1일',
          '4320': '3일',
          '10080': '7일',
        },
        create: '링크 만들기',
        url: '링크',
        expires: '{{time}}에 만료됩니다. 그때까지 링크를 가진 누구나 보고서를 볼 수 있습니다.',
        qr: '{{examNo}} 보고서 링크 QR 코드',
        copy: '링크 복사',
        copied: '링크를 복사했습니다.',
        copyFailed: '브라우저가 복사를 허용하지 않았습니다. 링크를 선택해 복사하십시오.',
      },
    },
  },
}

export default messages
