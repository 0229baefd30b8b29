// Detection on documents nobody here wrote (issue 28; method in docs/PERFORMANCE.md):
//   npm run eval:blind -- --set dev                      the set used to tune (errors may be listed)
//   npm run eval:blind -- --set dev --errors HEALTH      its misses and false hits of one category
//   npm run eval:blind -- --set test                     frozen test set: figures only, never errors
//   npm run eval:blind -- --set final --release 0.2.0    scored once per release, recorded in final-scores.json
//   --engine standard|fast|advanced (default standard and fast); --json FILE writes the figures.
// With LLM_BASE_URL and LLM_MODEL set, `--engine advanced` asks that model (with the recognisers
// that run beside it in production); without them it measures the fallback without a model.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  createAdvancedFallbackEngine,
  createModelGuardEngine,
  createStandardEngine,
  detectPageLanguage,
  detectText,
  FAST_ENGINE,
} from '@sladd/detect';
import type { Engine, PageWords, Span } from '@sladd/detect';
import { parseBlindDoc } from '../packages/detect/scripts/sensitive/blind-doc.ts';
import {
  ART9,
  coverage,
  errorsOf,
  GOLD_LABELS,
  IDENTITY,
  OTHER_SENSITIVE,
  perCategory,
  refsMarked,
  SENSITIVE,
  SPECIAL,
  type Hit,
  type ScoredDoc,
} from './detection/blind/score.ts';
import { describeMachine } from './machine.ts';

const ROOT =
  process.env.BLIND_SETS_DIR ?? fileURLToPath(new URL('../packages/detect/eval/blind/', import.meta.url));

interface Manifest {
  sets: Record<string, { frozen: string; writers: string; files: Record<string, string> }>;
}

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

/** The documents of a set, refused when a file differs from the frozen manifest (a set is never edited after freezing). */
function loadSet(
  set: string,
): Array<{ name: string; language: string; text: string; gold: ScoredDoc['gold'] }> {
  const manifest = JSON.parse(readFileSync(`${ROOT}MANIFEST.json`, 'utf8')) as Manifest;
  const frozen = manifest.sets[set];
  if (!frozen)
    throw new Error(`no set "${set}" in MANIFEST.json (sets: ${Object.keys(manifest.sets).join(', ')})`);
  const names = readdirSync(`${ROOT}${set}`)
    .filter((n) => n.endsWith('.txt'))
    .sort();
  const listed = Object.keys(frozen.files).sort();
  if (names.join() !== listed.join()) throw new Error(`set ${set}: its files differ from the manifest`);
  return names.map((name) => {
    const source = readFileSync(`${ROOT}${set}/${name}`, 'utf8');
    const hash = createHash('sha256').update(source).digest('hex');
    if (hash !== frozen.files[name]) throw new Error(`set ${set}: ${name} changed after it was frozen`);
    const language = /-(nb|nn|en)\.txt$/.exec(name)?.[1] ?? '?';
    return { name: `${set}/${name}`, language, ...parseBlindDoc(source, GOLD_LABELS, name) };
  });
}

