import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the cloud-film statistics view. One file per locale, loaded on demand. */
export const statisticsMessages = defineMessages('areas/cloud-film/views/cloudFilm/staticStatistics/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
