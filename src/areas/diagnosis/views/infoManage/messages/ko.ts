import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    reportTemplate: {
      title: '보고서 템플릿',
      name: '템플릿',
      fields: {
        name: '이름',
        folder: '폴더',
        parentId: '상위 폴더',
        scope: '범위',
        modality: '검사 종류',
        bodyPart: '검사 부위',
        updateTime: '수정 시간',
        findings: '소견',
        impression: '판독 소견',
        recommendation: '권고',
      },
      filters: {
        blurry: '이름, 머리글자 또는 내용',
        scope: '범위',
        modality: '검사 종류',
      },
      scopes: {
        public: '공용',
        dept: '과',
        personal: '개인',
      },
      anyModality: '제한 없음',
      topLevel: '(범위의 최상위)',
      rowEdit: '{{name}} 편집',
      exportSelected: 'JSON 내보내기',
      exported: '{{file}} 저장됨',
    },
  },
  diagnosis: {
    templateEdit: {
      titleNew: '보고서 템플릿 추가',
      titleEdit: '템플릿 “{{name}}” 편집',
      back: '목록으로',
      save: '저장',
      saved: '템플릿을 저장했습니다',
      preview: '보고서 편집기에서의 모습',
      pickLists: '선택 항목 {{count}}개. 글에 {{example}}를 쓰면 선택 항목이 되고 첫 번째가 기본값입니다.',
      loading: '템플릿을 불러오는 중…',
      readOnly: '이 템플릿은 볼 수만 있고 수정할 수 없습니다.',
    },
    treeTemplate: {
      title: '트리 템플릿',
      toolbar: '템플릿 트리 작업',
      addFolder: '새 폴더',
      addTemplate: '새 템플릿',
      rename: '이름 바꾸기',
      edit: '내용 편집',
      delete: '삭제',
      moveUp: '위로(Alt+↑)',
      moveDown: '아래로(Alt+↓)',
      moveInto: '위 폴더 안으로(Alt+→)',
      moveOut: '폴더 밖으로(Alt+←)',
      import: 'JSON 가져오기',
      export: 'JSON 내보내기',
      imported: '{{count}}개 노드를 가져왔습니다',
      badFile: '내보낸 템플릿 파일이 아닙니다',
      exported: '{{file}} 저장됨',
      moved: '“{{name}}”을(를) 옮겼습니다',
      added: '“{{name}}”을(를) 추가했습니다',
      renamed: '“{{name}}”(으)로 바꿨습니다',
      deleted: '“{{name}}”을(를) 삭제했습니다',
      confirmTitle: '삭제 확인',
      confirmDelete: '“{{name}}”을(를) 삭제할까요?',
      confirm: '삭제',
      cancel: '취소',
      nameLabel: '이름',
      ok: '확인',
      nameRequired: '1~60자의 이름을 입력하세요',
      keyboard: '노드를 폴더 위나 행 사이로 끌어 옮깁니다. 키보드: Alt+↑/↓ 순서 변경, Alt+→ 위 폴더 안으로, Alt+← 폴더 밖으로.',
    },
  },
}

export default messages
