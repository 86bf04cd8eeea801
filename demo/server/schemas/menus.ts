import { z } from 'zod'
import type { MenuDto, MenuNode } from '../../../src/core/contract/menu'
import { auditFields, Id, IdText, NoId, optionalText, pageFields, text } from './common'

const MenuTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]).describe('0 directory, 1 menu, 2 button')

/** A stored menu (children only in tree answers). */
export const MenuDtoSchema: z.ZodType<MenuDto> = z.object({
  id: z.number().int(),
  pid: z.number().int().optional(),
  type: MenuTypeSchema,
  title: z.string(),
  componentName: z.string().optional(),
  component: z.string().optional(),
  menuSort: z.number().int(),
  icon: z.string().optional(),
  path: z.string().optional(),
  iFrame: z.boolean(),
  cache: z.boolean(),
  hidden: z.boolean(),
  permission: z.string().optional(),
  subCount: z.number().int(),
  hasChildren: z.boolean(),
  leaf: z.boolean(),
  label: z.string(),
  ...auditFields,
  get children() {
    return z.array(MenuDtoSchema).optional()
  },
}).meta({ id: 'MenuDto' })

/** A node of the router tree of `GET api/menus/build`. */
export const MenuNodeSchema: z.ZodType<MenuNode> = z.object({
  name: z.string().optional(),
  path: z.string(),
  hidden: z.boolean(),
  redirect: z.string().optional(),
  component: z.string().optional(),
  alwaysShow: z.boolean().optional(),
  meta: z.object({ title: z.string(), icon: z.string().optional(), noCache: z.boolean() }).optional(),
  get children() {
    return z.array(MenuNodeSchema).optional()
  },
}).meta({ id: 'MenuNode' })

/** `GET api/menus`: roots, children of `pid`, or every menu matching `blurry`. */
export const MenuQuery = z.object({
  pid: IdText.optional(),
  blurry: z.string().max(100).optional().describe('Matches title, component or permission'),
  ...pageFields,
})

/** `GET api/menus/lazy?pid=` (0 = roots). */
export const MenuLazyQuery = z.object({ pid: z.string().regex(/^\d{1,16}$/).transform(Number).optional() })

/** `GET api/menus/child?id=`. */
export const MenuChildQuery = z.object({ id: IdText })

/** `POST api/menus/superior`: ids whose ancestors and siblings to return (empty = roots). */
export const MenuSuperiorBody = z.array(Id).max(1000)

const menuFields = {
  pid: z.number().int().min(0).nullish().transform((v) => (v ? v : null)).describe('0 or absent for a root'),
  type: MenuTypeSchema,
  title: text(100),
  componentName: optionalText(100),
  component: optionalText(255),
  menuSort: z.number().int().min(0).max(999999).optional().transform((v) => v ?? 999),
  icon: optionalText(100),
  path: optionalText(255),
  iFrame: z.boolean().optional().transform((v) => v ?? false),
  cache: z.boolean().optional().transform((v) => v ?? false),
  hidden: z.boolean().optional().transform((v) => v ?? false),
  permission: optionalText(255),
}

/** `POST api/menus`. */
export const MenuCreate = z.object({ id: NoId, ...menuFields })

/** `PUT api/menus`. */
export const MenuUpdate = z.object({ id: Id, ...menuFields })
