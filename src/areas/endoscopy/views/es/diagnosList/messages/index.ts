import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the endoscopy reading worklist (its title; the worklist's own words are the shared reading catalogue's). One file per locale, loaded on demand. */
export const diagnosListMessages = defineMessages('areas/endoscopy/views/es/diagnosList/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
