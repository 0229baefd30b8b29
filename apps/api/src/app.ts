import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createBetterAuth } from './platform/auth/better-auth.ts';
import { registerCsrfGuard } from './platform/csrf.ts';
import { createBodyKeys, registerBodyEncryption, registerBodyKeyRoute } from './platform/body-encryption.ts';
import { describeMultipart, SECURITY_SCHEMES } from './platform/multipart-route.ts';
import { describeRawRoute } from './platform/raw-route.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { mailLanguageOf, renderKeysRevokedMail } from './platform/mail/templates.ts';
import { createMailQueue } from './platform/mail/mail-queue.ts';
import {
  createFallbackRateLimitStore,
  createMemoryRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
} from './platform/rate-limit.ts';
import { connectRedis } from './platform/redis.ts';
import { registerHealthRoute } from './platform/health.ts';
import { createMetrics, type PageOperation } from './platform/metrics.ts';
import { registerMetricsRoute } from './platform/metrics-route.ts';
import { registerWebApp } from './platform/static.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerCspReportRoutes } from './modules/csp-reports/csp-reports.routes.ts';
import { createCspReportsService } from './modules/csp-reports/csp-reports.service.ts';
import { createFieldCipher, deriveKey } from './platform/field-cipher.ts';
import { registerUploads } from './platform/uploads.ts';
import { createJobPool, type JobPool } from './jobs/pool.ts';
import { createLlmClient } from './platform/llm/llm-client.ts';
import { instrumentPool } from './jobs/instrumented-pool.ts';
import { registerBatchRoutes } from './modules/batch/batch.routes.ts';
import { createBatchPolicy } from './modules/batch/batch.policy.ts';
import { createBatchService } from './modules/batch/batch.service.ts';
import { meterBatchPages } from './modules/batch/metered-batch.ts';
import { createDetectService } from './modules/batch/detect.service.ts';
import { createPagesService } from './modules/batch/pages.service.ts';
import { createRedactService } from './modules/batch/redact.service.ts';
import { createSearchService } from './modules/batch/search.service.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsPolicy } from './modules/settings/settings.policy.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { registerDocumentsRoutes } from './modules/documents/documents.routes.ts';
import { createDocumentsPolicy } from './modules/documents/documents.policy.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createEmailTokensService } from './modules/auth/email-tokens.service.ts';
import { createPasswordReset } from './modules/auth/password-reset.ts';
import { createEmailChange } from './modules/users/email-change.ts';
import { registerDepartmentsRoutes } from './modules/departments/departments.routes.ts';
import { createDepartmentsService } from './modules/departments/departments.service.ts';
import { createEntitiesService } from './modules/entities/entities.service.ts';
import { createPremiumPolicy, worksOnOrganizationPlan } from './modules/subscription/subscription.policy.ts';
import { createSubscriptionService } from './modules/subscription/subscription.service.ts';
import { registerSubscriptionRoutes } from './modules/subscription/subscription.routes.ts';
import { registerBillingRoutes } from './modules/subscription/billing.routes.ts';
import { createBillingService } from './modules/subscription/billing.service.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { registerApiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { registerOrganizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { createTxtLookup } from './platform/dns/txt-records.ts';
import { createApiKeysService } from './modules/api-keys/api-keys.service.ts';
import { createAccountsService } from './modules/users/accounts.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createLegalBasesService } from './modules/legal-bases/legal-bases.service.ts';
import { registerLegalBasesRoutes } from './modules/legal-bases/legal-bases.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { assertMayRelease, mayRelease } from './modules/reviews/review.policy.ts';
import { registerReviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import type { CredentialsChanged } from './modules/users/accounts.service.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** The PDF worker pool; created (and closed with the app) when not given. */
  pool?: JobPool;
  /** Where log lines go (stdout unless given); tests read them to prove what is never logged. */
  logStream?: NodeJS.WritableStream;
  /** Overrides the mailer (tests inject nothing here; they point SMTP_URL at a real SMTP server). */
  mailer?: Mailer;
}

