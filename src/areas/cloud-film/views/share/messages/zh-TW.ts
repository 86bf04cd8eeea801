import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  cloudFilm: {
    share: {
      title: '您的檢查報告',
      region: '分享的檢查報告',
      checking: '正在開啟連結…',
      codeLabel: '存取碼',
      codeHint: '隨連結一併提供給您的 6 位數字。',
      codeFormat: '請輸入 6 位數字存取碼。',
      open: '開啟',
      wrongCode: '存取碼不正確，請核對後重試。',
      throttled: '存取碼錯誤次數過多，此連結已暫時鎖定，請 15 分鐘後再試。',
      images: '檢視影像',
      imagesTitle: '影像',
      closeImages: '關閉影像',
      loadingReport: '正在載入報告…',
      loadingImages: '正在載入影像檢視器…',
      viewerUnavailable: '檢視器無法載入，請重新整理頁面再試。',
      failed: '暫時無法開啟連結，請檢查網路後重新整理頁面。',
      refused: {
        expired: '此連結已過期。',
        revoked: '此連結已被醫院撤銷。',
        invalid: '此連結無效。',
      },
      askHospital: '請聯絡為您檢查的醫院重新取得連結。',
    },
  },
}

export default messages
