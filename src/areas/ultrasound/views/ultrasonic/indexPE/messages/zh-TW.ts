import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  ultrasound: {
    indexPE: {
      title: '體檢超音波：正常報告批次確認',
      intro: '今日體檢病人的超音波檢查（已檢查、尚未報告）。每個檢查依其檢查項目的範本產生報告文字；核對文字後確認：報告即儲存並送出審核，隨後開啟下一個檢查。',
      loading: '正在載入今日體檢超音波…',
      failed: '檢查清單載入失敗：{{message}}',
      empty: '今日沒有待寫報告的體檢超音波檢查。',
      drafts: '已有報告草稿、留給報告編輯器處理的檢查：{{count}} 個',
      progress: '已確認 {{done}} / {{total}}',
      skippedCount: '已略過：{{count}}',
      list: '本批檢查',
      examLabel: '{{name}}，{{examNo}}，{{item}}：{{state}}',
      state: {
        pending: '待確認',
        confirmed: '已確認',
        skipped: '已略過',
      },
      template: {
        label: '{{item}}的範本',
        normal: '{{name}}（該項目的正常範本）',
        chosen: '{{name}}（已為該檢查項目選定）',
        none: '沒有適合「{{item}}」的正常範本：請在範本中選擇一個並按「取代」。',
        edited: '文字已修改：確認前保存在本機。',
        reset: '恢復為範本文字',
        forget: '改回正常範本',
      },
      panel: '範本',
      panelHint: '「插入」把範本加到本檢查的文字中；「取代」把它設為所有「{{item}}」檢查的範本（本批及以後）。',
      chosenFor: '{{item}}的範本：{{name}}。',
      blanks: '請先填寫空白處（__）再確認：已選取第一個空白。',
      empties: '檢查所見與診斷意見為必填。',
      actions: {
        confirm: '確認並下一個',
        skip: '略過',
        previous: '上一個',
        reload: '尋找新檢查',
      },
      lockHeld: '{{name}} 自 {{since}} 起正在編輯此報告。確認時將略過該檢查，由其繼續撰寫。',
      skipped: '未確認：{{patient}}（{{examNo}}）。{{message}}',
      confirmedAt: '{{patient}} 已於 {{time}} 確認。',
      confirmedNote: '此報告已送出審核。',
      allDone: '本批檢查已全部處理：確認 {{done}} 個，略過 {{skipped}} 個。',
      readOnly: '您可以檢視這些檢查，但不能撰寫其報告。',
      failedConfirm: '未確認：{{message}} 您的文字已保留，請重試。',
      shortcuts: {
        title: '鍵盤快速鍵',
        enter: '確認並下一個（焦點不在文字欄內，或在「確認」按鈕上）',
        ctrlEnter: '確認並下一個（任何位置，包括文字欄內）',
        next: '跳到下一個檢查',
        previous: '上一個檢查',
        template: '搜尋範本',
      },
    },
  },
}

export default messages
