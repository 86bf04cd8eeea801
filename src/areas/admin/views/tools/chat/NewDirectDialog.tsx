import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, SearchBox, Spinner, tokens,
} from '@fluentui/react-components'
import { useId, useState } from 'react'
import type { ChatUserDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http'
import { useReturnFocus } from '../../../../../ui/a11y/useReturnFocus'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxHeight: '320px', overflowY: 'auto' },
  user: { width: '100%', justifyContent: 'flex-start' },
  dept: { color: tokens.colorNeutralForeground2, marginInlineStart: tokens.spacingHorizontalS },
})

/** Props of {@link NewDirectDialog}. */
export interface NewDirectDialogProps {
  onPick: (user: ChatUserDto) => void
  onClose: () => void
}

/** Picks a colleague to write to (`GET api/chat/users?blurry=`); the focus goes back to the opener when it closes. */
export function NewDirectDialog({ onPick, onClose }: NewDirectDialogProps) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  const searchId = useId()
  const [blurry, setBlurry] = useState('')
  const users = useQuery(`api/chat/users?blurry=${encodeURIComponent(blurry.trim())}`, () =>
    http.get<ChatUserDto[]>('api/chat/users', { blurry: blurry.trim() }, { silent: true }))
  return (
    <Dialog open onOpenChange={(_, data) => { if (!data.open) onClose() }}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('chat.newDirectTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <label htmlFor={searchId}>{t('chat.searchUsers')}</label>
            <SearchBox id={searchId} value={blurry} onChange={(_, data) => setBlurry(data.value)} />
            {users.loading && !users.data ? <Spinner size="tiny" /> : null}
            {users.data && users.data.length === 0 ? <p>{t('chat.noUsers')}</p> : null}
            <ul className={styles.list} aria-label={t('chat.newDirectTitle')}>
              {(users.data ?? []).map((user) => (
                <li key={user.id}>
                  <Button appearance="subtle" className={styles.user} data-user={user.username} onClick={() => onPick(user)}>
                    {user.nickName}
                    {user.deptName ? <span className={styles.dept}>{user.deptName}</span> : null}
                  </Button>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('chat.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
