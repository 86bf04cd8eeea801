import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    menu: {
      title: '選單管理',
      name: '選單',
      fields: {
        title: '選單標題',
        icon: '圖示',
        type: '類型',
        menuSort: '排序',
        permission: '權限標識',
        component: '元件路徑',
        componentName: '元件名稱',
        path: '路由位址',
        iFrame: '外部連結',
        cache: '快取',
        hidden: '隱藏',
        createTime: '建立日期',
        isTop: '頂層類目',
        pid: '上層類目',
      },
      filters: {
        blurry: '標題、元件或權限標識',
      },
      type: {
        directory: '目錄',
        page: '選單',
        button: '按鈕',
      },
      yes: '是',
      no: '否',
      addUnder: '在 {{name}} 下新增選單',
      pathHelp: '主控台中的位址，如 system/user；外部連結以 http:// 或 https:// 開頭',
      iframePath: '外部連結位址必須以 http:// 或 https:// 開頭',
      componentHelp: '開啟的檢視，如 system/user/index',
      componentNameHelp: '快取時需要；不可重複',
      permissionHelp: '如 user:add；擁有該權限的使用者才看得到按鈕',
    },
  },
}

export default messages
