import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    applyHospital: {
      title: '申请医院',
      name: '申请医院',
      fields: {
        name: '医院名称',
        code: '医院编码',
        own: '本院',
        deptCount: '科室数',
        sort: '排序',
        enabled: '状态',
        createTime: '创建日期',
      },
      filters: {
        blurry: '名称或编码',
        enabled: '状态',
      },
      enabled: '启用',
      disabled: '停用',
      ownHelp: '登记时默认选中的医院；把另一家医院设为本院，标记会随之转移',
    },
  },
}

export default messages