// The category a hit stands for, from its type; a span that names its own category (the sensitive
// recogniser's kinds: religion, ethnic origin, union, genetic, biometric) says so itself.
const TYPE_CATEGORY: Record<string, string> = {
  PERSON_F: 'PERSON',
  PERSON_S: 'PERSON',
  PERSON_A: 'PERSON',
  NO_PHONE_NUMBER_F: 'PHONE',
  NO_PHONE_NUMBER_S: 'PHONE',
  PHONE_A: 'PHONE',
  'fax number': 'PHONE',
  NO_ADDRESS_F: 'ADDRESS',
  NO_ADDRESS_S: 'ADDRESS',
  ADDRESS_A: 'ADDRESS',
  address: 'ADDRESS',
  POSTAL_CODE_S: 'ADDRESS',
  'postal code': 'ADDRESS',
  EMAIL_ADDRESS_F: 'EMAIL',
  EMAIL_ADDRESS_S: 'EMAIL',
  EMAIL_A: 'EMAIL',
  NO_FODSELSNUMMER_F: 'NATIONAL_ID',
  GOV_ID_S: 'NATIONAL_ID',
  NATIONAL_ID_A: 'NATIONAL_ID',
  'passport number': 'NATIONAL_ID',
  'national id number': 'NATIONAL_ID',
  'tax identification number': 'NATIONAL_ID',
  NO_LICENSE_PLATE_F: 'LICENCE_PLATE',
  'license plate number': 'LICENCE_PLATE',
  'vehicle registration number': 'LICENCE_PLATE',
  NO_BANK_ACCOUNT_F: 'BANK_ACCOUNT',
  IBAN_CODE_F: 'BANK_ACCOUNT',
  'bank account number': 'BANK_ACCOUNT',
  iban: 'BANK_ACCOUNT',
  FINANCIAL_INFO_A: 'BANK_ACCOUNT',
  CREDIT_CARD_F: 'BANK_ACCOUNT',
  'credit card number': 'BANK_ACCOUNT',
  AGE_S: 'AGE',
  AGE_INFO_S: 'AGE',
  AGE_A: 'AGE',
  'date of birth': 'AGE',
  HEALTH_INFO_S: 'HEALTH',
  HEALTH_A: 'HEALTH',
  'medical condition': 'HEALTH',
  medication: 'HEALTH',
  CRIMINAL_RECORD_S: 'CRIMINAL',
  CRIMINAL_A: 'CRIMINAL',
  SEXUAL_ORIENTATION_S: 'SEXUAL',
  SEXUAL_A: 'SEXUAL',
  FAMILY_RELATION_S: 'FAMILY',
  EMPLOYMENT_INFO_S: 'EMPLOYMENT',
  ECONOMIC_STATUS_S: 'ECONOMIC',
  FINANCIAL_INFO_S: 'ECONOMIC',
  POLITICAL_CASE_S: 'POLITICAL',
  POLITICAL_AFFILIATION_A: 'POLITICAL',
  TRADE_UNION_A: 'UNION',
  RELIGIOUS_BELIEF_A: 'RELIGION',
  GENETIC_DATA_A: 'GENETIC',
  BIOMETRIC_DATA_A: 'BIOMETRIC',
  CONTEXT_SENSITIVE_S: 'CONTEXT',
  CONTEXT_A: 'CONTEXT',
  BEHAVIORAL_PATTERN_S: 'BEHAVIOR',
  ANIMAL_INFO_S: 'ANIMAL',
  DATE_TIME_F: 'DATE',
  DATE_TIME_S: 'DATE',
  DATE_A: 'DATE',
  date: 'DATE',
  LOCATION_F: 'LOCATION',
  LOCATION_A: 'LOCATION',
  location: 'LOCATION',
};
const categoryOf = (span: Pick<Span, 'entityType'> & { category?: string }) =>
  span.category ?? TYPE_CATEGORY[span.entityType] ?? 'OTHER';

const ALL: Record<string, string> = { fast: 'ALL_FAST', standard: 'ALL_STANDARD', advanced: 'ALL_ADVANCED' };

/** The hits the product keeps (threshold 0.5, overlaps resolved: detectText), each with its category. */
function hitsOf(engine: Engine, text: string): Hit[] {
  const language = detectPageLanguage(text);
  const entities = [ALL[engine.name]!];
  const spans = engine.findSpans({ text, language, entities: engine.entities });
  return detectText(text, { entities, engine, language }).map((entity) => {
    const span = spans.find(
      (s) => s.start === entity.start && s.end === entity.end && s.entityType === entity.entity_type,
    );
    return {
      start: entity.start,
      end: entity.end,
      entityType: entity.entity_type,
      reason: entity.reason,
      category: categoryOf({ entityType: entity.entity_type, ...(span ?? {}) }),
    };
  });
}

/** One page of words for a text whose lines hold single-space-separated words (as parseBlindDoc gives). */
function pageOf(text: string): PageWords {
  const words: PageWords['words'] = [];
  text.split('\n').forEach((line, lineIndex) => {
    let x = 0;
    for (const word of line.split(' ')) {
      if (!word) continue;
      words.push({
        text: word,
        line: lineIndex,
        bbox: { x0: x, y0: lineIndex * 12, x1: x + word.length * 5, y1: lineIndex * 12 + 10 },
      });
      x += word.length * 5 + 5;
    }
  });
  return { page: 1, width: 600, height: 12 * (words.at(-1)?.line ?? 0) + 24, words };
}

/** The advanced method with the configured language model, as production runs it: model spans plus the recognisers beside it. */
async function modelHits(texts: readonly string[]): Promise<Hit[][]> {
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { createLlmClient } = await import('../apps/api/src/platform/llm/llm-client.ts');
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  if (!config.llm) throw new Error('LLM_BASE_URL and LLM_MODEL are not set');
  const client = createLlmClient(config.llm);
  const guard = createModelGuardEngine();
  const out: Hit[][] = [];
  for (const text of texts) {
    const result = await client.analyzePages([pageOf(text)], ['ALL_ADVANCED']);
    const fromModel = (result.pages[0]?.spans ?? []).filter((s) => s.score >= 0.5);
    const hits = [
      ...fromModel,
      ...guard.findSpans({ text, language: detectPageLanguage(text), entities: guard.entities }),
    ]
      .filter((s) => s.score >= 0.5)
      .map((s) => ({
        start: s.start,
        end: s.end,
        entityType: s.entityType,
        reason: s.reason,
        category: categoryOf(s),
      }));
    out.push(hits);
  }
  return out;
}

