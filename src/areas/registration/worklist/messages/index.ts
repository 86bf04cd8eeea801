import { defineMessages } from '../../../../core/i18n/catalog'

/** The words of the registration area's worklists (exam moves, marks), shared by its views. One file per locale, loaded on demand. */
export const worklistMessages = defineMessages('areas/registration/worklist/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
