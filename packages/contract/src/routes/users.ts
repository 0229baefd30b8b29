import { z } from 'zod';
import { defineRoute } from '../define-route.ts';
import { MESSAGES } from '../messages.ts';
import {
  departmentIdSchema,
  emailSchema,
  passwordSchema,
  presentPasswordSchema,
  usernameSchema,
} from '../schemas/account.ts';
import { okSchema, sessionInfoSchema, userSchema } from '../schemas/user.ts';

const tags = ['users'];

export const getMe = defineRoute({
  method: 'GET',
  path: '/users/me',
  summary: 'The signed-in user',
  tags,
  auth: true,
  response: userSchema,
});

export const updateMe = defineRoute({
  method: 'PUT',
  path: '/users/me',
  summary: 'Change username and e-mail; a new e-mail needs the current password and waits for verification',
  tags,
  auth: true,
  // `password` (the current one) is required only when the e-mail address changes.
  body: z.object({ username: usernameSchema, email: emailSchema, password: z.string().max(128).optional() }),
  response: z.object({ user: userSchema, message: z.string(), email_changed: z.boolean() }),
});

export const changePassword = defineRoute({
  method: 'POST',
  path: '/users/me/change-password',
  summary: 'Change the password; other sessions are signed out',
  tags,
  auth: true,
  body: z
    .object({
      current_password: z.string().min(1, MESSAGES.currentPasswordRequired),
      new_password: passwordSchema,
      confirm_password: z.string().min(1, MESSAGES.confirmPasswordRequired),
    })
    .refine((body) => body.new_password === body.confirm_password, {
      message: MESSAGES.passwordsDoNotMatch,
      path: ['confirm_password'],
    })
    .refine((body) => body.new_password !== body.current_password, {
      message: MESSAGES.newPasswordSame,
      path: ['new_password'],
    }),
  response: okSchema,
});

export const deleteMe = defineRoute({
  method: 'DELETE',
  path: '/users/me',
  summary: 'Delete the account and all its data',
  tags,
  auth: true,
  body: z.object({
    password: presentPasswordSchema,
    confirm: z.literal('DELETE', { error: MESSAGES.deleteConfirmation }),
  }),
  response: okSchema,
});

export const listSessions = defineRoute({
  method: 'GET',
  path: '/users/me/sessions',
  summary: "The signed-in user's active sessions",
  tags,
  auth: true,
  response: z.array(sessionInfoSchema),
});

export const revokeSession = defineRoute({
  method: 'DELETE',
  path: '/users/me/sessions',
  summary: 'Sign out one of your sessions',
  tags,
  auth: true,
  body: z.object({ session_id: z.string().min(1, MESSAGES.sessionIdRequired) }),
  response: z.object({ message: z.string(), was_current: z.boolean() }),
});

export const checkUsername = defineRoute({
  method: 'GET',
  path: '/users/check/username',
  summary: 'Whether a username is free',
  tags,
  auth: false,
  query: z.object({ username: usernameSchema }),
  response: z.object({ available: z.boolean(), username: z.string() }),
});

export const checkEmail = defineRoute({
  method: 'GET',
  path: '/users/check/email',
  summary: 'Whether an e-mail address is free',
  tags,
  auth: false,
  query: z.object({ email: emailSchema }),
  response: z.object({ available: z.boolean(), email: z.string() }),
});

export const changeDepartment = defineRoute({
  method: 'PATCH',
  path: '/users/me/department',
  summary:
    "Change department: the old department's predefined entities go, the new ones come, custom ones stay",
  tags,
  auth: true,
  body: z.object({ department_id: departmentIdSchema }),
  response: z.object({ user: userSchema, message: z.string() }),
});

export const finishTutorial = defineRoute({
  method: 'POST',
  path: '/users/me/tutorial/finish',
  summary: 'Mark the guided tutorial as finished',
  tags,
  auth: true,
  response: okSchema,
});
