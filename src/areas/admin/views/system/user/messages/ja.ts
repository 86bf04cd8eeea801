import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    user: {
      title: 'ユーザー管理',
      name: 'ユーザー',
      fields: {
        username: 'ユーザー名',
        nickName: '氏名',
        gender: '性別',
        phone: '携帯電話',
        email: 'メール',
        dept: '部門',
        jobs: '職位',
        roles: 'ロール',
        enabled: '状態',
        createTime: '作成日',
      },
      filters: {
        blurry: 'ユーザー名・氏名・メール',
        createTime: '作成日',
        enabled: '状態',
      },
      gender: {
        male: '男性',
        female: '女性',
      },
      deptTree: '部門',
      deptSearch: '部門を検索',
      allDepts: 'すべての部門',
      statusOf: '{{name}} の状態：{{status}}',
      confirmEnable: 'アカウント {{name}} を有効にしますか？',
      confirmDisable: 'アカウント {{name}} を無効にしますか？すぐにサインアウトされます。',
      enabledNow: '{{name}} を有効にしました',
      disabledNow: '{{name}} を無効にし、サインアウトさせました',
      resetPassword: 'パスワードをリセット',
      confirmReset: '選択した {{count}} 件のアカウントのパスワードを初期パスワードに戻しますか？',
      resetDone: '{{count}} 件のアカウントのパスワードをリセットしました',
    },
  },
}

export default messages
