import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  storage: {
    title: '存储管理',
    tabs: {
      label: '存储类型',
      local: '本地存储',
      s3: '对象存储',
    },
    upload: '上传',
    download: '下载 {{name}}',
    preview: '查看 {{name}} 原图',
    types: {
      image: '图片',
      document: '文档',
      music: '音乐',
      video: '视频',
      other: '其他',
    },
  },
  resources: {
    localStorage: {
      title: '本地存储',
      name: '文件',
      fields: {
        preview: '预览图',
        name: '文件名',
        suffix: '后缀名',
        type: '类别',
        sizeText: '大小',
        createBy: '上传者',
        createTime: '上传日期',
      },
      filters: {
        blurry: '文件名、后缀或类别',
        type: '类别',
        createTime: '上传日期',
      },
    },
    s3Storage: {
      title: '对象存储',
      name: '对象',
      fields: {
        key: '文件名（Key）',
        type: '类别',
        sizeText: '大小',
        lastModified: '修改时间',
        endpoint: '服务地址',
        region: '区域',
        bucket: '存储桶',
        accessKey: 'Access Key',
        secretKey: 'Secret Key',
        forcePathStyle: '路径方式访问',
      },
      filters: {
        prefix: 'Key 前缀',
      },
      endpointHelp: 'S3 服务地址，如 http://127.0.0.1:4568 或 https://s3.example.org',
      endpointInvalid: '请填写 http:// 或 https:// 加主机地址，不带路径',
      secretKeyHelp: '加密保存，不再显示；留空则保留已保存的密钥',
      forcePathStyleHelp: 'MinIO、Ceph 及本地 S3 服务请开启（地址/存储桶/Key）',
      configTitle: '对象存储配置',
      configure: '配置',
      test: '测试连接',
      testOk: '连接成功：存储桶 {{bucket}} 在 {{millis}} 毫秒内响应',
      saved: '配置已保存',
      loading: '正在读取配置…',
      notConfigured: '对象存储尚未配置',
      notConfiguredWhy: '此页使用兼容 S3 的对象存储（MinIO、Ceph、Amazon S3 或本地测试服务）。配置之前不会向其中存储任何文件；本地存储不受影响。',
      howStart: '启动一个兼容 S3 的服务，或向医院获取对象存储地址（见 README“可选组件”）。',
      howSettings: '点击“配置”，填写服务地址、区域、存储桶、Access Key 和 Secret Key。',
      howTest: '保存后点击“测试连接”：存储桶须在 5 秒内响应。',
    },
  },
}

export default messages
