import type { Generated } from 'kysely';

/**
 * Table types. Identity tables (users, sessions, accounts, verifications) are better-auth's,
 * mapped to snake_case. Booleans are 0/1 on SQLite and true/false on PostgreSQL: read them
 * with `Boolean()`; timestamps of our own tables are ISO strings on both.
 */
type DbBool = number | boolean;
type DbDate = Date | string;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: DbBool;
  image: string | null;
  username: string | null;
  display_username: string | null;
  department_id: number | null;
  tutorial_finished: DbBool;
  language: string | null;
  created_at: DbDate;
  updated_at: DbDate;
  /** A new address waiting for verification; the login stays `email` until then. */
  pending_email: Generated<string | null>;
}

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: DbDate;
  ip_address: string | null;
  user_agent: string | null;
  created_at: DbDate;
  updated_at: DbDate;
  /** better-auth's organization plugin field; Sladd sends the organization per request instead. */
  active_organization_id: Generated<string | null>;
}

export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: DbDate | null;
  refresh_token_expires_at: DbDate | null;
  scope: string | null;
  password: string | null;
  created_at: DbDate;
  updated_at: DbDate;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: DbDate;
  created_at: DbDate;
  updated_at: DbDate;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** verify | reset | email-undo */
  purpose: Generated<string>;
}

export interface DepartmentsTable {
  id: number;
  code: string;
  name_no: string;
  name_en: string;
  description_no: string;
  description_en: string;
  is_active: DbBool;
}

export interface DepartmentEntitiesTable {
  department_id: number;
  method_id: number;
  entity_text: string;
}

export interface ModelEntitiesTable {
  id: string;
  user_id: string;
  method_id: number;
  entity_text: string;
  is_predefined: DbBool;
  created_at: string;
}

export interface UserSettingsTable {
  user_id: string;
  theme: string;
  auto_processing: DbBool;
  detection_threshold: number;
  use_banlist_for_detection: DbBool;
  edit_mode: string;
  language: string;
  save_redaction_history: DbBool;
  save_files_in_browser: DbBool;
  remove_images: DbBool;
  color_method_manual: string;
  color_method_search: string;
  color_method_ml: string;
  color_method_ai: string;
  color_method_advanced: string;
  created_at: string;
  updated_at: string;
}

export interface PlansTable {
  code: string;
  name: string;
  period_unit: string;
  price_nok: number;
  pages_monthly_limit: number;
  pages_yearly_limit: number | null;
  features: string;
  savings: string | null;
  is_active: DbBool;
  sort_order: number;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string | null;
  organization_id: string | null;
  plan_code: string;
  status: string;
  current_period_start: string;
  current_period_end: string;
  auto_renew: DbBool;
  cancel_at_period_end: DbBool;
  created_at: string;
  updated_at: string;
  /** Who bills it: 'local' (built-in test checkout), 'stripe', or 'grant' (the operator command). */
  provider: string;
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  /** The plan it changes to when the period renews (a scheduled downgrade, decision 0054). */
  scheduled_plan_code: string | null;
}

/** Pages used in one period of a subscription (shared by everyone the subscription covers). */
export interface SubscriptionUsageTable {
  subscription_id: string;
  period_start: string;
  pages: number;
  updated_at: string;
}

export interface CheckoutSessionsTable {
  id: string;
  provider: string;
  provider_session_id: string | null;
  /** 'user' or 'organization': who the subscription will belong to. */
  owner_type: string;
  owner_id: string;
  /** Who started the checkout. */
  user_id: string;
  plan_code: string;
  /** open, complete, canceled or expired. */
  status: string;
  created_at: string;
  expires_at: string;
}

/** A public-API key: only its SHA-256 hash is kept. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  organization_id: string | null;
  name: string;
  key_hash: string;
  /** The first characters of the key (`sladd_AbCd`), to recognise it in a list. */
  key_prefix: string;
  /** The duration chosen at creation: 15m, 30m, 30d, 90d, 180d or 365d. */
  duration: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
}

/** Each provider event handled once (webhook replays are no-ops). */
export interface BillingEventsTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: string;
}

export interface PageUsageTable {
  user_id: string;
  period_key: string;
  pages: number;
  updated_at: string;
}

export interface DocumentsTable {
  id: string;
  user_id: string;
  hashed_name: string;
  upload_timestamp: string;
  entity_count: number;
  /** JSON of the redaction schema; each original_text is encrypted (AES-256-GCM). */
  redaction_schema: string;
}

export interface SearchPatternsTable {
  id: string;
  user_id: string;
  pattern_text: string;
  pattern_type: string;
  created_at: string;
  updated_at: string;
}

export interface BanWordsTable {
  user_id: string;
  word: string;
  created_at: string;
}

/** better-auth organization plugin tables (spec 3 §3 Organization, Member). */
export interface OrganizationsTable {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  metadata: string | null;
  created_at: DbDate;
}

