/** The critical-value pieces every reporting area composes: the notification record, its timer and the modality's limit. */
export { CriticalNoticeDialog, type CriticalNoticeDialogProps } from './CriticalNoticeDialog'
export { CriticalTimer, type CriticalTimerProps } from './CriticalTimer'
export { useCriticalLimit } from './useCriticalLimit'
export { criticalMessages } from './messages'
