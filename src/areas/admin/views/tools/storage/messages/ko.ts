import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  storage: {
    title: '저장소 관리',
    tabs: {
      label: '저장소 종류',
      local: '로컬 저장소',
      s3: '오브젝트 스토리지',
    },
    upload: '업로드',
    download: '{{name}} 다운로드',
    preview: '{{name}} 원본 보기',
    types: {
      image: '이미지',
      document: '문서',
      music: '오디오',
      video: '동영상',
      other: '기타',
    },
  },
  resources: {
    localStorage: {
      title: '로컬 저장소',
      name: '파일',
      fields: {
        preview: '미리 보기',
        name: '파일 이름',
        suffix: '확장자',
        type: '종류',
        sizeText: '크기',
        createBy: '올린 사람',
        createTime: '업로드 일시',
      },
      filters: {
        blurry: '파일 이름, 확장자 또는 종류',
        type: '종류',
        createTime: '업로드 기간',
      },
    },
    s3Storage: {
      title: '오브젝트 스토리지',
      name: '오브젝트',
      fields: {
        key: '키',
        type: '종류',
        sizeText: '크기',
        lastModified: '수정 일시',
        endpoint: '엔드포인트',
        region: '리전',
        bucket: '버킷',
        accessKey: '액세스 키',
        secretKey: '시크릿 키',
        forcePathStyle: '경로 방식 주소',
      },
      filters: {
        prefix: '키 접두사',
      },
      endpointHelp: 'S3 주소. 예: http://127.0.0.1:4568 또는 https://s3.example.org',
      endpointInvalid: 'http:// 또는 https:// 와 호스트를 입력하세요(경로 없이)',
      secretKeyHelp: '암호화해 저장하며 다시 표시하지 않습니다. 비워 두면 저장된 키를 유지합니다',
      forcePathStyleHelp: 'MinIO, Ceph, 로컬 S3 서버에서는 켭니다(엔드포인트/버킷/키)',
      configTitle: '오브젝트 스토리지 설정',
      configure: '설정',
      test: '연결 테스트',
      testOk: '연결됨: 버킷 {{bucket}}이(가) {{millis}}ms 만에 응답했습니다',
      saved: '설정을 저장했습니다',
      loading: '설정을 불러오는 중…',
      notConfigured: '오브젝트 스토리지가 설정되지 않았습니다',
      notConfiguredWhy: '이 탭은 S3 호환 스토리지(MinIO, Ceph, Amazon S3 또는 로컬 테스트 서버)를 사용합니다. 설정하기 전에는 아무것도 저장되지 않으며, 로컬 저장소는 그대로 사용할 수 있습니다.',
      howStart: 'S3 호환 서버를 시작하거나 병원 스토리지 주소를 받으세요(README의 “선택 구성 요소” 참고).',
      howSettings: '설정을 열고 엔드포인트, 리전, 버킷, 액세스 키, 시크릿 키를 입력하세요.',
      howTest: '저장한 뒤 연결 테스트를 누르세요. 버킷이 5초 안에 응답해야 합니다.',
    },
  },
}

export default messages
