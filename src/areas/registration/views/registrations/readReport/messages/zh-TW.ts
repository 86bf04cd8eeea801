import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    readReport: {
      title: '報告查閱',
      name: '報告',
      fields: {
        examNo: '檢查號',
        patientName: '姓名',
        gender: '性別',
        age: '年齡',
        patientType: '就診類別',
        modality: '檢查類型',
        examItem: '檢查項目',
        applyDeptName: '申請科室',
        auditTime: '審核時間',
        status: '狀態',
      },
      filters: {
        blurry: '姓名、拼音、檢查號、病人ID或申請單號',
        registerTime: '登記時間',
        modality: '檢查類型',
      },
      open: '檢視 {{name}} 的報告',
      reportOf: '{{name}} 的報告 · {{examNo}}',
      loading: '正在載入報告檢視器…',
      viewerUnavailable: '無法載入報告檢視器（本頁指令碼旁的 clinic-report-viewer.js）。',
      close: '關閉',
      link: {
        open: '產生 {{name}} 的報告連結',
        title: '報告連結 · {{name}} {{examNo}}',
        validity: '有效期',
        minutes: {
          '60': '1 小時',
          '1440': '1 天',
          '4320': '3 天',
          '10080': '7 天',
        },
        create: '產生連結',
        url: '連結',
        expires: '{{time}} 失效；在此之前持有連結者皆可檢視該報告。',
        qr: '{{examNo}} 報告連結 QR 碼',
        copy: '複製連結',
        copied: '連結已複製。',
        copyFailed: '瀏覽器不允許複製，請選取連結後手動複製。',
      },
    },
  },
}

export default messages
