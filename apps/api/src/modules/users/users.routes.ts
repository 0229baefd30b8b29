import type { RateLimitRule } from '../../config.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { FastifyInstance } from 'fastify';
import {
  changeDepartment,
  changePassword,
  checkEmail,
  checkUsername,
  deleteMe,
  finishTutorial,
  getMe,
  listSessions,
  revokeSession,
  updateMe,
} from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { forwardAuthCookies, requireAuth, toFetchHeaders } from '../../platform/auth/session.ts';
import { clearCsrfCookie } from '../../platform/csrf.ts';
import { requestLanguage } from '../../platform/language.ts';
import { addRoute } from '../../platform/routes.ts';
import type { UsersService } from './users.service.ts';

const SESSION_COOKIE = 'sladd.session_token';

export function registerUsersRoutes(
  app: FastifyInstance,
  deps: {
    auth: BetterAuth;
    users: UsersService;
    limiter: RateLimiter;
    /** Availability checks per client address (config.rateLimits.availabilityPerIp). */
    availabilityRule: RateLimitRule;
  },
): void {
  const { auth, users } = deps;

  addRoute(app, auth, getMe, async ({ request }) =>
    users.getUser(requireAuth(request).user.id, requestLanguage(request)),
  );

  addRoute(app, auth, updateMe, async ({ body, request }) => {
    const { user, emailChanged } = await users.updateProfile(
      requireAuth(request).user.id,
      body,
      requestLanguage(request),
    );
    return {
      user,
      email_changed: emailChanged,
      message: emailChanged
        ? `Profile updated. We sent a verification link to ${user.pending_email}. Until you open it, you keep logging in with ${user.email}.`
        : 'Profile updated.',
    };
  });

  addRoute(app, auth, changePassword, async ({ body, request, reply }) => {
    const headers = await users.changePassword(
      toFetchHeaders(request),
      body.current_password,
      body.new_password,
    );
    forwardAuthCookies(reply, headers);
    return { message: 'Password updated. Your other sessions have been signed out.' };
  });

  addRoute(app, auth, deleteMe, async ({ body, request, reply }) => {
    await users.deleteAccount(requireAuth(request).user.id, body.password);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    clearCsrfCookie(reply);
    return { message: 'Account deletion initiated. Your account and its data have been deleted.' };
  });

  addRoute(app, auth, listSessions, async ({ request }) => {
    const { user, session } = requireAuth(request);
    return users.listSessions(user.id, session.id);
  });

  addRoute(app, auth, revokeSession, async ({ body, request, reply }) => {
    const { user, session } = requireAuth(request);
    await users.revokeSession(user.id, body.session_id);
    const wasCurrent = body.session_id === session.id;
    if (wasCurrent) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      clearCsrfCookie(reply);
    }
    return { message: 'Session signed out.', was_current: wasCurrent };
  });

  // The sign-up form asks as a person types (debounced): a few dozen a minute is plenty, and a
  // limit per address keeps the checks from being a fast way to learn who has an account.
  const availabilityLimit = (ip: string) =>
    deps.limiter.consume([{ key: `availability:ip:${ip}`, rule: deps.availabilityRule }]);

  addRoute(app, auth, checkUsername, async ({ query, request }) => {
    await availabilityLimit(request.ip);
    return { available: await users.isUsernameAvailable(query.username), username: query.username };
  });

  addRoute(app, auth, checkEmail, async ({ query, request }) => {
    await availabilityLimit(request.ip);
    return { available: await users.isEmailAvailable(query.email), email: query.email };
  });

  addRoute(app, auth, changeDepartment, async ({ body, request }) => ({
    user: await users.changeDepartment(
      requireAuth(request).user.id,
      body.department_id,
      requestLanguage(request),
    ),
    message: 'Department changed. Predefined entities were updated; your own entities were kept.',
  }));

  addRoute(app, auth, finishTutorial, async ({ request }) => {
    await users.finishTutorial(requireAuth(request).user.id);
    return { message: 'Tutorial finished.' };
  });
}