function table(rows: Array<[string, ReturnType<typeof perCategory>]>): string {
  const fmt = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(3));
  const lines = ['| what | gold | found | recall | hits | precision |', '|---|--:|--:|--:|--:|--:|'];
  for (const [name, f] of rows)
    lines.push(`| ${name} | ${f.gold} | ${f.found} | ${fmt(f.recall)} | ${f.hits} | ${fmt(f.precision)} |`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const set = arg('set') ?? 'dev';
  const errors = arg('errors');
  const release = arg('release');
  const sets = set.split(',');
  if (errors && sets.some((s) => s !== 'dev' && s !== 'dev2'))
    throw new Error('errors are listed for the dev set only: reading a test set’s errors would tune to it');
  if (sets.includes('final') && !release)
    throw new Error('the final set is scored once per release: pass --release <version>');
  const scoresFile = `${ROOT}final-scores.json`;
  const scores = JSON.parse(readFileSync(scoresFile, 'utf8')) as Array<{ release: string }>;
  if (release && scores.some((s) => s.release === release))
    throw new Error(`the final set was already scored for release ${release}`);
  const docs = sets.flatMap(loadSet);
  const engines = (arg('engine') ?? 'standard,fast').split(',');
  const report: Record<string, unknown> = {
    set,
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    machine: describeMachine(),
    documents: docs.length,
    languages: Object.fromEntries(
      ['nb', 'nn', 'en'].map((l) => [l, docs.filter((d) => d.language === l).length]),
    ),
  };
  for (const name of engines) {
    let hits: Hit[][];
    const withModel = name === 'advanced' && Boolean(process.env.LLM_BASE_URL);
    if (withModel) hits = await modelHits(docs.map((d) => d.text));
    else {
      const engine =
        name === 'fast'
          ? FAST_ENGINE
          : name === 'standard'
            ? createStandardEngine()
            : createAdvancedFallbackEngine();
      hits = docs.map((d) => hitsOf(engine, d.text));
    }
    const scored: ScoredDoc[] = docs.map((d, i) => ({ ...d, hits: hits[i]! }));
    if (errors) {
      const lines =
        errors === 'COVERAGE'
          ? SENSITIVE.flatMap((c) => errorsOf(scored, c, true))
          : errorsOf(scored, errors);
      console.log(`## ${name}: ${errors}\n${lines.join('\n')}\n`);
      continue;
    }
    const byLanguage = (lang: string) => scored.filter((d) => d.language === lang);
    const figures = {
      coverageSpecial: coverage(scored, SPECIAL),
      coverageSensitive: coverage(scored, SENSITIVE),
      coverageByLanguage: Object.fromEntries(
        ['nb', 'nn', 'en'].map((l) => [l, coverage(byLanguage(l), SENSITIVE)]),
      ),
      categories: Object.fromEntries([...SENSITIVE, ...IDENTITY].map((c) => [c, perCategory(scored, c)])),
      refsMarked: refsMarked(scored),
    };
    report[name] = {
      ...figures,
      ...(name === 'advanced' ? { languageModel: withModel ? process.env.LLM_MODEL : null } : {}),
    };
    const how =
      name !== 'advanced'
        ? ''
        : withModel
          ? ` (language model ${process.env.LLM_MODEL})`
          : ' (no language model: the fallback)';
    console.log(`\n## ${name} engine${how} — ${set} (${docs.length} documents)\n`);
    console.log(
      table([
        ['coverage, special categories (art. 9–10)', figures.coverageSpecial],
        ['coverage, all sensitive categories', figures.coverageSensitive],
        ...(['nb', 'nn', 'en'] as const).map(
          (l) =>
            [`coverage, sensitive, ${l}`, figures.coverageByLanguage[l]!] as [
              string,
              ReturnType<typeof perCategory>,
            ],
        ),
        ...[...SPECIAL, ...OTHER_SENSITIVE, ...IDENTITY].map(
          (c) =>
            [`${c}${(ART9 as readonly string[]).includes(c) ? ' (art. 9)' : ''}`, figures.categories[c]!] as [
              string,
              ReturnType<typeof perCategory>,
            ],
        ),
      ]),
    );
    const r = figures.refsMarked;
    console.log(`\nreference numbers marked as personal data: ${r.marked} of ${r.refs} (${r.share})`);
  }
  const out = arg('json');
  if (out) writeFileSync(out, `${JSON.stringify(report, null, 1)}\n`);
  if (release) {
    scores.push({ release, ...report } as { release: string });
    writeFileSync(scoresFile, `${JSON.stringify(scores, null, 1)}\n`);
  }
}

await main();
