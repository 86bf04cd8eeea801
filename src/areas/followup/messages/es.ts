import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  followup: {
    categories: { agree: 'Concordante', partly: 'Parcialmente concordante', disagree: 'Discordante', pending: 'Aún sin resultado' },
    methods: { phone: 'Teléfono', emr: 'HIS / HCE', pathology: 'Sistema de patología', outpatient: 'Revisión ambulatoria', surgery: 'Registro quirúrgico' },
  },
}

export default messages
