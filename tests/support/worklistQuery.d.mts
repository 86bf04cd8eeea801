/** A worklist answer as the modality reads it (text decoded as UTF-8, as `ISO_IR 192` says). */
export interface WorklistAnswer {
  charset: string
  accession: string
  patientName: string
  patientId: string
  birthDate: string
  sex: string
  studyUid: string
  procedure: string
  /** The scheduled procedure step's station, modality, date and time ('' without the step). */
  station: string
  modality: string
  date: string
  time: string
}
/** Asks Orthanc's worklist as the station `aet` for `date` (YYYYMMDD), with findscu's output files under `dir`. */
export declare function queryWorklist(orthanc: { aet: string; dicomPort: number }, aet: string, date: string, dir: string): Promise<WorklistAnswer[]>
