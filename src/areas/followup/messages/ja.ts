import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  followup: {
    categories: { agree: '一致', partly: '概ね一致', disagree: '不一致', pending: '結果未確定' },
    methods: { phone: '電話', emr: 'HIS / 電子カルテ', pathology: '病理システム', outpatient: '外来再診', surgery: '手術記録' },
  },
}

export default messages
