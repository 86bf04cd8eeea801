import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    readReport: {
      title: '报告查阅',
      name: '报告',
      fields: {
        examNo: '检查号',
        patientName: '姓名',
        gender: '性别',
        age: '年龄',
        patientType: '就诊类别',
        modality: '检查类型',
        examItem: '检查项目',
        applyDeptName: '申请科室',
        auditTime: '审核时间',
        status: '状态',
      },
      filters: {
        blurry: '姓名、拼音、检查号、病人ID或申请单号',
        registerTime: '登记时间',
        modality: '检查类型',
      },
      open: '查看 {{name}} 的报告',
      reportOf: '{{name}} 的报告 · {{examNo}}',
      loading: '正在加载报告查看器…',
      viewerUnavailable: '无法加载报告查看器（本页脚本旁的 clinic-report-viewer.js）。',
      close: '关闭',
      link: {
        open: '生成 {{name}} 的报告链接',
        title: '报告链接 · {{name}} {{examNo}}',
        validity: '有效期',
        minutes: {
          '60': '1 小时',
          '1440': '1 天',
          '4320': '3 天',
          '10080': '7 天',
        },
        create: '生成链接',
        url: '链接',
        expires: '{{time}} 失效；在此之前持有链接者均可查看该报告。',
        qr: '{{examNo}} 报告链接二维码',
        copy: '复制链接',
        copied: '链接已复制。',
        copyFailed: '浏览器不允许复制，请选中链接后手动复制。',
      },
    },
  },
}

export default messages