/** Builds the whole server (plugins, modules, web app) without listening; tests use app.inject(). */
export async function buildApp({
  config,
  db,
  mailer: givenMailer,
  pool: givenPool,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(logStream ? { stream: logStream } : {}),
            // Never log bodies or cookies: they may hold passwords, tokens or document text.
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers["x-csrf-token"]',
              'req.headers["x-sladd-key"]',
              // @fastify/multipart logs its busboy options, request headers included, at trace level.
              'busboyOptions.headers.cookie',
              'busboyOptions.headers.authorization',
              'busboyOptions.headers["x-csrf-token"]',
              'busboyOptions.headers["x-sladd-key"]',
            ],
            // Query strings can carry e-mail addresses (availability checks): log the path only.
            serializers: {
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: request.url.split('?')[0],
              }),
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  db.attachLog(app.log);
  // JOBS=queue: the PDF work runs in `sladd worker` processes through BullMQ (decision 0041);
  // bullmq is loaded only then. The pool's stats() feed /api/health and /metrics in both modes.
  const pool =
    givenPool ??
    (config.jobs.mode === 'queue'
      ? await (
          await import('./jobs/queue/queue-pool.ts')
        ).createQueuePool({
          redisUrl: config.jobs.redisUrl,
          log: app.log,
          payloadTtlMs: config.jobs.waitMs,
          lockMs: config.jobs.lockMs,
        })
      : createJobPool(undefined, { taskTimeoutMs: config.taskTimeoutMs }));
  // Metrics exist only when the endpoint is on: no token, no collectors, no cost per request.
  const metrics = config.metricsToken
    ? await createMetrics({ pool, db, redis: () => redis, queue: config.jobs.mode === 'queue' })
    : undefined;
  metrics?.observeRequests(app); // before any route, so every route is timed
  const jobs = metrics ? instrumentPool(pool, metrics.observeTask) : pool;

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config.secureCookies, { cspReports: config.cspReports });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Sladd API',
        version: '0.1.0',
        description: 'Find and truly remove sensitive content from PDFs.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // Multipart operations and hand-registered routes are described from their contracts
    // (platform/multipart-route.ts, platform/raw-route.ts).
    transform: (input) => describeRawRoute(describeMultipart(input)),
  });
  // The viewer needs inline scripts and styles of its own; its routes set a policy with their hashes.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP:
      "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self'",
  });
  registerCsrfGuard(app, { publicUrl: config.publicUrl });
  // Per-session request encryption (decision 0044): sealed bodies are opened before validation.
  const bodyKeys = createBodyKeys(config.authSecret);
  registerBodyEncryption(app, bodyKeys);
  await registerUploads(app);

  const mailer = givenMailer ?? createMailer(config.mail, app.log);
  // ioredis is loaded only when Redis is configured.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  const limiter = createRateLimiter(
    redis
      ? createFallbackRateLimitStore(
          createRedisRateLimitStore(redis.client),
          createMemoryRateLimitStore(),
          redis.isReady,
        )
      : createMemoryRateLimitStore(),
  );
  const auth = createBetterAuth({
    db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    secureCookies: config.secureCookies,
  });
  const mailQueue = createMailQueue(app.log);
  app.decorate('mailQueue', mailQueue);

  const departments = createDepartmentsService(db.kysely);
  const entities = createEntitiesService(db.kysely, departments);
  const accounts = createAccountsService(db.kysely);
  const settings = createSettingsService(db.kysely, { entities });
  // A key made from a stolen session must not outlive the password that ended it: a password
  // change or reset, or an undone e-mail change, revokes every API key, and the owner is told.
  const onCredentialsChanged: CredentialsChanged = async (userId, reason) => {
    const keys = await apiKeys.revokeAllForUser(userId);
    if (keys.length === 0) return;
    const user = await accounts.findById(userId);
    const identity = user && (await accounts.findByIdentifier(user.email));
    if (!user || !identity) return;
    const link = `${config.publicUrl}/subscription/manage?tab=apikeys`;
    const mail = renderKeysRevokedMail(
      mailLanguageOf(identity.language),
      user.username,
      { keys, reason },
      link,
    );
    mailQueue.enqueue('api-keys-revoked', () => mailer.send(user.email, { ...mail, link }));
  };
  const passwordReset = createPasswordReset({
    db: db.kysely,
    auth,
    config,
    mailer,
    accounts,
    onCredentialsChanged,
  });
  const tokens = createEmailTokensService(db.kysely);
  const emailChange = createEmailChange({
    db: db.kysely,
    config,
    mailer,
    mailQueue,
    tokens,
    onCredentialsChanged,
  });
  const deps = {
    db: db.kysely,
    auth,
    config,
    mailer,
    mailQueue,
    limiter,
    departments,
    entities,
    settings,
    accounts,
    passwordReset,
    emailChange,
  };
  const authService = createAuthService(deps);
  const sessions = createSessionService(deps);
  const users = createUsersService({
    ...deps,
    authService,
    // An owner's organizations (members, domains, keys) go with the owner's account; a running
    // subscription is cancelled at its payment provider first (or the deletion is refused).
    beforeDelete: async (userId) => {
      await organizations.assertOwnedDeletable(userId);
      await billing.cancelForAccountDeletion(userId);
      await organizations.deleteOwnedBy(userId);
    },
    onCredentialsChanged,
  });
  const subscriptions = createSubscriptionService(db.kysely, {
    billing: config.billing.mode,
    worksOnOrganizationPlan,
  });
  const billing = createBillingService({ db: db.kysely, subscriptions, config, log: app.log });
  const premium = createPremiumPolicy(subscriptions);
  const organizations = createOrganizationsService({
    db: db.kysely,
    auth,
    subscriptions,
    accounts,
    limiter,
    txt: createTxtLookup({ servers: config.dnsServers }),
    mail: { mailer, queue: mailQueue, publicUrl: config.publicUrl },
    onMemberGone: (organizationId, userId) => apiKeys.revokeForOrganization(organizationId, userId),
  });
  app.decorate('resolveOrganization', organizations.resolve);
  // Legal bases and the audit trail (issue 32, decision 0060): other modules resolve codes and
  // record events through these two services.
  const legalBases = createLegalBasesService({ db: db.kysely, organizations });
  const audit = createAuditService({
    db: db.kysely,
    nameKey: deriveKey(config.authSecret, 'audit-document-names-v1'),
    accounts,
    organizations,
  });
  // Reviews (decision 0061): marks and hashes, sealed like history; every step in the trail.
  const reviews = createReviewsService({
    db: db.kysely,
    cipher: createFieldCipher(config.authSecret, 'document-reviews-v1'),
    audit,
    resolveLegalCodes: legalBases.resolveLegalCodes,
    accounts,
    organizations,
  });
  const apiKeys = createApiKeysService({
    db: db.kysely,
    limiter,
    accounts,
    resolveOrganization: organizations.resolve,
  });
  // A call with an API key: the key and its owner (service), then the plan it works on must include
  // API access on every call, so a lapsed plan stops its keys (policy), then the key's rate (service).
  app.decorate('authenticateApiKey', async (key: string) => {
    const caller = await apiKeys.identify(key);
    await premium.assertMayUse({ userId: caller.user.id, organization: caller.organization }, 'api_access');
    return apiKeys.admit(caller);
  });
  // The advanced method's language model: its calls run here (network-bound), not in the workers.
  const llm = config.llm
    ? createLlmClient({ ...config.llm, log: app.log.child({ module: 'llm' }) })
    : undefined;
  const batch = createBatchService({
    pool: jobs,
    subscriptions,
    fileKeySecret: deriveKey(config.authSecret, 'page-charges-v1'),
  });
  const batchOf = (operation: PageOperation) =>
    metrics ? meterBatchPages(batch, (pages) => metrics.countPages(operation, pages)) : batch;
  const documents = createDocumentsService(
    db.kysely,
    createFieldCipher(config.authSecret, 'redaction-history-v1'),
  );
  await documents.sealLegacyNames();

  registerHealthRoute(app, {
    db,
    redis,
    pool,
    queue: config.jobs.mode === 'queue',
    metricsToken: config.metricsToken,
  });
  registerMetricsRoute(app, { token: config.metricsToken, metrics, limiter });
  await registerCspReportRoutes(app, {
    auth,
    enabled: config.cspReports,
    reports: createCspReportsService({ db: db.kysely, limiter }),
  });
  registerAuthRoutes(app, { auth, authService, sessions, secureCookies: config.secureCookies });
  registerBodyKeyRoute(app, auth, bodyKeys);
  registerUsersRoutes(app, {
    auth,
    users,
    limiter,
    availabilityRule: config.rateLimits.availabilityPerIp,
  });
  registerDepartmentsRoutes(app, { auth, departments });
  registerApiKeysRoutes(app, { auth, apiKeys, premium });
  registerOrganizationsRoutes(app, { auth, organizations });
  registerSubscriptionRoutes(app, { auth, subscriptions });
  registerBillingRoutes(app, {
    auth,
    billing,
    subscriptions,
    limiter,
  });
  // Registered right after billing, where the route used to be, so the OpenAPI order stays.
  registerContactRoutes(app, {
    auth,
    contact: createContactService({ limiter, mailer, mailQueue, contactEmail: config.contactEmail }),
  });
  await billing.expireCheckouts();
  const expireTimer = setInterval(() => {
    billing
      .expireCheckouts()
      .catch((error: unknown) => app.log.warn({ err: error }, 'expiring checkouts failed'));
  }, 3_600_000);
  expireTimer.unref();
  registerBatchRoutes(app, {
    auth,
    policy: createBatchPolicy({ premium }),
    detect: createDetectService({ pool: jobs, batch: batchOf('detect'), llm }),
    // AI search asks the language model, when one is configured, to expand the queries (decision 0039).
    search: createSearchService({
      pool: jobs,
      batch: batchOf('search'),
      log: app.log,
      ...(llm ? { llm } : {}),
    }),
    pages: createPagesService({ pool: jobs, batch: batchOf('extract') }),
    // Marks' legal bases resolve through the legal-bases module: built-ins and the organization's codes.
    redact: createRedactService({
      pool: jobs,
      batch: batchOf('redact'),
      resolveLegalCodes: legalBases.resolveLegalCodes,
      onRedacted: (actor, file) =>
        audit.recordAuditEvent(actor, {
          action: 'redacted',
          fileName: file.name,
          documentHash: file.documentHash,
          codes: file.codes,
        }),
      // Release of reviewed documents (decision 0061): the review module matches each file to an
      // approved review (refusing what a review-requiring organization has not approved), and the
      // review policy says who may release it. Outside required review, a match the caller may
      // not release is simply a redaction.
      releaseGate: async (actor, files) => {
        const role = actor.organization?.role ?? null;
        const releasedOf = (review: {
          submitted_by: string;
          reviewed_by: string | null;
          changed_by_reviewer: number;
        }) => ({
          submittedBy: review.submitted_by,
          reviewedBy: review.reviewed_by,
          changedByReviewer: Number(review.changed_by_reviewer) === 1,
        });
        const matches = await reviews.matchReleases(actor, files, (review) =>
          mayRelease(role, actor.userId, releasedOf(review)),
        );
        return matches.map((match) => {
          const { review, documentHash } = match;
          const organization = actor.organization;
          if (review === null || organization === undefined) return { documentHash, release: null };
          // Outside required review, an approval this caller may not release is just a redaction.
          if (!match.required && !mayRelease(role, actor.userId, releasedOf(review)))
            return { documentHash, release: null };
          assertMayRelease(role, actor.userId, releasedOf(review));
          return {
            documentHash,
            release: () => reviews.release({ ...actor, organization }, { ...match, review }),
          };
        });
      },
    }),
    redis,
  });
  registerDocumentsRoutes(app, {
    auth,
    documents,
    policy: createDocumentsPolicy({ settings }),
    limiter,
    saveRule: config.rateLimits.historySavesPerUser,
    bytesRule: config.rateLimits.historyBytesPerUser,
  });
  registerSettingsRoutes(app, {
    auth,
    settings,
    entities,
    policy: createSettingsPolicy({ premium, settings }),
  });
  registerLegalBasesRoutes(app, { auth, legalBases });
  registerAuditRoutes(app, { auth, audit });
  registerReviewsRoutes(app, {
    auth,
    reviews,
    limiter,
    writeRule: config.rateLimits.historySavesPerUser,
    bytesRule: config.rateLimits.historyBytesPerUser,
  });
  await registerWebApp(app, config.webDistDir);

  app.addHook('onClose', async () => {
    clearInterval(expireTimer);
    mailQueue.close();
    await mailQueue.idle();
    mailer.close();
    redis?.close();
    if (!givenPool) await pool.close();
  });
  return app;
}
