import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the outside reading view (its title; the worklist's own words are the shared reading catalogue's). One file per locale, loaded on demand. */
export const diagnosOutMessages = defineMessages('areas/diagnosis/views/diagnos/diagnos-out/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
