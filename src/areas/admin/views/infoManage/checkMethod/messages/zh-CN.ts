import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    checkMethod: {
      title: '检查方法',
      name: '检查方法',
      fields: {
        modality: '设备类型',
        modalityId: '设备类型',
        name: '方法名称',
        feeExtra: '加收费用（元）',
        sort: '排序',
        enabled: '状态',
        createTime: '创建日期',
      },
      filters: {
        blurry: '方法名称',
        modalityId: '设备类型',
        enabled: '状态',
      },
      enabled: '启用',
      disabled: '停用',
      feeExtraHelp: '登记时加在检查部位费用上（如增强扫描另收费）',
    },
  },
}

export default messages
