import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    hisOrders: {
      title: 'HIS 검사 의뢰',
      name: '의뢰 항목',
      fields: {
        applyNo: '의뢰 번호',
        applyTime: '의뢰 시각',
        patientName: '환자',
        cardNo: '진료카드 번호',
        patientType: '진료 구분',
        visitNo: '외래/입원 번호·병상',
        applyDeptName: '의뢰 과',
        applyPhysician: '의뢰 의사',
        examItem: '검사 항목',
        modality: '모달리티',
        fee: '비용',
        state: '접수 상태',
      },
      filters: {
        blurry: '카드·외래·입원·의뢰 번호 또는 이름',
        applyTime: '의뢰 시각',
        registered: '접수 상태',
        modality: '모달리티',
      },
      registered: {
        false: '접수 대기',
        true: '접수 완료',
      },
      urgent: '응급',
      registerRow: '{{name}} 접수',
      registerSelected: '선택 항목 접수 ({{count}})',
      review: {
        title: '{{name}}의 의뢰 접수 ({{count}}개 항목)',
        onePatient: '선택한 항목이 환자 {{count}}명의 것입니다. 한 번에 한 환자씩 접수하십시오.',
        birth: '성별·생년월일',
        idCard: '주민등록번호',
        lmp: '마지막 월경',
        diagnosis: '임상 진단',
        items: '의뢰 항목',
        device: '검사 장비',
        deviceOf: '{{item}} 검사 장비',
        anyDevice: '지정 안 함',
        register: '{{count}}개 항목 접수',
        cancel: '취소',
      },
      tabs: {
        label: 'HIS 접수',
        orders: 'HIS 검사 의뢰',
        worklist: '접수 워크리스트',
      },
      direct: {
        title: '번호로 바로 접수',
        number: '카드·외래·입원·의뢰 번호',
        hint: '번호를 스캔하거나 입력하고 Enter: 해당 환자의 접수 대기 의뢰를 한 번에 모두 접수합니다.',
        go: '접수',
        looking: '의뢰를 찾는 중…',
        none: '{{number}}에 접수할 의뢰가 없습니다.',
        several: '{{number}}은(는) 환자 {{count}}명의 의뢰에 해당합니다. HIS 검사 의뢰 목록에서 접수하십시오.',
        recent: '이 창구에서 접수함',
      },
    },
  },
}

export default messages
