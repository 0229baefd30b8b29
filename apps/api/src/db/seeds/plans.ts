import type { PlanCode } from '@sladd/contract';

export interface PlanSeed {
  code: PlanCode;
  name: string;
  periodUnit: 'month' | 'year';
  priceNok: number;
  pagesMonthly: number;
  pagesYearly: number | null;
  savings: string | null;
  features: string[];
}

const BASIC = ['basic_search', 'document_redaction', 'manuel_editing'];
const STARTER = [...BASIC, 'advanced_detection', 'Advanced_search', 'email_support'];
const PRO = [...STARTER, 'api_access', 'priority_support', 'unlimited_documents'];
const BUSINESS = [...PRO, 'dedicated_support', 'sso', 'custom_integrations', 'sla_support'];

/** The plan catalogue of spec 3 §3, in NOK; a yearly limit falls back to 12 × monthly when null. */
export const PLANS: PlanSeed[] = [
  { code: 'free', name: 'Free', periodUnit: 'month', priceNok: 0, pagesMonthly: 50, pagesYearly: null, savings: null, features: BASIC },
  {
    code: 'free_trial',
    name: 'Free trial',
    periodUnit: 'month',
    priceNok: 0,
    pagesMonthly: 500,
    pagesYearly: null,
    savings: null,
    features: PRO,
  },
  { code: 'basic_monthly', name: 'Basic', periodUnit: 'month', priceNok: 299, pagesMonthly: 1000, pagesYearly: null, savings: null, features: STARTER },
  { code: 'basic_yearly', name: 'Basic', periodUnit: 'year', priceNok: 2990, pagesMonthly: 1000, pagesYearly: 12000, savings: '17%', features: STARTER },
  { code: 'pro_monthly', name: 'Pro', periodUnit: 'month', priceNok: 799, pagesMonthly: 5000, pagesYearly: null, savings: null, features: PRO },
  { code: 'pro_yearly', name: 'Pro', periodUnit: 'year', priceNok: 7990, pagesMonthly: 5000, pagesYearly: 60000, savings: '17%', features: PRO },
  {
    code: 'business_monthly',
    name: 'Business',
    periodUnit: 'month',
    priceNok: 2490,
    pagesMonthly: 25000,
    pagesYearly: null,
    savings: null,
    features: BUSINESS,
  },
  {
    code: 'business_yearly',
    name: 'Business',
    periodUnit: 'year',
    priceNok: 24900,
    pagesMonthly: 25000,
    pagesYearly: 300000,
    savings: '17%',
    features: BUSINESS,
  },
];
