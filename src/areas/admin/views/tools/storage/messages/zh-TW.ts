import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  storage: {
    title: '儲存管理',
    tabs: {
      label: '儲存類型',
      local: '本機儲存',
      s3: '物件儲存',
    },
    upload: '上傳',
    download: '下載 {{name}}',
    preview: '檢視 {{name}} 原圖',
    types: {
      image: '圖片',
      document: '文件',
      music: '音樂',
      video: '影片',
      other: '其他',
    },
  },
  resources: {
    localStorage: {
      title: '本機儲存',
      name: '檔案',
      fields: {
        preview: '預覽圖',
        name: '檔名',
        suffix: '副檔名',
        type: '類別',
        sizeText: '大小',
        createBy: '上傳者',
        createTime: '上傳日期',
      },
      filters: {
        blurry: '檔名、副檔名或類別',
        type: '類別',
        createTime: '上傳日期',
      },
    },
    s3Storage: {
      title: '物件儲存',
      name: '物件',
      fields: {
        key: '檔名（Key）',
        type: '類別',
        sizeText: '大小',
        lastModified: '修改時間',
        endpoint: '服務位址',
        region: '區域',
        bucket: '儲存桶',
        accessKey: 'Access Key',
        secretKey: 'Secret Key',
        forcePathStyle: '路徑方式存取',
      },
      filters: {
        prefix: 'Key 前綴',
      },
      endpointHelp: 'S3 服務位址，如 http://127.0.0.1:4568 或 https://s3.example.org',
      endpointInvalid: '請填寫 http:// 或 https:// 加主機位址，不帶路徑',
      secretKeyHelp: '加密儲存，不再顯示；留空則保留已儲存的金鑰',
      forcePathStyleHelp: 'MinIO、Ceph 及本機 S3 服務請開啟（位址/儲存桶/Key）',
      configTitle: '物件儲存設定',
      configure: '設定',
      test: '測試連線',
      testOk: '連線成功：儲存桶 {{bucket}} 在 {{millis}} 毫秒內回應',
      saved: '設定已儲存',
      loading: '正在讀取設定…',
      notConfigured: '物件儲存尚未設定',
      notConfiguredWhy: '此頁使用相容 S3 的物件儲存（MinIO、Ceph、Amazon S3 或本機測試服務）。設定之前不會向其中儲存任何檔案；本機儲存不受影響。',
      howStart: '啟動一個相容 S3 的服務，或向醫院取得物件儲存位址（見 README「選用元件」）。',
      howSettings: '點選「設定」，填寫服務位址、區域、儲存桶、Access Key 和 Secret Key。',
      howTest: '儲存後點選「測試連線」：儲存桶須在 5 秒內回應。',
    },
  },
}

export default messages
