import {
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import type { Page, UserLogDto } from '../../../core/contract'
import { http } from '../../../core/http/http'
import { useT } from '../../../ui/i18n/useT'
import { useUserCenterStyles } from './UserCenter.styles'

const SIZE = 10

/**
 * The signed-in user's own operation log (GET api/logs/user), paged.
 *
 * @example
 * <OperationLog />
 */
export function OperationLog() {
  const styles = useUserCenterStyles()
  const t = useT()
  const [page, setPage] = useState(0)
  const [data, setData] = useState<Page<UserLogDto> | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    setError(null)
    http
      .get<Page<UserLogDto>>('api/logs/user', { page, size: SIZE, sort: 'createTime,desc' })
      .then((answer) => live && setData(answer))
      .catch((failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)))
    return () => {
      live = false
    }
  }, [page])

  if (error) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{error}</MessageBarBody>
      </MessageBar>
    )
  }
  if (!data) return <Spinner size="small" label={t('common.loading')} />
  const pages = Math.max(1, Math.ceil(data.totalElements / SIZE))
  return (
    <>
      <Table size="small" aria-label={t('userCenter.logTab')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('userCenter.logAction')}</TableHeaderCell>
            <TableHeaderCell>{t('userCenter.logIp')}</TableHeaderCell>
            <TableHeaderCell>{t('userCenter.logAddress')}</TableHeaderCell>
            <TableHeaderCell>{t('userCenter.logBrowser')}</TableHeaderCell>
            <TableHeaderCell>{t('userCenter.logDuration')}</TableHeaderCell>
            <TableHeaderCell>{t('userCenter.logTime')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.content.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.description}</TableCell>
              <TableCell>{row.requestIp}</TableCell>
              <TableCell>{row.address}</TableCell>
              <TableCell>{row.browser}</TableCell>
              <TableCell>{row.time}</TableCell>
              <TableCell>{row.createTime}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.content.length === 0 ? <Caption1 className={styles.muted}>{t('userCenter.logEmpty')}</Caption1> : null}
      <div className={styles.pager}>
        <Button size="small" icon={<ChevronLeftRegular />} aria-label={t('userCenter.previous')} disabled={page === 0} onClick={() => setPage((p) => p - 1)} />
        <Caption1>{t('userCenter.pageOf', { page: page + 1, pages })}</Caption1>
        <Button size="small" icon={<ChevronRightRegular />} aria-label={t('userCenter.next')} disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)} />
      </div>
    </>
  )
}
