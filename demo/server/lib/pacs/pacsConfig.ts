/**
 * The hospital's PACS behind the contract server (issue 16): a DICOMweb archive (QIDO-RS, WADO-RS, WADO-URI) and,
 * for an Orthanc, its REST root (the change feed that tells of arriving images) and the folder its ModalityWorklists
 * plugin reads. Unset (the default), the contract server keeps serving its own embedded images.
 *
 * Environment: `PACS_DICOMWEB_URL` (e.g. `http://127.0.0.1:8042/dicom-web`), `PACS_USER`, `PACS_PASSWORD`,
 * `PACS_REST_URL` (Orthanc's root, e.g. `http://127.0.0.1:8042`; enables image arrival), `PACS_WORKLIST_DIR` (the
 * worklist folder; enables publishing worklist items), `PACS_AET` (the archive's AE title).
 */
export interface PacsConfig {
  /** DICOMweb base without a trailing slash. */
  dicomWebUrl: string
  user?: string
  password?: string
  /** Orthanc's REST root without a trailing slash, when the archive is an Orthanc. */
  restUrl?: string
  /** Where worklist items are written (`<accession>.wl`), when the archive reads a folder of them. */
  worklistDir?: string
  aet?: string
}

/** The Authorization header of the archive (basic), or none. */
export function pacsAuthorization(config: PacsConfig): Record<string, string> {
  if (!config.user) return {}
  return { Authorization: `Basic ${Buffer.from(`${config.user}:${config.password ?? ''}`).toString('base64')}` }
}

/** Reads the PACS settings from the environment; undefined when `PACS_DICOMWEB_URL` is unset. */
export function pacsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PacsConfig | undefined {
  const dicomWebUrl = env.PACS_DICOMWEB_URL?.trim()
  if (!dicomWebUrl) return undefined
  if (!/^https?:\/\/\S+$/.test(dicomWebUrl)) throw new Error(`PACS_DICOMWEB_URL must be an http(s) URL, got ${JSON.stringify(dicomWebUrl)}`)
  const trim = (url: string) => url.replace(/\/+$/, '')
  return {
    dicomWebUrl: trim(dicomWebUrl),
    ...(env.PACS_USER ? { user: env.PACS_USER } : {}),
    ...(env.PACS_PASSWORD ? { password: env.PACS_PASSWORD } : {}),
    ...(env.PACS_REST_URL ? { restUrl: trim(env.PACS_REST_URL) } : {}),
    ...(env.PACS_WORKLIST_DIR ? { worklistDir: env.PACS_WORKLIST_DIR } : {}),
    ...(env.PACS_AET ? { aet: env.PACS_AET } : {}),
  }
}
