import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    applyDept: {
      title: '申请科室',
      name: '申请科室',
      fields: {
        name: '科室名称',
        hospitalId: '所属医院',
        hospitalName: '所属医院',
        physicianCount: '医生数',
        sort: '排序',
        enabled: '状态',
        createTime: '创建日期',
      },
      filters: {
        blurry: '科室名称',
        hospitalId: '所属医院',
        enabled: '状态',
      },
      enabled: '启用',
      disabled: '停用',
    },
    applyPhysician: {
      title: '申请医生',
      name: '申请医生',
      choose: '点击左侧科室查看其医生。',
      fields: {
        name: '姓名',
        title: '职称',
        sort: '排序',
        enabled: '状态',
      },
      filters: {
        blurry: '姓名或职称',
      },
      titleHelp: '如主任医师、主治医师',
    },
  },
}

export default messages
