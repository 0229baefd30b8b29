/** The refusals several billing operations (and the checkout-ownership policy) answer in the same words. */
import { AppError } from '../../platform/errors.ts';

export const checkoutNotFound = () =>
  new AppError('CHECKOUT_NOT_FOUND', 'This checkout does not exist. Start again from the pricing page.');

export const planNotPurchasable = (planCode: string) =>
  new AppError(
    'PLAN_NOT_PURCHASABLE',
    `The plan "${planCode}" cannot be bought. Choose a paid plan on the pricing page.`,
  );

/** A subscription billed by a provider this server is not set up for. */
export const billedElsewhere = (provider: string) =>
  new AppError(
    'PAYMENT_PROVIDER_ERROR',
    `This subscription is billed by ${provider}, which this server is not set up for. Ask the operator.`,
  );
