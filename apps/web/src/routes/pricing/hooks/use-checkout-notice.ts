import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { notifyInfo, notifySuccess } from '../../../features/billing/notify.ts';
import { useBillingTranslation } from '../../../features/billing/use-billing.ts';

/**
 * Back from a checkout: ?success=true or ?canceled=true shows its notice once, then leaves the
 * address (spec 3 §2), so a reload or a shared link does not repeat it.
 */
export function useCheckoutNotice(): void {
  const { t } = useBillingTranslation();
  const [params, setParams] = useSearchParams();
  const isSuccess = params.get('success') === 'true';
  const isCanceled = params.get('canceled') === 'true';
  // React's development double effects must not show the notice twice.
  const shown = useRef(false);

  useEffect(() => {
    if (!isSuccess && !isCanceled) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    if (isSuccess) notifySuccess(t('pricing.notices.success'));
    else notifyInfo(t('pricing.notices.canceled'));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('success');
        next.delete('canceled');
        return next;
      },
      { replace: true },
    );
  }, [isSuccess, isCanceled, setParams, t]);
}
