import { z } from 'zod';

export const departmentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
});
export type Department = z.infer<typeof departmentSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  department_id: z.number().int().nullable(),
  department: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tutorial_finished: z.boolean(),
  created_at: z.string(),
  /** A new address waiting for verification; `email` stays the login until it is verified. */
  pending_email: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const sessionInfoSchema = z.object({
  session_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  is_current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const okSchema = z.object({ message: z.string() });
