import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    deployHistory: {
      title: '배포 이력',
      name: '배포 기록',
      fields: {
        appName: '애플리케이션',
        ip: '서버 주소',
        deployDate: '배포 일시',
        deployUser: '배포자',
        restorable: '패키지 보관',
      },
      filters: {
        blurry: '애플리케이션, 주소 또는 사용자',
        deployDate: '배포 일시',
      },
    },
  },
}

export default messages
