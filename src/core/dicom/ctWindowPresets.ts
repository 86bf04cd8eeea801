/**
 * A named window preset; `id` doubles as the i18n key suffix (`picViewer.presets.<id>`).
 *
 * @example
 * const preset: WindowPreset = { id: 'angio', center: 300, width: 600 }
 */
export interface WindowPreset {
  id: string
  center: number
  width: number
}

/**
 * CT window presets in HU (centre / width), the values OHIF, Stone and common radiology practice share. Hosts may
 * extend the list per modality; the viewer shows them in this order.
 *
 * @example
 * const lung = ctWindowPresets.find((preset) => preset.id === 'lung') // { center: -600, width: 1500 }
 */
export const ctWindowPresets: readonly WindowPreset[] = Object.freeze([
  { id: 'brain', center: 40, width: 80 },
  { id: 'subdural', center: 75, width: 215 },
  { id: 'stroke', center: 40, width: 40 },
  { id: 'lung', center: -600, width: 1500 },
  { id: 'mediastinum', center: 50, width: 350 },
  { id: 'abdomen', center: 50, width: 400 },
  { id: 'liver', center: 30, width: 150 },
  { id: 'bone', center: 300, width: 1500 },
])
