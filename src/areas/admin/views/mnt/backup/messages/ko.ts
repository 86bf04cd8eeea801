import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    backup: {
      title: '데이터베이스 백업',
      name: '백업',
      fields: {
        fileName: '파일',
        size: '크기',
        note: '메모',
        createBy: '만든 사람',
        createTime: '만든 시각',
        restoredTime: '최근 복원',
      },
      filters: {
        blurry: '파일, 메모 또는 만든 사람',
        createTime: '만든 시각',
      },
    },
  },
  backup: {
    download: '{{name}} 다운로드',
    restore: '{{name}} 복원',
    restoreTitle: '{{name}}에서 데이터베이스 복원',
    restoreWarning: '데이터베이스의 모든 기록이 {{time}}에 만든 백업의 내용으로 바뀝니다. 세션, 백업 목록, 작업 로그는 그대로 유지되며, 바뀌는 데이터는 먼저 백업됩니다.',
    typeLabel: '확인하려면 파일 이름 {{name}}을(를) 입력하세요',
    restoreButton: '복원',
    cancel: '취소',
    restored: '{{name}}에서 복원했습니다. 복원 전 데이터는 {{safety}}에 있습니다',
    restoring: '복원하는 중…',
    bytes: '{{value}} B',
    kib: '{{value}} KiB',
    mib: '{{value}} MiB',
    gib: '{{value}} GiB',
  },
}

export default messages
