import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  cloudFilm: {
    share: {
      title: '您的检查报告',
      region: '分享的检查报告',
      checking: '正在打开链接…',
      codeLabel: '访问码',
      codeHint: '随链接一起提供给您的 6 位数字。',
      codeFormat: '请输入 6 位数字访问码。',
      open: '打开',
      wrongCode: '访问码不正确，请核对后重试。',
      throttled: '访问码错误次数过多，此链接已暂时锁定，请 15 分钟后再试。',
      images: '查看影像',
      imagesTitle: '影像',
      closeImages: '关闭影像',
      loadingReport: '正在加载报告…',
      loadingImages: '正在加载影像查看器…',
      viewerUnavailable: '查看器无法加载，请刷新页面重试。',
      failed: '暂时无法打开链接，请检查网络后刷新页面。',
      refused: {
        expired: '此链接已过期。',
        revoked: '此链接已被医院撤销。',
        invalid: '此链接无效。',
      },
      askHospital: '请联系为您检查的医院重新获取链接。',
    },
  },
}

export default messages