export interface MembersTable {
  id: string;
  organization_id: string;
  user_id: string;
  role: string;
  created_at: DbDate;
}

export interface InvitationsTable {
  id: string;
  organization_id: string;
  email: string;
  role: string | null;
  status: string;
  expires_at: DbDate;
  created_at: DbDate;
  inviter_id: string;
}

/** A domain an organization claims; verified once its DNS TXT record holds the token. */
export interface OrganizationDomainsTable {
  id: string;
  organization_id: string;
  domain: string;
  verification_token: string;
  verified_at: string | null;
  created_at: string;
}

/** Someone an owner or admin removed from an organization (no self-join by domain until re-added). */
export interface OrganizationRemovalsTable {
  organization_id: string;
  user_id: string;
  removed_at: string;
}

/** A Content Security Policy violation (spec 1 §3); URIs without query or fragment (decision 0045). */
/** Pages held for a running request (migration 202611281000); lapsed rows count for nothing. */
export interface PageReservationsTable {
  id: string;
  counter_key: string;
  pages: number;
  created_at: string;
  expires_at: string;
}

/** A page of a file counted on a usage counter (migration 202611281400); older than 24 h, it counts again. */
export interface PageChargesTable {
  counter_key: string;
  file_key: string;
  page: number;
  charged_at: string;
}

export interface CspReportsTable {
  id: string;
  received_at: string;
  timestamp: string;
  source: 'report-uri' | 'report-to' | 'client';
  document_uri: string;
  referrer: string | null;
  blocked_uri: string | null;
  violated_directive: string | null;
  effective_directive: string | null;
  original_policy: string | null;
  disposition: string | null;
  status_code: number | null;
  line_number: number | null;
  column_number: number | null;
  source_file: string | null;
}

/** Which built-in legal code sets an organization's members see (migration 202611281800); no row: all. */
export interface OrganizationLegalSettingsTable {
  organization_id: string;
  /** JSON array of set ids. */
  enabled_sets: string;
  updated_at: string;
}

/** An organization's own legal basis (`org-<slug>`); retired ones stay so old marks still resolve. */
export interface OrganizationLegalCodesTable {
  organization_id: string;
  id: string;
  label: string;
  citation: string;
  title: string;
  language: string;
  created_at: string;
  updated_at: string;
  retired_at: string | null;
}

/** One step in an organization's audit trail: never a file name or content, only keyed hashes. */
export interface AuditEventsTable {
  id: string;
  organization_id: string;
  actor_user_id: string;
  action: string;
  document_name_hash: string;
  document_hash: string | null;
  /** JSON array of legal basis ids. */
  codes: string;
  at: string;
}

/** How many days an organization keeps its audit events; no row: the default (365). */
export interface OrganizationAuditSettingsTable {
  organization_id: string;
  retention_days: number;
  updated_at: string;
}

/** One submission for review (migration 202611281900, decision 0061): marks and hashes, never the file. */
export interface DocumentReviewsTable {
  id: string;
  organization_id: string;
  submitted_by: string;
  status: string;
  sealed_name: string;
  document_hash: string;
  page_count: number | null;
  mark_count: number;
  /** JSON array of legal basis ids. */
  codes: string;
  /** JSON: the pages with their marks, the covered texts sealed in `sealed_texts`. */
  marks: string;
  sealed_note: string | null;
  sealed_comment: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  changed_by_reviewer: Generated<number>;
  released_at: string | null;
  submitted_at: string;
  updated_at: string;
}

/** Whether an organization releases only approved documents; no row: it does not. */
export interface OrganizationReviewSettingsTable {
  organization_id: string;
  review_required: number;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  email_tokens: EmailTokensTable;
  departments: DepartmentsTable;
  department_entities: DepartmentEntitiesTable;
  model_entities: ModelEntitiesTable;
  user_settings: UserSettingsTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  page_usage: PageUsageTable;
  subscription_usage: SubscriptionUsageTable;
  checkout_sessions: CheckoutSessionsTable;
  billing_events: BillingEventsTable;
  api_keys: ApiKeysTable;
  organizations: OrganizationsTable;
  members: MembersTable;
  invitations: InvitationsTable;
  organization_domains: OrganizationDomainsTable;
  organization_removals: OrganizationRemovalsTable;
  documents: DocumentsTable;
  search_patterns: SearchPatternsTable;
  ban_words: BanWordsTable;
  csp_reports: CspReportsTable;
  page_reservations: PageReservationsTable;
  page_charges: PageChargesTable;
  organization_legal_settings: OrganizationLegalSettingsTable;
  organization_legal_codes: OrganizationLegalCodesTable;
  audit_events: AuditEventsTable;
  organization_audit_settings: OrganizationAuditSettingsTable;
  document_reviews: DocumentReviewsTable;
  organization_review_settings: OrganizationReviewSettingsTable;
  kysely_migration?: Generated<unknown>;
}
