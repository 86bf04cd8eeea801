/**
 * The URLs of a `src` attribute (space- or comma-separated) or a `sources` property, blanks dropped.
 *
 * @example
 * parseSources('/a.dcm, /b.dcm /c.jpg') // ['/a.dcm', '/b.dcm', '/c.jpg']
 */
export function parseSources(src: string | undefined, sources: unknown): string[] {
  if (Array.isArray(sources) && sources.length) return sources.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
  return (src ?? '').split(/[\s,]+/).filter(Boolean)
}
