import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the physical-exam ultrasound batch (`ultrasonic/indexPE`). One file per locale, loaded on demand. */
export const indexPEMessages = defineMessages('areas/ultrasound/views/ultrasonic/indexPE/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
