import { z } from '@hono/zod-openapi';
import { MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS } from '../../auth/index.js';

export const UserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    role: z.string(),
    disabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('User');

/** Lowercase so that "Admin" and "admin" cannot be two accounts. */
export const UsernameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'use 1-64 lowercase letters, digits, ".", "_" or "-"');
export const RoleSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,31}$/, 'use 1-32 lowercase letters, digits, "_" or "-"');
export const NewPasswordSchema = z.string().min(MIN_PASSWORD_CHARS).max(MAX_PASSWORD_CHARS);

export const CreateUserBodySchema = z
  .strictObject({ username: UsernameSchema, password: NewPasswordSchema, role: RoleSchema.default('user') })
  .openapi('CreateUser');

export const UpdateUserBodySchema = z
  .strictObject({
    role: RoleSchema.optional(),
    disabled: z.boolean().optional(),
    password: NewPasswordSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'give at least one of role, disabled, password')
  .openapi('UpdateUser');
