import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    menu: {
      title: '메뉴',
      name: '메뉴',
      fields: {
        title: '제목',
        icon: '아이콘',
        type: '유형',
        menuSort: '순서',
        permission: '권한',
        component: '컴포넌트',
        componentName: '컴포넌트 이름',
        path: '경로',
        iFrame: '외부 링크',
        cache: '캐시',
        hidden: '숨김',
        createTime: '생성일',
        isTop: '최상위',
        pid: '상위 메뉴',
      },
      filters: {
        blurry: '제목, 컴포넌트 또는 권한',
      },
      type: {
        directory: '디렉터리',
        page: '페이지',
        button: '버튼',
      },
      yes: '예',
      no: '아니요',
      addUnder: '{{name}} 아래에 메뉴 추가',
      pathHelp: '콘솔 안의 주소(예: system/user). 외부 링크는 http:// 또는 https://로 시작합니다',
      iframePath: '외부 링크 주소는 http:// 또는 https://로 시작해야 합니다',
      componentHelp: '열리는 뷰(예: system/user/index)',
      componentNameHelp: '캐시할 때 필요하며 중복될 수 없습니다',
      permissionHelp: '예: user:add. 이 권한이 있는 사용자에게 버튼이 보입니다',
    },
  },
}

export default messages
