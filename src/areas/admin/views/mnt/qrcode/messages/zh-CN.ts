import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  qrcode: {
    title: '二维码',
    size: '尺寸',
    pixels: '{{side}} 像素',
    noPublicAddress: '未设置医院公网地址，这些二维码将打开本系统的地址（{{origin}}），院外患者可能无法访问。请在“医院配置”中设置公网地址。',
    codeOf: '二维码：{{title}}',
    downloadPng: 'PNG',
    downloadSvg: 'SVG',
    print: '打印',
    downloadPngOf: '下载“{{title}}”二维码（PNG）',
    downloadSvgOf: '下载“{{title}}”二维码（SVG）',
    printOf: '打印“{{title}}”二维码',
    downloadFailed: '无法生成图片：{{message}}',
    kinds: {
      reportLookup: { title: '报告查询', purpose: '患者扫码查询检查报告。', missing: '报告查询没有地址。' },
      cloudFilm: { title: '云胶片', purpose: '患者扫码在线查看影像。', missing: '云胶片没有地址。' },
      feedback: { title: '患者反馈', purpose: '患者扫码向医院反馈就诊体验。', missing: '未设置患者反馈地址：请在“医院配置”中设置后再打印此二维码。' },
    },
  },
}

export default messages
