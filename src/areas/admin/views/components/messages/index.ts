import { defineMessages } from '../../../../../core/i18n/catalog'

/** The words of the component gallery (组件管理: icons, rich text, Markdown, YAML, charts), shared by its five views. */
export const galleryMessages = defineMessages('areas/admin/views/components/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
