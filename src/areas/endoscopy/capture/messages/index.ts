import { defineMessages } from '../../../../core/i18n/catalog'

/** The words of the endoscopy capture kit (live capture, captured images, biopsies). One file per locale, loaded on demand. */
export const captureMessages = defineMessages('areas/endoscopy/capture/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
