import type { RateLimitRule } from '../../config.ts';
import { consumeWriteAndBytes, type RateLimiter } from '../../platform/rate-limit.ts';
import type { FastifyInstance } from 'fastify';
import { createDocument, deleteDocument, getDocument, listDocuments, RESOURCE_LIMITS } from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { requireAuth } from '../../platform/auth/session.ts';
import { addRoute, WithMeta } from '../../platform/routes.ts';
import type { DocumentsPolicy } from './documents.policy.ts';
import type { DocumentsService } from './documents.service.ts';

export function registerDocumentsRoutes(
  app: FastifyInstance,
  deps: {
    auth: BetterAuth;
    documents: DocumentsService;
    policy: DocumentsPolicy;
    limiter: RateLimiter;
    /** Saves per user (config.rateLimits.historySavesPerUser). */
    saveRule: RateLimitRule;
    /** Bytes saved per user (config.rateLimits.historyBytesPerUser). */
    bytesRule: RateLimitRule;
  },
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
    async ({ body, request }) =>
      documents.save(requireAuth(request).user.id, body.filename, body.redaction_schema),
    {
      status: 201,
      // Sized to what one item may hold (RESOURCE_LIMITS.maxHistoryMarks marks), sealed.
      bodyLimit: RESOURCE_LIMITS.maxHistoryBodyBytes,
      // Before the body is read: saving allowed at all, and within the person's rate. Each save
      // parses, checks and seals up to RESOURCE_LIMITS.maxHistoryMarks marks on the event loop,
      // so a person saving in a loop must not take it from everyone else.
      beforeBody: async (request) => {
        const userId = requireAuth(request).user.id;
        await deps.policy.assertMaySave(userId);
        // Within the person's rate, by count and by size: ten full-size items a minute would keep
        // the event loop parsing and writing.
        await consumeWriteAndBytes(deps.limiter, request, {
          prefix: 'history-save',
          userId,
          writeRule: deps.saveRule,
          bytesRule: deps.bytesRule,
          maxBytes: RESOURCE_LIMITS.maxHistoryBodyBytes,
        });
      },
    },
  );

  addRoute(app, auth, getDocument, async ({ params, request }) =>
    documents.get(requireAuth(request).user.id, params.id),
  );

  addRoute(app, auth, deleteDocument, async ({ params, request }) => {
    await documents.remove(requireAuth(request).user.id, params.id);
    return { message: 'History item deleted.' };
  });
}
