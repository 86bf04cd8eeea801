import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    online: {
      title: '온라인 사용자',
      name: '세션',
      fields: {
        userName: '사용자 이름',
        nickName: '닉네임',
        dept: '소속 부서',
        ip: 'IP',
        address: '위치',
        browser: '브라우저',
        loginTime: '로그인 시간',
      },
      filters: {
        username: '사용자 이름 또는 닉네임',
      },
      thisSession: '현재 세션',
      kick: '강제 종료',
      kickOne: '{{name}} 강제 종료',
      kickSelectedHint: '선택한 세션을 종료합니다. 다음 작업 시 다시 로그인해야 합니다',
      ownSession: '본인의 세션이므로 여기서 강제 종료할 수 없습니다. 로그아웃하여 종료하세요.',
      confirmOne: '{{name}}({{nickName}})의 세션을 강제 종료하시겠습니까? 세션이 즉시 종료되며 저장하지 않은 내용은 사라집니다.',
      confirmMany: '선택한 {{count}}개 세션을 강제 종료하시겠습니까? 즉시 종료되며 저장하지 않은 내용은 사라집니다.',
      kicked: '{{count}}개 세션을 강제 종료했습니다',
    },
  },
}

export default messages
