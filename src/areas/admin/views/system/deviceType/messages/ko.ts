import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    deviceType: {
      title: '장비 유형',
      name: '장비 유형',
      fields: {
        code: '모달리티 코드',
        name: '이름',
        dept: '시행 부서',
        deviceCount: '장비 수',
        sort: '순서',
        enabled: '상태',
        description: '설명',
        createTime: '생성일',
      },
      filters: {
        blurry: '코드 또는 이름',
        deptId: '시행 부서',
        enabled: '상태',
      },
      enabled: '사용',
      disabled: '사용 안 함',
      codeHelp: 'DICOM 모달리티: CT, MR, DR, MG, US, ECG, ES 등',
      codeFormat: '문자로 시작하는 2~10자의 문자 또는 숫자',
    },
  },
}

export default messages
