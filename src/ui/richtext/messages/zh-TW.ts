import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  richText: {
    toolbar: '{{label}}的格式',
    bold: '粗體（Ctrl+B）',
    italic: '斜體（Ctrl+I）',
    underline: '底線（Ctrl+U）',
    bulletList: '項目符號清單',
    numberedList: '編號清單',
    blockType: '文字樣式：{{style}}',
    paragraph: '內文',
    h1: '標題 1',
    h2: '標題 2',
    h3: '標題 3',
    link: '連結',
    linkAddress: '連結位址（https://、http:// 或 mailto:）',
    linkApply: '設定連結',
    linkRemove: '移除連結',
    linkInvalid: '連結須以 https://、http:// 或 mailto: 開頭',
    undo: '復原（Ctrl+Z）',
    redo: '重做（Ctrl+Y）',
  },
}

export default messages
