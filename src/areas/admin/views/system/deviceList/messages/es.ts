import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    deviceList: {
      title: 'Equipos',
      name: 'equipo',
      fields: {
        name: 'Nombre',
        aeTitle: 'Título AE',
        modality: 'Tipo de equipo',
        room: 'Sala',
        ip: 'Dirección IP',
        port: 'Puerto',
        status: 'Estado',
        description: 'Descripción',
        createTime: 'Creado',
      },
      filters: {
        blurry: 'Nombre, título AE, sala o dirección',
        modalityId: 'Tipo de equipo',
        status: 'Estado',
      },
      aeTitleHelp: 'El nombre DICOM del equipo, como lo conoce su PACS',
      aeTitleFormat: 'De 1 a 16 caracteres ASCII imprimibles, sin barra invertida',
    },
  },
}

export default messages
