import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    bodyPart: {
      title: '检查部位',
      name: '检查部位',
      fields: {
        modality: '设备类型',
        modalityId: '设备类型',
        name: '部位名称',
        fee: '费用（元）',
        minutes: '时长（分钟）',
        smallPartCount: '小部位数',
        sort: '排序',
        enabled: '状态',
        createTime: '创建日期',
      },
      filters: {
        blurry: '部位名称',
        modalityId: '设备类型',
        enabled: '状态',
      },
      enabled: '启用',
      disabled: '停用',
      minutesHelp: '该部位在设备上检查所需时间（用于预约排班）',
    },
    bodyPartSmall: {
      title: '检查小部位',
      name: '检查小部位',
      choose: '点击左侧检查部位查看其小部位。',
      fields: {
        name: '小部位名称',
        sort: '排序',
        enabled: '状态',
      },
      filters: {
        blurry: '小部位名称',
      },
    },
  },
}

export default messages
