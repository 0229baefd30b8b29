import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ContactPage } from '../routes/contact/index.tsx';
import { ForgotPasswordPage } from '../routes/forgot-password/index.tsx';
import { LoginPage } from '../routes/login/index.tsx';
import { NotFoundPage } from '../routes/not-found/index.tsx';
import { OrganizationPage } from '../routes/organization/index.tsx';
import { PricingPage } from '../routes/pricing/index.tsx';
import { ResendVerificationPage } from '../routes/resend-verification/index.tsx';
import { ResetPasswordPage } from '../routes/reset-password/index.tsx';
import { ReviewsPage } from '../routes/reviews/index.tsx';
import { SignupPage } from '../routes/signup/index.tsx';
import { CheckoutPage } from '../routes/subscription-checkout/index.tsx';
import { LocalCheckoutPage } from '../routes/subscription-local-checkout/index.tsx';
import { ManageSubscriptionPage } from '../routes/subscription-manage/index.tsx';
import { VerifyEmailPage } from '../routes/verify-email/index.tsx';
import { UndoEmailChangePage } from '../routes/undo-email-change/index.tsx';
import type { Access } from './auth/decide-redirect.ts';
import { RouteGuard } from './auth/route-guard.tsx';
import { RouteError } from './errors/route-error.tsx';
import { AuthLayout } from './shell/auth-layout.tsx';
import { PageLayout } from './shell/page-layout.tsx';
import { PageLoader } from './shell/page-loader.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { SidebarUserMenu } from './shell/user-menu.tsx';

// The workspace (pdf.js, the viewer, the stores) and the settings page are most of the code; they
// load when first visited, so the login page does not wait for them. preloadPages fetches them
// in the background once the app is idle.
const loadPlayground = () => import('../routes/playground/index.tsx');
const loadSettings = () => import('../routes/settings/index.tsx');
const PlaygroundPage = lazy(() => loadPlayground().then((m) => ({ default: m.PlaygroundPage })));
const SettingsPage = lazy(() => loadSettings().then((m) => ({ default: m.SettingsPage })));

/** Fetches the lazily loaded pages ahead of time; a failure here only means they load on visit. */
export function preloadPages(): void {
  void Promise.all([loadPlayground(), loadSettings()]).catch(() => undefined);
}

function guarded(path: string, access: Access, element: ReactNode): RouteObject {
  return {
    path,
    element: (
      <RouteGuard access={access}>
        <Suspense fallback={<PageLoader />}>{element}</Suspense>
      </RouteGuard>
    ),
  };
}

/** The route table of spec 1 §2 (and spec 3 §2 for the subscription, organization and pricing pages). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A page's error shows inside the root layout, so the offline badge and the update banner
        // stay on screen (spec 1 §2: always present); the outer errorElement is for the layout itself.
        errorElement: <RouteError />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              guarded('/', 'guest', <LoginPage />),
              guarded('/login', 'guest', <LoginPage />),
              guarded('/signup', 'guest', <SignupPage />),
              guarded('/forgot-password', 'guestOnly', <ForgotPasswordPage />),
              guarded('/reset-password', 'guestOnly', <ResetPasswordPage />),
              guarded('/verify-email', 'verification', <VerifyEmailPage />),
              guarded('/resend-verification', 'guestOnly', <ResendVerificationPage />),
              guarded('/undo-email-change', 'open', <UndoEmailChangePage />),
            ],
          },
          {
            element: <PageLayout />,
            children: [
              guarded('/playground', 'private', <PlaygroundPage userMenu={SidebarUserMenu} />),
              guarded('/user/settings', 'private', <SettingsPage />),
              guarded('/settings', 'private', <SettingsPage />),
              guarded('/subscription/checkout', 'private', <CheckoutPage />),
              guarded('/subscription/local-checkout/:sessionId', 'private', <LocalCheckoutPage />),
              guarded('/subscription/manage', 'private', <ManageSubscriptionPage />),
              guarded('/organization', 'private', <OrganizationPage />),
              guarded('/reviews', 'private', <ReviewsPage />),
              guarded('/pricing', 'open', <PricingPage />),
              guarded('/contact', 'open', <ContactPage />),
              guarded('*', 'open', <NotFoundPage />),
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
