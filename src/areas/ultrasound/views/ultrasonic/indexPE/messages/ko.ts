import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  ultrasound: {
    indexPE: {
      title: '건강검진 초음파: 정상 판독문 일괄 확정',
      intro: '오늘 건강검진 수검자의 초음파 검사(검사 완료, 판독 전)입니다. 각 검사는 검사 항목의 템플릿으로 시작합니다. 내용을 확인하고 확정하면 판독문이 저장되어 검토 요청되고 다음 검사가 열립니다.',
      loading: '오늘의 건강검진 초음파를 불러오는 중…',
      failed: '검사를 불러오지 못했습니다: {{message}}',
      empty: '오늘 판독을 기다리는 건강검진 초음파 검사가 없습니다.',
      drafts: '판독문 초안이 있어 판독 편집기에 남겨 둔 검사: {{count}}건',
      progress: '{{total}}건 중 {{done}}건 확정',
      skippedCount: '건너뜀: {{count}}건',
      list: '이번 일괄 처리의 검사',
      examLabel: '{{name}}, {{examNo}}, {{item}}: {{state}}',
      state: {
        pending: '확정 대기',
        confirmed: '확정됨',
        skipped: '건너뜀',
      },
      template: {
        label: '{{item}} 템플릿',
        normal: '{{name}} (이 항목의 정상 템플릿)',
        chosen: '{{name}} (이 검사 항목에 선택됨)',
        none: '“{{item}}”에 맞는 정상 템플릿이 없습니다. 템플릿에서 하나를 골라 “바꾸기”를 누르세요.',
        edited: '수정한 내용: 확정할 때까지 이 컴퓨터에 보관됩니다.',
        reset: '템플릿 내용으로 되돌리기',
        forget: '정상 템플릿 다시 사용',
      },
      panel: '템플릿',
      panelHint: '“삽입”은 템플릿을 이 검사의 내용에 더하고, “바꾸기”는 모든 “{{item}}” 검사(이번과 다음 일괄 처리)의 템플릿으로 지정합니다.',
      chosenFor: '{{item}} 템플릿: {{name}}.',
      blanks: '확정하기 전에 빈칸(__)을 채우세요. 첫 번째 빈칸이 선택되었습니다.',
      empties: '소견과 결론은 필수입니다.',
      actions: {
        confirm: '확정 후 다음',
        skip: '건너뛰기',
        previous: '이전',
        reload: '새 검사 찾기',
      },
      lockHeld: '{{name}} 님이 {{since}}부터 이 판독문을 열고 있습니다. 확정하면 이 검사는 건너뛰고 그분의 작업으로 남습니다.',
      skipped: '확정되지 않음: {{patient}} ({{examNo}}). {{message}}',
      confirmedAt: '{{patient}} {{time}}에 확정됨.',
      confirmedNote: '이 판독문은 검토 요청되었습니다.',
      allDone: '이번 일괄 처리의 모든 검사를 마쳤습니다: 확정 {{done}}건, 건너뜀 {{skipped}}건.',
      readOnly: '이 검사들을 볼 수는 있지만 판독문을 작성할 수는 없습니다.',
      failedConfirm: '확정되지 않음: {{message}} 내용은 보관되었습니다. 다시 시도하세요.',
      shortcuts: {
        title: '키보드 단축키',
        enter: '확정 후 다음 (입력란 밖 또는 “확정” 버튼에서)',
        ctrlEnter: '확정 후 다음 (입력란을 포함한 어디서나)',
        next: '다음 검사로 건너뛰기',
        previous: '이전 검사',
        template: '템플릿 검색',
      },
    },
  },
}

export default messages
