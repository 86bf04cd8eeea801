import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    role: {
      title: '역할',
      name: '역할',
      fields: {
        name: '이름',
        dataScope: '데이터 범위',
        level: '레벨',
        description: '설명',
        createTime: '생성일',
        depts: '대상 부서',
      },
      filters: {
        blurry: '이름 또는 설명',
        createTime: '생성일',
      },
      scope: {
        all: '전체',
        own: '소속 부서',
        custom: '선택한 부서',
      },
      levelHelp: '1이 가장 강한 권한입니다. 자신보다 높은 레벨은 줄 수 없습니다',
      menus: {
        title: '{{name}}의 메뉴',
        choose: '역할을 클릭하면 부여된 메뉴를 보고 바꿀 수 있습니다.',
        save: '메뉴 저장',
        saved: '{{name}}의 메뉴를 저장했습니다',
        tooPowerful: '이 역할은 당신의 레벨({{level}})보다 강하므로 메뉴를 볼 수만 있습니다.',
        directory: '디렉터리',
        page: '페이지',
        button: '버튼',
      },
    },
  },
}

export default messages
