import { makeStyles, tokens } from '@fluentui/react-components'

/** Styles of the ECG calipers: an overlay the size of the sheet, crosshair while the tool is on, a focus ring. */
export const useEcgCaliperStyles = makeStyles({
  sheet: { position: 'relative', display: 'inline-block', verticalAlign: 'top' },
  on: {
    cursor: 'crosshair',
    touchAction: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  overlay: { position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', overflow: 'visible' },
  line: { stroke: '#0050a0', strokeWidth: 0.25, fill: 'none' },
  guide: { stroke: '#0050a0', strokeWidth: 0.15, strokeDasharray: '0.8 0.6', fill: 'none' },
  end: { fill: '#fff', stroke: '#0050a0', strokeWidth: 0.25 },
  activeEnd: { fill: '#0050a0', stroke: '#0050a0', strokeWidth: 0.25 },
  label: { fill: '#003a75', fontSize: '3px', fontFamily: 'sans-serif', fontWeight: 600, paintOrder: 'stroke', stroke: '#fff', strokeWidth: 0.8 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
})
