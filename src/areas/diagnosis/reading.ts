/**
 * The modalities imaging reads and reports (the `report` family of the report rules, lib/reportRules and
 * core/report/families): the reading worklists of this area list them only.
 */
export const IMAGING_MODALITIES: readonly string[] = ['CT', 'MR', 'DR', 'DX', 'CR', 'MG']

/** The report editor's console path (`/diagnos/CTreportwrite?examineId=N`), where a reading worklist opens an exam. */
export const EDITOR_PATH = '/diagnos/CTreportwrite'
