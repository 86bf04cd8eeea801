import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the code console. One file per locale, loaded on demand (`defineMessages`). */
export const codeConsoleMessages = defineMessages('areas/admin/views/tools/codeConsole/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
