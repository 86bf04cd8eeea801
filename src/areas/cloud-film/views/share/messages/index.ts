import { defineMessages } from '../../../../../core/i18n/catalog'

/** The words of the public cloud-film page (`/share/<token>`). One file per locale, loaded on demand. */
export const shareMessages = defineMessages('areas/cloud-film/views/share/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
