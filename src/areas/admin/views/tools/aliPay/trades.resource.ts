import type { AliPayTradeDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

const STATES = ['WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_CLOSED'].map((value) => ({ value, label: `aliPay.states.${value}` }))

/** The test payments and where each stands, as the verified notify and return left them (read-only). */
export const tradesResource: ResourceView<AliPayTradeDto> = {
  name: 'aliPayTrade',
  endpoint: 'api/aliPay/trades',
  permissions: { list: ['admin'] },
  download: false,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'state', kind: 'select', options: STATES },
  ],
  columns: [
    { field: 'outTradeNo', width: 190 },
    { field: 'subject' },
    { field: 'totalAmount', align: 'end', sortable: true, width: 100 },
    { field: 'channel', options: [{ value: 'PC', label: 'aliPay.channels.PC' }, { value: 'WEB', label: 'aliPay.channels.WEB' }], width: 110 },
    { field: 'state', options: STATES, sortable: true, width: 120 },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150 },
    { field: 'payTime', format: 'datetime', width: 150 },
    { field: 'tradeNo', hidden: true },
  ],
  rowName: (trade) => trade.outTradeNo,
}
