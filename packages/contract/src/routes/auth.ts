import { z } from 'zod';
import { defineRoute } from '../define-route.ts';
import { MESSAGES } from '../messages.ts';
import {
  departmentIdSchema,
  emailSchema,
  identifierSchema,
  passwordSchema,
  presentPasswordSchema,
  tokenSchema,
  usernameSchema,
} from '../schemas/account.ts';
import { okSchema, userSchema } from '../schemas/user.ts';

const tags = ['auth'];

export const registerBody = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirm_password: z.string({ error: MESSAGES.passwordsDoNotMatch }),
    department_id: departmentIdSchema,
    language: z.enum(['en', 'no']).optional(),
  })
  .refine((body) => body.password === body.confirm_password, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

export const register = defineRoute({
  method: 'POST',
  path: '/auth/register',
  summary: 'Create an account and send the verification e-mail',
  tags,
  auth: false,
  body: registerBody,
  response: z.object({ user: userSchema, message: z.string() }),
});

export const login = defineRoute({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with e-mail or username; sets the session and csrf_token cookies',
  tags,
  auth: false,
  body: z.object({ identifier: identifierSchema, password: presentPasswordSchema }),
  response: z.object({ user: userSchema }),
});

export const logout = defineRoute({
  method: 'POST',
  path: '/auth/logout',
  summary: 'End this session and clear the cookies',
  tags,
  auth: false,
  response: okSchema,
});

export const refreshSession = defineRoute({
  method: 'POST',
  path: '/auth/refresh',
  summary: 'Extend the session and rotate the csrf_token cookie',
  tags,
  auth: true,
  response: z.object({ user: userSchema }),
});

export const verifyEmail = defineRoute({
  method: 'POST',
  path: '/auth/verify-email',
  summary: 'Verify an e-mail address with the mailed token',
  tags,
  auth: false,
  body: z.object({ token: tokenSchema }),
  response: z.object({ message: z.string(), already_verified: z.boolean() }),
});

export const resendVerification = defineRoute({
  method: 'POST',
  path: '/auth/resend-verification',
  summary: 'Send the verification e-mail again',
  tags,
  auth: false,
  body: z.object({ email: emailSchema, language: z.enum(['en', 'no']).optional() }),
  response: z.object({ message: z.string(), already_verified: z.boolean() }),
});

export const forgotPassword = defineRoute({
  method: 'POST',
  path: '/auth/forgot-password',
  summary: 'Mail a 15-minute reset link; the answer never reveals whether the account exists',
  tags,
  auth: false,
  body: z.object({ email: emailSchema, language: z.enum(['en', 'no']).optional() }),
  response: okSchema,
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/auth/reset-password',
  summary: 'Set a new password with a single-use reset token',
  tags,
  auth: false,
  body: z
    .object({ token: tokenSchema, new_password: passwordSchema, confirm_password: z.string() })
    .refine((body) => body.new_password === body.confirm_password, {
      message: MESSAGES.passwordsDoNotMatch,
      path: ['confirm_password'],
    }),
  response: okSchema,
});

export const undoEmailChange = defineRoute({
  method: 'POST',
  path: '/auth/undo-email-change',
  summary: 'Undo an e-mail change with the single-use link mailed to the old address; ends every session',
  tags,
  auth: false,
  body: z.object({ token: tokenSchema }),
  response: z.object({ message: z.string(), email: z.string() }),
});
