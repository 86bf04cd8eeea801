import { defineMessages } from '../../../../core/i18n/catalog'

/** The words of the registration desk's appointments (calendar, booking, moving a booking). One file per locale, loaded on demand. */
export const appointmentMessages = defineMessages('areas/registration/appointments/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
