import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createDocument, deleteDocument, getDocument, listDocuments } from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { requireAuth } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { addRoute, WithMeta } from '../../platform/routes.ts';
import { isHistoryEnabled } from '../settings/settings.repository.ts';
import type { DocumentsService } from './documents.service.ts';

export function registerDocumentsRoutes(
  app: FastifyInstance,
  deps: { auth: BetterAuth; documents: DocumentsService; db: Kysely<Database> },
): void {
  const { auth, documents } = deps;

  addRoute(app, auth, listDocuments, async ({ query, request }) => {
    const { items, total } = await documents.list(requireAuth(request).user.id, query.page, query.pageSize);
    return new WithMeta(items, { total_items: total, page: query.page, page_size: query.pageSize });
  });

  addRoute(
    app,
    auth,
    createDocument,
    async ({ body, request }) => {
      const userId = requireAuth(request).user.id;
      if (!(await isHistoryEnabled(deps.db, userId)))
        throw new AppError('FORBIDDEN', 'Saving redaction history is turned off in your settings.');
      return documents.save(userId, body.filename, body.redaction_schema);
    },
    { status: 201, bodyLimit: 20 * 1024 * 1024 },
  );

  addRoute(app, auth, getDocument, async ({ params, request }) => documents.get(requireAuth(request).user.id, params.id));

  addRoute(app, auth, deleteDocument, async ({ params, request }) => {
    await documents.remove(requireAuth(request).user.id, params.id);
    return { message: 'History item deleted.' };
  });
}
