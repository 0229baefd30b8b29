import type { FastifyInstance } from 'fastify';
import { getDepartment, listDepartments } from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { requestLanguage } from '../../platform/language.ts';
import { addRoute } from '../../platform/routes.ts';
import type { DepartmentsService } from './departments.service.ts';

export function registerDepartmentsRoutes(app: FastifyInstance, deps: { auth: BetterAuth; departments: DepartmentsService }): void {
  addRoute(app, deps.auth, listDepartments, async ({ request }) => deps.departments.listActive(requestLanguage(request)));
  addRoute(app, deps.auth, getDepartment, async ({ params, request }) =>
    deps.departments.get(params.id, requestLanguage(request)),
  );
}
