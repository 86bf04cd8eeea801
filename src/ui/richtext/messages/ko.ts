import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  richText: {
    toolbar: '{{label}} 서식',
    bold: '굵게(Ctrl+B)',
    italic: '기울임꼴(Ctrl+I)',
    underline: '밑줄(Ctrl+U)',
    bulletList: '글머리 기호 목록',
    numberedList: '번호 매기기 목록',
    blockType: '텍스트 스타일: {{style}}',
    paragraph: '본문',
    h1: '제목 1',
    h2: '제목 2',
    h3: '제목 3',
    link: '링크',
    linkAddress: '링크 주소(https://, http:// 또는 mailto:)',
    linkApply: '링크 적용',
    linkRemove: '링크 제거',
    linkInvalid: '링크는 https://, http:// 또는 mailto: 로 시작합니다',
    undo: '실행 취소(Ctrl+Z)',
    redo: '다시 실행(Ctrl+Y)',
  },
}

export default messages
