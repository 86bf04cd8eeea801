import { z } from 'zod'
import type { UserInfo } from '../../../src/core/contract/auth'
import type { UserDto } from '../../../src/core/contract/user'
import { auditFields, BoolText, Email, Id, IdRef, IdText, NoId, pageFields, Phone, text } from './common'

/** `男` / `女`, as eladmin stores a user's gender. */
export const Gender = z.enum(['男', '女'])

/** A user as every call returns it. */
export const UserDtoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  gender: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  avatarName: z.string().optional(),
  avatarPath: z.string().optional(),
  enabled: z.boolean(),
  pwdResetTime: z.string().optional(),
  dept: z.object({ id: z.number().int(), name: z.string() }).optional(),
  jobs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.number().int(), dataScope: z.string() })),
  ...auditFields,
}) satisfies z.ZodType<UserDto>

/** `auth/info` and the login's `user`. */
export const UserInfoSchema = z.object({
  user: UserDtoSchema,
  roles: z.array(z.string()).describe('Permission strings; ["admin"] for administrators'),
  dataScopes: z.array(z.number().int()),
}) satisfies z.ZodType<UserInfo>

/** `GET api/users`. */
export const UserQuery = z.object({
  blurry: z.string().max(100).optional().describe('Matches username, nick name or e-mail'),
  enabled: BoolText.optional(),
  deptId: IdText.optional().describe('Includes sub-departments'),
  ...pageFields,
})

const userFields = {
  username: text(50).refine((s) => !/\s/.test(s), { error: 'validation.blank' }),
  nickName: text(50),
  gender: Gender.nullish(),
  phone: Phone.nullish(),
  email: Email.nullish(),
  enabled: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  dept: IdRef,
  jobs: z.array(IdRef).max(20).optional().transform((v) => v ?? []),
  roles: z.array(IdRef).min(1).max(20),
}

/** `POST api/users` (the new password is 123456). */
export const UserCreate = z.object({ id: NoId, ...userFields })

/** `PUT api/users`. */
export const UserUpdate = z.object({ id: Id, ...userFields })

/** `PUT api/users/center`: the caller's own profile. */
export const UserCenter = z.object({
  id: Id,
  nickName: text(50),
  gender: Gender.nullish(),
  phone: Phone.nullish(),
})

/** `POST api/users/updatePass`: both RSA ciphertexts. */
export const UpdatePass = z.object({
  oldPass: z.string().min(1).max(2048),
  newPass: z.string().min(1).max(2048),
})

/** `POST api/code/resetEmail?email=`. */
export const ResetEmailQuery = z.object({ email: Email })

/** `POST api/users/updateEmail/{code}`. */
export const UpdateEmail = z.object({ password: z.string().min(1).max(2048), email: Email })

/** Path of `updateEmail/{code}`. */
export const CodeParams = z.object({ code: z.string().regex(/^\d{6}$/) })
