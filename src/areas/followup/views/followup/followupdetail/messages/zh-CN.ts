import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    followupRecord: {
      title: '随访记录',
      name: '随访记录',
      heading: '{{patient}} · {{exam}} 的随访',
      back: '返回随访列表',
      noCase: '未选择病例：请从随访列表打开。',
      notFound: '无法显示该病例：病例不存在或不在您的数据范围内。',
      loading: '正在加载病例…',
      fields: {
        followDate: '随访日期',
        method: '随访方式',
        specimenId: '病理结果',
        result: '随访结果',
        category: '随访结论',
        follower: '随访人',
        nextDate: '下次随访',
        remarks: '备注',
      },
      specimenHelp: '同一患者已签发的病理结果；选择后自动填入随访结果',
      specimenOption: '{{no}} · {{diagnosis}}',
      specimenNone: '不关联病理结果',
      specimenEmpty: '该患者没有已签发的病理结果',
      specimenLoading: '正在加载病理结果…',
      linkedSpecimen: '病理 {{no}}',
      futureDate: '随访日期不能晚于今天',
      nextNotAfter: '下次随访日期须晚于随访日期',
      case: {
        label: '病例',
        patient: '患者',
        exam: '检查',
        examTime: '检查时间',
        reportPhysician: '报告医生',
        reason: '随访原因',
        reasons: { positive: '阳性报告', manual: '医生指定' },
        category: '最新随访结论',
        nextDate: '下次随访',
        closedBy: '{{by}} 于 {{at}} 结束随访',
        impression: '诊断意见',
        findings: '影像所见',
        images: '图像',
        imagesTitle: '{{exam}} 的图像',
        closeImages: '关闭图像',
        imagesLoading: '正在加载阅片器…',
        imagesFailed: '阅片器加载失败',
        close: '结束随访',
        closeTitle: '结束随访',
        closeConfirm: '确定结束 {{exam}} 的随访？结束后不能再修改随访记录，除非重新打开。',
        cancel: '取消',
        reopen: '重新打开随访',
        closed: '已结束随访',
        reopened: '已重新打开随访',
        readOnly: '该病例已结束随访；重新打开后才能添加或修改记录。',
      },
    },
  },
}

export default messages
