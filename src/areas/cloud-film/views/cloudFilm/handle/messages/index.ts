import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the cloud-film handling view (publish, the list of links, their access log). One file per locale, loaded on demand. */
export const handleMessages = defineMessages('areas/cloud-film/views/cloudFilm/handle/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
