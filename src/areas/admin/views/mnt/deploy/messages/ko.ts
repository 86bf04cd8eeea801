import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    deploy: {
      title: '배포',
      name: '배포',
      fields: {
        app: '애플리케이션',
        servers: '서버',
        createTime: '생성일',
      },
      filters: {
        appName: '애플리케이션 이름',
        createTime: '생성일',
      },
      upload: '{{name}}에 패키지 배포',
      start: '{{name}} 시작',
      stop: '{{name}} 중지',
      status: '{{name}} 상태',
      rollback: '{{name}} 되돌리기',
      uploadTitle: '패키지 배포: {{name}}',
      file: '패키지(.zip 또는 .tar.gz)',
      uploadHint: '애플리케이션을 중지하고 배포 폴더를 백업한 뒤 패키지를 풀고 시작 스크립트를 실행합니다. 아래 로그에 각 단계가 표시됩니다.',
      deployButton: '배포',
      uploading: '업로드 중…',
      uploaded: '패키지 {{file}} 업로드됨: 배포 중',
      started: '{{name}}의 시작 스크립트를 실행했습니다',
      startFailed: '{{name}} 시작 실패: 로그를 확인하세요',
      stopped: '{{name}} 중지됨',
      running: '{{name}}이(가) {{ip}}에서 실행 중',
      notRunning: '{{name}}이(가) {{ip}}에서 실행 중이 아님',
      rollbackTitle: '되돌리기: {{name}}',
      rollbackHint: '선택한 배포의 패키지를 다시 배포합니다. 아래 로그에 각 단계가 표시됩니다.',
      rollbackList: '이전 배포',
      rollbackEntry: '{{date}} · {{ip}} · {{user}}',
      rollbackButton: '되돌리기',
      noHistory: '되돌릴 수 있는 배포가 없습니다.',
      rollbackStarted: '{{date}} 버전으로 되돌리는 중',
      close: '닫기',
      log: {
        title: '배포 로그',
        clear: '로그 지우기',
        empty: '아직 메시지가 없습니다. 배포, 시작, 중지, 상태 확인 시 각 단계가 여기에 표시됩니다.',
        connecting: '연결 중…',
        open: '연결됨',
        retrying: '다시 연결 중…',
        refused: '연결 안 됨: 다시 로그인하세요',
        closed: '닫힘',
        error: '오류',
      },
    },
  },
}

export default messages
