import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  richText: {
    toolbar: '{{label}}的格式',
    bold: '加粗（Ctrl+B）',
    italic: '斜体（Ctrl+I）',
    underline: '下划线（Ctrl+U）',
    bulletList: '项目符号列表',
    numberedList: '编号列表',
    blockType: '文本样式：{{style}}',
    paragraph: '正文',
    h1: '标题 1',
    h2: '标题 2',
    h3: '标题 3',
    link: '链接',
    linkAddress: '链接地址（https://、http:// 或 mailto:）',
    linkApply: '设置链接',
    linkRemove: '取消链接',
    linkInvalid: '链接须以 https://、http:// 或 mailto: 开头',
    undo: '撤销（Ctrl+Z）',
    redo: '重做（Ctrl+Y）',
  },
}

export default messages
