import { registerViews } from '../src/ui/element'

/**
 * The view catalogue: which element renders each menu `component` name and static route of the console, loaded lazily
 * on first use. Areas provide elements; this wiring file lists them, so the console never imports an area. A menu
 * component missing here shows the console's "not part of this build" page.
 */
registerViews([])
