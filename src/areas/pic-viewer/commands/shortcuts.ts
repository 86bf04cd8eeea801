/**
 * One keyboard shortcut: the keys (`KeyboardEvent.key`, letters in lower case) that run a command, how the help
 * shows them, and the i18n key describing what they do.
 */
export interface Shortcut {
  keys: string[]
  display: string
  command: string
  arg?: string
  labelKey: string
  /** Arrow and paging keys also move focus in the toolbar; there they are left to it. */
  navigation?: boolean
}

/** A shortcut running `viewer.command.<name>`, described by `picViewer.commands.<name>`. */
function command(name: string, keys: string[], display: string, navigation = false): Shortcut {
  return { keys, display, command: `viewer.command.${name}`, labelKey: `picViewer.commands.${name}`, ...(navigation ? { navigation } : {}) }
}

/**
 * Every keyboard shortcut of the viewer, in the order the help popover lists them. The key handler and the help read
 * this one table, so they cannot disagree.
 *
 * @example
 * shortcuts.find((s) => s.keys.includes('i'))?.command // 'viewer.command.invert'
 */
export const shortcuts: readonly Shortcut[] = [
  ...(
    [
      ['next', ['ArrowDown', 'ArrowRight'], '↓ →'],
      ['previous', ['ArrowUp', 'ArrowLeft'], '↑ ←'],
      ['pageDown', ['PageDown'], 'PgDn'],
      ['pageUp', ['PageUp'], 'PgUp'],
      ['first', ['Home'], 'Home'],
      ['last', ['End'], 'End'],
    ] as const
  ).map(([name, keys, display]) => command(name, [...keys], display, true)),
  ...(
    [
      ['windowLevel', 'w'],
      ['pan', 'p'],
      ['zoom', 'z'],
      ['scroll', 's'],
      ['length', 'l'],
      ['angle', 'a'],
      ['rectangle', 'r'],
      ['ellipse', 'e'],
    ] as const
  ).map(([tool, key]) => ({ keys: [key], display: key.toUpperCase(), command: 'viewer.command.setTool', arg: `viewer.tool.${tool}`, labelKey: `picViewer.tools.${tool}` })),
  command('zoomIn', ['+', '='], '+'),
  command('zoomOut', ['-'], '−'),
  command('rotateLeft', ['['], '['),
  command('rotateRight', [']'], ']'),
  command('flipH', ['h'], 'H'),
  command('flipV', ['v'], 'V'),
  command('invert', ['i'], 'I'),
  command('reset', ['0'], '0'),
  ...['default', 'brain', 'lung', 'bone', 'abdomen', 'mediastinum'].map((id, n) => ({
    keys: [String(n + 1)],
    display: String(n + 1),
    command: 'viewer.command.preset',
    arg: id,
    labelKey: `picViewer.presets.${id}`,
  })),
  command('cine', [' '], 'Space'),
  command('keyImage', ['k'], 'K'),
  command('download', ['d'], 'D'),
  command('fullscreen', ['f'], 'F'),
  command('cancel', ['Escape'], 'Esc'),
  command('deleteMeasurement', ['Delete', 'Backspace'], 'Del'),
  command('help', ['?'], '?'),
]

/**
 * The shortcut a key press means, if any: no modifier but Shift, and not typed into a field or a select; arrow and
 * paging keys only outside the toolbar, where they move between its buttons.
 *
 * @example
 * const shortcut = shortcutFor(event, inToolbar)
 */
export function shortcutFor(event: KeyboardEvent, inToolbar: boolean): Shortcut | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return undefined
  const target = event.composedPath()[0]
  if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))) return undefined
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
  const shortcut = shortcuts.find((s) => s.keys.includes(key))
  if (!shortcut || (shortcut.navigation && inToolbar)) return undefined
  // Space and Enter on a focused button press the button; the shortcut must not run as well.
  if (key === ' ' && target instanceof HTMLButtonElement) return undefined
  return shortcut
}
