import type { FastifyInstance } from 'fastify';
import {
  addBanWords,
  addEntities,
  checkSettingsUpload,
  createPattern,
  deleteEntitiesByMethod,
  deleteEntity,
  deletePattern,
  exportSettings,
  getBanList,
  getSettings,
  importSettingsOperation,
  LIMITS,
  MESSAGES,
  listEntities,
  listPatterns,
  parseSettingsText,
  removeBanWords,
  updatePattern,
  updateSettings,
} from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { actorOf, requireAuth } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { addMultipartRoute } from '../../platform/multipart-route.ts';
import { readSmallFile } from '../../platform/uploads.ts';
import { addRoute, sessionGuard } from '../../platform/routes.ts';
import type { EntitiesService } from '../entities/entities.service.ts';
import { parseMethodId } from '../entities/entities.service.ts';
import type { SettingsPolicy } from './settings.policy.ts';
import type { SettingsService } from './settings.service.ts';

export function registerSettingsRoutes(
  app: FastifyInstance,
  deps: { auth: BetterAuth; settings: SettingsService; entities: EntitiesService; policy: SettingsPolicy },
): void {
  const { auth, settings, entities, policy } = deps;
  const user = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  addRoute(app, auth, getSettings, async ({ request }) => settings.get(user(request)));
  addRoute(app, auth, updateSettings, async ({ body, request }) => {
    await policy.assertMayUpdate(actorOf(request), body);
    return settings.update(user(request), body);
  });

  addRoute(app, auth, listPatterns, async ({ request }) => settings.listPatterns(user(request)));
  addRoute(
    app,
    auth,
    createPattern,
    async ({ body, request }) => {
      await policy.assertMaySavePattern(actorOf(request), body.pattern_type);
      return settings.createPattern(user(request), body.pattern_text, body.pattern_type);
    },
    { status: 201 },
  );
  addRoute(app, auth, updatePattern, async ({ params, body, request }) => {
    await policy.assertMaySavePattern(actorOf(request), body.pattern_type);
    return settings.updatePattern(user(request), params.id, body.pattern_text, body.pattern_type);
  });
  addRoute(app, auth, deletePattern, async ({ params, request }) => {
    await settings.deletePattern(user(request), params.id);
    return { message: 'Search term deleted.' };
  });

  addRoute(app, auth, getBanList, async ({ request }) => settings.banList(user(request)));
  addRoute(app, auth, addBanWords, async ({ body, request }) => {
    await policy.assertMayEditIgnoreList(actorOf(request));
    return settings.addBanWords(user(request), body.words);
  });
  addRoute(app, auth, removeBanWords, async ({ body, request }) => {
    await policy.assertMayEditIgnoreList(actorOf(request));
    return settings.removeBanWords(user(request), body.words);
  });

  addRoute(app, auth, listEntities, async ({ params, request }) =>
    entities.listForMethod(user(request), parseMethodId(params.methodId)),
  );
  addRoute(
    app,
    auth,
    addEntities,
    async ({ body, request }) => {
      await policy.assertMayEditEntities(actorOf(request));
      return entities.add(user(request), body.method_id, body.entity_texts);
    },
    { status: 201 },
  );
  addRoute(app, auth, deleteEntitiesByMethod, async ({ params, request }) => {
    await policy.assertMayEditEntities(actorOf(request));
    return entities.removeCustom(user(request), parseMethodId(params.methodId));
  });
  addRoute(app, auth, deleteEntity, async ({ params, request }) => {
    await policy.assertMayEditEntities(actorOf(request));
    await entities.remove(user(request), params.id);
    return { message: 'Entity removed.' };
  });

  addRoute(app, auth, exportSettings, async ({ request, reply }) => {
    await policy.assertMayUseSettingsFile(actorOf(request));
    reply.header(
      'content-disposition',
      `attachment; filename="sladd-settings-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    return settings.exportFile(user(request));
  });

  addMultipartRoute(app, importSettingsOperation, { preHandler: sessionGuard(auth) }, async (request) => {
    // Who may import is settled before a byte of the file is read or parsed.
    await policy.assertMayUseSettingsFile(actorOf(request));
    const file = await readSmallFile(
      request,
      LIMITS.settingsFileBytes,
      () => new AppError('PAYLOAD_TOO_LARGE', MESSAGES.fileTooLarge),
    );
    if (!file) throw new AppError('NO_FILES', 'Choose a settings file to import.');
    const problem = checkSettingsUpload({ name: file.name, type: file.type, size: file.bytes.length });
    if (problem)
      throw new AppError(problem.includes('large') ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE', problem);
    const parsed = parseSettingsText(file.bytes.toString('utf8'));
    if (!parsed.ok)
      throw new AppError('VALIDATION_ERROR', parsed.message, [{ path: 'file', message: parsed.message }]);
    return { success: true, data: await settings.importFile(user(request), parsed.value) };
  });
}
