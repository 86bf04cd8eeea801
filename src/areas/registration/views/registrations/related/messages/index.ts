import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the related-exams view (linking exams, merging duplicate patients). One file per locale, loaded on demand. */
export const relatedMessages = defineMessages('areas/registration/views/registrations/related/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
