import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  followup: {
    categories: { agree: '符合', partly: '基本符合', disagree: '不符合', pending: '尚无结果' },
    methods: { phone: '电话', emr: 'HIS / 电子病历', pathology: '病理系统', outpatient: '门诊复查', surgery: '手术记录' },
  },
}

export default messages
