import {
  ArrowDownloadRegular,
  ArrowResetRegular,
  ArrowRotateClockwiseRegular,
  ArrowRotateCounterclockwiseRegular,
  ArrowSortRegular,
  ArrowSyncRegular,
  BrightnessHighRegular,
  CircleRegular,
  ColorRegular,
  FlipHorizontalRegular,
  FlipVerticalRegular,
  FullScreenMaximizeRegular,
  GridRegular,
  HandLeftRegular,
  LayoutColumnTwoRegular,
  PauseRegular,
  PlayRegular,
  QuestionCircleRegular,
  RectangleLandscapeRegular,
  RulerRegular,
  SquareRegular,
  StarRegular,
  TriangleRegular,
  ZoomInRegular,
  WrenchRegular,
  type FluentIcon,
} from '@fluentui/react-icons'
import type { Layout } from '../model/viewer.types'
import { registeredTools } from '../tools/toolRegistry'
import type { ViewState } from '../viewport/ViewportController'

/** What toolbar items look at to decide whether they are pressed, shown or enabled. */
export interface ToolbarSnapshot {
  tool: string
  layout: Layout
  sync: boolean
  view: ViewState
  /** Whether the active image is a key image; null when key images are not available. */
  keyImage: boolean | null
}

/** A toolbar button: its label (i18n key, with values), icon, and the command it runs by name. */
export interface ToolbarButtonItem {
  type: 'button'
  id: string
  labelKey: string
  labelValues?: Record<string, string>
  icon: FluentIcon
  /** The icon while pressed (pause while cine plays). */
  pressedIcon?: FluentIcon
  command: string
  arg?: string
  pressed?: (s: ToolbarSnapshot) => boolean
  hidden?: (s: ToolbarSnapshot) => boolean
  disabled?: (s: ToolbarSnapshot) => boolean
}

/** A toolbar choice (a native select): its options (value and i18n key) and the command a choice runs. */
export interface ToolbarSelectItem {
  type: 'select'
  id: string
  labelKey: string
  command: string
  options: (s: ToolbarSnapshot) => Array<{ value: string; labelKey: string; labelValues?: Record<string, string>; text?: string }>
  value: (s: ToolbarSnapshot) => string
  hidden?: (s: ToolbarSnapshot) => boolean
}

/** One toolbar entry. */
export type ToolbarItem = ToolbarButtonItem | ToolbarSelectItem

const noImage = (s: ToolbarSnapshot) => s.view.status !== 'ready'
const layoutIcons: Record<Layout, FluentIcon> = { '1x1': SquareRegular, '1x2': LayoutColumnTwoRegular, '2x2': GridRegular }
const fpsChoices = [1, 2, 5, 10, 15, 20, 25, 30, 40, 50, 60]
/** The CT presets the viewer offers (ids of the engine's `ctWindowPresets`), as the department asked for them. */
const viewerPresets = ['brain', 'lung', 'bone', 'abdomen', 'mediastinum']

/** The built-in tools' icons, by tool id (a tool registered from outside brings its own). */
const toolIcons: Record<string, FluentIcon> = {
  'viewer.tool.pan': HandLeftRegular,
  'viewer.tool.rectangle': RectangleLandscapeRegular,
  'viewer.tool.zoom': ZoomInRegular,
  'viewer.tool.ellipse': CircleRegular,
  'viewer.tool.windowLevel': BrightnessHighRegular,
  'viewer.tool.scroll': ArrowSortRegular,
  'viewer.tool.length': RulerRegular,
  'viewer.tool.angle': TriangleRegular,
}

/**
 * The toolbar as data: every registered tool (pressed when active), then the view actions, cine, layouts,
 * synchronised scrolling, key image, download, full screen and help as buttons, and the window presets and cine
 * frame rate as choices. Each entry runs a command by name; the toolbar component only renders this list.
 *
 * @example
 * toolbarItems().filter((item) => item.type === 'button').map((item) => item.command)
 */
