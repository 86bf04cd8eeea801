import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    privateConfig: {
      title: '개별 설정',
      name: '설정',
      fields: {
        meaning: '설정 항목',
        configType: '유형',
        configPath: '경로',
        configValue: '값',
        comment: '메모',
        updateTime: '변경일',
      },
      filters: {
        configTypes: '유형(쉼표로 구분)',
        configPaths: '경로(쉼표로 구분)',
      },
      typeHelp: '설정 묶음(예: page)',
      pathHelp: '적용 대상(영상 뷰어는 navbar, 기본 페이지는 /)',
      valueHelp: '영상 뷰어는 WEB 또는 CLIENT, 기본 페이지는 /dashboard 같은 콘솔 경로',
      known: {
        picView: '영상 열기: {{value}}',
        web: '브라우저 뷰어(WEB)',
        client: '데스크톱 뷰어(CLIENT)',
        defaultPage: '로그인 후 기본 페이지',
        other: '뷰 자체 설정',
      },
    },
  },
}

export default messages
