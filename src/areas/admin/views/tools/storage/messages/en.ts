/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  storage: {
    title: 'Storage',
    tabs: {
      label: 'Kinds of storage',
      local: 'Local storage',
      s3: 'Object storage',
    },
    upload: 'Upload',
    download: 'Download {{name}}',
    preview: 'Open {{name}} full size',
    types: {
      image: 'Image',
      document: 'Document',
      music: 'Audio',
      video: 'Video',
      other: 'Other',
    },
  },
  resources: {
    localStorage: {
      title: 'Local storage',
      name: 'file',
      fields: {
        preview: 'Preview',
        name: 'File name',
        suffix: 'Suffix',
        type: 'Type',
        sizeText: 'Size',
        createBy: 'Uploaded by',
        createTime: 'Uploaded',
      },
      filters: {
        blurry: 'Name, suffix or type',
        type: 'Type',
        createTime: 'Uploaded between',
      },
    },
    s3Storage: {
      title: 'Object storage',
      name: 'object',
      fields: {
        key: 'Key',
        type: 'Type',
        sizeText: 'Size',
        lastModified: 'Modified',
        endpoint: 'Endpoint',
        region: 'Region',
        bucket: 'Bucket',
        accessKey: 'Access key',
        secretKey: 'Secret key',
        forcePathStyle: 'Path-style addresses',
      },
      filters: {
        prefix: 'Key starts with',
      },
      endpointHelp: 'The S3 address, e.g. http://127.0.0.1:4568 or https://s3.example.org',
      endpointInvalid: 'Enter http:// or https:// and a host, without a path',
      secretKeyHelp: 'Stored encrypted and never shown again; leave empty to keep the stored key',
      forcePathStyleHelp: 'On for MinIO, Ceph and local S3 servers (endpoint/bucket/key)',
      configTitle: 'Object storage settings',
      configure: 'Settings',
      test: 'Test connection',
      testOk: 'Connected: bucket {{bucket}} answered in {{millis}} ms',
      saved: 'Settings saved',
      loading: 'Loading the settings…',
      notConfigured: 'Object storage is not configured',
      notConfiguredWhy: 'This tab works with an S3-compatible store (MinIO, Ceph, Amazon S3, or a local test server). Until one is set up nothing is stored there; local storage works without it.',
      howStart: 'Start an S3-compatible server, or get the address of the hospital\'s store (see the README: “Optional parts”).',
      howSettings: 'Open Settings and enter its endpoint, region, bucket, access key and secret key.',
      howTest: 'Save, then use Test connection: the bucket must answer within 5 seconds.',
    },
  },
}

export default messages
