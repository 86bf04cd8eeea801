import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    followupCase: {
      title: 'Seguimiento',
      name: 'caso',
      fields: {
        patientName: 'Paciente',
        examNo: 'N.º de examen',
        modality: 'Modalidad',
        examItem: 'Prueba',
        examTime: 'Fecha del examen',
        impression: 'Impresión',
        reportPhysician: 'Informado por',
        reportTime: 'Fecha del informe',
        category: 'Última categoría',
        nextDate: 'Próximo seguimiento',
        recordCount: 'Registros',
      },
      filters: {
        blurry: 'N.º de examen o paciente',
        modality: 'Modalidad',
        physician: 'Médico',
        reportTime: 'Periodo del informe',
        category: 'Categoría',
        due: 'Vencimiento',
        state: 'Estado',
      },
      notYet: 'Sin seguimiento',
      dueToday: 'Vence hoy',
      dueOptions: { due: 'Vence hoy o vencido', overdue: 'Vencido', week: 'Vence esta semana' },
      states: { open: 'Abierto', closed: 'Cerrado' },
      reminder: 'Vencen {{count}} seguimientos ({{overdue}} vencidos)',
      reminderNone: 'No vence ningún seguimiento',
      showDue: 'Ver los {{count}} que vencen',
      showAll: 'Ver todos los casos',
      open: 'Abrir el seguimiento de {{name}}',
      tabs: { label: 'Vistas de seguimiento', cases: 'Casos', coincidence: 'Tasa de concordancia' },
      coincidence: {
        title: 'Tasa de concordancia',
        groupBy: 'Agrupar por',
        groups: { physician: 'Médico', modality: 'Modalidad', month: 'Mes', quarter: 'Trimestre', year: 'Año' },
        allModalities: 'Todas las modalidades',
        from: 'Informes desde',
        to: 'Informes hasta',
        badRange: 'El final no puede ser anterior al inicio',
        partlySetting: 'Contar «parcialmente concordante» como concordancia',
        formulaPartly: 'Tasa = (concordante + parcialmente concordante) ÷ casos seguidos; «parcialmente concordante» cuenta como concordancia',
        formulaStrict: 'Tasa = concordante ÷ casos seguidos; «parcialmente concordante» no cuenta como concordancia',
        followed: 'Seguidos',
        rate: 'Tasa',
        total: 'Total',
        empty: 'No hay casos seguidos en este periodo',
        failed: 'No se pudieron cargar las estadísticas',
      },
    },
  },
}

export default messages
