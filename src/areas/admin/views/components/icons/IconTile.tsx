import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { loadIcon, type FluentIcon, type IconEntry } from './iconCatalog'

const useStyles = makeStyles({
  tile: {
    display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: tokens.spacingVerticalXS,
    width: '100%', height: '88px', minWidth: 0, fontWeight: tokens.fontWeightRegular,
  },
  glyph: { fontSize: '24px', width: '24px', height: '24px' },
  name: { fontSize: tokens.fontSizeBase100, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

/** Props of {@link IconTile}. */
export interface IconTileProps {
  entry: IconEntry
  /** The id of the text saying what choosing an icon does. */
  describedBy: string
  onPick: (name: string) => void
}

/** One icon of the picker, named by its visible name: loads its own module when shown, and copies its full name when chosen. */
export function IconTile({ entry, describedBy, onPick }: IconTileProps) {
  const styles = useStyles()
  const [Icon, setIcon] = useState<FluentIcon | null>(null)
  useEffect(() => {
    let live = true
    void loadIcon(entry).then((icon) => {
      if (live) setIcon(() => icon)
    })
    return () => { live = false }
  }, [entry])
  const name = `${entry.name}Regular`
  return (
    <Button appearance="subtle" className={styles.tile} aria-describedby={describedBy} title={name} data-icon={entry.name} onClick={() => onPick(name)}>
      <span className={styles.glyph}>{Icon ? <Icon aria-hidden="true" /> : null}</span>
      <span className={styles.name}>{entry.name}</span>
    </Button>
  )
}
