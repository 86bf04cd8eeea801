import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the positive-rate and quality view (its title and tabs; the figures' words are the area's shared catalogue). One file per locale, loaded on demand. */
export const secondStaticMessages = defineMessages('areas/statistics/views/statistics/secondStatic/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
