import type { Shape } from '../../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    errorLog: {
      title: '오류 로그',
      name: '오류',
      fields: {
        username: '사용자',
        requestIp: 'IP',
        address: '위치',
        description: '설명',
        path: '경로',
        browser: '브라우저',
        createTime: '시간',
      },
      filters: {
        blurry: '사용자, 설명, IP, 요청 또는 매개변수',
        createTime: '시간',
      },
    },
  },
}

export default messages
