import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  followup: {
    categories: { agree: '符合', partly: '基本符合', disagree: '不符合', pending: '尚無結果' },
    methods: { phone: '電話', emr: 'HIS / 電子病歷', pathology: '病理系統', outpatient: '門診複查', surgery: '手術紀錄' },
  },
}

export default messages
