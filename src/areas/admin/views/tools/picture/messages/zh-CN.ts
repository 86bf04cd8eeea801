import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  picture: {
    title: '图床',
    toolbar: '图床',
    upload: '上传图片',
    refresh: '刷新',
    loading: '正在加载图片…',
    empty: '暂无图片。',
    hint: '支持 jpg、png、gif、webp，最大 15 MB。复制的链接是公开链接：持有链接的人无需登录即可查看图片，直至图片被删除。',
    wrongType: '只能上传 jpg、png、gif 或 webp 图片',
    copy: '复制链接',
    copyOf: '复制链接：{{name}}',
    copied: '已复制 {{name}} 的链接',
    copyFailed: '无法复制链接，请手动选择：{{link}}',
    deleteOf: '删除 {{name}}',
    delete: '删除',
    cancel: '取消',
    deleteTitle: '删除图片',
    deleteConfirm: '确定删除 {{name}} 吗？删除后其链接将失效。',
    deleted: '已删除 {{name}}',
  },
}

export default messages