export function toolbarItems(): ToolbarItem[] {
  return [
    ...registeredTools().map(
      (tool): ToolbarButtonItem => ({
        type: 'button',
        id: tool.id,
        labelKey: tool.labelKey,
        icon: tool.icon ?? toolIcons[tool.id] ?? WrenchRegular,
        command: 'viewer.command.setTool',
        arg: tool.id,
        pressed: (s) => s.tool === tool.id,
      }),
    ),
    { type: 'button', id: 'rotateLeft', labelKey: 'picViewer.commands.rotateLeft', icon: ArrowRotateCounterclockwiseRegular, command: 'viewer.command.rotateLeft', disabled: noImage },
    { type: 'button', id: 'rotateRight', labelKey: 'picViewer.commands.rotateRight', icon: ArrowRotateClockwiseRegular, command: 'viewer.command.rotateRight', disabled: noImage },
    { type: 'button', id: 'flipH', labelKey: 'picViewer.commands.flipH', icon: FlipHorizontalRegular, command: 'viewer.command.flipH', pressed: (s) => s.view.flipH, disabled: noImage },
    { type: 'button', id: 'flipV', labelKey: 'picViewer.commands.flipV', icon: FlipVerticalRegular, command: 'viewer.command.flipV', pressed: (s) => s.view.flipV, disabled: noImage },
    { type: 'button', id: 'invert', labelKey: 'picViewer.commands.invert', icon: ColorRegular, command: 'viewer.command.invert', pressed: (s) => s.view.invert, disabled: noImage },
    { type: 'button', id: 'reset', labelKey: 'picViewer.commands.reset', icon: ArrowResetRegular, command: 'viewer.command.reset', disabled: noImage },
    {
      type: 'button',
      id: 'cine',
      labelKey: 'picViewer.commands.cine',
      icon: PlayRegular,
      pressedIcon: PauseRegular,
      command: 'viewer.command.cine',
      pressed: (s) => s.view.playing,
      disabled: (s) => s.view.count < 2,
    },
    ...(['1x1', '1x2', '2x2'] as const).map(
      (layout): ToolbarButtonItem => ({
        type: 'button',
        id: `layout-${layout}`,
        labelKey: 'picViewer.commands.layout',
        labelValues: { layout: layout.replace('x', '×') },
        icon: layoutIcons[layout],
        command: 'viewer.command.layout',
        arg: layout,
        pressed: (s) => s.layout === layout,
      }),
    ),
    { type: 'button', id: 'sync', labelKey: 'picViewer.commands.sync', icon: ArrowSyncRegular, command: 'viewer.command.sync', pressed: (s) => s.sync, hidden: (s) => s.layout === '1x1' },
    {
      type: 'button',
      id: 'keyImage',
      labelKey: 'picViewer.commands.keyImage',
      icon: StarRegular,
      command: 'viewer.command.keyImage',
      pressed: (s) => s.keyImage === true,
      hidden: (s) => s.keyImage === null,
    },
    { type: 'button', id: 'download', labelKey: 'picViewer.commands.download', icon: ArrowDownloadRegular, command: 'viewer.command.download', disabled: noImage },
    { type: 'button', id: 'fullscreen', labelKey: 'picViewer.commands.fullscreen', icon: FullScreenMaximizeRegular, command: 'viewer.command.fullscreen' },
    { type: 'button', id: 'help', labelKey: 'picViewer.commands.help', icon: QuestionCircleRegular, command: 'viewer.command.help' },
    {
      type: 'select',
      id: 'preset',
      labelKey: 'picViewer.viewer.preset',
      command: 'viewer.command.preset',
      options: (s) => [
        { value: 'default', labelKey: 'picViewer.presets.default' },
        // After a manual change no preset applies; the overlay shows the window itself.
        ...(s.view.presetId === '' ? [{ value: '', labelKey: '', text: '—' }] : []),
        ...(s.view.meta?.samplesPerPixel === 3 ? [] : viewerPresets.map((id) => ({ value: id, labelKey: `picViewer.presets.${id}` }))),
      ],
      value: (s) => s.view.presetId,
      hidden: noImage,
    },
    {
      type: 'select',
      id: 'fps',
      labelKey: 'picViewer.viewer.fps',
      command: 'viewer.command.fps',
      options: (s) => [...new Set([...fpsChoices, s.view.fps])].sort((a, b) => a - b).map((fps) => ({ value: String(fps), labelKey: 'picViewer.viewer.fpsValue', labelValues: { fps: String(fps) } })),
      value: (s) => String(s.view.fps),
      hidden: (s) => s.view.count < 2,
    },
  ]
}
