import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  richText: {
    toolbar: '{{label}}の書式',
    bold: '太字（Ctrl+B）',
    italic: '斜体（Ctrl+I）',
    underline: '下線（Ctrl+U）',
    bulletList: '箇条書き',
    numberedList: '番号付きリスト',
    blockType: 'テキストスタイル：{{style}}',
    paragraph: '標準',
    h1: '見出し 1',
    h2: '見出し 2',
    h3: '見出し 3',
    link: 'リンク',
    linkAddress: 'リンク先（https://、http://、mailto:）',
    linkApply: 'リンクを設定',
    linkRemove: 'リンクを解除',
    linkInvalid: 'リンクは https://、http://、mailto: で始めてください',
    undo: '元に戻す（Ctrl+Z）',
    redo: 'やり直し（Ctrl+Y）',
  },
}

export default messages
