import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  ultrasound: {
    srImport: {
      action: '从设备导入（SR）',
      found: '已从 {{instances}} 份设备报告导入 {{count}} 项测量值',
      none: '该检查没有设备发送的结构化报告（SR）',
      failed: '设备报告无法读取',
    },
  },
}

export default messages
