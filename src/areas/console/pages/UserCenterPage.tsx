import { Link, Spinner, Subtitle1, Tab, TabList, mergeClasses } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { $device } from '../../../core/layout/layout'
import { $user } from '../../../core/session/stores'
import { useT } from '../../../ui/i18n/useT'
import { PasswordDialog } from '../PasswordDialog'
import { AvatarUpload } from './AvatarUpload'
import { EmailDialog } from './EmailDialog'
import { OperationLog } from './OperationLog'
import { ProfileForm } from './ProfileForm'
import { usePageStyles } from './Page.styles'
import { useUserCenterStyles } from './UserCenter.styles'

/**
 * The personal center (/user/center): avatar with upload, account facts, password and email changes, the profile
 * form and the user's own operation log.
 *
 * @example
 * <UserCenterPage />
 */
export function UserCenterPage() {
  const styles = useUserCenterStyles()
  const page = usePageStyles()
  const t = useT()
  const user = useStore($user)
  const device = useStore($device)
  const [tab, setTab] = useState<'profile' | 'log'>('profile')
  const [dialog, setDialog] = useState<'password' | 'email' | null>(null)
  if (!user) return <Spinner label={t('common.loading')} />
  const facts: [string, string | undefined][] = [
    [t('userCenter.username'), user.username],
    [t('userCenter.nickName'), user.nickName],
    [t('userCenter.dept'), user.dept?.name],
    [t('userCenter.phone'), user.phone],
    [t('userCenter.email'), user.email],
    [t('userCenter.createTime'), user.createTime],
  ]
  return (
    <div className={mergeClasses(styles.root, device === 'mobile' && styles.narrow)}>
      <section className={page.panel} aria-labelledby="clinic-uc-card">
        <Subtitle1 as="h1" id="clinic-uc-card" className={styles.heading}>
          {t('userCenter.card')}
        </Subtitle1>
        <AvatarUpload user={user} />
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.factRow}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value} data-testid={`fact-${term}`}>
                {value ?? '—'}
              </dd>
            </div>
          ))}
        </dl>
        <div className={styles.links} aria-label={t('userCenter.security')} role="group">
          <Link as="button" onClick={() => setDialog('password')}>
            {t('userCenter.changePassword')}
          </Link>
          <Link as="button" onClick={() => setDialog('email')}>
            {t('userCenter.changeEmail')}
          </Link>
        </div>
      </section>
      <section className={page.panel}>
        <TabList selectedValue={tab} onTabSelect={(_e, data) => setTab(data.value as 'profile' | 'log')}>
          <Tab value="profile">{t('userCenter.profileTab')}</Tab>
          <Tab value="log">{t('userCenter.logTab')}</Tab>
        </TabList>
        {tab === 'profile' ? <ProfileForm key={user.id} user={user} /> : <OperationLog />}
      </section>
      <PasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <EmailDialog open={dialog === 'email'} onClose={() => setDialog(null)} />
    </div>
  )
}
