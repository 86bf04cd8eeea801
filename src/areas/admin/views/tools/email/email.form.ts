import type { EmailConfigBody, EmailConfigDto } from '../../../../../core/contract'
import type { FormDeclaration } from '../../../../../core/resource/resource.types'

/** The mail server's settings form (eladmin `EmailConfig`); the password is write-only (empty keeps the stored one). */
export const emailConfigForm: FormDeclaration<EmailConfigDto> = {
  defaults: { host: '', port: 465, security: 'tls', user: '', pass: '', fromUser: '' },
  fromRow: (config) => ({ host: config.host, port: config.port, security: config.security, user: config.user, pass: '', fromUser: config.fromUser }),
  toBody: (values): EmailConfigBody => ({
    host: String(values.host ?? '').trim(),
    port: Number(values.port),
    security: values.security === 'none' || values.security === 'starttls' ? values.security : 'tls',
    user: String(values.user ?? '').trim(),
    ...(values.pass ? { pass: String(values.pass) } : {}),
    fromUser: String(values.fromUser ?? '').trim(),
  }),
  fields: [
    { name: 'host', kind: 'text', required: true, maxLength: 253, help: 'email.config.hostHelp' },
    { name: 'port', kind: 'number', required: true, min: 1, max: 65535, help: 'email.config.portHelp' },
    {
      name: 'security', kind: 'radio', required: true,
      options: [
        { value: 'tls', label: 'email.config.security.tls' },
        { value: 'starttls', label: 'email.config.security.starttls' },
        { value: 'none', label: 'email.config.security.none' },
      ],
    },
    { name: 'user', kind: 'text', maxLength: 200, help: 'email.config.userHelp' },
    { name: 'pass', kind: 'password', maxLength: 200, help: 'email.config.passHelp' },
    { name: 'fromUser', kind: 'text', required: true, maxLength: 100, rules: [{ kind: 'email' }] },
  ],
}
