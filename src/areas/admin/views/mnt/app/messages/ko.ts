import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    app: {
      title: '애플리케이션',
      name: '애플리케이션',
      fields: {
        name: '애플리케이션 이름',
        port: '포트',
        uploadPath: '업로드 폴더',
        deployPath: '배포 폴더',
        backupPath: '백업 폴더',
        startScript: '시작 스크립트',
        deployScript: '배포 스크립트',
        createTime: '생성일',
      },
      filters: {
        name: '애플리케이션 이름',
        createTime: '생성일',
      },
      help: {
        folder: '서버 배포 폴더(<데이터>/deploy/) 아래의 폴더, 상대 경로는 그곳에서 시작',
        startScript: '배포 폴더에서 실행되며 끝나야 합니다. 서버는 백그라운드로 시작하세요(nohup … > app.log 2>&1 &). $APP_NAME, $APP_PORT, $DEPLOY_PATH 사용 가능',
        deployScript: '선택: 압축 해제 후 시작 스크립트 전에 배포 폴더에서 실행',
      },
    },
  },
}

export default messages
