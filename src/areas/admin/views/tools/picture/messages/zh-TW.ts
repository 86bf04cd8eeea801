import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  picture: {
    title: '圖床',
    toolbar: '圖床',
    upload: '上傳圖片',
    refresh: '重新整理',
    loading: '正在載入圖片…',
    empty: '尚無圖片。',
    hint: '支援 jpg、png、gif、webp，最大 15 MB。複製的連結是公開連結：持有連結的人無需登入即可檢視圖片，直到圖片被刪除。',
    wrongType: '只能上傳 jpg、png、gif 或 webp 圖片',
    copy: '複製連結',
    copyOf: '複製連結：{{name}}',
    copied: '已複製 {{name}} 的連結',
    copyFailed: '無法複製連結，請手動選取：{{link}}',
    deleteOf: '刪除 {{name}}',
    delete: '刪除',
    cancel: '取消',
    deleteTitle: '刪除圖片',
    deleteConfirm: '確定刪除 {{name}} 嗎？刪除後其連結將失效。',
    deleted: '已刪除 {{name}}',
  },
}

export default messages
