import type { S3ConfigBody, S3ConfigDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import type { FormDeclaration } from '../../../../../core/resource/resource.types'
import { FormDialog } from '../../../../../ui/form/FormDialog'
import { useFormController } from '../../../../../ui/form/useFormController'
import { useT } from '../../../../../ui/i18n/useT'

/** The object store's settings form; the secret key is write-only (empty keeps the stored one). */
export const s3ConfigForm: FormDeclaration<S3ConfigDto> = {
  defaults: { endpoint: '', region: 'us-east-1', bucket: '', accessKey: '', secretKey: '', forcePathStyle: true },
  fromRow: (config) => ({
    endpoint: config.endpoint, region: config.region, bucket: config.bucket, accessKey: config.accessKey, secretKey: '', forcePathStyle: config.forcePathStyle,
  }),
  toBody: (values): S3ConfigBody => ({
    endpoint: String(values.endpoint ?? '').trim(),
    region: String(values.region ?? '').trim(),
    bucket: String(values.bucket ?? '').trim(),
    accessKey: String(values.accessKey ?? ''),
    ...(values.secretKey ? { secretKey: String(values.secretKey) } : {}),
    forcePathStyle: values.forcePathStyle === true,
  }),
  fields: [
    { name: 'endpoint', kind: 'text', required: true, maxLength: 300, help: 'resources.s3Storage.endpointHelp',
      rules: [{ kind: 'pattern', pattern: /^https?:\/\/[^\s/]+\/?$/, message: 'resources.s3Storage.endpointInvalid' }] },
    { name: 'region', kind: 'text', required: true, maxLength: 40 },
    { name: 'bucket', kind: 'text', required: true, maxLength: 63 },
    { name: 'accessKey', kind: 'text', required: true, maxLength: 200 },
    { name: 'secretKey', kind: 'password', maxLength: 400, help: 'resources.s3Storage.secretKeyHelp' },
    { name: 'forcePathStyle', kind: 'switch', help: 'resources.s3Storage.forcePathStyleHelp' },
  ],
  size: 'medium',
}

/**
 * The object store's settings dialog (mounted while open): saved with `PUT api/s3Storage/config`; the server's field
 * errors land on their fields. A first configuration needs the secret key.
 */
export function S3ConfigDialog({ config, onClose, onSaved }: { config: S3ConfigDto; onClose: () => void; onSaved: () => void }) {
  const t = useT()
  const form = useFormController(
    { ...s3ConfigForm, fields: s3ConfigForm.fields.map((f) => (f.name === 'secretKey' && !config.hasSecretKey ? { ...f, required: true } : f)) },
    'edit',
    config,
    async (body) => {
      await http.put('api/s3Storage/config', body, { quietStatuses: [400] })
    },
  )
  return (
    <FormDialog open title={t('resources.s3Storage.configTitle')} form={form} labelPrefix="resources.s3Storage.fields." onClose={onClose} onSaved={onSaved} />
  )
}
