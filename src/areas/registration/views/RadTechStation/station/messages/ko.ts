import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    station: {
      title: '방사선사 워크스테이션',
      name: '검사',
      fields: {
        queueNo: '대기 번호',
        examNo: '검사 번호',
        patientName: '환자',
        genderAge: '성별/나이',
        examItem: '검사 항목',
        checkMethod: '검사 방법',
        deviceName: '장비',
        urgency: '긴급도',
        checkInTime: '접수 시각',
        status: '상태',
        imageCount: '영상',
        technician: '방사선사',
        examTime: '검사 시각',
        contrastAgent: '조영제',
        contrastDose: '용량',
      },
      filters: {
        blurry: '이름, 병음, 검사 번호 또는 환자 ID',
        deviceId: '장비',
        status: '상태',
        examTime: '검사 시각',
      },
      queue: {
        waiting: '대기 중(접수됨, 검사 중)',
        checkedIn: '접수됨',
        started: '검사 중',
        examined: '검사 완료',
      },
      images: {
        count: '영상 {{count}}장',
        waiting: '영상 대기',
      },
      callNext: '다음 환자 호출',
      nobodyWaiting: '접수 후 대기 중인 환자가 없습니다',
      waitingCount: '{{count}}명 대기',
      called: '{{name}} 님을 {{room}}(으)로 호출함',
      calledNoRoom: '{{name}} 님을 호출함',
      contrastHelp: '조영제를 쓰지 않았으면 비워 두세요',
      doseHelp: '단위와 함께, 예: 80 ml',
    },
  },
}

export default messages
