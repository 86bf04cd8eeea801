/**
 * The top offset for a part that sticks while its page scrolls (a patient banner, a form's header): below the console's
 * fixed header when the console hosts the view, at the very top when a host page embeds the element alone. The console
 * publishes its header's height as the `--clinic-sticky-top` custom property on its scrolling column; the property
 * inherits into every element's shadow root below it.
 *
 * @example
 * const useStyles = makeStyles({ banner: { position: 'sticky', top: STICKY_TOP } })
 * const useStyles2 = makeStyles({ images: { position: 'sticky', top: stickyTopPlus('56px') } })
 */
export const STICKY_TOP = 'var(--clinic-sticky-top, 0px)'

/** The sticky top offset plus `extra` (a CSS length), for a part that sticks below another sticky part. */
export function stickyTopPlus(extra: string): string {
  return `calc(${STICKY_TOP} + ${extra})`
}
