import type { FastifyInstance } from 'fastify';
import {
  forgotPassword,
  login,
  logout,
  refreshSession,
  register,
  resendVerification,
  resetPassword,
  undoEmailChange,
  verifyEmail,
} from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { forwardAuthCookies, toFetchHeaders } from '../../platform/auth/session.ts';
import { clearCsrfCookie, issueCsrfCookie } from '../../platform/csrf.ts';
import { requestLanguage } from '../../platform/language.ts';
import { addRoute } from '../../platform/routes.ts';
import type { AuthService } from './auth.service.ts';
import type { SessionService } from './session.service.ts';

const SESSION_COOKIE = 'sladd.session_token';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: BetterAuth; authService: AuthService; sessions: SessionService; secureCookies: boolean },
): void {
  const { auth, authService, sessions, secureCookies } = deps;

  addRoute(
    app,
    auth,
    register,
    async ({ body, request }) => {
      const user = await authService.register(body, request.ip, requestLanguage(request));
      return {
        user,
        message: 'Account created. Check your e-mail to verify your address before you log in.',
      };
    },
    { status: 201 },
  );

  addRoute(app, auth, login, async ({ body, request, reply }) => {
    const result = await sessions.login(
      body.identifier,
      body.password,
      toFetchHeaders(request),
      request.ip,
      requestLanguage(request),
      request.log,
    );
    forwardAuthCookies(reply, result.headers);
    issueCsrfCookie(reply, secureCookies);
    return { user: result.user };
  });

  addRoute(app, auth, logout, async ({ request, reply }) => {
    forwardAuthCookies(reply, await sessions.logout(toFetchHeaders(request)));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    clearCsrfCookie(reply);
    return { message: 'You are logged out.' };
  });

  addRoute(app, auth, refreshSession, async ({ request, reply }) => {
    const result = await sessions.refresh(toFetchHeaders(request), requestLanguage(request));
    forwardAuthCookies(reply, result.headers);
    issueCsrfCookie(reply, secureCookies);
    return { user: result.user };
  });

  addRoute(app, auth, verifyEmail, async ({ body }) => {
    const { alreadyVerified } = await authService.verifyEmail(body.token);
    return {
      already_verified: alreadyVerified,
      message: alreadyVerified
        ? 'Your e-mail address is already verified. You can log in.'
        : 'Your e-mail address is verified. You can log in now.',
    };
  });

  addRoute(app, auth, resendVerification, async ({ body, request }) => {
    await authService.resendVerification(body.email, request.ip);
    // One answer for every address; only the mailbox learns whether it was already verified.
    return {
      already_verified: false,
      message: `If an account uses ${body.email}, we have sent it an e-mail: a new verification link, or a note that the address is already verified.`,
    };
  });

  addRoute(app, auth, forgotPassword, async ({ body, request }) => {
    await authService.forgotPassword(body.email, request.ip);
    return {
      message: `If an account exists for ${body.email}, we have sent a link to reset the password. The link expires in 15 minutes.`,
    };
  });

  addRoute(app, auth, resetPassword, async ({ body }) => {
    await authService.resetPassword(body.token, body.new_password);
    return {
      message:
        'Your password has been changed and every session was signed out. You can log in with the new password.',
    };
  });

  addRoute(app, auth, undoEmailChange, async ({ body }) => {
    const { email } = await authService.undoEmailChange(body.token);
    return {
      email,
      message: `The e-mail change was undone: you log in with ${email} again, and every session was signed out. If you did not ask for the change, choose a new password now.`,
    };
  });
}
