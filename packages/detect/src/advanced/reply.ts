import type { AdvancedEntity } from '@sladd/contract';

/**
 * The model's reply did not have the shape asked for. The message says what was wrong in a few
 * words and never quotes the reply: it may hold the document's personal data.
 */
export class ModelReplyInvalid extends Error {
  constructor(readonly reason: string) {
    super(
      `The language model's answer was not the JSON Sladd asked for (${reason}); try again or use a model that follows instructions better.`,
    );
    this.name = 'ModelReplyInvalid';
  }
}

interface ReplyItem {
  category: string;
  quote: string;
  context?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks `{ entities: [{ category, quote, context }] }` (extra keys ignored, context optional) and
 * lists what is wrong as `entities[2].quote: expected string`: paths and expected types, never
 * values. Hand-written rather than a schema library: the check is this small, and detection
 * threads start without loading one (a library's start-up cost every `sladd detect`, issue 33).
 */
function replyIssues(json: unknown): string[] {
  if (!isRecord(json)) return ['expected object'];
  if (!Array.isArray(json.entities)) return ['entities: expected array'];
  const issues: string[] = [];
  json.entities.forEach((item: unknown, i) => {
    const at = `entities[${i}]`;
    if (!isRecord(item)) return void issues.push(`${at}: expected object`);
    if (typeof item.category !== 'string') issues.push(`${at}.category: expected string`);
    if (typeof item.quote !== 'string') issues.push(`${at}.quote: expected string`);
    if (item.context !== undefined && typeof item.context !== 'string')
      issues.push(`${at}.context: expected string`);
  });
  return issues;
}

/** One entity as the model reported it, with its category checked against the request. */
export interface ModelEntity {
  category: AdvancedEntity;
  quote: string;
  context: string;
}

export interface ParsedReply {
  entities: ModelEntity[];
  /** Entities whose category was not one of the requested labels (dropped). */
  droppedCategories: number;
}

const FENCED = /^\s*```[a-zA-Z]*[ \t]*\r?\n([\s\S]*?)\r?\n?[ \t]*```\s*$/;

/** A reported category as a requested label: case and spaces forgiven, `_A` added when left out. */
function matchCategory(category: string, requested: ReadonlySet<string>): AdvancedEntity | undefined {
  const code = category
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (requested.has(code)) return code as AdvancedEntity;
  if (requested.has(`${code}_A`)) return `${code}_A` as AdvancedEntity;
  return undefined;
}

/**
 * Reads the model's reply: JSON of the schema above, optionally inside one Markdown code fence
 * (small models add one even when told not to), nothing else. Categories outside `requested` are
 * dropped and counted. Anything else is a ModelReplyInvalid.
 */
export function parseModelReply(
  content: string | null | undefined,
  requested: readonly string[],
): ParsedReply {
  if (content == null || content.trim() === '') throw new ModelReplyInvalid('empty answer');
  const body = FENCED.exec(content)?.[1] ?? content;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // JSON.parse's message quotes the text around the error: keep it out of the reason.
    throw new ModelReplyInvalid('not valid JSON');
  }
  const issues = replyIssues(json);
  if (issues.length > 0) {
    const more = issues.length > 1 ? ` and ${issues.length - 1} more` : '';
    throw new ModelReplyInvalid(`${issues[0]}${more}`);
  }
  const wanted = new Set(requested);
  const entities: ModelEntity[] = [];
  let droppedCategories = 0;
  for (const item of (json as { entities: ReplyItem[] }).entities) {
    const category = matchCategory(item.category, wanted);
    if (!category) droppedCategories++;
    else entities.push({ category, quote: item.quote, context: item.context ?? '' });
  }
  return { entities, droppedCategories };
}
