import type { CliCommand } from './io.ts';

/** What `help` shows about a command, and how to load it. */
export interface CommandEntry {
  name: string;
  usage: string;
  summary: string;
  load: () => Promise<CliCommand>;
}

// Plan codes as in packages/contract's PLAN_CODES; written out so `help` does not load zod and the
// contract. command-list.test.ts checks every line here against the loaded command.
const PLAN_CODES =
  'free, free_trial, basic_monthly, basic_yearly, pro_monthly, pro_yearly, business_monthly, business_yearly';

/**
 * Every command, loaded only when it runs: `help` and usage errors never load the PDF engine, the
 * NER model or the database drivers, so they answer at once.
 */
export const COMMANDS: CommandEntry[] = [
  {
    name: 'grant-plan',
    usage: 'grant-plan <email> <plan_code>',
    summary: `give a user a plan now (${PLAN_CODES})`,
    load: async () => (await import('./commands/plans.ts')).grantPlanCommand,
  },
  {
    name: 'revoke-plan',
    usage: 'revoke-plan <email>',
    summary: "end a user's live subscriptions now",
    load: async () => (await import('./commands/plans.ts')).revokePlanCommand,
  },
  {
    name: 'billing',
    usage: 'billing sync-prices',
    summary: 'create or update one Stripe Price per paid plan (BILLING=stripe); safe to run again',
    load: async () => (await import('./commands/plans.ts')).billingCommand,
  },
  {
    name: 'detect',
    usage:
      'detect <file.pdf>… [--methods fast,standard] [--entities ALL_FAST|ALL_STANDARD|A,B] [--threshold 0.5] [--ocr auto|off] [--json]',
    summary: 'find sensitive entities in PDFs (redaction_mapping with --json)',
    load: async () => (await import('./commands/detect.ts')).detectCommand,
  },
  {
    name: 'search',
    usage: 'search <file.pdf>… --term T… [--case-sensitive] [--regex] [--ocr auto|off] [--json]',
    summary: 'find every occurrence of terms in PDFs, with boxes',
    load: async () => (await import('./commands/search.ts')).searchCommand,
  },
  {
    name: 'redact',
    usage:
      'redact <in.pdf> -o <out.pdf> [--term T]… [--regex R]… [--case-sensitive] [--marks marks.json] [--detect fast] [--appearance MODE] [--text-source fixed|legal_basis] [--legal-basis ID] [--log log.pdf|.csv|.json] [--log-language nb|en] [--log-name NAME] [--remove-images] [--ocr auto|off] [--json]',
    summary: 'remove terms, patterns, marks or detected entities and verify the result',
    load: async () => (await import('./commands/redact.ts')).redactCommand,
  },
  {
    name: 'worker',
    usage: 'worker [--concurrency N]',
    summary: 'run PDF jobs from the queue (JOBS=queue; REDIS_URL), N at a time (default: the cores)',
    load: async () => (await import('./commands/worker.ts')).workerCommand,
  },
];
