import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  serverMonitor: {
    title: 'Monitor del servidor',
    system: 'Sistema',
    os: 'Sistema operativo',
    ip: 'Dirección IP',
    uptime: 'En marcha desde hace',
    time: 'Hora del servidor',
    usage: 'Uso',
    cpu: 'CPU',
    memory: 'Memoria',
    swap: 'Intercambio',
    disk: 'Disco (carpeta de datos)',
    percent: '{{value}} %',
    model: 'Modelo',
    packages: 'CPU físicas',
    cores: 'Núcleos',
    logical: 'Procesadores lógicos',
    used: 'En uso',
    idle: 'Inactivo',
    total: 'Total',
    available: 'Disponible',
    chart: 'Uso de CPU y memoria en las últimas {{count}} mediciones (cada 3,5 s); los indicadores de arriba muestran las cifras más recientes.',
    chartTitle: 'Uso de CPU y memoria, %',
    chartLoading: 'Cargando el gráfico…',
    chartWaiting: 'El gráfico empieza tras la segunda medición.',
    cpuSeries: 'CPU %',
    memorySeries: 'Memoria %',
    failed: 'No se ha podido medir el servidor: {{message}}',
    loading: 'Midiendo el servidor…',
  },
}

export default messages
