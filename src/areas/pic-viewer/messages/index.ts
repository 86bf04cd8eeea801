import { defineMessages } from '../../../core/i18n/catalog'

/** The picture viewer: toolbar, overlays, measurements, errors. One file per locale, loaded on demand (`defineMessages`). */
export const picViewerMessages = defineMessages('areas/pic-viewer/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
