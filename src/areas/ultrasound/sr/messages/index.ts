import { defineMessages } from '../../../../core/i18n/catalog'

/** The words of the ultrasound report's SR import (the button and what it found). One file per locale, loaded on demand. */
export const srImportMessages = defineMessages('areas/ultrasound/sr/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
