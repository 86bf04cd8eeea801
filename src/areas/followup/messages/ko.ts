import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  followup: {
    categories: { agree: '일치', partly: '부분 일치', disagree: '불일치', pending: '결과 미정' },
    methods: { phone: '전화', emr: 'HIS / 전자의무기록', pathology: '병리 시스템', outpatient: '외래 재진', surgery: '수술 기록' },
  },
}

export default messages
