import { defineMessages } from '../../../core/i18n/catalog'

/** The privacy statement (/other/yssm). One file per locale, loaded on demand (`defineMessages`). */
export const privacyMessages = defineMessages('areas/console/privacyMessages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
