import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    deviceList: {
      title: '장비 관리',
      name: '장비',
      fields: {
        name: '장비 이름',
        aeTitle: 'AE 타이틀',
        modality: '장비 유형',
        room: '검사실',
        ip: 'IP 주소',
        port: '포트',
        status: '상태',
        description: '설명',
        createTime: '생성일',
      },
      filters: {
        blurry: '이름, AE 타이틀, 검사실 또는 주소',
        modalityId: '장비 유형',
        status: '상태',
      },
      aeTitleHelp: 'PACS가 아는 장비의 DICOM 이름',
      aeTitleFormat: '백슬래시를 제외한 1~16자의 인쇄 가능한 ASCII 문자',
    },
  },
}

export default messages
