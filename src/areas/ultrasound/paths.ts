/** The ultrasound reading worklist's console path. */
export const DIAGNOS_LIST_PATH = '/ultrasonic/diagnosList'

/** The ultrasound report editor's console path (`/ultrasonic/ultrasonicReport?examineId=N`). */
export const REPORT_PATH = '/ultrasonic/ultrasonicReport'

/** The modalities the ultrasound worklist lists. */
export const US_MODALITIES: readonly string[] = ['US']
