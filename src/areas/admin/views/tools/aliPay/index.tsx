import { Body1, makeStyles, Tab, TabList, Title3, tokens } from '@fluentui/react-components'
import { useContext, useState } from 'react'
import { ElementIdContext } from '../../../../../ui/element/HostContext'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { ConfigTab } from './ConfigTab'
import { aliPayMessages } from './messages'
import { PayTab } from './PayTab'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: 0 },
  heading: { margin: 0 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalS },
  usage: { maxWidth: '60em', margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
})

const TABS = ['config', 'pay', 'usage'] as const
type AliPayTab = (typeof TABS)[number]

/**
 * The payment tool (`tools/aliPay/index`, eladmin's three tabs): 参数配置 (the settings; the private key stored sealed
 * and never shown), 支付测试 (a test payment through the gateway's cashier — the contract server's own sandbox when
 * there is no internet — and the trades with their verified state) and 使用说明.
 */
export default function AliPayView() {
  useMessages(aliPayMessages)
  const t = useT()
  const styles = useStyles()
  const prefix = useContext(ElementIdContext)
  const [tab, setTab] = useState<AliPayTab>('config')
  const tabId = (value: AliPayTab) => `${prefix}alipay-tab-${value}`
  return (
    <div className={styles.root}>
      <Title3 as="h1" className={styles.heading}>{t('aliPay.title')}</Title3>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(TABS.find((x) => x === d.value) ?? 'config')} aria-label={t('aliPay.tabs.label')}>
        {TABS.map((value) => <Tab key={value} value={value} id={tabId(value)} aria-controls={`${prefix}alipay-panel`}>{t(`aliPay.tabs.${value}`)}</Tab>)}
      </TabList>
      <div role="tabpanel" id={`${prefix}alipay-panel`} aria-labelledby={tabId(tab)} className={styles.panel}>
        {tab === 'config' ? <ConfigTab /> : tab === 'pay' ? <PayTab /> : (
          <ol className={styles.usage}>
            {(['one', 'two', 'three', 'four'] as const).map((step) => <li key={step}><Body1>{t(`aliPay.usage.${step}`)}</Body1></li>)}
          </ol>
        )}
      </div>
    </div>
  )
}
