import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  storage: {
    title: 'Almacenamiento',
    tabs: {
      label: 'Tipos de almacenamiento',
      local: 'Almacenamiento local',
      s3: 'Almacenamiento de objetos',
    },
    upload: 'Subir',
    download: 'Descargar {{name}}',
    preview: 'Abrir {{name}} a tamaño completo',
    types: {
      image: 'Imagen',
      document: 'Documento',
      music: 'Audio',
      video: 'Vídeo',
      other: 'Otro',
    },
  },
  resources: {
    localStorage: {
      title: 'Almacenamiento local',
      name: 'archivo',
      fields: {
        preview: 'Vista previa',
        name: 'Nombre',
        suffix: 'Extensión',
        type: 'Tipo',
        sizeText: 'Tamaño',
        createBy: 'Subido por',
        createTime: 'Subido',
      },
      filters: {
        blurry: 'Nombre, extensión o tipo',
        type: 'Tipo',
        createTime: 'Subido entre',
      },
    },
    s3Storage: {
      title: 'Almacenamiento de objetos',
      name: 'objeto',
      fields: {
        key: 'Clave',
        type: 'Tipo',
        sizeText: 'Tamaño',
        lastModified: 'Modificado',
        endpoint: 'Dirección',
        region: 'Región',
        bucket: 'Bucket',
        accessKey: 'Clave de acceso',
        secretKey: 'Clave secreta',
        forcePathStyle: 'Direcciones de tipo ruta',
      },
      filters: {
        prefix: 'La clave empieza por',
      },
      endpointHelp: 'La dirección S3, p. ej. http://127.0.0.1:4568 o https://s3.example.org',
      endpointInvalid: 'Indique http:// o https:// y un host, sin ruta',
      secretKeyHelp: 'Se guarda cifrada y no se vuelve a mostrar; déjela vacía para conservar la guardada',
      forcePathStyleHelp: 'Actívelo para MinIO, Ceph y servidores S3 locales (dirección/bucket/clave)',
      configTitle: 'Ajustes del almacenamiento de objetos',
      configure: 'Ajustes',
      test: 'Probar conexión',
      testOk: 'Conectado: el bucket {{bucket}} respondió en {{millis}} ms',
      saved: 'Ajustes guardados',
      loading: 'Cargando los ajustes…',
      notConfigured: 'El almacenamiento de objetos no está configurado',
      notConfiguredWhy: 'Esta pestaña usa un almacenamiento compatible con S3 (MinIO, Ceph, Amazon S3 o un servidor de pruebas local). Hasta configurarlo no se guarda nada en él; el almacenamiento local funciona igual.',
      howStart: 'Inicie un servidor compatible con S3 o pida la dirección del almacenamiento del hospital (vea el README: «Partes opcionales»).',
      howSettings: 'Abra Ajustes e indique la dirección, la región, el bucket, la clave de acceso y la clave secreta.',
      howTest: 'Guarde y pulse Probar conexión: el bucket debe responder en 5 segundos.',
    },
  },
}

export default messages
