import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the workload view (its title; the figures' words are the area's shared catalogue). One file per locale, loaded on demand. */
export const firstStaticMessages = defineMessages('areas/statistics/views/statistics/firstStatic/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
