/** A running Orthanc started by {@link startOrthanc}. */
export interface RunningOrthanc {
  url: string
  dicomWebUrl: string
  dicomPort: number
  aet: string
  user: string
  password: string
  worklistDir: string
  pid: number
  stop(): Promise<void>
}
/** The Orthanc binary, with the DICOMweb plugin (Debian: orthanc, orthanc-dicomweb). */
export declare function ensureOrthanc(): string
/** A free TCP port on 127.0.0.1. */
export declare function freePort(): Promise<number>
/** Starts Orthanc with its files under `dir` on free 127.0.0.1 ports (DICOMweb, worklists from `<dir>/worklists`). */
export declare function startOrthanc(options?: { dir: string; aet?: string; user?: string; password?: string; log?: (line: string) => void }): Promise<RunningOrthanc>
