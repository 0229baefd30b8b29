import { z } from 'zod';
import { defineRoute } from '../define-route.ts';
import { departmentSchema } from '../schemas/user.ts';

const tags = ['departments'];

export const listDepartments = defineRoute({
  method: 'GET',
  path: '/departments',
  summary: 'Active departments, to choose at sign-up',
  tags,
  auth: false,
  response: z.array(departmentSchema),
});

export const getDepartment = defineRoute({
  method: 'GET',
  path: '/departments/:id',
  summary: 'One department',
  tags,
  auth: false,
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: departmentSchema,
});
