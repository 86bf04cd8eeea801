import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  collection: {
    dialog: {
      title: 'Guardar este caso',
      exam: 'Exploración: {{label}}',
      folder: 'Carpeta',
      personalGroup: 'Mis carpetas',
      publicGroup: 'Carpetas públicas de {{dept}}',
      newFolderOption: 'Carpeta nueva…',
      newFolderName: 'Nombre de la carpeta nueva',
      newFolderScope: 'Tipo de carpeta',
      personal: 'Personal (solo yo)',
      public: 'Pública (mi servicio)',
      note: 'Nota docente',
      notePlaceholder: 'Por qué merece la pena guardar este caso',
      submit: 'Guardar',
      saving: 'Guardando…',
      cancel: 'Cancelar',
      done: 'Caso guardado en «{{folder}}»',
      loading: 'Cargando carpetas…',
      loadFailed: 'No se pudieron cargar las carpetas: {{message}}',
      folderRequired: 'Elija una carpeta o dé nombre a una nueva',
      nameRequired: 'Dé nombre a la carpeta nueva',
      failed: 'No se guardó: {{message}}',
    },
    tags: {
      label: 'Etiquetas',
      placeholder: 'Enfermedad, región… Intro añade',
      selected: 'Etiquetas elegidas',
      add: 'Añadir la etiqueta «{{tag}}»',
      used: '{{tag}} ({{count}})',
      tooLong: 'Una etiqueta tiene como máximo 30 caracteres',
      comma: 'Una etiqueta no puede contener comas',
      showAll: 'Mostrar etiquetas sugeridas',
    },
  },
}

export default messages
