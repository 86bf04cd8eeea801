import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    followupRecord: {
      title: '隨訪紀錄',
      name: '隨訪紀錄',
      heading: '{{patient}} · {{exam}} 的隨訪',
      back: '返回隨訪清單',
      noCase: '未選擇病例：請從隨訪清單開啟。',
      notFound: '無法顯示該病例：病例不存在或不在您的資料範圍內。',
      loading: '正在載入病例…',
      fields: {
        followDate: '隨訪日期',
        method: '隨訪方式',
        specimenId: '病理結果',
        result: '隨訪結果',
        category: '隨訪結論',
        follower: '隨訪人',
        nextDate: '下次隨訪',
        remarks: '備註',
      },
      specimenHelp: '同一病人已簽發的病理結果；選擇後自動填入隨訪結果',
      specimenOption: '{{no}} · {{diagnosis}}',
      specimenNone: '不關聯病理結果',
      specimenEmpty: '該病人沒有已簽發的病理結果',
      specimenLoading: '正在載入病理結果…',
      linkedSpecimen: '病理 {{no}}',
      futureDate: '隨訪日期不能晚於今天',
      nextNotAfter: '下次隨訪日期須晚於隨訪日期',
      case: {
        label: '病例',
        patient: '病人',
        exam: '檢查',
        examTime: '檢查時間',
        reportPhysician: '報告醫師',
        reason: '隨訪原因',
        reasons: { positive: '陽性報告', manual: '醫師指定' },
        category: '最新隨訪結論',
        nextDate: '下次隨訪',
        closedBy: '{{by}} 於 {{at}} 結束隨訪',
        impression: '診斷意見',
        findings: '影像所見',
        images: '影像',
        imagesTitle: '{{exam}} 的影像',
        closeImages: '關閉影像',
        imagesLoading: '正在載入閱片器…',
        imagesFailed: '閱片器載入失敗',
        close: '結束隨訪',
        closeTitle: '結束隨訪',
        closeConfirm: '確定結束 {{exam}} 的隨訪？結束後不能再修改隨訪紀錄，除非重新開啟。',
        cancel: '取消',
        reopen: '重新開啟隨訪',
        closed: '已結束隨訪',
        reopened: '已重新開啟隨訪',
        readOnly: '該病例已結束隨訪；重新開啟後才能新增或修改紀錄。',
      },
    },
  },
}

export default messages
