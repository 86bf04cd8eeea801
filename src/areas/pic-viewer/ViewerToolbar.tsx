import { Button } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useState, type KeyboardEvent } from 'react'
import { useT } from '../../ui/i18n/useT'
import { runCommand } from './commands/commandRegistry'
import { toolbarItems, type ToolbarButtonItem, type ToolbarSelectItem, type ToolbarSnapshot } from './commands/toolbar'
import type { ViewerModel } from './model/ViewerModel'
import { keyImageKey } from './model/viewer.types'
import { usePicViewerStyles } from './PicViewer.styles'
import { useSelected } from './useSelected'

/** Props of the viewer toolbar. */
export interface ViewerToolbarProps {
  viewer: ViewerModel
}

function flagsOf(viewer: ViewerModel): string {
  const { status, flipH, flipV, invert, playing, count, presetId, fps, meta } = viewer.active().state
  const key = keyImageKey(viewer.active().currentImage())
  const marked = key !== undefined ? viewer.$keyImages.get()?.has(key) : undefined
  return [status, flipH, flipV, invert, playing, count, presetId, fps, meta?.samplesPerPixel, marked].join('|')
}

/**
 * The viewer's toolbar, rendered from the toolbar data (`toolbarItems`): buttons that run commands by name, pressed
 * when their state is on, plus the window-preset and frame-rate choices. One tab stop for the buttons (roving
 * tabindex), arrow keys, Home and End between them; the choices follow as their own tab stops.
 *
 * @example
 * <ViewerToolbar viewer={viewer} />
 */
export function ViewerToolbar({ viewer }: ViewerToolbarProps) {
  const styles = usePicViewerStyles()
  const t = useT()
  const tool = useStore(viewer.$tool)
  const layout = useStore(viewer.$layout)
  const sync = useStore(viewer.$sync)
  const keyImages = useStore(viewer.$keyImages)
  useStore(viewer.$active)
  // Re-render when a flag the toolbar shows changes, not on every window-drag frame.
  useSelected(viewer.viewports[viewer.$active.get()]!.$state, () => flagsOf(viewer))
  const [current, setCurrent] = useState('')
  const view = viewer.active().state
  const key = keyImageKey(viewer.active().currentImage())
  const snapshot: ToolbarSnapshot = { tool, layout, sync, view, keyImage: keyImages && key !== undefined ? keyImages.has(key) : null }
  const items = toolbarItems().filter((item) => !item.hidden?.(snapshot))
  const buttons = items.filter((item): item is ToolbarButtonItem => item.type === 'button')
  const selects = items.filter((item): item is ToolbarSelectItem => item.type === 'select')
  const enabled = buttons.filter((item) => !item.disabled?.(snapshot))
  // Roving tab stop: the last focused enabled button (else the first) is the toolbar's one tab stop.
  const stop = enabled.some((item) => item.id === current) ? current : enabled[0]?.id

  const onArrows = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    const list = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')]
    const at = list.indexOf(event.target as HTMLButtonElement)
    if (at < 0) return
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? list.length - 1 : step ? (at + step + list.length) % list.length : -1
    if (next < 0) return
    event.preventDefault()
    list[next]!.focus()
  }

  return (
    <div role="toolbar" aria-label={t('picViewer.viewer.toolbar')} className={styles.toolbar}>
      <div className={styles.group} onKeyDown={onArrows}>
        {buttons.map((item) => {
          const pressed = item.pressed?.(snapshot)
          const Icon = (pressed && item.pressedIcon) || item.icon
          const label = t(item.labelKey, item.labelValues)
          return (
            <Button
              key={item.id}
              appearance={pressed ? 'primary' : 'subtle'}
              icon={<Icon />}
              aria-label={label}
              title={label}
              aria-pressed={item.pressed ? !!pressed : undefined}
              disabled={item.disabled?.(snapshot)}
              data-command={item.command}
              tabIndex={item.id === stop ? 0 : -1}
              onFocus={() => setCurrent(item.id)}
              onClick={() => runCommand(viewer, item.command, item.arg)}
            />
          )
        })}
      </div>
      {selects.map((item) => (
        <select
          key={item.id}
          className={styles.select}
          aria-label={t(item.labelKey)}
          title={t(item.labelKey)}
          value={item.value(snapshot)}
          onChange={(event) => runCommand(viewer, item.command, event.target.value)}
        >
          {item.options(snapshot).map((option) => (
            <option key={option.value} value={option.value}>
              {option.text ?? t(option.labelKey, option.labelValues)}
            </option>
          ))}
        </select>
      ))}
      <WindowFields viewer={viewer} />
    </div>
  )
}

/**
 * The active image's window width and level as number fields: any value from the keyboard (typed, or stepped with
 * the arrow keys), and they follow a drag or a preset. Hidden for colour images, which have no window.
 */
function WindowFields({ viewer }: { viewer: ViewerModel }) {
  const t = useT()
  useStore(viewer.$active)
  const viewport = viewer.active()
  const windowed = useSelected(viewport.$state, (s) => s.status === 'ready' && s.meta?.samplesPerPixel !== 3)
  const width = useSelected(viewport.$state, (s) => Math.round(s.width))
  const center = useSelected(viewport.$state, (s) => Math.round(s.center))
  if (!windowed) return null
  return (
    <>
      <NumberField
        label={t('picViewer.viewer.windowWidth')}
        short={t('picViewer.viewer.windowWidthShort')}
        value={width}
        min={1}
        onValue={(next) => viewport.setWindow(viewport.state.center, next)}
      />
      <NumberField
        label={t('picViewer.viewer.windowLevel')}
        short={t('picViewer.viewer.windowLevelShort')}
        value={center}
        onValue={(next) => viewport.setWindow(next, viewport.state.width)}
      />
    </>
  )
}

/**
 * A number field that shows `value` except while the person types in it: what is typed stays as typed (a lone minus
 * sign included) and every complete number is applied at once.
 */
function NumberField({ label, short, value, min, onValue }: { label: string; short: string; value: number; min?: number; onValue: (value: number) => void }) {
  const styles = usePicViewerStyles()
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <label className={styles.numberLabel}>
      <span aria-hidden="true">{short}</span>
      <input
      type="number"
      className={styles.number}
      aria-label={label}
      title={label}
      step={1}
      min={min}
      value={draft ?? String(value)}
      onChange={(event) => {
        setDraft(event.target.value)
        const next = event.target.valueAsNumber
        if (Number.isFinite(next) && (min === undefined || next >= min)) onValue(next)
      }}
      onBlur={() => setDraft(null)}
      />
    </label>
  )
}

