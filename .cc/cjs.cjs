var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// packages/contract/src/entities.ts
var FAST_ENTITIES = [
  "PERSON_F",
  "DATE_TIME_F",
  "EMAIL_ADDRESS_F",
  "IBAN_CODE_F",
  "IP_ADDRESS_F",
  "LOCATION_F",
  "MEDICAL_LICENSE_F",
  "URL_F",
  "NO_ADDRESS_F",
  "NO_PHONE_NUMBER_F",
  "NO_FODSELSNUMMER_F",
  "NO_BANK_ACCOUNT_F",
  "NO_LICENSE_PLATE_F",
  "CRYPTO_F",
  // Payment cards (Luhn): added after the spec's fourteen, decision 0016.
  "CREDIT_CARD_F"
];
var ADVANCED_ENTITIES = [
  "PERSON_A",
  "ORGANIZATION_A",
  "PHONE_A",
  "EMAIL_A",
  "ADDRESS_A",
  "LOCATION_A",
  "DATE_A",
  "NATIONAL_ID_A",
  "FINANCIAL_INFO_A",
  "AGE_A",
  "HEALTH_A",
  "CRIMINAL_A",
  "SEXUAL_A",
  "RELIGIOUS_BELIEF_A",
  "POLITICAL_AFFILIATION_A",
  "TRADE_UNION_A",
  "BIOMETRIC_DATA_A",
  "GENETIC_DATA_A",
  "CONTEXT_A"
];
var STANDARD_ENTITIES = [
  "PERSON_S",
  "AGE_S",
  "AGE_INFO_S",
  "DATE_TIME_S",
  "EMAIL_ADDRESS_S",
  "GOV_ID_S",
  "NO_ADDRESS_S",
  "POSTAL_CODE_S",
  "NO_PHONE_NUMBER_S",
  "POLITICAL_CASE_S",
  "BEHAVIORAL_PATTERN_S",
  "CONTEXT_SENSITIVE_S",
  "CRIMINAL_RECORD_S",
  "ECONOMIC_STATUS_S",
  "EMPLOYMENT_INFO_S",
  "FAMILY_RELATION_S",
  "FINANCIAL_INFO_S",
  "HEALTH_INFO_S",
  "SEXUAL_ORIENTATION_S",
  "ANIMAL_INFO_S",
  "location",
  "date",
  "organization",
  "address",
  "medical condition",
  "medication",
  "passport number",
  "credit card number",
  "date of birth",
  "bank account number",
  "tax identification number",
  "identity card number",
  "national id number",
  "insurance number",
  "license plate number",
  "ip address",
  "iban",
  "username",
  "social media handle",
  "registration number",
  "student id number",
  "vehicle registration number",
  "fax number",
  "visa number",
  "postal code",
  "credit card expiration date"
];
var ALL_ENTRY = { fast: "ALL_FAST", advanced: "ALL_ADVANCED", standard: "ALL_STANDARD" };
var ENTITY_CATALOGUE = {
  fast: FAST_ENTITIES,
  advanced: ADVANCED_ENTITIES,
  standard: STANDARD_ENTITIES
};
function expandEntitySelection(method, selection) {
  const catalogue = ENTITY_CATALOGUE[method];
  if (selection.includes(ALL_ENTRY[method])) return [...catalogue];
  return [...new Set(selection.filter((name) => catalogue.includes(name)))];
}

// packages/detect/src/ner/english.ts
var import_node_module = require("node:module");
var ENGLISH_SCORE = 0.75;
var PICKERS = [
  ["PERSON", (doc) => doc.people()],
  ["LOCATION", (doc) => doc.places()],
  ["ORGANIZATION", (doc) => doc.organizations()]
];
var nlp;
function loadNlp() {
  nlp ??= (0, import_node_module.createRequire)(__metaUrl)("compromise");
  return nlp;
}
var MID_SENTENCE_CAPITAL = /[\s("'“‘][\p{Lu}]/u;
var SENTENCE = /[^.!?\n]+(?:[.!?]+|\n|$)/g;
var WORD_BEFORE_STOP = new RegExp("(?:^|[^\\p{L}])(\\p{L}+)\\.$", "u");
var BEFORE_NAME = new Set(
  "mr mrs ms mx dr prof messrs mme mlle sen rep gov gen capt lt col maj sgt cpl pvt cmdr adm rev hon st mt ft pt".split(
    " "
  )
);
function readSentences(text) {
  const sentences = [];
  let from = -1;
  for (const piece of text.matchAll(SENTENCE)) {
    if (from < 0) from = piece.index;
    const end = piece.index + piece[0].length;
    const word = WORD_BEFORE_STOP.exec(piece[0])?.[1];
    const goesOn = end < text.length && text[end] !== "\n";
    if (goesOn && word !== void 0 && BEFORE_NAME.has(word.toLowerCase())) continue;
    sentences.push([from, text.slice(from, end)]);
    from = -1;
  }
  if (from >= 0) sentences.push([from, text.slice(from)]);
  return sentences;
}
function findEnglishEntities(text, labels = ["PERSON", "LOCATION", "ORGANIZATION"]) {
  const pieces = [];
  let joined2 = "";
  for (const [from, body] of readSentences(text)) {
    if (!MID_SENTENCE_CAPITAL.test(body.trimStart().slice(1))) continue;
    pieces.push({ from, at: joined2.length, length: body.length });
    joined2 += `${body}
`;
  }
  if (pieces.length === 0) return [];
  const toOriginal = (offset) => {
    let low = 0;
    let high = pieces.length - 1;
    while (low < high) {
      const mid = low + high + 1 >> 1;
      if (pieces[mid].at <= offset) low = mid;
      else high = mid - 1;
    }
    const piece = pieces[low];
    return piece.from + Math.min(offset - piece.at, piece.length);
  };
  const doc = loadNlp()(joined2);
  const spans = [];
  for (const [label, pick] of PICKERS) {
    if (!labels.includes(label)) continue;
    for (const match of pick(doc).json({ offset: true })) {
      const first = match.terms[0]?.offset;
      const last2 = match.terms[match.terms.length - 1]?.offset;
      if (!first || !last2) continue;
      if (label === "LOCATION" && match.terms.length === 1 && match.terms[0].tags?.includes("Abbreviation"))
        continue;
      const start = toOriginal(first.start);
      const end = toOriginal(last2.start + last2.length);
      if (end > start) spans.push({ label, start, end, score: ENGLISH_SCORE });
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

// packages/detect/src/ner/tags.ts
var TAGS = [
  "O",
  "B-PERSON",
  "I-PERSON",
  "B-LOCATION",
  "I-LOCATION",
  "B-ORGANIZATION",
  "I-ORGANIZATION"
];
var TAG_COUNT = TAGS.length;
var LABELS = ["PERSON", "LOCATION", "ORGANIZATION"];
function isInside(tag) {
  return tag > 0 && tag % 2 === 0;
}
function isAllowed(prev, tag) {
  if (!isInside(tag)) return true;
  return prev === tag || prev === tag - 1;
}
function labelOf(tag) {
  return LABELS[tag - 1 >> 1];
}
function spansOf(tags) {
  const spans = [];
  let open;
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i];
    if (open && isInside(tag) && labelOf(tag) === open.label) {
      open.end = i + 1;
      continue;
    }
    open = tag === 0 ? void 0 : { label: labelOf(tag), start: i, end: i + 1 };
    if (open) spans.push(open);
  }
  return spans;
}

// packages/detect/src/ner/decode.ts
var T = TAG_COUNT;
var NEG = -1e30;
var masked = /* @__PURE__ */ new WeakMap();
function maskTransitions(tr, mutable = false) {
  let m = mutable ? void 0 : masked.get(tr);
  if (!m) {
    m = { start: new Float64Array(T), trans: new Float64Array(T * T) };
    for (let t = 0; t < T; t++) m.start[t] = isAllowed(-1, t) ? tr.start[t] : NEG;
    for (let p = 0; p < T; p++)
      for (let t = 0; t < T; t++) m.trans[p * T + t] = isAllowed(p, t) ? tr.trans[p * T + t] : NEG;
    if (!mutable) masked.set(tr, m);
  }
  return m;
}
var scratch = {
  fwd: new Float64Array(256 * T),
  bwd: new Float64Array(256 * T),
  back: new Uint8Array(256 * T)
};
function scratchFor(n) {
  if (scratch.back.length < n * T) {
    const size = 2 ** Math.ceil(Math.log2(n)) * T;
    scratch = { fwd: new Float64Array(size), bwd: new Float64Array(size), back: new Uint8Array(size) };
  }
  return scratch;
}
function forward(emit, n, tr, mutable = false) {
  const { start, trans } = maskTransitions(tr, mutable);
  const { fwd, back } = scratchFor(n);
  for (let t = 0; t < T; t++) fwd[t] = start[t] + emit[t];
  for (let i = 1; i < n; i++) {
    const prev = (i - 1) * T;
    for (let t = 0; t < T; t++) {
      let best = NEG;
      let arg = 0;
      for (let p = 0; p < T; p++) {
        const s = fwd[prev + p] + trans[p * T + t];
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      fwd[i * T + t] = best + emit[i * T + t];
      back[i * T + t] = arg;
    }
  }
  const tags = new Uint8Array(n);
  let last2 = 0;
  for (let t = 1; t < T; t++) if (fwd[(n - 1) * T + t] > fwd[(n - 1) * T + last2]) last2 = t;
  tags[n - 1] = last2;
  for (let i = n - 1; i > 0; i--) tags[i - 1] = back[i * T + tags[i]];
  return { fwd, tags };
}
function decodeWithMargins(emit, n, tr) {
  const { trans } = maskTransitions(tr);
  const { fwd, tags } = forward(emit, n, tr);
  const margins = new Float32Array(n);
  if (tags.every((t) => t === 0)) return { tags, margins };
  const { bwd } = scratchFor(n);
  bwd.fill(0, (n - 1) * T, n * T);
  for (let i = n - 2; i >= 0; i--) {
    const next = (i + 1) * T;
    for (let p = 0; p < T; p++) {
      let best = NEG;
      for (let t = 0; t < T; t++) {
        const s = trans[p * T + t] + emit[next + t] + bwd[next + t];
        if (s > best) best = s;
      }
      bwd[i * T + p] = best;
    }
  }
  for (let i = 0; i < n; i++) {
    const o = i * T;
    let other = NEG;
    for (let t = 0; t < T; t++) if (t !== tags[i]) other = Math.max(other, fwd[o + t] + bwd[o + t]);
    margins[i] = fwd[o + tags[i]] + bwd[o + tags[i]] - other;
  }
  return { tags, margins };
}

// packages/detect/src/ner/hash.ts
function hashString(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h | 0;
}
function mixHash(a, b) {
  let h = Math.imul(a ^ 2654435769, 2246822507) ^ b;
  h = Math.imul(h ^ h >>> 15, 3266489909);
  h = Math.imul(h ^ h >>> 13, 668265263);
  return h ^ h >>> 16;
}

// packages/detect/src/ner/word-info.ts
var GAZ_FIRST = 1;
var GAZ_LAST = 2;
var GAZ_PLACE = 4;
var GAZ_ORG = 8;
var GAZ_COMMON = 16;
var GAZ_ROLE = 32;
var F_INIT_CAP = 1;
var F_ALL_CAPS = 2;
var F_DIGIT = 4;
var F_HYPHEN = 8;
var F_PUNCT = 16;
var F_PERIOD = 32;
var F_MIXED = 64;
function describeWord(word, lexicon) {
  const lower = word.toLowerCase();
  let shapeHash = 2166136261;
  let longHash = 2166136261;
  let lastShape = -1;
  let flags = 0;
  let upper = 0;
  let letters = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    const l = i < lower.length ? lower.charCodeAt(i) : c;
    let s = c;
    if (c !== l) {
      s = 88;
      upper++;
      letters++;
    } else if (c >= 97 && c <= 122 || c > 127 && word[i].toUpperCase() !== word[i]) {
      s = 120;
      letters++;
    } else if (c >= 48 && c <= 57) {
      s = 100;
      flags |= F_DIGIT;
    } else if (c === 45) flags |= F_HYPHEN;
    else if (c === 46) flags |= F_PERIOD;
    if (i < 8) longHash = Math.imul(longHash ^ s, 16777619);
    if (s !== lastShape) shapeHash = Math.imul(shapeHash ^ s, 16777619);
    lastShape = s;
  }
  if (upper > 0 && word[0] !== lower[0]) flags |= F_INIT_CAP;
  if (upper > 1 && upper === letters) flags |= F_ALL_CAPS;
  if (upper > 0 && upper < letters && word[0] === lower[0]) flags |= F_MIXED;
  if (letters === 0 && (flags & F_DIGIT) === 0) flags |= F_PUNCT;
  const lowerHash = hashString(lower);
  const stem = lower.length > 3 && lower.endsWith("s") ? lower.slice(0, -1) : "";
  return {
    lower: lowerHash,
    exact: hashString(word),
    shape: shapeHash | 0,
    longShape: longHash | 0,
    prefixes: hashAffixes(lower, false),
    suffixes: hashAffixes(lower, true),
    flags,
    gaz: (lexicon.gazetteer.get(lower) ?? 0) | (lexicon.common.has(lowerHash) ? GAZ_COMMON : 0),
    gazStem: stem ? lexicon.gazetteer.get(stem) ?? 0 : 0,
    length: Math.min(word.length, 12)
  };
}
function hashAffixes(s, fromEnd) {
  const out = [0, 0, 0, 0];
  let h = fromEnd ? 794434621 : 2166136261;
  for (let k = 0; k < 4; k++) {
    if (k < s.length) h = Math.imul(h ^ s.charCodeAt(fromEnd ? s.length - 1 - k : k), 16777619);
    out[k] = h | 0;
  }
  return out;
}

// packages/detect/src/ner/features.ts
var OWN = 0;
var AT_START = 18;
var INSIDE = 21;
var AS_PREV = 24;
var AS_NEXT = 28;
var AS_PREV2 = 32;
var AS_NEXT2 = 34;
var OWN_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 31, 39, 41];
function buildFeatures(w) {
  const h = new Int32Array(36);
  const cap = w.flags & F_INIT_CAP;
  const gazCap = mixHash(w.gaz, cap);
  const own = [1, w.lower, w.exact, w.shape, w.longShape, ...w.prefixes, ...w.suffixes, w.flags, w.length];
  own.push(gazCap, mixHash(w.suffixes[2], cap), mixHash(w.gazStem, cap));
  for (let k = 0; k < OWN_IDS.length; k++) h[OWN + k] = mixHash(OWN_IDS[k], own[k]);
  for (const [at, first] of [
    [AT_START, 1],
    [INSIDE, 0]
  ]) {
    h[at] = mixHash(16, mixHash(first, w.flags));
    h[at + 1] = mixHash(17, mixHash(first, w.lower));
    h[at + 2] = mixHash(42, mixHash(gazCap, first));
  }
  const neighbour = [w.lower, w.shape, gazCap, w.suffixes[2]];
  const put = (at, ids) => ids.forEach((id, k) => h[at + k] = mixHash(id, neighbour[k]));
  put(AS_PREV, [18, 22, 32, 35]);
  put(AS_NEXT, [19, 23, 33, 36]);
  put(AS_PREV2, [20, 24]);
  put(AS_NEXT2, [21, 25]);
  return { info: w, h };
}
var PAD = [-2, -1, 1, 2].map(
  (k) => buildFeatures({
    lower: 11534336 + k,
    exact: 11599872 + k,
    shape: 11665408 + k,
    longShape: 11730944 + k,
    prefixes: [0, 0, 0, 0],
    suffixes: [0, 0, 0, 0],
    flags: 256 + k,
    gaz: 256 + k,
    gazStem: 0,
    length: 0
  })
);
function mayKeep(info) {
  const { flags, gaz } = info;
  if ((flags & F_PUNCT) !== 0) return true;
  const onNameList = (gaz & (GAZ_FIRST | GAZ_LAST | GAZ_PLACE | GAZ_ORG)) !== 0 || info.gazStem !== 0;
  return (gaz & GAZ_COMMON) !== 0 && !onNameList && (flags & (F_DIGIT | F_MIXED)) === 0;
}
var PAIR_FEATURES = 9;
function writePairFeatures(p2, a, w, b, out, o) {
  const cap = w.flags & F_INIT_CAP;
  out[o] = mixHash(26, mixHash(a.lower, w.shape));
  out[o + 1] = mixHash(27, mixHash(w.shape, b.lower));
  out[o + 2] = mixHash(28, mixHash(mixHash(a.shape, w.shape), b.shape));
  out[o + 3] = mixHash(29, mixHash(a.flags, w.flags));
  out[o + 4] = mixHash(30, mixHash(w.flags, b.flags));
  out[o + 5] = mixHash(34, mixHash(mixHash(a.gaz, w.gaz), b.gaz));
  out[o + 6] = mixHash(37, mixHash(a.lower, cap));
  out[o + 7] = mixHash(38, mixHash(b.lower, cap));
  out[o + 8] = mixHash(40, mixHash(mixHash(p2.lower, a.lower), cap));
}

// packages/detect/src/ner/emissions.ts
var AS_FIRST = 0;
var AS_INSIDE = TAG_COUNT;
var V_PREV = 2 * TAG_COUNT;
var V_NEXT = 3 * TAG_COUNT;
var V_PREV2 = 4 * TAG_COUNT;
var V_NEXT2 = 5 * TAG_COUNT;
var kept = /* @__PURE__ */ new WeakMap();
var pads = /* @__PURE__ */ new WeakMap();
var MAX_KEPT = 1e5;
function addFeature(model, hash, acc2, at) {
  const { slots, slotMask } = model;
  const key = (hash & model.bucketMask) + 1;
  let s = key - 1 & slotMask;
  let found = slots[s * 3];
  while (found !== 0 && found !== key) found = slots[(s = s + 1 & slotMask) * 3];
  if (found === 0) return;
  const a = slots[s * 3 + 1];
  const b = slots[s * 3 + 2];
  acc2[at] = acc2[at] + (a << 24 >> 24);
  acc2[at + 1] = acc2[at + 1] + (a << 16 >> 24);
  acc2[at + 2] = acc2[at + 2] + (a << 8 >> 24);
  acc2[at + 3] = acc2[at + 3] + (a >> 24);
  acc2[at + 4] = acc2[at + 4] + (b << 24 >> 24);
  acc2[at + 5] = acc2[at + 5] + (b << 16 >> 24);
  acc2[at + 6] = acc2[at + 6] + (b << 8 >> 24);
}
function scoreWord(model, f) {
  const v = new Int32Array(6 * TAG_COUNT);
  const add = (from, count, to) => {
    for (let k = 0; k < count; k++) addFeature(model, f.h[from + k], v, to);
  };
  add(OWN, 18, AS_FIRST);
  v.copyWithin(AS_INSIDE, AS_FIRST, AS_FIRST + TAG_COUNT);
  add(AT_START, 3, AS_FIRST);
  add(INSIDE, 3, AS_INSIDE);
  add(AS_PREV, 4, V_PREV);
  add(AS_NEXT, 4, V_NEXT);
  add(AS_PREV2, 2, V_PREV2);
  add(AS_NEXT2, 2, V_NEXT2);
  return { info: f.info, v };
}
function scoresOf(model, word, local) {
  let shared = kept.get(model);
  if (shared === void 0 || shared.size > MAX_KEPT) kept.set(model, shared = /* @__PURE__ */ new Map());
  let s = shared.get(word) ?? local.get(word);
  if (s === void 0) {
    s = scoreWord(model, buildFeatures(describeWord(word, model.lexicon)));
    (mayKeep(s.info) ? shared : local).set(word, s);
  }
  return s;
}
function padsOf(model) {
  let p = pads.get(model);
  if (p === void 0) pads.set(model, p = PAD.map((f) => scoreWord(model, f)));
  return p;
}
var pairs = new Uint32Array(PAIR_FEATURES);
var acc = new Int32Array(TAG_COUNT);
function scoreSentence(model, words2, local) {
  const n = words2.length;
  const pad = padsOf(model);
  const all = words2.map((w) => scoresOf(model, w, local));
  const at = (i) => i < 0 ? pad[i + 2] : i >= n ? pad[i - n + 2] : all[i];
  const scale = model.header.scale;
  const emit = new Float32Array(n * TAG_COUNT);
  for (let i = 0; i < n; i++) {
    const w = all[i];
    const p2 = at(i - 2);
    const p1 = at(i - 1);
    const n1 = at(i + 1);
    const n2 = at(i + 2);
    const self = i === 0 ? AS_FIRST : AS_INSIDE;
    for (let t = 0; t < TAG_COUNT; t++) {
      acc[t] = w.v[self + t] + p1.v[V_PREV + t] + n1.v[V_NEXT + t] + p2.v[V_PREV2 + t] + n2.v[V_NEXT2 + t];
    }
    writePairFeatures(p2.info, p1.info, w.info, n1.info, pairs, 0);
    for (let k = 0; k < PAIR_FEATURES; k++) addFeature(model, pairs[k], acc, 0);
    for (let t = 0; t < TAG_COUNT; t++) emit[i * TAG_COUNT + t] = acc[t] * scale;
  }
  return emit;
}

// packages/detect/src/ner/tokenize.ts
var ABBREVIATIONS = new Set(
  "adv alm ang avd bl bnr ca co dept dir dr dvs eks etc evt f fhv fm fr gnr gt hr jf jr kap kl kr ltd mill mnd mr mrd mrs ms mht nr obs osv pga pr prof pst ref s sr st stk str tlf vedr vol inc corp".split(" ")
);
var TOKEN_RE = new RegExp(
  [
    String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`,
    // e-mail
    String.raw`https?:\/\/[^\s<>"»«)]+[^\s<>"»«).,;:!?]`,
    // URL
    String.raw`[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:no|com|org|net|se|dk|uk|de|eu|io)(?![\p{L}\p{N}])`,
    // domain
    String.raw`(?:\p{L}{1,3}\.){2,}`,
    // dotted abbreviation: f.eks. bl.a. m.m.
    String.raw`\p{N}+(?:[.,:\/]\p{N}+)*`,
    // number, date, time, amount
    String.raw`[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*(?:-(?=\s))?`,
    // word, hyphenated name
    String.raw`\.\.\.|…`,
    String.raw`\S`
  ].join("|"),
  "gu"
);
var SENTENCE_END = /* @__PURE__ */ new Set([".", "!", "?", "...", "\u2026"]);
var RUN_RE = /\S+/g;
var PLAIN_WORD_RE = /^[\p{L}\p{M}]+$/u;
function tokenize(text) {
  const tokens = [];
  RUN_RE.lastIndex = 0;
  for (let run = RUN_RE.exec(text); run !== null; run = RUN_RE.exec(text)) {
    const runEnd = run.index + run[0].length;
    if (PLAIN_WORD_RE.test(run[0])) {
      tokens.push({ text: run[0], start: run.index, end: runEnd });
      continue;
    }
    TOKEN_RE.lastIndex = run.index;
    while (TOKEN_RE.lastIndex < runEnd) {
      const m = TOKEN_RE.exec(text);
      if (m === null) break;
      let end = m.index + m[0].length;
      if (text.charCodeAt(end) === 46 && keepsPeriod(m[0], text, end)) end++;
      tokens.push({ text: text.slice(m.index, end), start: m.index, end });
      TOKEN_RE.lastIndex = end;
    }
    RUN_RE.lastIndex = Math.max(runEnd, TOKEN_RE.lastIndex);
  }
  return tokens;
}
function keepsPeriod(word, text, periodAt) {
  const after = text.slice(periodAt + 1, periodAt + 3);
  if (new RegExp("^\\p{Lu}$", "u").test(word)) return true;
  if (ABBREVIATIONS.has(word.toLowerCase())) return true;
  if (new RegExp("^\\p{N}{1,2}$", "u").test(word)) return new RegExp("^\\s\\p{Ll}", "u").test(after);
  return false;
}
var WRAPPED_LINE = 40;
function splitSentences(text, tokens) {
  const sentences = [];
  let current = [];
  let lineStart = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const prev = tokens[i - 1];
    const newline = prev ? lastNewlineIn(text, prev.end, token.start) : -1;
    if (prev && newline >= 0) {
      if (current.length > 0 && endsUnit(text, prev.end, newline, prev.end - lineStart, token.text)) {
        sentences.push(current);
        current = [];
      }
      lineStart = newline + 1;
    }
    current.push(token);
    if (SENTENCE_END.has(token.text)) {
      sentences.push(current);
      current = [];
    }
  }
  if (current.length > 0) sentences.push(current);
  return sentences;
}
function lastNewlineIn(text, from, to) {
  for (let k = to - 1; k >= from; k--) if (text.charCodeAt(k) === 10) return k;
  return -1;
}
function endsUnit(text, gapStart, lastNewline, lineLength, next) {
  if (text.indexOf("\n", gapStart) < lastNewline) return true;
  if (new RegExp("^\\p{Ll}", "u").test(next)) return false;
  return lineLength < WRAPPED_LINE;
}

// packages/detect/src/ner/find-entities.ts
function tagWords(model, words2, local = /* @__PURE__ */ new Map()) {
  return decodeWithMargins(scoreSentence(model, words2, local), words2.length, model);
}
function scoreMargin(model, meanMargin) {
  const { a, b } = model.header.calibration;
  return 1 / (1 + Math.exp(-(a * meanMargin + b)));
}
function findEntitiesWith(model, text) {
  const out = [];
  const local = /* @__PURE__ */ new Map();
  for (const sentence of splitSentences(text, tokenize(text))) {
    const { tags, margins } = tagWords(
      model,
      sentence.map((t) => t.text),
      local
    );
    for (const span of spansOf(tags)) {
      let sum = 0;
      for (let i = span.start; i < span.end; i++) sum += margins[i];
      out.push({
        label: span.label,
        start: sentence[span.start].start,
        end: sentence[span.end - 1].end,
        score: Math.round(scoreMargin(model, sum / (span.end - span.start)) * 1e3) / 1e3
      });
    }
  }
  return out;
}

// packages/detect/src/ner/language.ts
var NORWEGIAN = new Set(
  "og det er som p\xE5 en et til av med har ikke den de jeg vi om men seg fra var kan sin skal ogs\xE5 eller etter ved ble blir hun han dette denne v\xE6re v\xE6rt hadde mot n\xE5r s\xE5 n\xE5 bare mellom ikkje eg ho dei fr\xE5 \xE5 meg oss deg hvor kva korleis dere sine sitt noen nokon mye mykje ingen hvis dersom fordi samt f\xE5r hva hvordan hos v\xE6re blitt v\xE5r v\xE5re ogs\xE5 kunne skulle ville m\xE5 b\xE5de enn sier sa uten alle andre vil nei ja her der da dem henne hans deres hennes mitt min mine din ditt ein eit ikkje berre \xF2g kan".split(" ")
);
var ENGLISH = new Set(
  "the and of a is that it with as was on are be this have from or an which not but his they we you has were been their will would there can all if what about who more when also into than its our these some other do no he she my me your him them those such only should could after before because while where how said says any each most being had does did just very here".split(" ")
);
function detectLanguage(text) {
  let no = 0;
  let en = 0;
  for (const m of text.toLowerCase().matchAll(new RegExp("\\p{L}+", "gu"))) {
    const w = m[0];
    if (NORWEGIAN.has(w)) no++;
    else if (ENGLISH.has(w)) en++;
  }
  return en >= 3 && en > 2 * no ? "en" : "no";
}

// packages/detect/src/ner/model.ts
var import_node_fs = require("node:fs");
var import_node_module2 = require("node:module");
var import_node_zlib = require("node:zlib");
if (TAG_COUNT !== 7) throw new Error("scoreTokens unrolls exactly seven tags");
function parseModel(file) {
  const buf = (0, import_node_zlib.gunzipSync)(file);
  const headerLen = buf.readUInt32LE(0);
  const header = JSON.parse(buf.subarray(4, 4 + headerLen).toString("utf8"));
  let pos = 4 + headerLen;
  const weightsAt = pos + header.keyBytes;
  const size = 1 << Math.ceil(Math.log2(header.rows * 2 + 2));
  const slots = new Int32Array(size * 3);
  let key = 0;
  for (let r2 = 0; r2 < header.rows; r2++) {
    let delta = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = buf[pos++];
      delta += (byte & 127) * 2 ** shift;
      if (byte < 128) break;
    }
    key += delta;
    let s = key & size - 1;
    while (slots[s * 3] !== 0) s = s + 1 & size - 1;
    slots[s * 3] = key + 1;
    for (let t = 0; t < TAG_COUNT; t++) {
      const q = buf[weightsAt + r2 * TAG_COUNT + t];
      slots[s * 3 + 1 + (t >> 2)] |= q << (t & 3) * 8;
    }
  }
  return {
    header,
    bucketMask: 2 ** header.bits - 1,
    slotMask: size - 1,
    slots,
    lexicon: {
      gazetteer: new Map(Object.entries(header.gazetteer)),
      common: new Set(new Int32Array(new Uint8Array(Buffer.from(header.common, "base64")).buffer))
    },
    start: Float32Array.from(header.start),
    trans: Float32Array.from(header.trans)
  };
}
var cached;
function loadDefaultModel() {
  cached ??= parseModel(
    (0, import_node_fs.readFileSync)((0, import_node_module2.createRequire)(__metaUrl).resolve("@sladd/detect/models/ner-nb.bin.gz"))
  );
  return cached;
}

// packages/detect/src/ner/index.ts
function findNamedEntities(text) {
  return findEntitiesWith(loadDefaultModel(), text);
}

// packages/detect/src/ner-bridge.ts
var isModelMissing = false;
var findNamedEntitiesByLanguage = (text, language) => {
  if (language === "en") return findEnglishEntities(text, ["PERSON", "LOCATION"]);
  if (isModelMissing) return [];
  try {
    return findNamedEntities(text);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    isModelMissing = true;
    return [];
  }
};

// packages/contract/src/letter-spacing.ts
var SINGLE = /^\S$/u;
var ALNUM = /^[\p{L}\p{N}]$/u;
function letterSpacedJoins(words2) {
  const joins = new Array(words2.length).fill(false);
  let i = 0;
  while (i < words2.length) {
    let j = i;
    while (j + 1 < words2.length && isSingle(words2[j]) && isSingle(words2[j + 1]) && words2[j + 1].line === words2[i].line)
      j++;
    if (j > i) joinStretches(words2, i, j, joins);
    i = j + 1;
  }
  return joins;
}
function isSingle(word) {
  return !word.rtl && !word.ys && SINGLE.test(word.text);
}
function joinStretches(words2, first, last2, joins) {
  const heights = words2.slice(first, last2 + 1).map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
  const h = heights[heights.length >> 1];
  if (!(h > 0)) return;
  const gap = (k) => words2[k + 1].bbox.x0 - words2[k].bbox.x1;
  const gaps = Array.from({ length: last2 - first }, (_, k) => gap(first + k)).sort((a, b) => a - b);
  const usual = gaps[gaps.length >> 1];
  const wide = (k) => gap(k) > 1.6 * Math.max(usual, 0) + 0.05 * h;
  let start = first;
  for (let k = first; k <= last2; k++) {
    if (k < last2 && !wide(k)) continue;
    const stretch = words2.slice(start, k + 1);
    const inner = Array.from({ length: k - start }, (_, n) => gap(start + n));
    const letters = stretch.filter((w) => ALNUM.test(w.text)).length;
    if (letters >= 3 && inner.every((g) => g >= -0.1 * h && g <= 0.5 * h) && Math.max(...inner) - Math.min(...inner) <= 0.2 * h)
      for (let n = start; n < k; n++) joins[n] = true;
    start = k + 1;
  }
}

// packages/detect/src/page-text.ts
function createPageLayout(page2) {
  const parts = [];
  const starts = new Int32Array(page2.words.length);
  const joined2 = letterSpacedJoins(page2.words);
  let offset = 0;
  let line;
  page2.words.forEach((word, i) => {
    if (line !== void 0 && !joined2[i - 1]) {
      parts.push(word.line === line ? " " : "\n");
      offset += 1;
    }
    line = word.line;
    starts[i] = offset;
    parts.push(word.text);
    offset += word.text.length;
  });
  return { text: parts.join(""), words: page2.words, starts };
}
function measureChars(word, from, to) {
  const { bbox, xs } = word;
  if (!xs || xs.length !== word.text.length + 1 || from === 0 && to === word.text.length)
    return { ...bbox };
  return { x0: xs[from], y0: bbox.y0, x1: xs[to], y1: bbox.y1 };
}
function findFirstWordEndingAfter({ words: words2, starts }, offset) {
  let lo = 0;
  let hi = words2.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (starts[mid] + words2[mid].text.length <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function splitSpanByLine(layout, start, end) {
  const parts = [];
  for (let i = findFirstWordEndingAfter(layout, start); i < layout.words.length; i++) {
    const word = layout.words[i];
    const wordStart = layout.starts[i];
    if (wordStart >= end) break;
    const from = Math.max(start, wordStart);
    const to = Math.min(end, wordStart + word.text.length);
    if (to <= from) continue;
    const box = measureChars(word, from - wordStart, to - wordStart);
    const current = parts.at(-1);
    if (current && current.line === word.line) {
      current.end = to;
      current.bbox = {
        x0: Math.min(current.bbox.x0, box.x0),
        y0: Math.min(current.bbox.y0, box.y0),
        x1: Math.max(current.bbox.x1, box.x1),
        y1: Math.max(current.bbox.y1, box.y1)
      };
    } else {
      parts.push({
        start: from,
        end: to,
        bbox: box,
        line: word.line,
        ...word.source ? { source: word.source } : {}
      });
    }
  }
  return parts.map(({ line: _line, ...part }) => part);
}

// packages/detect/src/framework/context-words.ts
var CHARS_PER_WORD = 24;
var SEPARATORS = /[\s,;:()[\]{}"'«»/|=<>*]+/;
function isSentenceEnd(word, next) {
  if (!next || !new RegExp("^\\p{Lu}", "u").test(next)) return false;
  if (/[!?]$/.test(word)) return true;
  if (!word.endsWith(".")) return false;
  const bare = word.slice(0, -1);
  return /\d$/.test(bare) || bare.length >= 5 && !bare.includes(".") && !/nr$/i.test(bare);
}
function collectWordsBefore(text, start, window) {
  const from = Math.max(0, start - window * CHARS_PER_WORD);
  const words2 = text.slice(from, start).split(SEPARATORS);
  const out = [];
  let next;
  for (let i = words2.length - 1; i >= 0 && out.length < window; i--) {
    const raw = words2[i];
    if (raw === "") continue;
    if (isSentenceEnd(raw, next)) break;
    next = raw;
    const word = raw.toLowerCase().replace(/^[.!?-]+|[.!?-]+$/g, "");
    if (word) out.unshift(word);
  }
  return out;
}
var compiled = /* @__PURE__ */ new WeakMap();
function compileTerms(terms) {
  let list = compiled.get(terms);
  if (!list) {
    list = terms.map((term) => {
      const parts = term.toLowerCase().replace(/\.+$/, "").split(" ");
      return { term, parts, isCompoundable: parts.length === 1 && parts[0].length >= 4 };
    });
    compiled.set(terms, list);
  }
  return list;
}
function isTermAt(words2, i, { parts, isCompoundable }) {
  if (i < 0) return false;
  if (isCompoundable) {
    const word = words2[i];
    const part = parts[0];
    return word === part || word.startsWith(part) || word.endsWith(part);
  }
  return parts.every((part, k) => words2[i + k] === part);
}
function findNearestTerm(words2, terms) {
  const list = compileTerms(terms);
  for (let distance = 1; distance <= words2.length; distance++) {
    for (const term of list) {
      if (isTermAt(words2, words2.length - distance - term.parts.length + 1, term)) return { term: term.term, distance };
    }
  }
  return void 0;
}

// packages/detect/src/framework/scoring.ts
function clampScore(score) {
  return Math.round(Math.min(1, Math.max(0.01, score)) * 100) / 100;
}
function applyContext(text, candidate, rules) {
  if (!rules || !rules.positive?.length && !rules.negative?.length) {
    return { ...candidate, score: clampScore(candidate.score) };
  }
  const words2 = collectWordsBefore(text, candidate.start, rules.window ?? 5);
  let { score, reason } = candidate;
  const positive = rules.positive ? findNearestTerm(words2, rules.positive) : void 0;
  const negative = rules.negative ? findNearestTerm(words2, rules.negative) : void 0;
  if (negative && (!positive || negative.distance <= positive.distance)) {
    score -= rules.penalty ?? 0.4;
    reason += `; '${negative.term}' nearby points to another kind of value, score lowered`;
  } else if (positive) {
    score += rules.boost ?? 0.35;
    reason += `; context word '${positive.term}' nearby`;
  }
  return { ...candidate, score: clampScore(score), reason };
}

// packages/detect/src/framework/pattern-recognizer.ts
function createPatternRecognizer(spec) {
  return {
    id: spec.id,
    entityTypes: [spec.entityType],
    find(ctx) {
      const spans = [];
      spec.patterns.forEach((entry2, index) => {
        const pattern = entry2 instanceof RegExp ? entry2 : entry2.regex;
        if (!(entry2 instanceof RegExp) && !entry2.onlyIf.test(ctx.text)) return;
        pattern.lastIndex = 0;
        for (let m = pattern.exec(ctx.text); m !== null; m = pattern.exec(ctx.text)) {
          if (m[0].length === 0) pattern.lastIndex++;
          const result2 = spec.evaluate(m, ctx, index);
          if (!result2) continue;
          for (const candidate of Array.isArray(result2) ? result2 : [result2]) {
            const scored = applyContext(ctx.text, candidate, spec.context);
            spans.push({ entityType: spec.entityType, engine: "fast", ...scored });
          }
        }
      });
      return dropNested(spans);
    }
  };
}
function matchCandidate(match, score, reason) {
  return { start: match.index, end: match.index + match[0].length, score, reason };
}
function dropNested(spans) {
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept2 = [];
  let reach = -1;
  for (const span of spans) {
    if (span.end <= reach) continue;
    kept2.push(span);
    reach = Math.max(reach, span.end);
  }
  return kept2;
}

// packages/detect/src/recognizers/postal-register.ts
var import_norway_postal_codes = __toESM(require("norway-postal-codes"), 1);
var PLACE_BY_CODE = new Map(Object.entries(import_norway_postal_codes.default));
function listPostalPlaces() {
  return [...new Set(PLACE_BY_CODE.values())];
}
function findPostalPlace(code) {
  return PLACE_BY_CODE.get(code);
}
var CODE_AT = /(?:,[ \u00a0]*|,?\s+)(\d{4})(?:[ \u00a0]*\n[ \u00a0]*|[ \u00a0]+)/y;
var CODE_HERE = /^(\d{4})(?:[ \u00a0]*\n[ \u00a0]*|[ \u00a0]+)/;
var TOWN_WORD = /[\p{L}][\p{L}'.-]*/uy;
function readPostalTail(text, pos, requireSeparator = true) {
  let at = pos;
  if (requireSeparator) {
    CODE_AT.lastIndex = pos;
    const code2 = CODE_AT.exec(text);
    if (!code2) return void 0;
    return readTown(text, code2[1], pos + code2[0].length);
  }
  const code = CODE_HERE.exec(text.slice(at, at + 12));
  if (!code) return void 0;
  at += code[0].length;
  return readTown(text, code[1], at);
}
function readTown(text, code, at) {
  const place = findPostalPlace(code);
  const ends = [];
  let pos = at;
  for (let i = 0; i < 4; i++) {
    TOWN_WORD.lastIndex = pos;
    const word = TOWN_WORD.exec(text);
    if (!word) break;
    ends.push(pos + word[0].replace(/[.]+$/, "").length);
    pos += word[0].length;
    if (text[pos] !== " ") break;
    pos++;
  }
  if (ends.length === 0) return void 0;
  for (let i = ends.length - 1; i >= 0; i--) {
    if (place !== void 0 && text.slice(at, ends[i]).toUpperCase() === place)
      return { end: ends[i], isMatch: true };
  }
  return { end: ends[0], isMatch: false };
}

// packages/detect/src/recognizers/us-address.ts
var US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP".split(" ")
);
var STATE_NAMES = "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|District of Columbia|Puerto Rico";
var STATE_AND_ZIP = new RegExp(
  String.raw`,[ \u00a0]*\n?[ \u00a0]*(?:([A-Z]{2})|(?:${STATE_NAMES}))[ \u00a0]+\d{5}(?:[-–]\d{4})?(?!\d)`,
  "gu"
);
var HAS_ZIP = /\d{5}/;
var TOWN_WORD2 = new RegExp("^\\p{Lu}[\\p{L}'\u2019-]*\\.?$", "u");
var STREET_WORDS = new Set(
  "street avenue ave boulevard blvd road rd drive dr lane ln way court ct place pl suite ste floor fl box highway hwy parkway pkwy circle cir terrace ter square sq building bldg room rm n s e w ne nw se sw".split(" ")
);
var MAX_TOWN_WORDS = 4;
function findUsTowns(text) {
  if (!HAS_ZIP.test(text)) return [];
  const spans = [];
  STATE_AND_ZIP.lastIndex = 0;
  for (let m = STATE_AND_ZIP.exec(text); m !== null; m = STATE_AND_ZIP.exec(text)) {
    if (m[1] !== void 0 && !US_STATES.has(m[1])) continue;
    const start = readTownStart(text, m.index);
    if (start === m.index) continue;
    spans.push({
      entityType: "LOCATION_F",
      start,
      end: m.index,
      score: 0.85,
      reason: "town before a US state and ZIP code",
      engine: "fast"
    });
  }
  return spans;
}
function readTownStart(text, end) {
  let start = end;
  for (let count = 0; count < MAX_TOWN_WORDS; count++) {
    const gap = count === 0 ? 0 : 1;
    if (gap && text[start - 1] !== " " && text[start - 1] !== "\xA0") break;
    let wordStart = start - gap;
    while (wordStart > 0 && !/[\s,;:()]/u.test(text[wordStart - 1])) wordStart--;
    const word = text.slice(wordStart, start - gap);
    if (!TOWN_WORD2.test(word) || STREET_WORDS.has(word.replace(/\.$/, "").toLowerCase())) break;
    start = wordStart;
  }
  return start;
}

// packages/detect/src/recognizers/place-names.ts
var PLACES = new Set(listPostalPlaces());
var CANDIDATE = new RegExp("(?<![\\p{L}\\d@.-])\\p{Lu}[\\p{L}-]*\\p{L}(?:[ \\u00a0](?:i|p\xE5|I|P\xC5)[ \\u00a0]\\p{Lu}[\\p{L}-]*\\p{L})?(?![\\p{L}\\d@-]|\\.\\p{L})", "gu");
var PREPOSITION = /(?:^|[\s(])(?:i|på|fra|til|ved|mot|nær|utenfor|rundt|nord for|sør for|øst for|vest for|in|from|to|near)[ \u00a0\n]+$/iu;
var AFTER = /^(?:[ \u00a0\n]+(?:kommune|kommunes|sentrum|sykehus|legevakt|barnevern|stasjon)(?![\p{L}])|,[ \u00a0]+\d{1,2}[. ])/u;
var SENTENCE_START = /(?:^|[.!?:]\s+|\n)$/u;
var modelLexicon;
function readModelLexicon() {
  if (modelLexicon !== void 0) return modelLexicon;
  try {
    modelLexicon = loadDefaultModel().lexicon;
  } catch {
    modelLexicon = null;
  }
  return modelLexicon;
}
function isAmbiguous(name, words2) {
  if (name.length <= 3 || !words2) return true;
  const lower = name.toLowerCase();
  return ((words2.gazetteer.get(lower) ?? 0) & (GAZ_FIRST | GAZ_LAST)) !== 0 || words2.common.has(hashString(lower));
}
function scoreCandidate(text, start, name, words2) {
  const isCapitals = name === name.toUpperCase();
  const atStart = SENTENCE_START.test(text.slice(Math.max(0, start - 3), start));
  if (isAmbiguous(name, words2))
    return {
      score: 0.15,
      reason: "place name from the postal register that is also a name or an everyday word"
    };
  if (isCapitals || atStart)
    return {
      score: 0.3,
      reason: "place name from the postal register at the start of a line or sentence, or in capitals"
    };
  return { score: 0.45, reason: "capitalised place name from the postal register inside a sentence" };
}
var NAME_BEFORE = new RegExp("\\p{Lu}[\\p{L}-]*[ \\u00a0]$", "u");
var NAME_AFTER = new RegExp("^[ \\u00a0]\\p{Lu}", "u");
function isInsideLongerName(text, start, end) {
  if (NAME_AFTER.test(text.slice(end, end + 2))) return true;
  const before = text.slice(Math.max(0, start - 30), start);
  return NAME_BEFORE.test(before) && !SENTENCE_START.test(before.replace(new RegExp("\\p{Lu}[\\p{L}-]*[ \\u00a0]$", "u"), ""));
}
function createPlaceNameRecognizer(readLexicon = readModelLexicon) {
  return {
    id: "no-place-name",
    entityTypes: ["LOCATION_F"],
    find(ctx) {
      const words2 = readLexicon();
      const spans = [];
      CANDIDATE.lastIndex = 0;
      for (let m = CANDIDATE.exec(ctx.text); m !== null; m = CANDIDATE.exec(ctx.text)) {
        const name = m[0].replace(/\u00a0/g, " ");
        const isWhole = PLACES.has(name.toUpperCase());
        const found = isWhole ? name : name.split(" ")[0];
        if (!isWhole) CANDIDATE.lastIndex = m.index + found.length;
        if (!isWhole && !PLACES.has(found.toUpperCase())) continue;
        if (isInsideLongerName(ctx.text, m.index, m.index + found.length)) continue;
        spans.push(scoreInContext(ctx.text, m.index, found, words2));
      }
      spans.push(...findUsTowns(ctx.text));
      return spans;
    }
  };
}
var placeNameRecognizer = createPlaceNameRecognizer();
function scoreInContext(text, start, name, words2) {
  let { score, reason } = scoreCandidate(text, start, name, words2);
  let end = start + name.length;
  const after = AFTER.exec(text.slice(end, end + 20));
  if (PREPOSITION.test(text.slice(Math.max(0, start - 14), start))) {
    score += 0.35;
    reason += "; a place preposition comes right before it";
  } else if (after) {
    score += 0.35;
    reason += after[0].startsWith(",") ? "; it heads a place-and-date line" : `; followed by '${after[0].trim()}'`;
  }
  if (after && /kommune/.test(after[0])) end += after[0].length;
  return { entityType: "LOCATION_F", start, end, score: clampScore(score), reason, engine: "fast" };
}

// packages/detect/src/recognizers/address.ts
var SUFFIX = "gata|gaten|gate|gt|veien|vegen|vei|veg|vn|all\xE9|plass|plassen|torg|torget|stien|bakken|bakke|brygge|bryggen|kaia|ringen|tunet|svingen|l\xF8kka|stredet|smauet|terrasse|haugen|\xE5sen|kroken|jordet|vollen|tangen|grenda|gatan|v\xE4gen|leden|gr\xE4nd|gade|vej|stra\xDFe|strasse|allee";
var FOREIGN_SUFFIX = /(?:gatan|vägen|leden|gränd|gade|vej|straße|strasse|allee)$/iu;
var FOREIGN_TAIL = new RegExp(",?[ \\u00a0]*(?:\\d{3} \\d{2}|\\d{2}-\\d{3}|\\d{4,5})[ \\u00a0]+\\p{Lu}[\\p{L}'-]*(?:[ \\u00a0]\\p{Lu}[\\p{L}'-]*)?", "uy");
var UNIT = /(?:,?[ \u00a0]+(?:[HUKL]\d{4}|\d{1,2}\.[ \u00a0]?(?:etg|etasje|etage|floor)\.?|(?:leil|leilighet|oppg|oppgang|inng|inngang)\.?[ \u00a0]?[\dA-Za-z]{1,4}(?![\p{L}\d])))+/uy;
var CARE_OF_BEFORE = /(?:^|[\s(|])(c\/o[ \u00a0]+[^,\n|]{1,60},[ \u00a0]*)$/iu;
var SUFFIX_WORDS = new Set(SUFFIX.split("|"));
var ENDS_WITH_SUFFIX = new RegExp(`(?:${SUFFIX})$`, "iu");
var STREET = /(?<![\p{L}\d])([\p{L}'-]+)\.?(?:[ \u00a0]+|[ \u00a0]*\n)\d{1,4}(?:[ \u00a0]?[A-Ha-h](?![\p{L}\d]))?(?![\d]|[.,]\d)/gu;
var POST_BOX = /(?<![\p{L}\d])(?:Postboks|Pb\.|P\.?O\.? Box)[ \u00a0]+\d{1,5}(?![\d])(?:[ \u00a0]+(?:Sentrum|Dep))?/giu;
var POLISH_STREET = new RegExp("(?<![\\p{L}\\d])(?:ul|al|pl|os)\\.[ \\u00a0]*\\p{Lu}[\\p{L}-]*(?:[ \\u00a0]\\p{Lu}[\\p{L}-]*){0,2}[ \\u00a0]+\\d{1,4}[A-Za-z]?(?:\\/\\d{1,4})?(?:,?[ \\u00a0]*\\d{2}-\\d{3}[ \\u00a0]+\\p{Lu}[\\p{L}-]*)?", "gu");
var BRITISH_STREET = new RegExp("(?<![\\p{L}\\d])(?:(?:Flat|Apartment|Apt\\.?|Unit)[ \\u00a0]+\\d{1,4}[A-Z]?,[ \\u00a0]*)?\\d{1,4}[A-Z]?[ \\u00a0]+(?:\\p{Lu}[\\p{L}'-]*[ \\u00a0]+){1,3}(?:Road|Street|Lane|Avenue|Close|Drive|Way|Place|Crescent|Gardens|Terrace|Square|Court|Grove|Row|Mews)(?:,[ \\u00a0]*\\p{Lu}[\\p{L}-]+(?:[ \\u00a0]+[A-Z]{1,2}\\d[A-Z\\d]?[ \\u00a0]\\d[A-Z]{2})?)?(?![\\p{L}\\d])", "gu");
var POSTAL_ONLY = new RegExp("(?<![\\p{L}\\d.,:-])\\d{4}(?:[ \\u00a0]+|[ \\u00a0]*\\n)(?=\\p{Lu})", "gu");
var NAME_WORDS_BEFORE = new RegExp("(?:(?:\\p{Lu}[\\p{L}'-]*|St\\.)[ \\u00a0]){0,2}(?:\\p{Lu}[\\p{L}'-]*|St\\.)[ \\u00a0\\n]$", "u");
var NOT_NAME = /* @__PURE__ */ new Set([
  "i",
  "p\xE5",
  "ved",
  "til",
  "fra",
  "hos",
  "mot",
  "bor",
  "bes\xF8k",
  "adresse",
  "og",
  "in",
  "at",
  "on",
  "the",
  "to",
  "from",
  "address",
  "se",
  "der",
  "det",
  "den",
  "vi",
  "jeg"
]);
var PREFIXES = /(?:Øvre|Nedre|Store|Lille|Søndre|Nordre|Vestre|Østre|Gamle|Nye|Sankt|St\.)[ \u00a0]$/u;
function findNameStart(text, start, word) {
  const before = text.slice(Math.max(0, start - 60), start);
  const isLowerCase = word[0] === word[0].toLowerCase();
  if (!isLowerCase && !SUFFIX_WORDS.has(word.toLowerCase()))
    return start - (PREFIXES.exec(before)?.[0].length ?? 0);
  const names = NAME_WORDS_BEFORE.exec(before)?.[0];
  const words2 = names ? names.trim().split(/[ \u00a0\n]/) : [];
  while (words2.length > 0 && NOT_NAME.has(words2[0].toLowerCase())) words2.shift();
  if (words2.length === 0) return isLowerCase ? void 0 : start;
  return start - words2.join(" ").length - 1;
}
function unitEnd(text, at) {
  UNIT.lastIndex = at;
  return UNIT.exec(text) ? UNIT.lastIndex : at;
}
function withCareOf(text, start) {
  const careOf = CARE_OF_BEFORE.exec(text.slice(Math.max(0, start - 70), start));
  return careOf ? start - careOf[1].length : start;
}
function evaluateStreet(m, text) {
  const word = m[1];
  const streetEnd = unitEnd(text, m.index + m[0].length);
  if (!ENDS_WITH_SUFFIX.test(word)) return evaluateUnnamedStreet(m, text, streetEnd);
  const nameStart = findNameStart(text, m.index, word);
  if (nameStart === void 0) return void 0;
  const start = withCareOf(text, nameStart);
  const tail = readPostalTail(text, streetEnd);
  if (tail?.isMatch) {
    const reason = "street name and house number followed by a postal code that exists and matches the town";
    return { start, end: tail.end, score: 0.95, reason };
  }
  if (FOREIGN_SUFFIX.test(word)) {
    FOREIGN_TAIL.lastIndex = streetEnd;
    if (FOREIGN_TAIL.exec(text)) {
      const reason = "foreign street name and house number followed by a postal code and town";
      return { start, end: FOREIGN_TAIL.lastIndex, score: 0.85, reason };
    }
  }
  const note = tail ? "; the postal code that follows does not belong to that town, so it is left out" : "";
  return {
    start,
    end: streetEnd,
    score: 0.6,
    reason: `street name with a house number, no validated postal code${note}`
  };
}
function evaluateUnnamedStreet(m, text, streetEnd) {
  const word = m[1];
  if (!new RegExp("^\\p{Lu}\\p{Ll}", "u").test(word) || word.length < 4 || NOT_NAME.has(word.toLowerCase())) return void 0;
  if (readModelLexicon()?.common.has(hashString(word.toLowerCase()))) return void 0;
  const tail = readPostalTail(text, streetEnd);
  if (!tail?.isMatch) return void 0;
  const start = withCareOf(
    text,
    m.index - (PREFIXES.exec(text.slice(Math.max(0, m.index - 12), m.index))?.[0].length ?? 0)
  );
  const reason = "name and house number followed by a postal code that exists and matches the town";
  return { start, end: tail.end, score: 0.9, reason };
}
var POST_OFFICE = new RegExp("[ \\u00a0]+\\p{Lu}[\\p{L}-]+", "uy");
function evaluatePostBox(m, text) {
  const end = m.index + m[0].length;
  let tail = readPostalTail(text, end);
  if (!tail?.isMatch) {
    POST_OFFICE.lastIndex = end;
    const office = POST_OFFICE.exec(text);
    const officeTail = office ? readPostalTail(text, POST_OFFICE.lastIndex) : void 0;
    if (officeTail?.isMatch) tail = officeTail;
  }
  if (tail?.isMatch)
    return {
      start: m.index,
      end: tail.end,
      score: 0.9,
      reason: "post box with a postal code that exists and matches the town"
    };
  return { start: m.index, end, score: 0.5, reason: "post box number without a validated postal code" };
}
var addressRecognizer = createPatternRecognizer({
  id: "no-address",
  entityType: "NO_ADDRESS_F",
  patterns: [STREET, POST_BOX, POSTAL_ONLY, POLISH_STREET, BRITISH_STREET],
  evaluate(m, ctx, patternIndex) {
    if (patternIndex === 0) return evaluateStreet(m, ctx.text);
    if (patternIndex === 1) return evaluatePostBox(m, ctx.text);
    if (patternIndex === 3 || patternIndex === 4) {
      const hasCode = patternIndex === 3 ? /\d{2}-\d{3}/.test(m[0]) : /,/.test(m[0]);
      const kind = patternIndex === 3 ? "Polish street address (ul.)" : "British street address";
      const reason = hasCode ? `${kind} with its postal code or town` : kind;
      return { start: m.index, end: m.index + m[0].length, score: hasCode ? 0.85 : 0.6, reason };
    }
    const tail = readPostalTail(ctx.text, m.index, false);
    if (!tail?.isMatch) return void 0;
    return {
      start: m.index,
      end: tail.end,
      score: 0.6,
      reason: "postal code that exists followed by its own town"
    };
  },
  context: {
    positive: [
      "adresse",
      "bosted",
      "bor",
      "bostedsadresse",
      "postadresse",
      "bes\xF8ksadresse",
      "address",
      "lives"
    ],
    boost: 0.25
  }
});

// packages/detect/src/validators/mod11.ts
function computeMod11(digits, weights) {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i];
  const rest = sum % 11;
  if (rest === 0) return 0;
  return rest === 1 ? -1 : 11 - rest;
}
var ACCOUNT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
function isValidAccountNumber(digits) {
  if (!/^\d{11}$/.test(digits)) return false;
  const control = computeMod11(digits.slice(0, 10), ACCOUNT_WEIGHTS);
  return control >= 0 && control === digits.charCodeAt(10) - 48;
}

// packages/detect/src/validators/dates.ts
function isLeapYear(year) {
  return year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
}
function daysInMonth(year, month) {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function isRealDate(year, month, day) {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}
function formatDate(year, month, day) {
  return `${String(day).padStart(2, "0")}.${String(month).padStart(2, "0")}.${year}`;
}
function expandTwoDigitYear(yy) {
  return yy < 50 ? 2e3 + yy : 1900 + yy;
}

// packages/detect/src/validators/fodselsnummer.ts
var K1_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2];
var K2_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
function resolveBirthYear(individual, yy) {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (individual >= 500 && yy <= 39) return 2e3 + yy;
  if (individual >= 900 && yy >= 40) return 1900 + yy;
  return void 0;
}
function checkK1(digits) {
  let sum = digits.charCodeAt(9) - 48;
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(i) - 48) * K1_WEIGHTS[i];
  const rest = sum % 11;
  if (rest === 0) return "classic";
  return rest <= 3 ? "2032" : void 0;
}
function parsePersonNumber(digits) {
  if (!/^\d{11}$/.test(digits)) return void 0;
  const k2 = computeMod11(digits.slice(0, 10), K2_WEIGHTS);
  if (k2 < 0 || k2 !== digits.charCodeAt(10) - 48) return void 0;
  const k1Rule = checkK1(digits);
  if (k1Rule === void 0) return void 0;
  let day = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  let kind = "fodselsnummer";
  if (day > 40) {
    day -= 40;
    kind = "d-nummer";
  } else if (month > 40) {
    month -= 40;
    kind = "h-nummer";
  }
  const year = resolveBirthYear(Number(digits.slice(6, 9)), Number(digits.slice(4, 6)));
  if (year === void 0 || !isRealDate(year, month, day)) return void 0;
  return { kind, birthDate: formatDate(year, month, day), usesK1Rule2032: k1Rule === "2032" };
}
function isValidPersonNumber(digits) {
  return parsePersonNumber(digits) !== void 0;
}

// packages/detect/src/recognizers/bank-account.ts
var ACCOUNT_WORDS = [
  "kontonummer",
  "kontonr",
  "konto",
  "bankkonto",
  "account",
  "acct",
  "bank",
  "betal",
  "innbetal"
];
function readLayout(first, second) {
  const [a, b] = [first.replace("\n", " "), second.replace("\n", " ")];
  if (a === "" && b === "") return "plain";
  if (a === "" || b === "" || first === "\n" && second === "\n") return void 0;
  if (a === b || first === "\n" && b !== "." || second === "\n" && a !== ".") return "grouped";
  return void 0;
}
var bankAccountRecognizer = createPatternRecognizer({
  id: "no-bank-account",
  entityType: "NO_BANK_ACCOUNT_F",
  patterns: [/(?<![\d.,-])(\d{4})([. \u00a0\n]?)(\d{2})([. \u00a0\n]?)(\d{5})(?![\d]|[.,-]\d)/g],
  evaluate(m) {
    const layout = readLayout(m[2], m[4]);
    const digits = m[1] + m[3] + m[5];
    if (!layout) return void 0;
    const span = { start: m.index, end: m.index + m[0].length };
    if (!isValidAccountNumber(digits)) {
      if (layout !== "grouped") return void 0;
      const reason = "11 digits in the 4.2.5 account layout whose mod-11 check digit does not match";
      return { ...span, score: 0.25, reason };
    }
    if (layout === "grouped") {
      const reason = "11-digit number with a valid kontonummer mod-11 check digit, written in the 4.2.5 account layout";
      return { ...span, score: 0.85, reason };
    }
    if (isValidPersonNumber(digits)) {
      const reason = "11-digit number with a valid kontonummer check digit that is also a valid f\xF8dselsnummer";
      return { ...span, score: 0.3, reason };
    }
    return {
      ...span,
      score: 0.6,
      reason: "11-digit number with a valid kontonummer mod-11 check digit, written without grouping"
    };
  },
  context: {
    positive: ACCOUNT_WORDS,
    negative: [
      "fakturanummer",
      "kundenummer",
      "kundenr",
      "ordrenummer",
      "saksnummer",
      "saksnr",
      "kid",
      "referanse"
    ],
    boost: 0.3,
    penalty: 0.3
  }
});

// packages/detect/src/validators/base58check.ts
var import_node_crypto = require("node:crypto");
var ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
var INDEX = new Map([...ALPHABET].map((ch, i) => [ch, i]));
function decodeBase58(input) {
  let value = 0n;
  for (const ch of input) {
    const digit = INDEX.get(ch);
    if (digit === void 0) return void 0;
    value = value * 58n + BigInt(digit);
  }
  const bytes = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const ch of input) {
    if (ch !== "1") break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}
function computeChecksum(payload) {
  const once = (0, import_node_crypto.createHash)("sha256").update(payload).digest();
  return (0, import_node_crypto.createHash)("sha256").update(once).digest().subarray(0, 4);
}
function parseBase58Address(address) {
  const bytes = decodeBase58(address);
  if (bytes?.length !== 25) return void 0;
  const checksum = computeChecksum(bytes.subarray(0, 21));
  for (let i = 0; i < 4; i++) if (checksum[i] !== bytes[21 + i]) return void 0;
  if (bytes[0] === 0) return "P2PKH";
  return bytes[0] === 5 ? "P2SH" : void 0;
}

// packages/detect/src/validators/bech32.ts
var CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
var GENERATOR = [996825010, 642813549, 513874426, 1027748829, 705979059];
var BECH32_CONST = 1;
var BECH32M_CONST = 734539939;
function polymod(values) {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = (chk & 33554431) << 5 ^ v;
    for (let i = 0; i < 5; i++) if (top >>> i & 1) chk ^= GENERATOR[i];
  }
  return chk >>> 0;
}
function expandHrp(hrp) {
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}
function parseBech32Address(address) {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return void 0;
  const lower = address.toLowerCase();
  const sep = lower.lastIndexOf("1");
  if (sep < 1 || lower.length - sep < 7 || lower.length > 90) return void 0;
  const data = [];
  for (const ch of lower.slice(sep + 1)) {
    const v = CHARSET.indexOf(ch);
    if (v < 0) return void 0;
    data.push(v);
  }
  const check = polymod([...expandHrp(lower.slice(0, sep)), ...data]);
  const version = data[0];
  if (version === 0 && check === BECH32_CONST) return "bech32";
  if (version >= 1 && version <= 16 && check === BECH32M_CONST) return "bech32m";
  return void 0;
}

// packages/detect/src/validators/keccak256.ts
var MASK = (1n << 64n) - 1n;
var RC = [
  0x1n,
  0x8082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x808bn,
  0x80000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x8an,
  0x88n,
  0x80008009n,
  0x8000000an,
  0x8000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x80000001n,
  0x8000000080008008n
];
var ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];
var rotl = (v, n) => n === 0 ? v : (v << BigInt(n) | v >> BigInt(64 - n)) & MASK;
function permute(a) {
  const b = new Array(25).fill(0n);
  const c = new Array(5).fill(0n);
  for (const rc of RC) {
    for (let x = 0; x < 5; x++) c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1);
      for (let y = 0; y < 25; y += 5) a[y + x] = a[y + x] ^ d;
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(a[x + 5 * y], ROT[x + 5 * y]);
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) a[y + x] = b[y + x] ^ ~b[y + (x + 1) % 5] & MASK & b[y + (x + 2) % 5];
    }
    a[0] = a[0] ^ rc;
  }
}
function computeKeccak256Hex(input) {
  const rate = 136;
  const padded = new Uint8Array(Math.floor(input.length / rate + 1) * rate);
  padded.set(input);
  padded[input.length] = padded[input.length] ^ 1;
  padded[padded.length - 1] = padded[padded.length - 1] ^ 128;
  const state = new Array(25).fill(0n);
  for (let off = 0; off < padded.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n;
      for (let k = 7; k >= 0; k--) lane = lane << 8n | BigInt(padded[off + i * 8 + k]);
      state[i] = state[i] ^ lane;
    }
    permute(state);
  }
  let hex = "";
  for (let i = 0; i < 4; i++) {
    for (let k = 0; k < 8; k++) hex += Number(state[i] >> BigInt(8 * k) & 0xffn).toString(16).padStart(2, "0");
  }
  return hex;
}
function toEip55(hex40) {
  const lower = hex40.toLowerCase();
  const hash = computeKeccak256Hex(new TextEncoder().encode(lower));
  let out = "";
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i];
    out += /[a-f]/.test(ch) && parseInt(hash[i], 16) >= 8 ? ch.toUpperCase() : ch;
  }
  return out;
}

// packages/detect/src/recognizers/crypto.ts
var BASE58 = /(?<![\p{L}\d])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\p{L}\d])/gu;
var BECH32 = /(?<![\p{L}\d])(?:bc1[02-9ac-hj-np-z]{11,71}|BC1[02-9AC-HJ-NP-Z]{11,71})(?![\p{L}\d])/gu;
var ETHEREUM = /(?<![\p{L}\d])0x[0-9a-fA-F]{40}(?![\p{L}\d])/gu;
var cryptoRecognizer = createPatternRecognizer({
  id: "crypto",
  entityType: "CRYPTO_F",
  patterns: [BASE58, BECH32, ETHEREUM],
  evaluate(m) {
    const text = m[0];
    if (text.startsWith("0x")) {
      const hex = text.slice(2);
      const isSingleCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
      if (isSingleCase) return matchCandidate(m, 0.7, "Ethereum address (0x + 40 hex digits) without the optional EIP-55 checksum");
      if (toEip55(hex) !== hex) return void 0;
      return matchCandidate(m, 0.95, "Ethereum address with a valid EIP-55 checksum");
    }
    if (/^bc1/i.test(text)) {
      const kind2 = parseBech32Address(text);
      return kind2 ? matchCandidate(m, 0.95, `Bitcoin SegWit address with a valid ${kind2} checksum`) : void 0;
    }
    const kind = parseBase58Address(text);
    return kind ? matchCandidate(m, 0.95, `Bitcoin ${kind} address with a valid base58check (double SHA-256) checksum`) : void 0;
  },
  context: { positive: ["bitcoin", "btc", "ethereum", "eth", "wallet", "lommebok", "krypto", "crypto"], boost: 0.05 }
});

// packages/detect/src/recognizers/month-names.ts
var MONTHS = [
  ["september", 9],
  ["desember", 12],
  ["december", 12],
  ["november", 11],
  ["februar", 2],
  ["february", 2],
  ["oktober", 10],
  ["october", 10],
  ["januar", 1],
  ["january", 1],
  ["august", 8],
  ["april", 4],
  ["march", 3],
  ["mars", 3],
  ["juni", 6],
  ["june", 6],
  ["juli", 7],
  ["july", 7],
  ["sept", 9],
  ["mai", 5],
  ["may", 5],
  ["jan", 1],
  ["feb", 2],
  ["mar", 3],
  ["apr", 4],
  ["jun", 6],
  ["jul", 7],
  ["aug", 8],
  ["sep", 9],
  ["okt", 10],
  ["oct", 10],
  ["nov", 11],
  ["des", 12],
  ["dec", 12]
];
var BY_NAME = new Map(MONTHS);
var MONTH_PATTERN = MONTHS.map(([name]) => name).join("|");
function parseMonthName(name) {
  return BY_NAME.get(name.toLowerCase().replace(/\.$/, ""));
}

// packages/detect/src/recognizers/date-time.ts
var NUMERIC = /(?<![\d./-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\d]|[./-]\d)/g;
var ISO = /(?<![\d./-])(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2})?)?(?![\d]|[./-]\d)/g;
var DAY_MONTH = new RegExp(String.raw`(?<![\p{L}\d])(\d{1,2})\.?\s+(${MONTH_PATTERN})\.?(?:\s+(\d{4}))?(?![\p{L}\d])`, "giu");
var MONTH_DAY = new RegExp(String.raw`(?<![\p{L}\d])(${MONTH_PATTERN})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?![\p{L}\d])`, "giu");
var MONTH_YEAR = new RegExp(String.raw`(?<![\p{L}\d]|\d\.?\s{1,3})(${MONTH_PATTERN})\.?\s+((?:19|20)\d{2})(?![\p{L}\d])`, "giu");
var TIME = /(?<![\d.:,])([01]?\d|2[0-3])([:.])([0-5]\d)(?::[0-5]\d)?(?![\d]|[.:,]\d)/g;
function dateCandidate(m, y, mo, d, score, form) {
  if (!isRealDate(y, mo, d)) return void 0;
  return matchCandidate(m, score, `${form} that is a real calendar date (${formatDate(y, mo, d)})`);
}
function evaluateNumeric(m, isEnglish) {
  const [a, b] = [Number(m[1]), Number(m[3])];
  const hasLongYear = m[4].length === 4;
  const year = hasLongYear ? Number(m[4]) : expandTwoDigitYear(Number(m[4]));
  const score = hasLongYear ? 0.85 : 0.6;
  const dayFirst = dateCandidate(m, year, b, a, score, "day-first numeric date");
  if (dayFirst && !(isEnglish && m[2] === "/" && a <= 12 && !isRealDate(year, a, b))) return dayFirst;
  if (m[2] === "/") return dateCandidate(m, year, a, b, score - 0.1, "month-first numeric date");
  return dayFirst;
}
function evaluateTime(m) {
  if (m[2] === "." && m[1].length !== 2) return void 0;
  return matchCandidate(m, m[2] === ":" ? 0.6 : 0.4, "clock time (hours 0-23, minutes 0-59)");
}
var PATTERN_KINDS = ["numeric", "iso", "day-month", "month-day", "month-year", "time"];
var dateTimeRecognizer = createPatternRecognizer({
  id: "date-time",
  entityType: "DATE_TIME_F",
  patterns: [NUMERIC, ISO, DAY_MONTH, MONTH_DAY, MONTH_YEAR, TIME],
  evaluate(m, ctx, patternIndex) {
    switch (PATTERN_KINDS[patternIndex]) {
      case "numeric":
        return evaluateNumeric(m, ctx.language === "en");
      case "iso":
        return dateCandidate(m, Number(m[1]), Number(m[2]), Number(m[3]), 0.9, "ISO date");
      case "day-month": {
        const month = parseMonthName(m[2]);
        const hasYear = m[3] !== void 0;
        return dateCandidate(m, hasYear ? Number(m[3]) : 2024, month, Number(m[1]), hasYear ? 0.9 : 0.65, "date with a month name");
      }
      case "month-day":
        return dateCandidate(m, Number(m[3]), parseMonthName(m[1]), Number(m[2]), 0.9, "date with a month name");
      case "month-year":
        return matchCandidate(m, 0.55, "month name followed by a year");
      case "time":
        return evaluateTime(m);
      default:
        return void 0;
    }
  },
  context: {
    positive: ["kl", "klokka", "klokken", "klokkeslett", "tidspunkt", "dato", "datert", "f\xF8dt", "f\xF8dselsdato", "m\xF8te", "time", "date", "dated", "born", "dob", "at", "on"],
    negative: ["kr", "nok", "eur", "usd", "bel\xF8p", "sum", "pris", "prosent", "versjon", "version", "price", "amount", "total"],
    boost: 0.4,
    penalty: 0.3
  }
});

// packages/detect/src/recognizers/email.ts
var LOCAL_CHAR = /[\p{L}\d._%+-]/u;
var DOMAIN_CHAR = /[\p{L}\d-]/u;
var LETTER_OR_DIGIT = /[\p{L}\d]/u;
var TOP_LEVEL = new RegExp("^\\p{L}{2,24}$", "u");
var KNOWN_TOP_LEVEL = /^(?:[a-z]{2}|com|org|net|edu|gov|mil|int|info|biz|name|pro|aero|coop|museum|mobi|app|dev|cloud|online|tech|shop|site|xyz|email|post)$/;
var ABBREVIATION = new RegExp("^(?:\\p{L}{1,3}\\.)+$", "u");
var MAX_DOMAIN = 253;
function readLocalStart(text, at) {
  let start = at;
  while (start > 0 && LOCAL_CHAR.test(text[start - 1])) start--;
  if (start === 0 || text[start - 1] !== "\n") return start;
  const lineEnd = start - 1;
  let wordStart = lineEnd;
  while (wordStart > 0 && LOCAL_CHAR.test(text[wordStart - 1])) wordStart--;
  const word = text.slice(wordStart, lineEnd);
  if (!word || !LETTER_OR_DIGIT.test(word)) return start;
  const below = text.slice(start, at);
  const last2 = word[word.length - 1];
  if (below === "" || below.startsWith(".")) return LETTER_OR_DIGIT.test(last2) ? wordStart : start;
  if (last2 === "-" || last2 === "_") return wordStart;
  if (last2 === "." && /^[\p{Ll}\d]+(?:[._][\p{Ll}\d]+)+\.$/u.test(word) && !ABBREVIATION.test(word))
    return wordStart;
  return start;
}
function isDomain(domain) {
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((l) => l.length > 0) && TOP_LEVEL.test(labels[labels.length - 1]);
}
function readDomainEnd(text, at) {
  let pos = at + 1;
  let lineBreak = -1;
  for (; ; ) {
    const c = text[pos];
    if (c === void 0 || pos - at > MAX_DOMAIN) break;
    if (DOMAIN_CHAR.test(c) || c === ".") {
      pos++;
      continue;
    }
    if (c !== "\n" || lineBreak >= 0) break;
    const before = text[pos - 1];
    const after = text[pos + 1] ?? "";
    const breaksAfter = (before === "@" || before === "." || before === "-") && LETTER_OR_DIGIT.test(after);
    const breaksBeforeDot = LETTER_OR_DIGIT.test(before) && after === "." && LETTER_OR_DIGIT.test(text[pos + 2] ?? "");
    if (!breaksAfter && !breaksBeforeDot) break;
    lineBreak = pos;
    pos++;
  }
  const end = trimDomainEnd(text, at + 1, pos);
  if (lineBreak < 0 || end <= lineBreak) return longestDomainEnd(text, at + 1, end);
  const firstEnd = trimDomainEnd(text, at + 1, lineBreak);
  const first = text.slice(at + 1, firstEnd);
  const joined2 = text.slice(at + 1, lineBreak) + text.slice(lineBreak + 1, end);
  const brokeAfter = text[lineBreak - 1];
  let goesOn = isDomain(joined2);
  if (brokeAfter !== "-") goesOn &&= /^[\p{Ll}\d.]/u.test(text.slice(lineBreak + 1, end));
  if (brokeAfter !== "-" && brokeAfter !== "@")
    goesOn &&= !(isDomain(first) && KNOWN_TOP_LEVEL.test(topLevel(first))) && KNOWN_TOP_LEVEL.test(topLevel(joined2));
  return goesOn ? end : longestDomainEnd(text, at + 1, firstEnd);
}
function topLevel(domain) {
  return domain.slice(domain.lastIndexOf(".") + 1).toLowerCase();
}
function longestDomainEnd(text, from, end) {
  for (let e = end; e > from; e--) {
    if (e < end && (LETTER_OR_DIGIT.test(text[e]) || !LETTER_OR_DIGIT.test(text[e - 1]))) continue;
    if (isDomain(text.slice(from, e))) return e;
  }
  return -1;
}
function trimDomainEnd(text, from, end) {
  let e = end;
  while (e > from && !LETTER_OR_DIGIT.test(text[e - 1])) e--;
  return e;
}
var emailRecognizer = {
  id: "email",
  entityTypes: ["EMAIL_ADDRESS_F"],
  find(ctx) {
    const { text } = ctx;
    const spans = [];
    let reach = 0;
    for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", at + 1)) {
      if (at < reach) continue;
      const start = readLocalStart(text, at);
      if (start === at) continue;
      const end = readDomainEnd(text, at);
      if (end < 0) continue;
      if (LETTER_OR_DIGIT.test(text[end] ?? "")) continue;
      const local = text.slice(start, at).replace("\n", "");
      const domain = text.slice(at + 1, end).replace("\n", "");
      if (local.startsWith(".") || local.endsWith(".") || local.includes("..") || domain.includes(".."))
        continue;
      if (domain.startsWith("-") || domain.startsWith(".")) continue;
      const isBroken = text.slice(start, end).includes("\n");
      spans.push({
        entityType: "EMAIL_ADDRESS_F",
        start,
        end,
        score: clampScore(0.95),
        reason: isBroken ? "e-mail address over a line break: local part, @ and a domain with a top-level domain" : "e-mail address: local part, @ and a domain with a top-level domain",
        engine: "fast"
      });
      reach = end;
    }
    return spans;
  }
};

// packages/detect/src/recognizers/fodselsnummer.ts
var KIND_LABEL = {
  fodselsnummer: "f\xF8dselsnummer",
  "d-nummer": "D-number",
  "h-nummer": "H-number"
};
var BASE_SCORE = { fodselsnummer: 0.95, "d-nummer": 0.9, "h-nummer": 0.85 };
var fodselsnummerRecognizer = createPatternRecognizer({
  id: "no-fodselsnummer",
  entityType: "NO_FODSELSNUMMER_F",
  // Not part of a longer digit run or a dotted/dashed number such as an account number.
  // The 6+5 form may wrap at its space; the two check digits keep unrelated lines out.
  patterns: [/(?<![\d.,-])(\d{6})[ \u00a0\n]?(\d{5})(?![\d]|[.,-]\d)/g],
  evaluate(m) {
    const info = parsePersonNumber(m[1] + m[2]);
    if (!info) return void 0;
    const label = KIND_LABEL[info.kind];
    const rule = info.usesK1Rule2032 ? " (first control digit under the 2032 rule)" : "";
    const reason = `11-digit number with valid ${label} check digits${rule} and a real birth date (${info.birthDate})`;
    return matchCandidate(m, BASE_SCORE[info.kind] - (info.usesK1Rule2032 ? 0.1 : 0), reason);
  },
  context: {
    positive: [
      "f\xF8dselsnummer",
      "fnr",
      "f.nr",
      "personnummer",
      "pnr",
      "d-nummer",
      "h-nummer",
      "f\xF8dt",
      "national id",
      "ssn",
      "personal number",
      "identity number"
    ],
    // Every fødselsnummer passes the account check: after an account word, the account reading
    // (scored 0.6 there) outranks this one (0.95 - 0.4).
    negative: ACCOUNT_WORDS,
    boost: 0.1,
    penalty: 0.4
  }
});

// packages/detect/src/validators/iban.ts
var IBAN_LENGTHS = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20
};
function computeIbanRemainder(iban) {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    if (code >= 48 && code <= 57) rest = (rest * 10 + (code - 48)) % 97;
    else rest = (rest * 100 + (code - 55)) % 97;
  }
  return rest;
}
function isValidIban(compact) {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  if (IBAN_LENGTHS[compact.slice(0, 2)] !== compact.length) return false;
  return computeIbanRemainder(compact) === 1;
}

// packages/detect/src/recognizers/iban.ts
function findIbanEnd(raw, start, length) {
  let seen = 0;
  for (let i = 0; i < raw.length; i++) {
    if (/\s/.test(raw[i])) continue;
    seen++;
    if (seen === length) return start + i + 1;
  }
  return void 0;
}
var ibanRecognizer = createPatternRecognizer({
  id: "iban",
  entityType: "IBAN_CODE_F",
  // Groups of four may wrap onto the next line ("SE73 2975 3034⏎4728 …"); the length and the
  // mod-97 check keep a following line from being taken in.
  patterns: [/(?<![\p{L}\d])[A-Z]{2}\d{2}(?:[ \u00a0\n]?[A-Z0-9]){8,30}(?![\p{L}\d])/gu],
  evaluate(m) {
    const length = IBAN_LENGTHS[m[0].slice(0, 2)];
    if (length === void 0) return void 0;
    const end = findIbanEnd(m[0], m.index, length);
    if (end === void 0) return void 0;
    const compact = m[0].slice(0, end - m.index).replace(/\s/g, "");
    if (!isValidIban(compact)) return void 0;
    const reason = `IBAN with the right length for its country (${length}) and a valid mod-97 checksum`;
    return { start: m.index, end, score: 0.95, reason };
  },
  context: { positive: ["iban", "konto", "account", "bank"], boost: 0.05 }
});

// packages/detect/src/recognizers/ip-address.ts
var import_node_net = require("node:net");
var V4 = /(?<![\d.:])(?:\d{1,3}\.){3}\d{1,3}(?![\d]|\.\d)/g;
var V6 = /(?<![\p{L}\d:])(?:[0-9a-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9a-f]{1,4})?(?![\p{L}\d:])/giu;
function isIpv4(text) {
  return text.split(".").every((part) => Number(part) <= 255 && !(part.length > 1 && part.startsWith("0")));
}
var ipAddressRecognizer = createPatternRecognizer({
  id: "ip-address",
  entityType: "IP_ADDRESS_F",
  // The IPv6 scan is the costly one; skip it unless two hex groups meet at a colon somewhere.
  patterns: [V4, { regex: V6, onlyIf: /(?:[0-9a-f]:[0-9a-f:]|::)/iu }],
  evaluate(m) {
    const text = m[0];
    if (!text.includes(":")) {
      return isIpv4(text) ? matchCandidate(m, 0.85, "IPv4 address: four numbers 0-255") : void 0;
    }
    if (!(0, import_node_net.isIPv6)(text) || !text.includes("::") && text.split(":").length < 8) return void 0;
    if ((text.match(/[0-9a-f]{1,4}/giu) ?? []).length < 2) return void 0;
    return matchCandidate(m, 0.85, "IPv6 address");
  },
  context: {
    positive: ["ip", "ip-adresse", "ip address", "server", "host", "innlogget fra", "logged in from"],
    // Dotted quads are also version and section numbers.
    negative: ["versjon", "version", "v", "ver", "kapittel", "avsnitt", "punkt", "tabell", "figur", "section", "chapter", "release"],
    boost: 0.1
  }
});

// packages/detect/src/recognizers/license-plate.ts
var UNUSED_LETTERS = /[IMOQÆØÅ]/;
var NOT_PLATES = /* @__PURE__ */ new Set(["KR", "NR", "TLF", "ST", "SV", "PB"]);
var ELECTRIC_PREFIXES = /* @__PURE__ */ new Set(["EL", "EK", "EV", "EB", "EC", "ED", "EE", "EF", "EH", "EJ"]);
function isUsZipCode(text, start, end, letters, digits) {
  if (!US_STATES.has(letters) || digits.length !== 5) return false;
  const before = text.slice(Math.max(0, start - 40), start);
  return new RegExp("\\p{Lu}[\\p{L}.'\u2019-]*,[ \\u00a0]*$", "u").test(before) || /^-\d{4}(?!\d)/.test(text.slice(end, end + 6));
}
var VEHICLE_WORDS = [
  "bil",
  "bilen",
  "kj\xF8ret\xF8y",
  "kj\xF8ret\xF8yet",
  "varebil",
  "varebilen",
  "lastebil",
  "motorsykkel",
  "reg",
  "reg.nr",
  "regnr",
  "registreringsnummer",
  "registrert",
  "kjennemerke",
  "skilt",
  "skiltnummer",
  "vehicle",
  "car",
  "van",
  "truck",
  "registration",
  "registered",
  "license plate",
  "licence plate",
  "plate"
];
var REGISTRATION_WORDS = [
  "reg",
  "reg.nr",
  "regnr",
  "registreringsnummer",
  "kjennemerke",
  "skilt",
  "skiltnummer",
  "registration",
  "license plate",
  "licence plate",
  "plate"
];
var NORWEGIAN2 = /(?<![\p{L}\d-])([A-ZÆØÅ]{2})[ \u00a0-]?([1-9]\d{3,4}|[1-9]\d[ \u00a0]\d{3})(?![\p{L}\d]|[.,]\d)/gu;
var FOREIGN = /(?<![\p{L}\d-])([A-Z]{1,3})[ \u00a0-]?(\d{2,5}[A-Z]{0,2})(?![\p{L}\d]|[.,]\d)/gu;
var IS_NORWEGIAN = /^[A-ZÆØÅ]{2}[ \u00a0-]?(?:[1-9]\d{3,4}|[1-9]\d[ \u00a0]\d{3})$/u;
function hasWordBefore(text, start, words2) {
  return findNearestTerm(collectWordsBefore(text, start, 5), words2) !== void 0;
}
var licensePlateRecognizer = createPatternRecognizer({
  id: "no-license-plate",
  entityType: "NO_LICENSE_PLATE_F",
  patterns: [NORWEGIAN2, FOREIGN],
  evaluate(m, ctx, patternIndex) {
    if (patternIndex === 1) {
      if (IS_NORWEGIAN.test(m[0]) && !UNUSED_LETTERS.test(m[1]) && !NOT_PLATES.has(m[1])) return void 0;
      if (!/\d{2}/.test(m[2]) || !hasWordBefore(ctx.text, m.index, REGISTRATION_WORDS)) return void 0;
      return matchCandidate(
        m,
        0.2,
        "letters and digits in a foreign registration-plate layout after a registration word"
      );
    }
    const letters = m[1];
    const digits = m[2].replace(/\D/g, "");
    if (UNUSED_LETTERS.test(letters)) return void 0;
    if (isUsZipCode(ctx.text, m.index, m.index + m[0].length, letters, digits) && !hasWordBefore(ctx.text, m.index, VEHICLE_WORDS))
      return void 0;
    if (NOT_PLATES.has(letters)) {
      if (!hasWordBefore(ctx.text, m.index, VEHICLE_WORDS)) return void 0;
      return matchCandidate(
        m,
        0.2,
        `plate pattern (${letters} + ${digits.length} digits) with a vehicle word nearby`
      );
    }
    const isFiveDigits = digits.length === 5;
    const kind = ELECTRIC_PREFIXES.has(letters) ? "electric-vehicle plate" : "plate";
    const reason = `Norwegian ${kind} pattern: two valid letters and ${digits.length} digits`;
    return matchCandidate(m, isFiveDigits ? 0.55 : 0.4, reason);
  },
  context: {
    positive: VEHICLE_WORDS,
    boost: 0.35
  }
});

// packages/detect/src/validators/dea.ts
var REGISTRANT_TYPES = new Set("ABCDEFGHJKLMPRSTUX");
function isValidDeaNumber(value) {
  if (!/^[A-Z][A-Z9]\d{7}$/.test(value) || !REGISTRANT_TYPES.has(value[0])) return false;
  const d = [...value.slice(2)].map(Number);
  const sum = d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5]);
  return sum % 10 === d[6];
}

// packages/detect/src/recognizers/medical-license.ts
var HPR_WORDS = ["hpr", "hpr-nr", "hpr-nummer", "hprnr", "helsepersonellnummer", "helsepersonellnr", "autorisasjon", "autorisasjonsnummer", "lisens", "lisensnummer", "license", "licence"];
var medicalLicenseRecognizer = createPatternRecognizer({
  id: "medical-license",
  entityType: "MEDICAL_LICENSE_F",
  patterns: [/(?<![\d.,-])\d{7,9}(?![\d]|[.,-]\d)/g, /(?<![\p{L}\d])[A-Z][A-Z9]\d{7}(?![\p{L}\d])/gu],
  evaluate(m, ctx) {
    if (/^\d/.test(m[0])) {
      const word = findNearestTerm(collectWordsBefore(ctx.text, m.index, 4), HPR_WORDS);
      if (!word) return void 0;
      return matchCandidate(m, 0.85, `7-9 digit number with the context word '${word.term}' (HPR-nummer)`);
    }
    if (!isValidDeaNumber(m[0])) return void 0;
    return matchCandidate(m, 0.7, "DEA registration number with a valid check digit");
  },
  context: { positive: ["dea", "dea-nummer", "dea number", "prescriber"], boost: 0.2 }
});

// packages/detect/src/validators/luhn.ts
function isLuhnValid(digits) {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

// packages/detect/src/recognizers/payment-card.ts
var BRANDS = [
  { name: "Visa", prefix: /^4/, lengths: [13, 16, 19] },
  { name: "Mastercard", prefix: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
  { name: "American Express", prefix: /^3[47]/, lengths: [15] },
  { name: "Diners Club", prefix: /^(?:30[0-5]|36|38)/, lengths: [14] },
  { name: "Discover", prefix: /^(?:6011|65|64[4-9])/, lengths: [16, 19] },
  { name: "JCB", prefix: /^35(?:2[89]|[3-8]\d)/, lengths: [16, 19] },
  { name: "UnionPay", prefix: /^62/, lengths: [16, 19] }
];
var GROUPINGS = /* @__PURE__ */ new Set(["4,4,4,4", "4,4,4,4,3", "4,4,4,1", "4,6,5", "4,6,4", "4,4,4,4,2"]);
function readLayout2(raw) {
  const separators = new Set(raw.match(/[^\d]/g) ?? []);
  if (separators.size === 0) return "plain";
  if ((raw.match(/\n/g) ?? []).length > 1) return void 0;
  separators.delete("\n");
  if (separators.size > 1) return void 0;
  const groups = raw.split(/[^\d]/).map((g) => g.length);
  return GROUPINGS.has(groups.join(",")) ? "grouped" : void 0;
}
function createPaymentCardRecognizer(entityType) {
  return createPatternRecognizer({
    id: "payment-card",
    entityType,
    patterns: [/(?<![\d.,-])\d(?:[ \u00a0\n-]?\d){11,18}(?![\d]|[.,-]\d)/g],
    evaluate(m) {
      const digits = m[0].replace(/\D/g, "");
      const layout = readLayout2(m[0]);
      const brand = BRANDS.find((b) => b.prefix.test(digits) && b.lengths.includes(digits.length));
      if (!layout || !brand || !isLuhnValid(digits)) return void 0;
      const grouping = layout === "grouped" ? "grouped as printed on cards" : "written without grouping";
      const reason = `${digits.length}-digit ${brand.name} card number with a valid Luhn check digit, ${grouping}`;
      return { start: m.index, end: m.index + m[0].length, score: layout === "grouped" ? 0.8 : 0.55, reason };
    },
    context: {
      positive: [
        "kort",
        "kortet",
        "kortnummer",
        "kredittkort",
        "betalingskort",
        "bankkort",
        "visa",
        "mastercard",
        "amex",
        "card",
        "credit card",
        "kortnr"
      ],
      negative: [
        "kid",
        "kid-nummer",
        "kidnummer",
        "faktura",
        "fakturanummer",
        "ordrenummer",
        "ordrenr",
        "referanse",
        "konto",
        "kontonummer",
        "iban",
        "org.nr"
      ],
      boost: 0.2,
      penalty: 0.5
    }
  });
}
var paymentCardRecognizer = createPaymentCardRecognizer("CREDIT_CARD_F");

// packages/detect/src/recognizers/table-column.ts
var SEPARATOR_ROW = /^\|[\s|:-]*$/;
function columnHeaderAt(text, offset) {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  if (text[lineStart] !== "|") return void 0;
  let column = -1;
  for (let i = lineStart; i < offset; i++) if (text.charCodeAt(i) === 124) column++;
  if (column < 0) return void 0;
  let headerStart = lineStart;
  for (let rows = 0; rows < 200 && headerStart > 0; rows++) {
    const previousStart = text.lastIndexOf("\n", headerStart - 2) + 1;
    if (text[previousStart] !== "|") break;
    headerStart = previousStart;
  }
  if (headerStart === lineStart) return void 0;
  const headerEnd = text.indexOf("\n", headerStart);
  const header = text.slice(headerStart, headerEnd < 0 ? text.length : headerEnd);
  if (SEPARATOR_ROW.test(header)) return void 0;
  const cell = header.split("|")[column + 1];
  return cell?.trim().toLowerCase() || void 0;
}

// packages/detect/src/ner/name-lexicon.ts
var GIVEN = `
aasmund adrian agnes agnete aksel alexander alf alfred alma amalie anders andrea andreas ane anette anita
anja anna anne ann anniken arild arne arnfinn arve asbj\xF8rn aslak astrid atle audun aud bente berit birger
birgitte bjarne bj\xF8rg bj\xF8rn bodil borghild bror brynjar camilla carina carl caroline cathrine cecilie christian
christina christine dag dagfinn dagny eddie egil einar eirik eivind elin elisabeth ella ellen elling else emil
emilie emma erik erlend erling espen even eva frank fredrik frida frode gard geir gerd gjermund grete gro gudrun
gunn gunnar gunnhild guri guro gustav hallvard halvor hans harald hanne hedda hege heidi helene helga helge
henning henrik herman hilde hildur hjalmar hugo h\xE5kon haakon h\xE5vard ida inga inge ingeborg inger ingrid ingunn ingvild
ivar jakob jan janne jarle jens jenny jo joakim johan johanne johannes jon jonas jorunn jostein julie june
j\xF8rgen j\xF8rn kai kajsa kari karin karl karoline kaja kasper katrine kenneth kine kirsten kjell kjersti kjetil
knut kristian kristin kristine kristoffer k\xE5re lars leif lene lena lill lillian linda line lisa liv lise
magne magnus malin maren margit margrethe mari maria marianne marie marit marius markus marte martin martine
mathias mats mette mia mikael mona morten nils nina nora odd oddny olaf olav ole oliver oscar oskar ottar paul
per pernille petter philip ragna ragnar ragnhild randi rolf rune ruth sander sara selma signe sigmund sigrid sigrun
sigurd silje simen simon sindre siri sissel solveig stein steinar stian stig stine sturla sunniva svein sverre
synn\xF8ve s\xF8lvi terje thea theodor thomas thor thorbj\xF8rn tone tonje torunn tor tora tord tore torgeir torill tormod torstein trine
trond truls trygve turid tuva unni vegard vidar vilde viljar vera wenche yngve \xF8ystein \xF8yvind \xE5se \xE5smund aase
jonny roy tommy ronny glenn kim robin tobias sebastian elias lukas filip william noah liam isak jacob ludvig
aurora sofie sophie nordis astri tiril maja olivia leah ingrid hennie gjertrud hallgeir ketil rasmus

\xE1nde \xE1ilu \xE1ile \xE1nn\xE1 \xE1rni biret bierna elle ellen inga-m\xE1ret iss\xE1t jovnna jon-isak jovsset m\xE1gg\xE1 m\xE1htte m\xE1ret
m\xE1rj\xE1 niillas nils-ove piera ristin sunn\xE1 s\xE1ve \xE1ndaras i\u014Bg\xE1 risten marj\xE1

aila aino eino eija elina hannu heikki helmi ilkka jaana jouni juha jukka kaarina kaisa kalle kirsi lauri
leena liisa marja markku matti mikko minna niina outi paavo pekka pirjo reijo riitta seppo sirpa tapio
tarja teemu timo tuomas tuula tuomo ulla veli

abbas abdi abdel abdallah abdelkader abdirahman abdirahim abdirashid abdiaziz abdikarim abdul abdullah abdullahi abdulrahman
abdulaziz abdurrahman adnan ahmad ahmed aisha ali alia amal amani amina amir amira anas asma ayman aya ayaan
basim bashir bilal dalia fadi farah fares farid fatima fatuma fawzia ghada hadi hafsa hala hamid hamza hanan
hani hassan hawa hiba hind hoda hodan hussein ibrahim iman issa jamal jamila karim khadija khalid khaled laila
layla lina lubna mahmoud malak mariam maryam majid mazen mohamed mohammed mohammad muhammad mustafa nabil nadia
naima najib nasser nawal nour noor omar osman rami rana rania rasha rashid reem saad said salim salma samir
samira sana sara sawsan suleiman sulaiman tarek tariq walid yasmin yasmine yara yousef youssef yusuf zainab zeinab
ziad zaid zakaria
adel adham akram alaa amer amr asaad ashraf atef ayham ayoub badr bahaa basel bassam bassel burhan
dawood ehab emad essam fadel fahd faisal fakhri fawaz fayez fouad fuad ghassan ghazi haitham hakim hamdi
harith hatem hazem hisham hossam hussam husam idris ihab imad iyad jaber jalal jihad kamal kareem
khalaf labib louay luay maher mahdi majed mamdouh mansour marwan masoud medhat mohsen mounir muhannad
mohannad munir murad naji nasr nawaf nazih nizar noureddine obaida osama qais raad rabih radwan raed
rafat rafik ramadan ramez ramzi rashad riad riyad sabri sadiq safwan salah saleh samer sharif sherif
shadi shukri suhail taha talal tamer tarek taysir tawfiq tawfik wael wajdi wasim waseem waleed yahya
yaser yasser yazan younes younis zaher zuhair ammar bakr bashar firas ghaith jad jamil karam laith
majd moayad muath mutaz nader nadim qusay rabie saif samih tareq usama yazeed zaki ziyad mostafa
moustafa mahmud mohamad muhamad hamed hamoud khalifa rashed saeed saud turki abdulla abdelaziz
abdelrahman abdulkarim abdullatif abdulmajid abdelhamid abdelmalek mourad rachid redouane reda sofiane
yacine youcef
abeer afaf ahlam asmaa dalal dana dima dina doaa duaa eman esraa fadia farida fatma hadeel hanaa haifa
heba huda inas intisar israa jumana kholoud lamia lamis lara leila majida manal marwa maysa mayada mona
muna nada nahla najat najwa nesrine nisreen noha nuha rabab randa rawan rima ruba ruqaya safa safaa
salwa samah samar samia sanaa shaima shaimaa souad suad suha tahani wafa wafaa widad yousra yusra zeina
zineb malika fatiha soumaya loubna

abdikadir abshir ayan bile cawo deqa faduma farhan fartun filsan halima hamdi hibo hussein ifrah ilhan
ismail jama kaltun khadar liban maryan mohamud muna nimco qamar sahra shukri sagal sucaad warsame xamar yasin
zahra hodan ubah fowsia abukar

abrehet aklilu almaz amanuel awet berhane bereket biniam dawit daniel eden efrem elsa feven filmon fikru
freweyni genet ghirmay habtom haile helen kidane lidya luwam mebrat medhanie mehari mekonnen merhawi
meron mesfin micael mussie natnael nebiat rahel ruta saba samrawit selam semhar senait senay simret solomon
teklay tekle tesfay tesfaye tigist tsega tsegay weini yohannes yonas yordanos yosief zewdi zerai
 ghebre kibrom mulugeta abeba aster

ahmad amanullah aziz bahram basir farhad farid fawad freshta gul gulalai habib hamid hasib hosai jawad
karima khalil latifa mahbooba mahnaz maryam mirwais mohammad mursal nasrin nazanin nazir noorullah obaid
parwana qadir rahim rahima rahmat roya sadaf sahar samim shabnam shakila shirin sohrab sultana tamana
wahid yalda zahir zarghona zarmina zia dilan diyar kawa karwan rezhin shirwan soran
azad berivan bahar bawan dara hevi hozan jiyan lana nishtiman rojin roza rozh shadi zhilwan zana
dilshad hemin hiwa nasrin golnar arash babak behrouz darius dariush farzad kaveh mehdi mehran
mina mitra navid nima omid parisa pouya reza sahar saman sepideh shahram shirin siavash soheila yasaman

aamir adeel ahsan aisha ali asif asim ayesha bushra faisal fahad farhan faiza ghulam hina humaira imran irfan
javed kamran khurram mahnoor naveed nadeem noman rabia rizwan saima sajid sana shahid shazia sidra sobia
tahir tanveer uzma waqas yasir zubair zeeshan usman umar amir kashif adil anwar aslam nasir rafiq

arun anand ganesh gowri kavitha kumar kumaran lakshmi meena murali nirmala prakash priya rajan ravi saranya
selvi senthil shanthi siva sivakumar subramaniam suresh thamil tharshini thushyanthan vani vijay yogan
kanagaratnam nithya pirabu sajeev sujitha tharani vasanthi

agata agnieszka aleksandra andrzej anna barbara bartosz beata dariusz dorota ewa grzegorz halina hanna
jacek jakub jan janusz joanna justyna kamil karolina katarzyna krzysztof \u0142ukasz magdalena maciej ma\u0142gorzata
marcin marek mariusz marta mateusz micha\u0142 monika natalia patrycja pawe\u0142 piotr przemys\u0142aw rafa\u0142 robert sebastian
stanis\u0142aw sylwia szymon tomasz wiktoria wojciech zbigniew zofia zuzanna

agn\u0117 aist\u0117 algirdas andrius au\u0161ra darius dovil\u0117 egidijus egl\u0117 giedrius gintar\u0117 inga jonas jurgita justinas
k\u0119stutis laura linas lukas mantas marius nerijus paulius rasa r\u016Bta saulius simona tadas tomas vaida vilma
vytautas \u017Eydr\u016Bnas

anh bao binh chau chi cuong dung duc \u0111\u1EE9c dat hai hanh hieu hoa hoang hong hung huong huy khanh lan linh long
mai minh my nam nga ngoc nguyet nhung phuong quang quynh son tam thanh thao thi thu thuy tien trang trung tuan
tung van v\u0103n viet vy xuan yen h\u1EB1ng h\u01B0\u01A1ng th\u1ECB

anong apinya arunee boonmee chai kanya kittisak malee nattaya niran noi pim ploy porntip siriporn somchai somsak
sombat suda sunee supaporn tida wanida wipa

angelica bea cristina dela jocelyn jose juan maricel marites marilou rosalie rowena ruby teresita virgilio
jenalyn joy lorna mylene perla
`;
var SURNAME_TEXT = `
aas aasen andersen andresen antonsen arnesen bakke bakken berg berge bergersen berntsen birkeland bjerke
bj\xF8rnstad borge brekke brun br\xE5then dahl dahle eide eliassen ellingsen engen eriksen evensen fagerli fjeld
foss fredriksen gulbrandsen gundersen haga hagen halvorsen hammer hansen hanssen haugen haugland hauge helland
hermansen hoel holm holmen hovland isaksen iversen jacobsen jakobsen jensen johannessen johansen johnsen
karlsen knudsen knutsen kristiansen kristoffersen kvam larsen lie lien lund lunde l\xF8ken madsen martinsen mathisen
moe moen myhre mikkelsen mortensen myklebust nguyen nielsen nilsen nyg\xE5rd n\xE6ss olsen paulsen pedersen
rasmussen r\xF8d r\xF8nning sandvik s\xE6ther s\xF8rensen solberg solheim solli stene strand str\xF8m sunde svendsen
syversen s\xE6tre thorsen tveit vik vold wold \xF8deg\xE5rd \xF8kland \xF8stby aasland aune b\xF8e dale engebretsen 
 johannesen kleppe lorentzen nordmann rustad sandberg 
sivertsen stangeland torgersen tollefsen ulvestad

gaup somby sara bongo eira h\xE6tta utsi turi balto guttorm labba mienna nango oskal partapuoli niemi
kalstad kuoppa keskitalo lindi

abdi abdullahi ahmed al-khatib al-hassan alhassan al-ali ali aziz elmi farah hassan hussein ibrahim ismail
jama khalil mahamed mahmoud mohamed mohamud mustafa nur osman rashid said salah warsame yusuf haddad
khoury mansour nasser saleh hamdan abdallah awad darwish habib hamad najjar qasim shaker zaidi
nassar barakat saadeh qassem kassem tawfik fahmy cherif zaki shehata morsi hegazy hijazi abdelaziz masri
halabi shami baghdadi tamimi jabouri obeidi dulaimi zahrani ghamdi qahtani otaibi shammari harbi mutairi
dosari farsi sayed sayyed omar othman suleiman sulaiman yousef youssef jaber issa musa mousa daoud
dawood yacoub yaqoub bakri karam chahine shahin salim hamid rahman sabbagh attar tahan kurdi bitar
nahas aoun boutros mikhail gerges girgis bishara benali belkacem bouzid mansouri amrani alaoui idrissi
bennani tazi cherkaoui benjelloun zerrouki boudiaf trabelsi jebali gharbi hammami ayari mejri

gebre gebremedhin gebremariam gebreyesus ghebremedhin habte haile kidane mehari tekle tesfamariam tesfay
 tewelde weldemariam woldemichael yohannes asfaha berhe ghebreyesus tesfamichael kahsay

ahmadi akbari amiri azizi barakzai hakimi hashimi hosseini jafari karimi mahmoudi mohammadi nazari noori
popal qaderi rahimi rasuli sadiqi safi sharifi sultani wardak yousufzai zadran haidari rezaei hosseini
moradi rostami sadeghi shirazi tehrani

akhtar ali anwar aslam bhatti butt chaudhry chaudhary hussain iqbal javed khan malik mirza qureshi rana raza
shah sheikh siddiqui

arumugam balasubramaniam ganesan jeyakumar kandiah kanagaratnam krishnan kumar murugan nadarajah pillai
ponnambalam rajendran ratnam selvarajah sivakumar sivalingam subramaniam thambirajah thevarajah
yogarajah sritharan

d\u0105browski d\u0105browska grabowski jankowski jankowska kami\u0144ski kami\u0144ska kowalczyk kowalski kowalska koz\u0142owski
koz\u0142owska lewandowski lewandowska mazur nowak nowakowski piotrowski szyma\u0144ski szyma\u0144ska wi\u015Bniewski
wi\u015Bniewska w\xF3jcik wo\u017Aniak zieli\u0144ski zieli\u0144ska kaczmarek wojciechowski

jankauskas jankauskien\u0117 kazlauskas kazlauskien\u0117 petrauskas petrauskien\u0117 stankevi\u010Dius vasiliauskas
\u017Eukauskas butkus paulauskas urbonas navickas

bui dang dinh do duong ha hoang huynh le l\xEA ly mai ngo nguyen nguy\u1EC5n pham ph\u1EA1m phan quach ta tran tr\u1EA7n
trinh truong vo v\xF5 vu v\u0169

 srisuk saetang sukhon thongchai wongsawat

bautista cruz dela garcia mendoza ramos reyes santos villanueva aquino castillo
`;
var NAME_PARTICLES = new Set(
  "van der den de la dela del di da von bin ibn binti bint al el abu ould le".split(" ")
);
function foldName(word) {
  return word.normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "").replace(/ø/g, "o").replace(/æ/g, "ae").replace(/đ/g, "d").replace(/ł/g, "l");
}
function readList(list) {
  const words2 = /* @__PURE__ */ new Set();
  for (const word of list.split(/\s+/)) {
    if (!word) continue;
    words2.add(word);
    words2.add(foldName(word));
  }
  return words2;
}
var GIVEN_NAMES = readList(GIVEN);
var SURNAMES = readList(SURNAME_TEXT);

// packages/detect/src/ner/person-rules.ts
var LABEL_SCORE = 0.85;
var REGISTER_SCORE = 0.8;
var COLUMN_SCORE = 0.85;
var LEXICON_SCORE = 0.75;
var MENTION_SCORE = 0.7;
var ARTICLE_NAME = new RegExp("^(?:a[dlnrstz]|ash|ath|e[dlnrstz]|u[dlnrstz])[-'\u2019]\\p{Lu}", "u");
var NAME_WORD = new RegExp("^(?:\\p{Lu}[\\p{Ll}\\p{M}]+|\\p{Lu}[\\p{Lu}\\p{M}]+|\\p{Lu}['\u2019]\\p{Lu}[\\p{Ll}\\p{M}]+|(?:a[dlnrstz]|ash|ath|e[dlnrstz]|u[dlnrstz])[-'\u2019]\\p{Lu}[\\p{Ll}\\p{M}]+)(?:[-'\u2019](?:\\p{Lu}[\\p{Ll}\\p{M}]+|\\p{Lu}[\\p{Lu}\\p{M}]+|\\p{Ll}[\\p{Ll}\\p{M}]+))*$", "u");
var ALL_CAPS = /^[\p{Lu}\p{M}'’-]+$/u;
var WORD_AT = /[\p{L}\p{M}'’-]+/uy;
var LABELS2 = [
  "navn",
  "fullt navn",
  "name",
  "full name",
  "mor",
  "far",
  "barn",
  "barnet",
  "bror",
  "s\xF8ster",
  "halvbror",
  "halvs\xF8ster",
  "halvsyster",
  "stefar",
  "stemor",
  "s\xF8nn",
  "datter",
  "dotter",
  "ektefelle",
  "samboer",
  "mother",
  "father",
  "child",
  "spouse",
  "s\xF8ker",
  "klager",
  "pasient",
  "pas",
  "patient",
  "saks\xF8ker",
  "saks\xF8kte",
  "forn\xE6rmede",
  "mistenkte",
  "siktede",
  "tiltalte",
  "vitne",
  "witness",
  "tolk",
  "interpreter",
  "interviewer",
  "intervjuer",
  "lawyer",
  "advokat",
  "counsel",
  "next of kin",
  "p\xE5r\xF8rende",
  "n\xE6rmeste p\xE5r\xF8rende",
  "kontaktperson",
  "contact person",
  "fastlege",
  "gp",
  "lege",
  "behandler",
  "saksbehandler",
  "sakshandsamar",
  "case officer",
  "respondent",
  "complainant",
  "reported by",
  "approved",
  "approved by",
  "godkjent",
  "godkjent av",
  "signert",
  "elev",
  "eleven",
  "student",
  "pupil",
  "foresatt",
  "f\xF8resett",
  "verge",
  "guardian",
  "forsikrede",
  "skadelidte",
  "f\xF8rer",
  "driver",
  "eier",
  "owner",
  "arbeidstaker",
  "employee",
  "medlem",
  "member",
  "kontaktl\xE6rer",
  "kontaktl\xE6rar",
  "rektor",
  "leder",
  "referent",
  "deltaker",
  "deltakere"
];
var FAMILY_WORD_LIST = "son daughter wife husband brother sister mother father partner s\xF8nn s\xF8nnen sonen datter datteren dattera dotter dottera kone kona mann mannen ektemann bror broren s\xF8ster s\xF8steren s\xF8stera syster systera halvbror halvbroren halvs\xF8ster halvsyster samboer samboeren sambuar sambuaren".split(" ");
var ROLE_WORDS = /* @__PURE__ */ new Set([
  ...LABELS2.filter((l) => !l.includes(" ")),
  ..."klient klienten klientens bruker brukeren brukar brukaren beboer beboeren bebuar bebuaren pasienten s\xF8keren s\xF8kjar s\xF8kjaren klageren deltakeren kandidat kandidaten tiltalte domfelte innsatte applicant client resident tenant claimant defendant suspect".split(" "),
  ...FAMILY_WORD_LIST
]);
var LABEL_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${LABELS2.map((l) => l.replace(/ /g, "[ \xA0]")).join("|")})[ \u00a0]*$`,
  "iu"
);
var AFTER_COLON = /:[ \u00a0]*/y;
var NATIONALITY = /(?:ish|ese|ian|ean|ic|sk|ansk|ensk)$/u;
var TITLE_AT = /(?:adv|advokat|dr|lege|prof|professor|mr|mrs|ms|miss|sr|fru|herr|politibetjent|overlege)\.?[ \u00a0]+/iuy;
var NAME_COLUMN = /^(?:navn|name|full name|elev|eleven|student|pupil|foresatt|foresatte|føresett|føresette|forelder|foreldre|parent|parents|mor|far|pasient|patient|kontaktperson|contact|deltaker|ansatt|employee|vitne|witness|tolk|interpreter|medlem|member)\b/u;
var CELL = /[^|\n]+/gu;
var ORGANISATION_AFTER = /^[ \u00a0]*(?:&|(?:AS|ASA|DA|ANS|SA|BA|NUF|Ltd|Inc|GmbH|AB|legesenter|legesenteret|legekontor|legekontoret|sykehus|sykehuset|sjukehus|hospital|Hospital|Hospital\b|klinikk|mottak|mottaket|skole|skule|barnehage|kommune|fylkeskommune|politidistrikt|club|klubb|IL|FK|Street|Road|gate|veien|vegen)(?![\p{L}]))/u;
var DISEASE_AFTER = /^[ \u00a0]*(?:sykdom|sjukdom|syndrom|syndrome|disease|sykdommen)(?![\p{L}])/iu;
var VEHICLE_MAKES = new Set(
  "audi bmw citro\xEBn citroen dacia fiat ford honda hyundai jaguar jeep kia lexus mazda mercedes mercedes-benz mitsubishi nissan opel peugeot polestar porsche renault saab scania seat skoda \u0161koda subaru suzuki tesla toyota volkswagen vw volvo iveco man byd nio".split(" ")
);
var TITLES = new Set("dr dr. adv adv. prof mr mrs ms sr st".split(" "));
var TITLE_WORDS = new Set(
  "prof professor professors dr drs doktor mr mrs ms miss mx messrs mme mlle sir dame rev revd hon capt lt sgt supt insp judge justice adv advokat fru herr frk fr\xF8ken overlege emeritus".split(" ")
);
var DOTTED_TITLES = new Set("sen rep gov gen col maj cmdr adm cpl pvt atty".split(" "));
var FUNCTION_WORDS = new Set(
  "and or of the for to by at in on from with og eller i p\xE5 av til fra med om ved som er".split(" ")
);
var FUNCTION_WORDS_IN_CAPITALS = new Set([...FUNCTION_WORDS].map((w) => w.toUpperCase()));
var LETTER = new RegExp("\\p{L}", "u");
var MAX_TITLE = 10;
function isCapitalAt(text, i) {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 65 && c <= 90;
  return c === c && new RegExp("\\p{Lu}", "u").test(text[i]);
}
function isLetterAt(text, i) {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 65 && c <= 90 || c >= 97 && c <= 122;
  return c === c && LETTER.test(text[i]);
}
function titleLengthAt(text, at) {
  if (at > 0 && /[\p{L}\d]/u.test(text[at - 1])) return 0;
  let end = at;
  while (end < text.length && end - at <= MAX_TITLE && isLetterAt(text, end)) end++;
  if (end === at || end - at > MAX_TITLE) return 0;
  const word = text.slice(at, end).toLowerCase();
  const hasStop = text[end] === ".";
  let next = hasStop ? end + 1 : end;
  const spaced = next;
  while (text[next] === " " || text[next] === "\xA0") next++;
  if (next === spaced) return 0;
  return TITLE_WORDS.has(word) || hasStop && DOTTED_TITLES.has(word) ? next - at : 0;
}
function isTitleOnly(value) {
  if (value.length > MAX_TITLE + 1) return false;
  const lower = value.toLowerCase();
  const word = lower.endsWith(".") ? lower.slice(0, -1) : lower;
  return TITLES.has(lower) || TITLE_WORDS.has(word) || DOTTED_TITLES.has(word);
}
var CLOSED_BRACKET_WORD = /^[^\s()]*\)[ \u00a0]+/u;
var TRAILING_MARKS = /[^\p{L}\p{M}.'’]+$/u;
function withoutTitle(text, span) {
  let start = span.start;
  let close = start;
  while (close < span.end && text[close] !== ")") close++;
  if (close < span.end) {
    const bracket = CLOSED_BRACKET_WORD.exec(text.slice(start, span.end));
    if (bracket && start + bracket[0].length < span.end) start += bracket[0].length;
  }
  for (let length = titleLengthAt(text, start); length > 0; length = titleLengthAt(text, start)) {
    if (start + length >= span.end) break;
    start += length;
  }
  const last2 = text[span.end - 1];
  const marks = isLetterAt(text, span.end - 1) || last2 === "." ? null : TRAILING_MARKS.exec(text.slice(start, span.end));
  const end = marks && marks.index > 0 ? start + marks.index : span.end;
  return start === span.start && end === span.end ? span : { ...span, start, end };
}
function listed(lower, list) {
  if (list.has(lower) || /[^ -~]/.test(lower) && list.has(foldName(lower))) return true;
  return lower.includes("-") && lower.split("-").some((part) => list.has(part) || list.has(foldName(part)));
}
var Names = class {
  constructor(lexicon) {
    this.lexicon = lexicon;
  }
  lexicon;
  // Per text only (dropped with the instance): no document words stay in memory between calls.
  known = /* @__PURE__ */ new Map();
  /**
   * Bit 1 given, 2 surname, 4 common, 8 place only, 16 role, 32 on the hand-written surname list;
   * computed once per word of the text.
   */
  kinds(word) {
    let kinds = this.known.get(word);
    if (kinds === void 0) {
      const lower = word.toLowerCase();
      const bits = this.lexicon?.gazetteer.get(lower) ?? 0;
      const listedSurname = listed(lower, SURNAMES);
      const given = listed(lower, GIVEN_NAMES) || (bits & GAZ_FIRST) !== 0;
      const surname = listedSurname || (bits & GAZ_LAST) !== 0;
      const isName = given || surname;
      const common = !isName && ((bits & GAZ_ROLE) !== 0 || (this.lexicon?.common.has(hashString(lower)) ?? false));
      const placeOnly = !isName && (bits & GAZ_PLACE) !== 0;
      const role = !isName && ((bits & GAZ_ROLE) !== 0 || ROLE_WORDS.has(lower));
      kinds = (given ? 1 : 0) | (surname ? 2 : 0) | (common ? 4 : 0) | (placeOnly ? 8 : 0) | (role ? 16 : 0) | (listedSurname ? 32 : 0);
      this.known.set(word, kinds);
    }
    return kinds;
  }
  isGiven(word) {
    return (this.kinds(word) & 1) !== 0;
  }
  isSurname(word) {
    return (this.kinds(word) & 2) !== 0;
  }
  /** On the hand-written surname list (name-lexicon.ts), not only the model's gazetteer. */
  isListedSurname(word) {
    return (this.kinds(word) & 32) !== 0;
  }
  isKnown(word) {
    return (this.kinds(word) & 3) !== 0;
  }
  /** A word used in lower case in ordinary text (or a role word), and no listed name. */
  isCommon(word) {
    return (this.kinds(word) & 4) !== 0;
  }
  /** Written in lower case in ordinary text, whether or not it is also a name ("Hans", "Per", "Line"). */
  isLowerCaseWord(word) {
    return this.lexicon?.common.has(hashString(word.toLowerCase())) ?? false;
  }
  isPlaceOnly(word) {
    return (this.kinds(word) & 8) !== 0;
  }
  /** A role or title ("Klienten", "Vitne", "Advokat") that is no listed name. */
  isRole(word) {
    return (this.kinds(word) & 16) !== 0;
  }
  /** An ordinary word or a role that is no listed name. */
  isOrdinaryOrRole(word) {
    return (this.kinds(word) & 20) !== 0;
  }
};
function readRun(text, pos, max = 5) {
  const words2 = [];
  let at = pos;
  while (words2.length < max) {
    WORD_AT.lastIndex = at;
    const m = WORD_AT.exec(text);
    if (!m) break;
    const word = m[0];
    const isParticle = words2.length > 0 && NAME_PARTICLES.has(word);
    if (!isParticle && !NAME_WORD.test(word)) break;
    if (FUNCTION_WORDS_IN_CAPITALS.has(word)) break;
    words2.push({ text: word, start: at, end: at + word.length });
    at += word.length;
    if (text[at] !== " " && text[at] !== "\xA0") break;
    at++;
  }
  while (words2.length > 0 && NAME_PARTICLES.has(words2[words2.length - 1].text)) words2.pop();
  return words2;
}
function spanOf(words2, score, reason) {
  return { label: "PERSON", start: words2[0].start, end: words2[words2.length - 1].end, score, reason };
}
function isNotPerson(text, span) {
  const value = text.slice(span.start, span.end);
  if (/\d/.test(value)) return true;
  if (span.start > 0 && /[\p{L}\d]/u.test(text[span.start - 1])) return true;
  const first = value.split(/[\s]/)[0].toLowerCase();
  if (value.length <= 1 || new RegExp("^\\p{Lu}{2}$", "u").test(value) || isTitleOnly(value)) return true;
  if (new RegExp("^(?:\\p{Lu}\\.[ \\u00a0]*)+$", "u").test(value)) return true;
  if (VEHICLE_MAKES.has(first)) return true;
  const after = text.slice(span.end, span.end + 40);
  if (ORGANISATION_AFTER.test(after) || DISEASE_AFTER.test(after)) return true;
  const words2 = value.split(/\s+/);
  const last2 = words2[words2.length - 1];
  if (COMPANY_FORM.test(last2) || ORGANISATION_HEAD.test(last2)) return true;
  if (new RegExp("^\\p{Lu}$", "u").test(last2) && !value.includes(",")) return true;
  if (words2.slice(1).some((w) => new RegExp("^\\p{Ll}", "u").test(w) && !NAME_PARTICLES.has(w) && !ARTICLE_NAME.test(w)) || new RegExp("-\\p{Ll}{3,}$", "u").test(last2))
    return true;
  if (words2.some((w) => new RegExp("^(?!Mc|Mac|De|Di|La|Le|Van)\\p{L}+\\p{Ll}\\p{Lu}", "u").test(w) || new RegExp("^\\p{Ll}+\\p{Lu}", "u").test(w)))
    return true;
  return new RegExp("^\\p{Lu}\\.\\s+[\\p{Lu}\\s-]+$", "u").test(value);
}
var ORGANISATION_HEAD = /^(?:Party|Parti|Partiet|Group|Gruppen|Bank|Banken|Hospital|Sykehus|Universitet|Universitetet|University|Council|Association|Forening|Foreningen|Forbund|Forbundet|Kommune|Company|Church|Kirke|Kirken|Foundation|Institute|Trust|Stiftelse|Stiftelsen)$/u;
var COMPANY_FORM = /^(?:AS|ASA|DA|ANS|SA|BA|NUF|KS|Ltd|Inc|GmbH|AB|Oy|Co)$/u;
function isOrdinaryWords(text, span, names) {
  if (!/\s/.test(text.slice(span.start, span.end))) return false;
  const words2 = text.slice(span.start, span.end).split(/\s+/).filter((w) => !new RegExp("^\\p{Lu}\\.$", "u").test(w));
  return words2.length > 0 && words2.every((w) => names.isCommon(w));
}
var LOWER_CASE_WORD = new RegExp("(?<![\\p{L}\\p{M}])\\p{Ll}[\\p{Ll}\\p{M}]+", "u");
var INITIAL_BEFORE = new RegExp("\\p{Lu}\\.[ \\u00a0]*$", "u");
function isAbbreviation(text, span, names) {
  const value = text.slice(span.start, span.end);
  if (!new RegExp("^\\p{Lu}{2,}$", "u").test(value)) return false;
  const lineStart = text.lastIndexOf("\n", span.start - 1) + 1;
  const lineEnd = text.indexOf("\n", span.end);
  const rest = `${text.slice(lineStart, span.start)} ${text.slice(span.end, lineEnd < 0 ? text.length : lineEnd)}`;
  if (!LOWER_CASE_WORD.test(rest)) return false;
  if (INITIAL_BEFORE.test(text.slice(Math.max(0, span.start - 4), span.start))) return false;
  const title = wordBefore(text, span.start);
  if (title !== void 0 && isTitleOnly(title)) return false;
  if (new RegExp("^,[ \\u00a0]+\\p{Lu}", "u").test(text.slice(span.end, span.end + 3))) return false;
  return value.length <= 4 || text.includes(`(${value})`) || !names.isSurname(value) || names.isGiven(value);
}
var FAMILY_WORDS = FAMILY_WORD_LIST.join("|");
var RELATION_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${FAMILY_WORDS})(?:,|[ \\u00a0]+(?:is|er|var|was|heter|het|named|called))?[ \\u00a0]+$`,
  "iu"
);
var FAMILY_WORD = new RegExp(`^(?:${FAMILY_WORDS})[ \\u00a0]+`, "iu");
function withoutFamilyWord(text, span) {
  const m = FAMILY_WORD.exec(text.slice(span.start, span.end));
  return m && span.start + m[0].length < span.end ? { ...span, start: span.start + m[0].length } : span;
}
function withoutLeadingWords(text, span, names) {
  let start = span.start;
  for (; ; ) {
    WORD_AT.lastIndex = start;
    const m = WORD_AT.exec(text);
    if (!m || !names.isRole(m[0])) break;
    const next = start + m[0].length;
    if (!new RegExp("^[ \\u00a0]\\p{Lu}", "u").test(text.slice(next, next + 2)) || next + 1 >= span.end) break;
    start = next + 1;
  }
  return start === span.start ? span : { ...span, start };
}
function withoutNextLabel(text, span) {
  if (!/^\.?:/.test(text.slice(span.end, span.end + 2))) return span;
  const value = text.slice(span.start, span.end);
  const cut = value.search(/\s+\S+$/u);
  return cut > 0 ? { ...span, end: span.start + cut } : span;
}
function withoutPlaceLine(text, span, names) {
  const value = text.slice(span.start, span.end);
  const newline = value.indexOf("\n");
  if (newline < 0) return span;
  const firstLine = value.slice(0, newline).trim().split(/\s+/);
  const isPlace = firstLine.every((w) => names.isPlaceOnly(w) || /^\d{4}$/.test(w));
  const before = text.slice(Math.max(0, span.start - 6), span.start);
  if (!isPlace && !/\d{4}[ \u00a0]$/.test(before)) return span;
  const start = span.start + newline + 1;
  return start < span.end ? { ...span, start } : span;
}
function labelledNames(text, names) {
  const spans = [];
  for (let colon = text.indexOf(":"); colon >= 0; colon = text.indexOf(":", colon + 1)) {
    const label = LABEL_BEFORE.exec(text.slice(Math.max(0, colon - 24), colon));
    if (!label) continue;
    AFTER_COLON.lastIndex = colon;
    AFTER_COLON.exec(text);
    let at = AFTER_COLON.lastIndex;
    TITLE_AT.lastIndex = at;
    if (TITLE_AT.exec(text)) at = TITLE_AT.lastIndex;
    const words2 = readRun(text, at);
    if (words2.length === 0) continue;
    if (names.isCommon(words2[0].text) || names.isPlaceOnly(words2[0].text)) continue;
    if (words2.length === 1 && !names.isKnown(words2[0].text) && NATIONALITY.test(words2[0].text)) continue;
    const register = readRegisterTail(text, words2, names);
    spans.push(spanOf(register ?? words2, LABEL_SCORE, `name after the form label '${label[0].trim()}'`));
  }
  return spans;
}
function readRegisterTail(text, words2, names) {
  const last2 = words2[words2.length - 1];
  if (!words2.every((w) => ALL_CAPS.test(w.text)) || !/^,[ \u00a0]/.test(text.slice(last2.end, last2.end + 2)))
    return void 0;
  const given = readRun(text, last2.end + 2, 4);
  if (given.length === 0 || given.some((w) => ALL_CAPS.test(w.text) || names.isCommon(w.text)))
    return void 0;
  return [...words2, ...given];
}
function relationNames(text, runs, names) {
  const spans = [];
  for (const run of runs) {
    const i = run.findIndex((w) => names.isGiven(w.text));
    if (i < 0) continue;
    const first = run[i];
    if (!RELATION_BEFORE.test(text.slice(Math.max(0, first.start - 24), first.start))) continue;
    spans.push(spanOf(run.slice(i), LEXICON_SCORE, "known given name after a family word"));
  }
  return spans;
}
function isPlainWord(word, names) {
  return !names.isCommon(word) && !names.isPlaceOnly(word) && !FUNCTION_WORDS.has(word.toLowerCase());
}
function isNameWord(word, names) {
  return isPlainWord(word, names) && !isTitleOnly(word) && !COMPANY_FORM.test(word);
}
function registerNames(text, runs, names) {
  const spans = [];
  for (const run of runs) {
    const last2 = run[run.length - 1];
    if (text[last2.end] !== "," || !/[ \u00a0]/.test(text[last2.end + 1] ?? "")) continue;
    let first = run.length;
    while (first > 0 && run.length - first < 2 && run[first - 1].text.length > 1 && ALL_CAPS.test(run[first - 1].text))
      first--;
    const after = last2.end + 2;
    const hasInitial = text[after + 1] === ".";
    if (first === run.length && !hasInitial) continue;
    let surnames = run.slice(first);
    const initials = hasInitial ? readInitials(text, after) : void 0;
    if (initials) {
      if (surnames.length === 0 && names.isSurname(last2.text)) surnames = [last2];
      if (surnames.length === 0 || !surnames.every((w) => isPlainWord(w.text, names))) continue;
      spans.push(
        spanFrom(
          surnames[0].start,
          initials.end,
          REGISTER_SCORE,
          "name in the register form 'SURNAME, Initials'"
        )
      );
      continue;
    }
    if (surnames.length === 0 || surnames.some((w) => !isPlainWord(w.text, names))) continue;
    const given = readRun(text, after, 4);
    if (given.length > 0 && !given.some((w) => ALL_CAPS.test(w.text))) {
      if (given.some((w) => names.isCommon(w.text))) continue;
      if (!given.some((w) => names.isGiven(w.text)) && !surnames.some((w) => names.isSurname(w.text)))
        continue;
      spans.push(
        spanFrom(
          surnames[0].start,
          given[given.length - 1].end,
          REGISTER_SCORE,
          "name in the register form 'SURNAME, Given names'"
        )
      );
      continue;
    }
    const end = readCapitalGivenNames(text, after, names);
    if (end < 0 || !startsEntry(text, surnames[0].start)) continue;
    spans.push(
      spanFrom(surnames[0].start, end, REGISTER_SCORE, "name in the register form 'SURNAME, GIVEN NAMES'")
    );
  }
  return spans;
}
function spanFrom(start, end, score, reason) {
  return { label: "PERSON", start, end, score, reason };
}
var INITIALS_AT = new RegExp("(?:\\p{Lu}\\.(?:[ \\u00a0](?=\\p{Lu}\\.)|(?=\\p{Lu}\\.))?){1,3}", "uy");
function readInitials(text, at) {
  INITIALS_AT.lastIndex = at;
  const m = INITIALS_AT.exec(text);
  if (!m) return void 0;
  const end = at + m[0].length;
  if (/^[ \u00a0]*[\p{Lu}\d]/u.test(text.slice(end, end + 4))) return void 0;
  return { end };
}
var CAPITAL_TOKEN = new RegExp("(\\p{Lu}[\\p{Lu}\\p{M}'\u2019-]*)\\.?", "uy");
function readCapitalGivenNames(text, at, names) {
  let pos = at;
  let end = -1;
  let hasGiven = false;
  for (let i = 0; i < 4; i++) {
    CAPITAL_TOKEN.lastIndex = pos;
    const m = CAPITAL_TOKEN.exec(text);
    if (!m || /[\p{L}\d]/u.test(text[pos + m[0].length] ?? "")) return -1;
    const word = m[1];
    if (word.length > 1) {
      if (!ALL_CAPS.test(word) || names.isCommon(word) || names.isPlaceOnly(word)) return -1;
      if (FUNCTION_WORDS.has(word.toLowerCase())) return -1;
      hasGiven ||= names.isGiven(word);
    }
    pos += m[0].length;
    end = pos;
    if (text[pos] !== " " || !new RegExp("\\p{Lu}", "u").test(text[pos + 1] ?? "")) break;
    pos++;
  }
  return hasGiven && closesEntry(text, end) ? end : -1;
}
function startsEntry(text, pos) {
  const lineStart = text.lastIndexOf("\n", pos - 1) + 1;
  return /(?:^|[:|]|[ \u00a0]{2})[ \u00a0]*$/u.test(text.slice(lineStart, pos));
}
function closesEntry(text, pos) {
  return /^(?:[ \u00a0]*(?:\n|\||$)|[ \u00a0]{2})/u.test(text.slice(pos, pos + 3));
}
var TITLE_EVIDENCE = new Set(
  "prof professor dr doktor mr mrs ms mx messrs mme mlle adv advokat fru herr frk capt lt sgt rev revd".split(" ").flatMap((w) => [w, w[0].toUpperCase() + w.slice(1), w.toUpperCase()])
);
var INITIALS_BEFORE = new RegExp("(?<![\\p{L}\\d.'\u2019-])(?:\\p{Lu}\\.[ \\u00a0]?){1,3}$", "u");
function wordBefore(text, at) {
  let end = at;
  while (end > 0 && (text[end - 1] === " " || text[end - 1] === "\xA0")) end--;
  if (end === at) return void 0;
  if (text[end - 1] === ".") end--;
  let start = end;
  while (start > 0 && end - start <= MAX_TITLE && isLetterAt(text, start - 1)) start--;
  if (start === end || end - start > MAX_TITLE || start > 0 && isLetterAt(text, start - 1))
    return void 0;
  if (start > 0 && /\d/.test(text[start - 1])) return void 0;
  return text.slice(start, end);
}
function initialledNames(text, runs, names) {
  const spans = [];
  for (const run of runs) {
    const opensWithTitle = run.length > 1 && TITLE_EVIDENCE.has(run[0].text);
    const words2 = opensWithTitle ? run.slice(1) : run;
    const first = words2[0];
    const at = text[first.start - 1] === "." ? first.start - 2 : first.start - 3;
    const stop = text[at + 1] === "." && isCapitalAt(text, at);
    const initials = opensWithTitle || !stop ? null : INITIALS_BEFORE.exec(text.slice(Math.max(0, first.start - 12), first.start));
    const start = initials ? first.start - initials[0].length : first.start;
    const title = opensWithTitle ? void 0 : wordBefore(text, start);
    const hasTitle = opensWithTitle || title !== void 0 && TITLE_EVIDENCE.has(title);
    if (!hasTitle && !initials) continue;
    let count = 0;
    while (count < Math.min(3, words2.length) && isNameWord(words2[count].text, names)) count++;
    if (count === 0) continue;
    if (hasTitle) {
      spans.push(spanFrom(start, words2[count - 1].end, REGISTER_SCORE, "name after a title"));
      continue;
    }
    if (!initials) continue;
    const dots = (initials[0].match(/\./g) ?? []).length;
    const isSpaced = dots >= 2 && new RegExp("^(?:\\p{Lu}\\.[ \\u00a0])+$", "u").test(initials[0]);
    const isKnown = names.isKnown(first.text);
    if (!isSpaced && !isKnown) continue;
    if (!isKnown && /^\.[ \u00a0]*[\p{Ll}\d(]/u.test(text.slice(first.end, first.end + 3))) continue;
    spans.push(spanFrom(start, first.end, REGISTER_SCORE, "initials before a surname"));
  }
  return spans;
}
function columnNames(text, names) {
  if (!text.includes("|")) return [];
  const spans = [];
  CELL.lastIndex = 0;
  for (let m = CELL.exec(text); m !== null; m = CELL.exec(text)) {
    const lineStart = text.lastIndexOf("\n", m.index - 1) + 1;
    if (text[lineStart] !== "|" || !m[0].trim()) continue;
    const header = columnHeaderAt(text, m.index);
    if (header === void 0 || !NAME_COLUMN.test(header)) continue;
    const cellEnd = m.index + m[0].length;
    let at = m.index;
    while (at < cellEnd) {
      while (at < cellEnd && /[\s/,]/.test(text[at])) at++;
      const words2 = readRun(text, at).filter((w) => w.end <= cellEnd);
      if (words2.length > 0 && !words2.every((w) => names.isCommon(w.text)))
        spans.push(spanOf(words2, COLUMN_SCORE, `name in a table column headed '${header}'`));
      const next = text.slice(at, cellEnd).search(/[/,]/);
      if (next < 0) break;
      at += next + 1;
    }
  }
  return spans;
}
var UPPER = new RegExp("\\p{Lu}", "gu");
var WORD_CHAR = /[\p{L}\p{M}\d'’-]/u;
function capitalisedRuns(text) {
  const runs = [];
  UPPER.lastIndex = 0;
  for (let m = UPPER.exec(text); m !== null; m = UPPER.exec(text)) {
    if (m.index > 0 && WORD_CHAR.test(text[m.index - 1])) continue;
    const words2 = readRun(text, m.index);
    if (words2.length === 0) continue;
    runs.push(words2);
    UPPER.lastIndex = words2[words2.length - 1].end;
  }
  return runs;
}
function lexiconNames(runs, names) {
  const spans = [];
  for (const words2 of runs) {
    let from = 0;
    while (from < words2.length && names.isOrdinaryOrRole(words2[from].text)) from++;
    while (from < words2.length - 1 && !names.isKnown(words2[from].text) && !ALL_CAPS.test(words2[from].text) && ALL_CAPS.test(words2[from + 1].text))
      from++;
    const firstKnown = words2.findIndex((w, i) => i >= from && names.isKnown(w.text));
    if (firstKnown > from) {
      const after = words2.slice(firstKnown).filter((w) => !NAME_PARTICLES.has(w.text));
      const isSurnameAlone = after.length === 1 && names.isListedSurname(after[0].text);
      if (after.some((w) => names.isGiven(w.text)) && !isSurnameAlone) from = firstKnown;
    }
    const run = words2.slice(from);
    const real = run.filter((w) => !NAME_PARTICLES.has(w.text));
    if (real.length < 2) continue;
    const isCaps = real.every((w) => ALL_CAPS.test(w.text));
    const hasGiven = real.some((w) => names.isGiven(w.text));
    const hasSurname = real.some((w) => names.isSurname(w.text));
    const othersPlain = real.every(
      (w) => names.isKnown(w.text) || !names.isCommon(w.text) && !names.isPlaceOnly(w.text)
    );
    const ok = isCaps ? hasGiven && hasSurname : (hasGiven || hasSurname) && othersPlain;
    if (!ok) continue;
    let end = run.length;
    while (end > 0 && names.isPlaceOnly(run[end - 1].text)) end--;
    if (run.slice(0, end).filter((w) => !NAME_PARTICLES.has(w.text)).length < 2) continue;
    spans.push(
      spanOf(run.slice(0, end), LEXICON_SCORE, "capitalised words with a known given name or surname")
    );
  }
  return spans;
}
var ARABIC_ARTICLE_WORD = new RegExp("^(?:[Aa][dlnrstz]|[Aa]sh|[Aa]th|[Ee][dlnrstz])[-'\u2019]\\p{Lu}", "u");
var ARABIC_LINK_WORDS = new Set(
  "bin ibn bint binti ben abu abou abd abdel abdul abdal umm ould".split(" ")
);
var ARABIC_LINK_FORMS = new Set(
  [...ARABIC_LINK_WORDS].flatMap((w) => [w, w[0].toUpperCase() + w.slice(1)])
);
function isArabicPart(word) {
  if (word.length <= 5 && ARABIC_LINK_FORMS.has(word)) return true;
  const c = word[2];
  return (c === "-" || c === "'" || c === "\u2019" || word[3] === "-") && ARABIC_ARTICLE_WORD.test(word);
}
function arabicNames(runs, names) {
  const spans = [];
  for (const words2 of runs) {
    if (words2.length < 2 || !words2.some((w, i) => i > 0 && isArabicPart(w.text))) continue;
    let from = 0;
    while (from < words2.length && names.isOrdinaryOrRole(words2[from].text)) from++;
    const first = words2[from];
    const second = words2[from + 1];
    if (!first || !second || ARABIC_LINK_WORDS.has(first.text.toLowerCase())) continue;
    if (names.isPlaceOnly(first.text) || ALL_CAPS.test(first.text) || first.text.length < 3) continue;
    if (!ARABIC_ARTICLE_WORD.test(second.text)) {
      const third = words2[from + 2];
      if (!ARABIC_LINK_WORDS.has(second.text.toLowerCase()) || !third) continue;
      if (!names.isKnown(first.text) && !names.isKnown(third.text)) continue;
    }
    let end = words2.length;
    while (end > from + 2 && (names.isCommon(words2[end - 1].text) || names.isPlaceOnly(words2[end - 1].text)))
      end--;
    spans.push(
      spanOf(words2.slice(from, end), LEXICON_SCORE, "capitalised words in the form of an Arabic name")
    );
  }
  return spans;
}
function nameMemory(text, spans, names) {
  const memory = /* @__PURE__ */ new Set();
  for (const span of spans) {
    const words2 = text.slice(span.start, span.end).split(/[\s,]+/).filter(Boolean);
    if (words2.length < 2 || span.score < 0.6) continue;
    for (const word of words2) {
      if (word.length < 3 || !NAME_WORD.test(word) || NAME_PARTICLES.has(word) || isTitleOnly(word)) continue;
      if (names.isCommon(word) || names.isPlaceOnly(word) || names.isLowerCaseWord(word)) continue;
      memory.add(word.toLowerCase());
    }
  }
  return memory;
}
function mentions(runs, memory) {
  if (memory.size === 0) return [];
  const spans = [];
  for (const words2 of runs) {
    let i = 0;
    while (i < words2.length) {
      if (!memory.has(words2[i].text.toLowerCase())) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < words2.length && memory.has(words2[j].text.toLowerCase())) j++;
      spans.push(
        spanOf(words2.slice(i, j), MENTION_SCORE, "another mention of a name the text gives in full")
      );
      i = j;
    }
  }
  return spans;
}
function isDoubtfulSingle(text, span, names, memory, lowerWords) {
  const value = text.slice(span.start, span.end);
  if (/\s/.test(value)) return false;
  if (names.isKnown(value) || memory.has(value.toLowerCase())) return false;
  if (/^[ \u00a0]*:/.test(text.slice(span.end, span.end + 3))) return true;
  if (!SENTENCE_START_BEFORE.test(text.slice(Math.max(0, span.start - 8), span.start))) return false;
  return lowerWords.has(value.toLowerCase()) || names.isCommon(value);
}
var SENTENCE_START_BEFORE = /(?:^|[.!?:]\s+|\n\s*|\n\s*[-–•*]\s+)$/u;
var LOWER_WORD = new RegExp("(?<![\\p{L}\\p{M}])\\p{Ll}[\\p{Ll}\\p{M}]{2,}", "gu");
function lowerCaseWords(text, wanted) {
  const found = /* @__PURE__ */ new Set();
  if (wanted.size === 0) return found;
  LOWER_WORD.lastIndex = 0;
  for (let m = LOWER_WORD.exec(text); m !== null; m = LOWER_WORD.exec(text))
    if (wanted.has(m[0])) found.add(m[0]);
  return found;
}
function mergePersons(spans) {
  const persons = spans.filter((s) => s.label === "PERSON").sort((a, b) => a.start - b.start || b.end - a.end);
  const others = spans.filter((s) => s.label !== "PERSON");
  const merged = [];
  for (const span of persons) {
    const last2 = merged[merged.length - 1];
    if (last2 && span.start < last2.end) {
      last2.end = Math.max(last2.end, span.end);
      last2.score = Math.max(last2.score, span.score);
    } else merged.push({ ...span });
  }
  const kept2 = others.filter((o) => !merged.some((p) => p.start <= o.start && o.end <= p.end));
  return [...merged, ...kept2].sort((a, b) => a.start - b.start || b.end - a.end);
}
function refinePersons(text, entities, lexicon) {
  const names = new Names(lexicon);
  const fromModel = entities.map(
    (e) => e.label === "PERSON" ? withoutLeadingWords(
      text,
      withoutTitle(
        text,
        withoutNextLabel(text, withoutFamilyWord(text, withoutPlaceLine(text, e, names)))
      ),
      names
    ) : e
  ).filter(
    (e) => e.label !== "PERSON" || !(isNotPerson(text, e) || isOrdinaryWords(text, e, names) || isAbbreviation(text, e, names))
  );
  const runs = capitalisedRuns(text);
  const strong = [
    ...labelledNames(text, names),
    ...registerNames(text, runs, names),
    ...initialledNames(text, runs, names),
    ...relationNames(text, runs, names),
    ...columnNames(text, names)
  ].filter((s) => !isNotPerson(text, s));
  const others = fromModel.filter((e) => e.label !== "PERSON" && e.score >= 0.5);
  const isInsideOther = (s, strictly, isNameShaped = false) => others.some(
    (o) => o.start <= s.start && s.end <= o.end && (!strictly || o.end - o.start > s.end - s.start) && !(isNameShaped && o.label === "ORGANIZATION" && o.start === s.start && o.end === s.end)
  );
  const startsWithGiven = (s) => names.isGiven(text.slice(s.start, s.end).split(/\s/)[0]);
  const fromLexicon = [
    ...lexiconNames(runs, names).filter((s) => !isInsideOther(s, false, startsWithGiven(s))),
    ...arabicNames(runs, names).filter((s) => !isInsideOther(s, false, true))
  ].map((s) => withoutTitle(text, s)).filter((s) => !isNotPerson(text, s));
  const fromRules = [...strong, ...fromLexicon];
  const memory = nameMemory(text, [...fromModel.filter((e) => e.label === "PERSON"), ...fromRules], names);
  const singles = new Set(
    fromModel.filter((e) => e.label === "PERSON").map((e) => text.slice(e.start, e.end).toLowerCase()).filter((v) => !/\s/.test(v))
  );
  const lowerWords = lowerCaseWords(text, singles);
  const kept2 = fromModel.filter(
    (e) => e.label !== "PERSON" || !isDoubtfulSingle(text, e, names, memory, lowerWords)
  );
  const later = mentions(runs, memory).filter((s) => !isNotPerson(text, s) && !isInsideOther(s, true));
  return mergePersons([...kept2, ...fromRules, ...later]);
}

// packages/detect/src/recognizers/named-entities.ts
var ENTITY_BY_LABEL = {
  PERSON: "PERSON_F",
  LOCATION: "LOCATION_F"
};
var LABEL_TEXT = { PERSON: "name", LOCATION: "place", ORGANIZATION: "organisation" };
var MODEL_TEXT = { no: "the Norwegian NER model", en: "the English NER model (compromise)" };
var ORGANISATION_SCORE = 0.5;
function withoutPlacesInOrganisations(places, entities) {
  const organisations = entities.filter((e) => e.label === "ORGANIZATION" && e.score >= ORGANISATION_SCORE);
  if (organisations.length === 0) return [...places];
  return places.filter(
    (place) => !organisations.some((org) => org.start <= place.start && place.end <= org.end)
  );
}
function createNamedEntityRecognizer(findNamedEntities2, placeRule) {
  return {
    id: "named-entities",
    entityTypes: ["PERSON_F", "LOCATION_F"],
    find(ctx) {
      const spans = [];
      const entities = refinePersons(ctx.text, findNamedEntities2(ctx.text, ctx.language), readModelLexicon());
      if (placeRule) spans.push(...withoutPlacesInOrganisations(placeRule.find(ctx), entities));
      for (const entity of entities) {
        const entityType = ENTITY_BY_LABEL[entity.label];
        if (!entityType || entity.end <= entity.start) continue;
        const score = Math.round(Math.min(1, Math.max(0, entity.score)) * 100) / 100;
        const reason = entity.reason ?? `${LABEL_TEXT[entity.label]} recognised by ${MODEL_TEXT[ctx.language]} (score ${score.toFixed(2)})`;
        spans.push({ entityType, start: entity.start, end: entity.end, score, reason, engine: "fast" });
      }
      return spans;
    }
  };
}

// node_modules/libphonenumber-js/metadata.max.json.js
var metadata_max_json_default = { "version": 4, "country_calling_codes": { "1": ["US", "AG", "AI", "AS", "BB", "BM", "BS", "CA", "DM", "DO", "GD", "GU", "JM", "KN", "KY", "LC", "MP", "MS", "PR", "SX", "TC", "TT", "VC", "VG", "VI"], "7": ["RU", "KZ"], "20": ["EG"], "27": ["ZA"], "30": ["GR"], "31": ["NL"], "32": ["BE"], "33": ["FR"], "34": ["ES"], "36": ["HU"], "39": ["IT", "VA"], "40": ["RO"], "41": ["CH"], "43": ["AT"], "44": ["GB", "GG", "IM", "JE"], "45": ["DK"], "46": ["SE"], "47": ["NO", "SJ"], "48": ["PL"], "49": ["DE"], "51": ["PE"], "52": ["MX"], "53": ["CU"], "54": ["AR"], "55": ["BR"], "56": ["CL"], "57": ["CO"], "58": ["VE"], "60": ["MY"], "61": ["AU", "CC", "CX"], "62": ["ID"], "63": ["PH"], "64": ["NZ"], "65": ["SG"], "66": ["TH"], "81": ["JP"], "82": ["KR"], "84": ["VN"], "86": ["CN"], "90": ["TR"], "91": ["IN"], "92": ["PK"], "93": ["AF"], "94": ["LK"], "95": ["MM"], "98": ["IR"], "211": ["SS"], "212": ["MA", "EH"], "213": ["DZ"], "216": ["TN"], "218": ["LY"], "220": ["GM"], "221": ["SN"], "222": ["MR"], "223": ["ML"], "224": ["GN"], "225": ["CI"], "226": ["BF"], "227": ["NE"], "228": ["TG"], "229": ["BJ"], "230": ["MU"], "231": ["LR"], "232": ["SL"], "233": ["GH"], "234": ["NG"], "235": ["TD"], "236": ["CF"], "237": ["CM"], "238": ["CV"], "239": ["ST"], "240": ["GQ"], "241": ["GA"], "242": ["CG"], "243": ["CD"], "244": ["AO"], "245": ["GW"], "246": ["IO"], "247": ["AC"], "248": ["SC"], "249": ["SD"], "250": ["RW"], "251": ["ET"], "252": ["SO"], "253": ["DJ"], "254": ["KE"], "255": ["TZ"], "256": ["UG"], "257": ["BI"], "258": ["MZ"], "260": ["ZM"], "261": ["MG"], "262": ["RE", "YT"], "263": ["ZW"], "264": ["NA"], "265": ["MW"], "266": ["LS"], "267": ["BW"], "268": ["SZ"], "269": ["KM"], "290": ["SH", "TA"], "291": ["ER"], "297": ["AW"], "298": ["FO"], "299": ["GL"], "350": ["GI"], "351": ["PT"], "352": ["LU"], "353": ["IE"], "354": ["IS"], "355": ["AL"], "356": ["MT"], "357": ["CY"], "358": ["FI", "AX"], "359": ["BG"], "370": ["LT"], "371": ["LV"], "372": ["EE"], "373": ["MD"], "374": ["AM"], "375": ["BY"], "376": ["AD"], "377": ["MC"], "378": ["SM"], "380": ["UA"], "381": ["RS"], "382": ["ME"], "383": ["XK"], "385": ["HR"], "386": ["SI"], "387": ["BA"], "389": ["MK"], "420": ["CZ"], "421": ["SK"], "423": ["LI"], "500": ["FK"], "501": ["BZ"], "502": ["GT"], "503": ["SV"], "504": ["HN"], "505": ["NI"], "506": ["CR"], "507": ["PA"], "508": ["PM"], "509": ["HT"], "590": ["GP", "BL", "MF"], "591": ["BO"], "592": ["GY"], "593": ["EC"], "594": ["GF"], "595": ["PY"], "596": ["MQ"], "597": ["SR"], "598": ["UY"], "599": ["CW", "BQ"], "670": ["TL"], "672": ["NF"], "673": ["BN"], "674": ["NR"], "675": ["PG"], "676": ["TO"], "677": ["SB"], "678": ["VU"], "679": ["FJ"], "680": ["PW"], "681": ["WF"], "682": ["CK"], "683": ["NU"], "685": ["WS"], "686": ["KI"], "687": ["NC"], "688": ["TV"], "689": ["PF"], "690": ["TK"], "691": ["FM"], "692": ["MH"], "850": ["KP"], "852": ["HK"], "853": ["MO"], "855": ["KH"], "856": ["LA"], "880": ["BD"], "886": ["TW"], "960": ["MV"], "961": ["LB"], "962": ["JO"], "963": ["SY"], "964": ["IQ"], "965": ["KW"], "966": ["SA"], "967": ["YE"], "968": ["OM"], "970": ["PS"], "971": ["AE"], "972": ["IL"], "973": ["BH"], "974": ["QA"], "975": ["BT"], "976": ["MN"], "977": ["NP"], "992": ["TJ"], "993": ["TM"], "994": ["AZ"], "995": ["GE"], "996": ["KG"], "998": ["UZ"] }, "countries": { "AC": ["247", "00", "(?:[01589]\\d|[2-467])\\d{4}", [5, 6], 0, 0, 0, 0, 0, 0, 0, [["6\\d{4}", [5]], ["[2-47]\\d{4}", [5]], 0, 0, 0, 0, ["(?:0[1-9]|[1589]\\d)\\d{4}", [6]]]], "AD": ["376", "00", "(?:1|6\\d)\\d{7}|[135-9]\\d{5}", [6, 8, 9], [["(\\d{3})(\\d{3})", "$1 $2", ["[135-9]"]], ["(\\d{4})(\\d{4})", "$1 $2", ["1"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["6"]]], 0, 0, 0, 0, 0, 0, [["[78]\\d{5}", [6]], ["690\\d{6}|[356]\\d{5}", [6, 9]], ["180[02]\\d{4}", [8]], ["[19]\\d{5}", [6]]]], "AE": ["971", "00", "(?:[4-7]\\d|9[0-689])\\d{7}|800\\d{2,9}|[2-4679]\\d{7}", [5, 6, 7, 8, 9, 10, 11, 12], [["(\\d{3})(\\d{2,9})", "$1 $2", ["60|8"]], ["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["[236]|[479][2-8]"], "0$1"], ["(\\d{3})(\\d)(\\d{5})", "$1 $2 $3", ["[479]"]], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["5"], "0$1"]], "0", 0, 0, 0, 0, 0, [["[2-4679][2-8]\\d{6}", [8]], ["5[02-68]\\d{7}", [9]], ["400\\d{6}|800\\d{2,9}"], ["900[02]\\d{5}", [9]], 0, 0, ["600[25]\\d{5}", [9]], 0, 0, ["700[05]\\d{5}", [9]]]], "AF": ["93", "00", "[2-7]\\d{8}", [9], [["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[2-7]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:[25][0-8]|[34][0-4]|6[0-5])[2-9]\\d{6}"], ["7\\d{8}"]]], "AG": ["1", "011", "(?:268|[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, "([457]\\d{6})$|1", "268$1", 0, "268", [["268(?:4(?:6[0-38]|84)|56[0-2])\\d{4}"], ["268(?:464|7(?:1[3-9]|[28]\\d|3[0246]|64|7[0-689]))\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"], 0, 0, ["26840[69]\\d{4}"], ["26848[01]\\d{4}"]]], "AI": ["1", "011", "(?:264|[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, "([2457]\\d{6})$|1", "264$1", 0, "264", [["264(?:292|4(?:6[12]|9[78]))\\d{4}"], ["264(?:235|4(?:69|7[67])|5(?:3[6-9]|8[1-4])|7(?:29|72))\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"], 0, 0, ["264724\\d{4}"]]], "AL": ["355", "00", "(?:700\\d\\d|900)\\d{3}|8\\d{5,7}|(?:[2-5]|6\\d)\\d{7}", [6, 7, 8, 9], [["(\\d{3})(\\d{3,4})", "$1 $2", ["80|9"], "0$1"], ["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["4[2-6]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["[2358][2-5]|4"], "0$1"], ["(\\d{3})(\\d{5})", "$1 $2", ["[23578]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["6"], "0$1"]], "0", 0, 0, 0, 0, 0, [["4505[0-2]\\d{3}|(?:[2358][16-9]\\d[2-9]|4410)\\d{4}|(?:[2358][2-5][2-9]|4(?:[2-57-9][2-9]|6\\d))\\d{5}", [8]], ["6(?:[78][2-9]|9\\d)\\d{6}", [9]], ["800\\d{4}", [7]], ["900[1-9]\\d\\d", [6]], ["700[2-9]\\d{4}", [8]], 0, 0, 0, 0, ["808[1-9]\\d\\d", [6]]]], "AM": ["374", "00", "(?:[1-489]\\d|55|60|77)\\d{6}", [8], [["(\\d{3})(\\d{2})(\\d{3})", "$1 $2 $3", ["[89]0"], "0 $1"], ["(\\d{3})(\\d{5})", "$1 $2", ["2|3[12]"], "(0$1)"], ["(\\d{2})(\\d{6})", "$1 $2", ["1|47"], "(0$1)"], ["(\\d{2})(\\d{6})", "$1 $2", ["[3-9]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:(?:1[0-25]|47)\\d|2(?:2[2-46]|3[1-8]|4[2-69]|5[2-7]|6[1-9]|8[1-7])|3[12]2)\\d{5}"], ["(?:33|4[1349]|55|77|88|9[13-9])\\d{6}"], ["800\\d{5}"], ["90[016]\\d{5}"], 0, 0, 0, 0, ["60(?:2[78]|3[5-9]|4[02-9]|5[0-46-9]|[6-8]\\d|9[0-2])\\d{4}"], ["80[1-4]\\d{5}"]]], "AO": ["244", "00", "[29]\\d{8}", [9], [["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[29]"]]], 0, 0, 0, 0, 0, 0, [["2\\d(?:[0134][25-9]|[25-9]\\d)\\d{5}"], ["9[1-79]\\d{7}"]]], "AR": ["54", "00", "(?:11|[89]\\d\\d)\\d{8}|[2368]\\d{9}", [10, 11], [["(\\d{4})(\\d{2})(\\d{4})", "$1 $2-$3", ["2(?:2[024-9]|3[0-59]|47|6[245]|9[02-8])|3(?:3[28]|4[03-9]|5[2-46-8]|7[1-578]|8[2-9])", "2(?:[23]02|6(?:[25]|4[6-8])|9(?:[02356]|4[02568]|72|8[23]))|3(?:3[28]|4(?:[04679]|3[5-8]|5[4-68]|8[2379])|5(?:[2467]|3[237]|8[2-5])|7[1-578]|8(?:[2469]|3[2578]|5[4-8]|7[36-8]|8[5-8]))|2(?:2[24-9]|3[1-59]|47)", "2(?:[23]02|6(?:[25]|4(?:64|[78]))|9(?:[02356]|4(?:[0268]|5[2-6])|72|8[23]))|3(?:3[28]|4(?:[04679]|3[78]|5(?:4[46]|8)|8[2379])|5(?:[2467]|3[237]|8[23])|7[1-578]|8(?:[2469]|3[278]|5[56][46]|86[3-6]))|2(?:2[24-9]|3[1-59]|47)|38(?:[58][78]|7[378])|3(?:4[35][56]|58[45]|8(?:[38]5|54|76))[4-6]", "2(?:[23]02|6(?:[25]|4(?:64|[78]))|9(?:[02356]|4(?:[0268]|5[2-6])|72|8[23]))|3(?:3[28]|4(?:[04679]|3(?:5(?:4[0-25689]|[56])|[78])|58|8[2379])|5(?:[2467]|3[237]|8(?:[23]|4(?:[45]|60)|5(?:4[0-39]|5|64)))|7[1-578]|8(?:[2469]|3[278]|54(?:4|5[13-7]|6[89])|86[3-6]))|2(?:2[24-9]|3[1-59]|47)|38(?:[58][78]|7[378])|3(?:454|85[56])[46]|3(?:4(?:36|5[56])|8(?:[38]5|76))[4-6]"], "0$1", 1], ["(\\d{2})(\\d{4})(\\d{4})", "$1 $2-$3", ["1"], "0$1", 1], ["(\\d{3})(\\d{3})(\\d{4})", "$1-$2-$3", ["[68]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2-$3", ["[23]"], "0$1", 1], ["(\\d)(\\d{4})(\\d{2})(\\d{4})", "$2 15-$3-$4", ["9(?:2[2-469]|3[3-578])", "9(?:2(?:2[024-9]|3[0-59]|47|6[245]|9[02-8])|3(?:3[28]|4[03-9]|5[2-46-8]|7[1-578]|8[2-9]))", "9(?:2(?:[23]02|6(?:[25]|4[6-8])|9(?:[02356]|4[02568]|72|8[23]))|3(?:3[28]|4(?:[04679]|3[5-8]|5[4-68]|8[2379])|5(?:[2467]|3[237]|8[2-5])|7[1-578]|8(?:[2469]|3[2578]|5[4-8]|7[36-8]|8[5-8])))|92(?:2[24-9]|3[1-59]|47)", "9(?:2(?:[23]02|6(?:[25]|4(?:64|[78]))|9(?:[02356]|4(?:[0268]|5[2-6])|72|8[23]))|3(?:3[28]|4(?:[04679]|3[78]|5(?:4[46]|8)|8[2379])|5(?:[2467]|3[237]|8[23])|7[1-578]|8(?:[2469]|3[278]|5(?:[56][46]|[78])|7[378]|8(?:6[3-6]|[78]))))|92(?:2[24-9]|3[1-59]|47)|93(?:4[35][56]|58[45]|8(?:[38]5|54|76))[4-6]", "9(?:2(?:[23]02|6(?:[25]|4(?:64|[78]))|9(?:[02356]|4(?:[0268]|5[2-6])|72|8[23]))|3(?:3[28]|4(?:[04679]|3(?:5(?:4[0-25689]|[56])|[78])|5(?:4[46]|8)|8[2379])|5(?:[2467]|3[237]|8(?:[23]|4(?:[45]|60)|5(?:4[0-39]|5|64)))|7[1-578]|8(?:[2469]|3[278]|5(?:4(?:4|5[13-7]|6[89])|[56][46]|[78])|7[378]|8(?:6[3-6]|[78]))))|92(?:2[24-9]|3[1-59]|47)|93(?:4(?:36|5[56])|8(?:[38]5|76))[4-6]"], "0$1", 0, "$1 $2 $3-$4"], ["(\\d)(\\d{2})(\\d{4})(\\d{4})", "$2 15-$3-$4", ["91"], "0$1", 0, "$1 $2 $3-$4"], ["(\\d{3})(\\d{3})(\\d{5})", "$1-$2-$3", ["8"], "0$1"], ["(\\d)(\\d{3})(\\d{3})(\\d{4})", "$2 15-$3-$4", ["9"], "0$1", 0, "$1 $2 $3-$4"]], "0", 0, "0?(?:(11|2(?:2(?:02?|[13]|2[13-79]|4[1-6]|5[2457]|6[124-8]|7[1-4]|8[13-6]|9[1267])|3(?:02?|1[467]|2[03-6]|3[13-8]|[49][2-6]|5[2-8]|[67])|4(?:7[3-578]|9)|6(?:[0136]|2[24-6]|4[6-8]?|5[15-8])|80|9(?:0[1-3]|[19]|2\\d|3[1-6]|4[02568]?|5[2-4]|6[2-46]|72?|8[23]?))|3(?:3(?:2[79]|6|8[2578])|4(?:0[0-24-9]|[12]|3[5-8]?|4[24-7]|5[4-68]?|6[02-9]|7[126]|8[2379]?|9[1-36-8])|5(?:1|2[1245]|3[237]?|4[1-46-9]|6[2-4]|7[1-6]|8[2-5]?)|6[24]|7(?:[069]|1[1568]|2[15]|3[145]|4[13]|5[14-8]|7[2-57]|8[126])|8(?:[01]|2[15-7]|3[2578]?|4[13-6]|5[4-8]?|6[1-357-9]|7[36-8]?|8[5-8]?|9[124])))15)?", "9$1", 0, 0, [["3(?:7(?:1[15]|81)|8(?:21|4[16]|69|9[12]))[46]\\d{5}|(?:2(?:2(?:2[59]|44|52)|3(?:26|44)|47[35]|9(?:[07]2|2[26]|34|46))|3327)[45]\\d{5}|(?:2(?:657|9(?:54|66))|3(?:48[27]|7(?:55|77)|8(?:65|78)))[2-8]\\d{5}|(?:2(?:284|3(?:02|23)|477|622|920)|3(?:4(?:46|89|92)|541))[2-7]\\d{5}|(?:(?:11[0-8]|670)\\d|2(?:2(?:0[45]|1[2-6]|3[3-6])|3(?:[06]4|7[45])|494|6(?:04|1[2-8]|[36][45]|4[3-6])|80[45]|9(?:[17][4-6]|[48][45]|9[3-6]))|3(?:364|4(?:1[2-8]|[25][4-6]|3[3-6]|84)|5(?:1[2-9]|[38][4-6])|6(?:2[45]|44)|7[069][45]|8(?:0[45]|1[2-7]|3[4-6]|5[3-6]|7[2-6]|8[3-68])))\\d{6}|(?:2(?:2(?:62|81)|320|9(?:42|83))|3(?:329|4(?:62|7[16])|5(?:43|64)|7(?:18|5[17])))[2-6]\\d{5}|2(?:2(?:21|4[23]|6[145]|7[1-4]|8[356]|9[267])|3(?:16|3[13-8]|43|5[346-8]|9[3-5])|6(?:2[46]|4[78]|5[1568])|9(?:03|2[1457-9]|3[1356]|4[08]|[56][23]|82))4\\d{5}|(?:2(?:257|3(?:24|46|92)|9(?:01|23|64))|3(?:4(?:42|64)|5(?:25|37|4[47]|71)|7(?:35|72)|825))[3-6]\\d{5}|(?:2(?:2(?:02|2[3467]|4[156]|5[45]|6[6-8]|91)|3(?:1[47]|25|[45][25]|96)|47[48]|625|932)|3(?:38[2578]|4(?:0[0-24-9]|3[78]|4[457]|58|6[035-9]|72|83|9[136-8])|5(?:2[124]|[368][23]|4[2689]|7[2-6])|7(?:16|2[15]|3[14]|4[13]|5[468]|7[3-5]|8[26])|8(?:2[67]|3[278]|4[3-5]|5[78]|6[1-378]|[78]7|94)))[4-6]\\d{5}", [10]], ["93(?:7(?:1[15]|81)|8(?:21|4[16]|69|9[12]))[46]\\d{5}|9(?:2(?:2(?:2[59]|44|52)|3(?:26|44)|47[35]|9(?:[07]2|2[26]|34|46))|3327)[45]\\d{5}|9(?:2(?:657|9(?:54|66))|3(?:48[27]|7(?:55|77)|8(?:65|78)))[2-8]\\d{5}|9(?:2(?:284|3(?:02|23)|477|622|920)|3(?:4(?:46|89|92)|541))[2-7]\\d{5}|(?:675\\d|9(?:11[0-8]\\d|2(?:2(?:0[45]|1[2-6]|3[3-6])|3(?:[06]4|7[45])|494|6(?:04|1[2-8]|[36][45]|4[3-6])|80[45]|9(?:[17][4-6]|[48][45]|9[3-6]))|3(?:364|4(?:1[2-8]|[25][4-6]|3[3-6]|84)|5(?:1[2-9]|[38][4-6])|6(?:2[45]|44)|7[069][45]|8(?:0[45]|1[2-7]|3[4-6]|5[3-6]|7[2-6]|8[3-68]))))\\d{6}|9(?:2(?:2(?:62|81)|320|9(?:42|83))|3(?:329|4(?:62|7[16])|5(?:43|64)|7(?:18|5[17])))[2-6]\\d{5}|92(?:2(?:21|4[23]|6[145]|7[1-4]|8[356]|9[267])|3(?:16|3[13-8]|43|5[346-8]|9[3-5])|6(?:2[46]|4[78]|5[1568])|9(?:03|2[1457-9]|3[1356]|4[08]|[56][23]|82))4\\d{5}|9(?:2(?:257|3(?:24|46|92)|9(?:01|23|64))|3(?:4(?:42|64)|5(?:25|37|4[47]|71)|7(?:35|72)|825))[3-6]\\d{5}|9(?:2(?:2(?:02|2[3467]|4[156]|5[45]|6[6-8]|91)|3(?:1[47]|25|[45][25]|96)|47[48]|625|932)|3(?:38[2578]|4(?:0[0-24-9]|3[78]|4[457]|58|6[035-9]|72|83|9[136-8])|5(?:2[124]|[368][23]|4[2689]|7[2-6])|7(?:16|2[15]|3[14]|4[13]|5[468]|7[3-5]|8[26])|8(?:2[67]|3[278]|4[3-5]|5[78]|6[1-378]|[78]7|94)))[4-6]\\d{5}"], ["800\\d{7,8}"], ["60[04579]\\d{7}", [10]], 0, 0, ["810\\d{7}", [10]]]], "AS": ["1", "011", "(?:[58]\\d\\d|684|900)\\d{7}", [10], 0, "1", 0, "([267]\\d{6})$|1", "684$1", 0, "684", [["684(?:274|6(?:22|33|44|55|77|88|9[19]))\\d{4}"], ["684(?:2(?:48|5[2468]|7[246])|7(?:3[13]|70|82))\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "AT": ["43", "00", "1\\d{3,12}|2\\d{6,12}|43(?:(?:0\\d|5[02-9])\\d{3,9}|2\\d{4,5}|[3467]\\d{4}|8\\d{4,6}|9\\d{4,7})|5\\d{4,12}|8\\d{7,12}|9\\d{8,12}|(?:[367]\\d|4[0-24-9])\\d{4,11}", [4, 5, 6, 7, 8, 9, 10, 11, 12, 13], [["(\\d)(\\d{3,12})", "$1 $2", ["1(?:11|[2-9])"], "0$1"], ["(\\d{3})(\\d{2})", "$1 $2", ["517"], "0$1"], ["(\\d{2})(\\d{3,5})", "$1 $2", ["5[079]"], "0$1"], ["(\\d{3})(\\d{3,10})", "$1 $2", ["(?:31|4)6|51|6(?:48|5[0-3579]|[6-9])|7(?:20|32|8)|[89]", "(?:31|4)6|51|6(?:485|5[0-3579]|[6-9])|7(?:20|32|8)|[89]"], "0$1"], ["(\\d{4})(\\d{3,9})", "$1 $2", ["[2-467]|5[2-6]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["5"], "0$1"], ["(\\d{2})(\\d{4})(\\d{4,7})", "$1 $2 $3", ["5"], "0$1"]], "0", 0, 0, 0, 0, 0, [["1(?:11\\d|[2-9]\\d{3,11})|(?:316|463)\\d{3,10}|648[34]\\d{3,9}|(?:51|66|73)2\\d{3,10}|(?:2(?:1[467]|2[13-8]|5[2357]|6[1-46-8]|7[1-8]|8[124-7]|9[1458])|3(?:1[1-578]|3[23568]|4[5-7]|5[1378]|6[1-38]|8[3-68])|4(?:2[1-8]|35|7[1368]|8[2457])|5(?:2[1-8]|3[357]|4[147]|5[12578]|6[37])|6(?:13|2[1-47]|4[135-7]|5[468])|7(?:2[1-8]|35|4[13478]|5[68]|6[16-8]|7[1-6]|9[45]))\\d{4,10}"], ["6(?:485|(?:5[0-3579]|6[013-9]|[7-9]\\d)\\d)\\d{3,9}", [7, 8, 9, 10, 11, 12, 13]], ["800\\d{6,10}", [9, 10, 11, 12, 13]], ["(?:8[69][2-68]|9(?:0[01]|3[019]))\\d{6,10}", [9, 10, 11, 12, 13]], 0, 0, 0, 0, ["5(?:0[1-9]|17|[79]\\d)\\d{2,10}|7[28]0\\d{6,10}", [5, 6, 7, 8, 9, 10, 11, 12, 13]], ["8(?:10|2[018])\\d{6,10}|828\\d{5}", [8, 9, 10, 11, 12, 13]]]], "AU": ["61", "001[14-689]|14(?:1[14]|34|4[17]|[56]6|7[47]|88)0011", "1(?:[0-79]\\d{7}(?:\\d(?:\\d{2})?)?|8[0-24-9]\\d{7})|[2-478]\\d{8}|1\\d{4,7}", [5, 6, 7, 8, 9, 10, 12], [["(\\d{2})(\\d{3,4})", "$1 $2", ["16"], "0$1"], ["(\\d{2})(\\d{3})(\\d{2,4})", "$1 $2 $3", ["16"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["14|4"], "0$1"], ["(\\d)(\\d{4})(\\d{4})", "$1 $2 $3", ["[2378]"], "(0$1)"], ["(\\d{4})(\\d{3})(\\d{3})", "$1 $2 $3", ["1(?:30|[89])"]]], "0", 0, "(183[12])|0", 0, 0, 0, [["(?:(?:241|349)0\\d\\d|8(?:51(?:0(?:0[03-9]|[12479]\\d|3[2-9]|5[0-8]|6[1-9]|8[0-7])|1(?:[0235689]\\d|1[0-69]|4[0-589]|7[0-47-9])|2(?:0[0-79]|[18][13579]|2[14-9]|3[0-46-9]|[4-6]\\d|7[89]|9[0-4])|[34]\\d\\d)|91(?:(?:[0-58]\\d|6[0135-9])\\d|7(?:0[0-24-9]|[1-9]\\d)|9(?:[0-46-9]\\d|5[0-79]))))\\d{3}|(?:2(?:[0-26-9]\\d|3[0-8]|4[02-9]|5[0135-9])|3(?:[0-3589]\\d|4[0-578]|6[1-9]|7[0-35-9])|7(?:[013-57-9]\\d|2[0-8])|8(?:55|6[0-8]|[78]\\d|9[02-9]))\\d{6}", [9]], ["4(?:79[01]|83[0-36-9]|9(?:5[0-3]|6[0-4]))\\d{5}|4(?:[0-36]\\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\\d{6}", [9]], ["180(?:0\\d{3}|2)\\d{3}", [7, 10]], ["190[0-26]\\d{6}", [10]], 0, 0, 0, ["163\\d{2,6}", [5, 6, 7, 8, 9]], ["14(?:5(?:1[0458]|[23][458])|71\\d)\\d{4}", [9]], ["13(?:00\\d{6}(?:\\d{2})?|45[0-4]\\d{3})|13\\d{4}", [6, 8, 10, 12]]], "0011"], "AW": ["297", "00", "(?:[25-79]\\d\\d|800)\\d{4}", [7], [["(\\d{3})(\\d{4})", "$1 $2", ["[25-9]"]]], 0, 0, 0, 0, 0, 0, [["5(?:2\\d|8[1-9])\\d{4}"], ["(?:290|5[69]\\d|6(?:[03]0|22|4[0-2]|[69]\\d)|7(?:[34]\\d|7[07])|9(?:6[45]|9[4-8]))\\d{4}"], ["800\\d{4}"], ["900\\d{4}"], 0, 0, 0, 0, ["(?:28\\d|501)\\d{4}"]]], "AX": ["358", "00|99(?:[01469]|5(?:[14]1|3[23]|5[59]|77|88|9[09]))", "2\\d{4,9}|35\\d{4,5}|(?:60\\d\\d|800)\\d{4,6}|7\\d{5,11}|(?:[14]\\d|3[0-46-9]|50)\\d{4,8}", [5, 6, 7, 8, 9, 10, 11, 12], 0, "0", 0, 0, 0, 0, "18", [["18[1-8]\\d{3,6}", [6, 7, 8, 9]], ["(?:4[0-8]|50)\\d{4,8}", [6, 7, 8, 9, 10]], ["800\\d{4,6}", [7, 8, 9]], ["[67]00\\d{5,6}", [8, 9]], 0, 0, ["20\\d{4,8}|60[12]\\d{5,6}|7(?:099\\d{4,5}|5[03-9]\\d{3,7})|20[2-59]\\d\\d|(?:606|7(?:0[78]|1|3\\d))\\d{7}|(?:10|29|3[09]|70[1-5]\\d)\\d{4,8}"]], "00"], "AZ": ["994", "00", "365\\d{6}|(?:[124579]\\d|60|88)\\d{7}", [9], [["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["90"], "0$1"], ["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["1[28]|2|365|46", "1[28]|2|365[45]|46", "1[28]|2|365(?:4|5[02])|46"], "(0$1)"], ["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[13-9]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:2[12]428|3655[02])\\d{4}|(?:2(?:22[0-79]|63[0-28])|3654)\\d{5}|(?:(?:1[28]|46)\\d|2(?:[014-6]2|[23]3))\\d{6}"], ["36554\\d{4}|(?:[16]0|4[04]|5[015]|7[07]|99)\\d{7}"], ["88\\d{7}"], ["900200\\d{3}"]]], "BA": ["387", "00", "6\\d{8}|(?:[35689]\\d|49|70)\\d{6}", [8, 9], [["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["6[1-3]|[7-9]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3})", "$1 $2-$3", ["[3-5]|6[56]"], "0$1"], ["(\\d{2})(\\d{2})(\\d{2})(\\d{3})", "$1 $2 $3 $4", ["6"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:3(?:[05-79][2-9]|1[4579]|[23][24-9]|4[2-4689]|8[2457-9])|49[2-579]|5(?:0[2-49]|[13][2-9]|[268][2-4679]|4[4689]|5[2-79]|7[2-69]|9[2-4689]))\\d{5}", [8]], ["6040\\d{5}|6(?:03|[1-356]|44|7\\d)\\d{6}"], ["8[08]\\d{6}", [8]], ["9[0246]\\d{6}", [8]], 0, 0, ["703[235]0\\d{3}|70(?:2[0-5]|3[0146]|[56]0)\\d{4}", [8]], 0, 0, ["8[12]\\d{6}", [8]]]], "BB": ["1", "011", "(?:246|[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, "([2-9]\\d{6})$|1", "246$1", 0, "246", [["246521[0369]\\d{3}|246(?:2(?:2[78]|7[0-4])|4(?:1[024-6]|2\\d|3[2-9])|5(?:20|[34]\\d|54|7[1-3])|6(?:2\\d|38)|7[35]7|9(?:1[89]|63))\\d{4}"], ["246(?:(?:2(?:[3568]\\d|4[0-57-9])|3(?:5[2-9]|6[0-6])|4(?:46|5\\d)|69[5-7]|8(?:[2-5]\\d|83))\\d|52(?:1[147]|20))\\d{3}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["(?:246976|900[2-9]\\d\\d)\\d{4}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"], 0, ["246(?:292|367|4(?:1[7-9]|3[01]|4[47-9]|67)|7(?:1[2-9]|2\\d|3[016]|53))\\d{4}"], 0, ["24631\\d{5}"]]], "BD": ["880", "00", "[1-469]\\d{9}|8[0-79]\\d{7,8}|[2-79]\\d{8}|[2-9]\\d{7}|[3-9]\\d{6}|[57-9]\\d{5}", [6, 7, 8, 9, 10], [["(\\d{2})(\\d{4,6})", "$1-$2", ["31[5-8]|[459]1"], "0$1"], ["(\\d{3})(\\d{3,7})", "$1-$2", ["3(?:[67]|8[013-9])|4(?:6[168]|7|[89][18])|5(?:6[128]|9)|6(?:[15]|28)|7[2-589]|8(?:0[014-9]|[12])|9[358]|(?:3[2-5]|4[235]|5[2-578]|6[0389]|76|8[3-7]|9[24])1|(?:44|66)[01346-9]"], "0$1"], ["(\\d{4})(\\d{3,6})", "$1-$2", ["[13-9]|2[23]"], "0$1"], ["(\\d)(\\d{7,8})", "$1-$2", ["2"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:4(?:31\\d\\d|423)|5222)\\d{3}(?:\\d{2})?|8332[6-9]\\d\\d|(?:3(?:03[56]|224)|4(?:22[25]|653))\\d{3,4}|(?:3(?:42[47]|529|823)|4(?:027|525|65(?:28|8))|562|6257|7(?:1(?:5[3-5]|6[12]|7[156]|89)|22[589]56|32|42675|52(?:[25689](?:56|8)|[347]8)|71(?:6[1267]|75|89)|92374)|82(?:2[59]|32)56|9(?:03[23]56|23(?:256|373)|31|5(?:1|2[4589]56)))\\d{3}|(?:3(?:02[348]|22[35]|324|422)|4(?:22[67]|32[236-9]|6(?:2[46]|5[57])|953)|5526|6(?:024|6655)|81)\\d{4,5}|(?:2(?:7(?:1[0-267]|2[0-289]|3[0-29]|4[01]|5[1-3]|6[013]|7[0178]|91)|8(?:0[125]|1[1-6]|2[0157-9]|3[1-69]|41|6[1-35]|7[1-5]|8[1-8]|9[0-6])|9(?:0[0-2]|1[0-4]|2[568]|3[3-6]|5[5-7]|6[0136-9]|7[0-7]|8[014-9]))|3(?:0(?:2[025-79]|3[2-4])|181|22[12]|32[2356]|824)|4(?:02[09]|22[348]|32[045]|523|6(?:27|54))|666(?:22|53)|7(?:22[57-9]|42[56]|82[35])8|8(?:0[124-9]|2(?:181|2[02-4679]8)|4[12]|[5-7]2)|9(?:[04]2|2(?:2|328)|81))\\d{4}|(?:2(?:[23]\\d|[45])\\d\\d|3(?:1(?:2[5-7]|[5-7])|425|822)|4(?:033|1\\d|[257]1|332|4(?:2[246]|5[25])|6(?:2[35]|56|62)|8(?:23|54)|92[2-5])|5(?:02[03489]|22[457]|32[35-79]|42[46]|6(?:[18]|53)|724|826)|6(?:023|2(?:2[2-5]|5[3-5]|8)|32[3478]|42[34]|52[47]|6(?:[18]|6(?:2[34]|5[24]))|[78]2[2-5]|92[2-6])|7(?:02|21\\d|[3-589]1|6[12]|72[24])|8(?:217|3[12]|[5-7]1)|9[24]1)\\d{5}|(?:(?:3[2-8]|5[2-57-9]|6[03-589])1|4[4689][18])\\d{5}|[59]1\\d{5}"], ["(?:1[13-9]|64)\\d{8}|(?:3[78]|44|66)[02-9]\\d{7}", [10]], ["80[03]\\d{7}", [10]], 0, 0, 0, 0, 0, ["96(?:0[1-69]|1[0-479]|2[278]|3[13-9]|4[0-47-9]|54|6[69]|7[78]|88)\\d{6}", [10]]]], "BE": ["32", "00", "4\\d{8}|[1-9]\\d{7}", [8, 9], [["(\\d{3})(\\d{2})(\\d{3})", "$1 $2 $3", ["(?:80|9)0"], "0$1"], ["(\\d)(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[239]|4[23]"], "0$1"], ["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[15-8]"], "0$1"], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["4"], "0$1"]], "0", 0, 0, 0, 0, 0, [["80[2-8]\\d{5}|(?:1[0-69]|[23][2-8]|4[23]|5\\d|6[013-57-9]|71|8[1-79]|9[2-4])\\d{6}", [8]], ["4[5-9]\\d{7}", [9]], ["800[1-9]\\d{4}", [8]], ["(?:70(?:2[0-57]|3[04-7]|44|6[04-69]|7[0579])|90\\d\\d)\\d{4}", [8]], 0, 0, ["78(?:0[578]|1[014-8]|2[25]|3[15-8]|48|5[05]|60|7[06-8]|9\\d)\\d{4}", [8]], 0, 0, ["7879\\d{4}", [8]]]], "BF": ["226", "00", "[024-7]\\d{7}", [8], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[024-7]"]]], 0, 0, 0, 0, 0, 0, [["2(?:0(?:49|5[23]|6[5-7]|9[016-9])|4(?:4[569]|5[4-6]|6[5-7]|7[0179])|5(?:[34]\\d|50|6[5-8]))\\d{4}"], ["(?:0[1-7]|4[4-6]|5[0-8]|[67]\\d)\\d{6}"]]], "BG": ["359", "00", "00800\\d{7}|[2-7]\\d{6,7}|[89]\\d{6,8}|2\\d{5}", [6, 7, 8, 9, 12], [["(\\d)(\\d)(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["2"], "0$1"], ["(\\d{3})(\\d{4})", "$1 $2", ["43[1-6]|70[1-9]"], "0$1"], ["(\\d)(\\d{3})(\\d{3,4})", "$1 $2 $3", ["2"], "0$1"], ["(\\d{2})(\\d{3})(\\d{2,3})", "$1 $2 $3", ["[356]|4[124-7]|7[1-9]|8[1-6]|9[1-7]"], "0$1"], ["(\\d{3})(\\d{2})(\\d{3})", "$1 $2 $3", ["(?:70|8)0"], "0$1"], ["(\\d{3})(\\d{3})(\\d{2})", "$1 $2 $3", ["43[1-7]|7"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[48]|9[08]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["9"], "0$1"]], "0", 0, 0, 0, 0, 0, [["2\\d{5,7}|(?:43[1-6]|70[1-9])\\d{4,5}|(?:[36]\\d|4[124-7]|[57][1-9]|8[1-6]|9[1-7])\\d{5,6}", [6, 7, 8]], ["(?:43[07-9]|99[69]\\d)\\d{5}|(?:8[7-9]|98)\\d{7}", [8, 9]], ["(?:00800\\d\\d|800)\\d{5}", [8, 12]], ["90\\d{6}", [8]], 0, 0, 0, 0, 0, ["700\\d{5}", [8]]]], "BH": ["973", "00", "[136-9]\\d{7}", [8], [["(\\d{4})(\\d{4})", "$1 $2", ["[13679]|8[02-4679]"]]], 0, 0, 0, 0, 0, 0, [["(?:1(?:3[1356]|6[0156]|7\\d)\\d|6(?:1[16]\\d|500|6(?:0\\d|3[12]|44|55|7[7-9]|88)|9[69][69])|7(?:[07]\\d\\d|1(?:11|78)))\\d{4}"], ["(?:3(?:[0-79]\\d|8[0-57-9])\\d|6(?:3(?:00|33|6[16])|441|6(?:3[03-9]|[69]\\d|7[0-689])))\\d{4}"], ["8[02369]\\d{6}"], ["(?:87|9[0-8])\\d{6}"], 0, 0, 0, 0, 0, ["84\\d{6}"]]], "BI": ["257", "00", "(?:[267]\\d|31)\\d{6}", [8], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[2367]"]]], 0, 0, 0, 0, 0, 0, [["(?:22|31)\\d{6}"], ["(?:29|6[1-9]|7[125-9])\\d{6}"]]], "BJ": ["229", "00", "01\\d{8}", [10], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4 $5", ["0"]]], 0, 0, 0, 0, 0, 0, [["012\\d{7}"], ["01(?:2[5-9]|[4-69]\\d)\\d{6}"]]], "BL": ["590", "00", "7090\\d{5}|(?:[56]9|[89]\\d)\\d{7}", [9], 0, "0", 0, 0, 0, 0, 0, [["(?:59(?:0(?:2[7-9]|3[3-7]|5[12]|87)|87\\d)|80[6-9]\\d\\d)\\d{4}"], ["(?:69(?:0\\d\\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\\d{4}"], ["80[0-5]\\d{6}"], ["8[129]\\d{7}"], 0, 0, 0, 0, ["9(?:(?:39[5-7]|76[018])\\d|475[0-6])\\d{4}"]]], "BM": ["1", "011", "(?:441|[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, "([2-9]\\d{6})$|1", "441$1", 0, "441", [["441(?:[46]\\d\\d|5(?:4\\d|60|89))\\d{4}"], ["441(?:[2378]\\d|5[0-39]|9[02])\\d{5}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "BN": ["673", "00", "[2-578]\\d{6}", [7], [["(\\d{3})(\\d{4})", "$1 $2", ["[2-578]"]]], 0, 0, 0, 0, 0, 0, [["22[0-7]\\d{4}|(?:2[013-9]|[34]\\d|5[0-25-9])\\d{5}"], ["(?:22[89]|[78]\\d\\d)\\d{4}"], 0, 0, 0, 0, 0, 0, ["5[34]\\d{5}"]]], "BO": ["591", "00(?:1\\d)?", "(?:[2-7]\\d\\d|8001)\\d{5}", [8, 9], [["(\\d)(\\d{7})", "$1 $2", ["[23]|4[46]|50"]], ["(\\d{8})", "$1", ["[5-7]"]], ["(\\d{3})(\\d{2})(\\d{4})", "$1 $2 $3", ["8"]]], "0", 0, "0(1\\d)?", 0, 0, 0, [["(?:2(?:2\\d\\d|5(?:11|[258]\\d|9[67])|6(?:12|2\\d|9[34])|8(?:2[34]|39|62))|3(?:3\\d\\d|4(?:6\\d|8[24])|8(?:25|42|5[257]|86|9[25])|9(?:[27]\\d|3[2-4]|4[248]|5[24]|6[2-6]))|4(?:4\\d\\d|6(?:11|[24689]\\d|72)))\\d{4}", [8]], ["(?:57|[67]\\d)\\d{6}", [8]], ["8001[07]\\d{4}", [9]], 0, 0, 0, 0, 0, ["50\\d{6}", [8]]]], "BQ": ["599", "00", "(?:[34]1|7\\d)\\d{5}", [7], 0, 0, 0, 0, 0, 0, "[347]", [["(?:318[023]|41(?:6[023]|70)|7(?:1[578]|2[05]|50)\\d)\\d{3}"], ["(?:31(?:8[14-8]|9[14578])|416[14-9]|7(?:0[01]|7[07]|8\\d|9[056])\\d)\\d{3}"]]], "BR": ["55", "00(?:1[245]|2[1-35]|31|4[13]|[56]5|99)", "[1-467]\\d{9,10}|55[0-46-9]\\d{8}|[34]\\d{7}|55\\d{7,8}|(?:5[0-46-9]|[89]\\d)\\d{7,9}", [8, 9, 10, 11], [["(\\d{4})(\\d{4})", "$1-$2", ["300|4(?:0[02]|37|86)", "300|4(?:0(?:0|20)|370|864)"]], ["(\\d{3})(\\d{2,3})(\\d{4})", "$1 $2 $3", ["(?:[358]|90)0"], "0$1"], ["(\\d{2})(\\d{4})(\\d{4})", "$1 $2-$3", ["(?:[14689][1-9]|2[12478]|3[1-578]|5[13-5]|7[13-579])[2-57]"], "($1)"], ["(\\d{2})(\\d{5})(\\d{4})", "$1 $2-$3", ["[16][1-9]|[2-57-9]"], "($1)"]], "0", 0, "(?:0|90)(?:(1[245]|2[1-35]|31|4[13]|[56]5|99)(\\d{10,11}))?", "$2", 0, 0, [["(?:[14689][1-9]|2[12478]|3[1-578]|5[13-5]|7[13-579])[2-5]\\d{7}", [10]], ["(?:[14689][1-9]|2[12478]|3[1-578]|5[13-5]|7[13-579])(?:7|9\\d)\\d{7}", [10, 11]], ["800\\d{6,7}", [9, 10]], ["[59]00\\d{6,7}", [9, 10]], 0, 0, 0, 0, 0, ["(?:30[03]\\d{3}|4(?:0(?:0\\d|20)|370|864))\\d{4}|300\\d{5}", [8, 10]]]], "BS": ["1", "011", "(?:242|[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, "([3-8]\\d{6})$|1", "242$1", 0, "242", [["242(?:3(?:02|[236][1-9]|4[0-24-9]|5[0-68]|7[347]|8[0-4]|9[2-467])|461|502|6(?:0[1-5]|12|2[013]|[45]0|7[67]|8[78]|9[89])|7(?:02|88))\\d{4}"], ["242(?:3(?:5[79]|7[56]|95)|4(?:[23][1-9]|4[1-35-9]|5[1-8]|6[2-8]|7\\d|81)|5(?:2[45]|3[35]|44|5[1-46-9]|65|77)|6[34]6|7(?:27|38)|8(?:0[1-9]|1[02-9]|2\\d|3[0-4]|[89]9))\\d{4}"], ["242300\\d{4}|8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"], 0, ["242225\\d{4}"]]], "BT": ["975", "00", "[178]\\d{7}|[2-8]\\d{6}", [7, 8], [["(\\d)(\\d{3})(\\d{3})", "$1 $2 $3", ["[2-6]|7[246]|8[2-4]"]], ["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["1[67]|[78]"]]], 0, 0, 0, 0, 0, 0, [["(?:2[3-6]|[34][5-7]|5[236]|6[2-46]|7[246]|8[2-4])\\d{5}", [7]], ["(?:1[67]|[78]7)\\d{6}", [8]]]], "BW": ["267", "00", "90\\d{5}|(?:0800|[2-6]|(?:7|800)\\d)\\d{6}", [7, 8, 10], [["(\\d{2})(\\d{5})", "$1 $2", ["90"]], ["(\\d{3})(\\d{4})", "$1 $2", ["[2-6]"]], ["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["7"]], ["(\\d{4})(\\d{3})(\\d{3})", "$1 $2 $3", ["0"]], ["(\\d{3})(\\d{4})(\\d{3})", "$1 $2 $3", ["8"]]], 0, 0, 0, 0, 0, 0, [["(?:2(?:1[01]|31|[469]\\d|5[0-2]|7[5-7]|89)|3(?:[15-79]\\d|2[1-5]|45|8[0-5])|4(?:[38]0|42|51|[679]\\d)|5(?:[056][01]|1[23]|2[034]|[347-9]\\d)|6(?:0[01]|[258]\\d|[34]0|6[03]))\\d{4}", [7]], ["7(?:[1-8]\\d{3}|9(?:(?:[03]\\d|2[0-7])\\d|1(?:0[13-9]|1[0-35-9]|2\\d|3[0-8])))\\d{3}", [8]], ["(?:0800|800\\d)\\d{6}", [10]], ["90\\d{5}", [7]]]], "BY": ["375", "810", "(?:[12]\\d|33|44|902)\\d{7}|8(?:0[0-79]\\d{5,7}|[1-7]\\d{9})|8(?:1[0-489]|[5-79]\\d)\\d{7}|8[1-79]\\d{6,7}|8[0-79]\\d{5}|8\\d{5}", [6, 7, 8, 9, 10, 11], [["(\\d{3})(\\d{3})", "$1 $2", ["800"], "8 $1"], ["(\\d{3})(\\d{2})(\\d{2,4})", "$1 $2 $3", ["800"], "8 $1"], ["(\\d{4})(\\d{2})(\\d{3})", "$1 $2-$3", ["1(?:5[169]|6[3-5]|7[179])|2(?:1[35]|2[34]|3[3-5])", "1(?:5[169]|6(?:3[1-3]|4|5[125])|7(?:1[3-9]|7[0-24-6]|9[2-7]))|2(?:1[35]|2[34]|3[3-5])"], "8 0$1"], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2-$3-$4", ["1(?:[56]|7[467])|2[1-3]"], "8 0$1"], ["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2-$3-$4", ["[1-4]"], "8 0$1"], ["(\\d{3})(\\d{3,4})(\\d{4})", "$1 $2 $3", ["[89]"], "8 $1"]], "8", 0, "0|80?", 0, 0, 0, [["(?:1(?:5(?:1[1-5]|[24]\\d|6[2-4]|9[1-7])|6(?:[235]\\d|4[1-7])|7\\d\\d)|2(?:1(?:[246]\\d|3[0-35-9]|5[1-9])|2(?:[235]\\d|4[0-8])|3(?:[26]\\d|3[02-79]|4[024-7]|5[03-7])))\\d{5}", [9]], ["(?:2(?:5[5-79]|9[1-9])|(?:33|44)\\d)\\d{6}", [9]], ["800\\d{3,7}|8(?:0[13]|20\\d)\\d{7}"], ["(?:810|902)\\d{7}", [10]], 0, 0, 0, 0, ["249\\d{6}", [9]]], "8~10"], "BZ": ["501", "00", "(?:0800\\d|[2-8])\\d{6}", [7, 11], [["(\\d{3})(\\d{4})", "$1-$2", ["[2-8]"]], ["(\\d)(\\d{3})(\\d{4})(\\d{3})", "$1-$2-$3-$4", ["0"]]], 0, 0, 0, 0, 0, 0, [["(?:2(?:[02]\\d|36|[68]0)|[3-58](?:[02]\\d|[68]0)|7(?:[02]\\d|32|[68]0))\\d{4}", [7]], ["6[0-35-7]\\d{5}", [7]], ["0800\\d{7}", [11]]]], "CA": ["1", "011", "[2-9]\\d{9}|3\\d{6}", [7, 10], 0, "1", 0, 0, 0, 0, 0, [["(?:2(?:04|[23]6|[48]9|5[07]|[67]3)|3(?:06|43|54|6[578]|82)|4(?:03|1[68]|[26]8|3[178]|50|74)|5(?:06|1[49]|48|79|8[147])|6(?:04|[18]3|39|47|72)|7(?:0[59]|42|53|78|8[02])|8(?:[06]7|19|25|7[39])|9(?:0[25]|42))[2-9]\\d{6}", [10]], ["", [10]], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}", [10]], ["900[2-9]\\d{6}", [10]], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|(?:5(?:2[125-9]|3[23]|44|66|77|88)|6(?:22|33))[2-9]\\d{6}", [10]], 0, ["310\\d{4}", [7]], 0, ["600[2-9]\\d{6}", [10]]]], "CC": ["61", "001[14-689]|14(?:1[14]|34|4[17]|[56]6|7[47]|88)0011", "1(?:[0-79]\\d{8}(?:\\d{2})?|8[0-24-9]\\d{7})|[148]\\d{8}|1\\d{5,7}", [6, 7, 8, 9, 10, 12], 0, "0", 0, "([59]\\d{7})$|0", "8$1", 0, 0, [["8(?:51(?:0(?:02|31|60|89)|1(?:18|76)|223)|91(?:0(?:1[0-2]|29)|1(?:[28]2|50|79)|2(?:10|64)|3(?:[06]8|22)|4[29]8|62\\d|70[23]|959))\\d{3}", [9]], ["4(?:79[01]|83[0-36-9]|9(?:5[0-3]|6[0-4]))\\d{5}|4(?:[0-36]\\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\\d{6}", [9]], ["180(?:0\\d{3}|2)\\d{3}", [7, 10]], ["190[0-26]\\d{6}", [10]], 0, 0, 0, 0, ["14(?:5(?:1[0458]|[23][458])|71\\d)\\d{4}", [9]], ["13(?:00\\d{6}(?:\\d{2})?|45[0-4]\\d{3})|13\\d{4}", [6, 8, 10, 12]]], "0011"], "CD": ["243", "00", "(?:(?:[189]|5\\d)\\d|2)\\d{7}|[1-68]\\d{6}", [7, 8, 9, 10], [["(\\d{2})(\\d{2})(\\d{3})", "$1 $2 $3", ["88"], "0$1"], ["(\\d{2})(\\d{5})", "$1 $2", ["[1-6]"], "0$1"], ["(\\d{2})(\\d{2})(\\d{4})", "$1 $2 $3", ["2"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["1"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[89]"], "0$1"], ["(\\d{2})(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["5"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:(?:12|573)\\d\\d|276)\\d{5}|[1-6]\\d{6}"], ["88\\d{5}|(?:8[0-79]|9[016-9])\\d{7}", [7, 9]]]], "CF": ["236", "00", "8776\\d{4}|(?:[27]\\d|61)\\d{6}", [8], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[26-8]"]]], 0, 0, 0, 0, 0, 0, [["(?:2[12]|61)\\d{6}"], ["7[02-7]\\d{6}"], 0, ["8776\\d{4}"]]], "CG": ["242", "00", "222\\d{6}|(?:0\\d|80)\\d{7}", [9], [["(\\d)(\\d{4})(\\d{4})", "$1 $2 $3", ["8"]], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[02]"]]], 0, 0, 0, 0, 0, 0, [["222[1-589]\\d{5}"], ["026(?:1[0-5]|6[6-9])\\d{4}|0(?:[14-6]\\d\\d|2(?:40|5[5-8]|6[07-9]))\\d{5}"], 0, ["80[0-2]\\d{6}"]]], "CH": ["41", "00", "8\\d{11}|[2-9]\\d{8}", [9, 12], [["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["8[047]|90"], "0$1"], ["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[2-79]|81"], "0$1"], ["(\\d{3})(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4 $5", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:2[12467]|3[1-4]|4[134]|5[256]|6[12]|[7-9]1)\\d{7}", [9]], ["(?:6[89]|7[235-9])\\d{7}", [9]], ["800\\d{6}", [9]], ["90[016]\\d{6}", [9]], ["878\\d{6}", [9]], ["860\\d{9}", [12]], ["5[18]\\d{7}", [9]], ["74[0248]\\d{6}", [9]], 0, ["84[0248]\\d{6}", [9]]]], "CI": ["225", "00", "[02]\\d{9}", [10], [["(\\d{2})(\\d{2})(\\d)(\\d{5})", "$1 $2 $3 $4", ["2"]], ["(\\d{2})(\\d{2})(\\d{2})(\\d{4})", "$1 $2 $3 $4", ["0"]]], 0, 0, 0, 0, 0, 0, [["2(?:[15]\\d{3}|7(?:2(?:0[23]|1[2357]|2[245]|3[45]|4[3-5])|3(?:06|1[69]|[2-6]7)))\\d{5}"], ["0[157]\\d{8}"]]], "CK": ["682", "00", "[2-578]\\d{4}", [5], [["(\\d{2})(\\d{3})", "$1 $2", ["[2-578]"]]], 0, 0, 0, 0, 0, 0, [["(?:2\\d|3[13-7]|4[1-5])\\d{3}"], ["[578]\\d{4}"]]], "CL": ["56", "(?:0|1(?:1[0-69]|2[02-5]|5[13-58]|69|7[0167]|8[018]))0", "12300\\d{6}|6\\d{9,10}|[2-9]\\d{8}", [9, 10, 11], [["(\\d{5})(\\d{4})", "$1 $2", ["219", "2196"], "($1)"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["60|809"]], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["44"]], ["(\\d)(\\d{4})(\\d{4})", "$1 $2 $3", ["2[1-36]"], "($1)"], ["(\\d)(\\d{4})(\\d{4})", "$1 $2 $3", ["9(?:10|[2-9])"]], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["3[2-5]|[47]|5[1-3578]|6[13-57]|8(?:0[1-8]|[1-9])"], "($1)"], ["(\\d{3})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["60|8"]], ["(\\d{4})(\\d{3})(\\d{4})", "$1 $2 $3", ["1"]], ["(\\d{3})(\\d{3})(\\d{2})(\\d{3})", "$1 $2 $3 $4", ["60"]]], 0, 0, 0, 0, 0, 0, [["2(?:1982[0-6]|3314[05-9])\\d{3}|(?:2(?:1(?:160|962)|3(?:(?:[24]\\d|50)\\d|3(?:[0346-9]\\d|1[0-35-9]|2[1-9]|5[0-24-9])|600)|646[59])|(?:600|80[1-9])\\d\\d|9(?:(?:10[0-2]|7[1-9]\\d)\\d|3(?:[0-57-9]\\d\\d|6(?:0[02-9]|[1-9]\\d))|6(?:[0-8]\\d\\d|9(?:[02-79]\\d|1[05-9]))|9(?:[03-9]\\d\\d|1(?:[0235-9]\\d|4[0-24-9])|2(?:[0-79]\\d|8[0-46-9]))))\\d{4}|(?:22|3[2-5]|[47][1-35]|5[1-3578]|6[13-57]|8[1-9]|9[2458])\\d{7}", [9]], ["2(?:1982[0-6]|3314[05-9])\\d{3}|(?:2(?:1(?:160|962)|3(?:(?:[24]\\d|50)\\d|3(?:[0346-9]\\d|1[0-35-9]|2[1-9]|5[0-24-9])|600)|646[59])|80[1-8]\\d\\d|9(?:(?:10[0-2]|7[1-9]\\d)\\d|3(?:[0-57-9]\\d\\d|6(?:0[02-9]|[1-9]\\d))|6(?:[0-8]\\d\\d|9(?:[02-79]\\d|1[05-9]))|9(?:[03-9]\\d\\d|1(?:[0235-9]\\d|4[0-24-9])|2(?:[0-79]\\d|8[0-46-9]))))\\d{4}|(?:22|3[2-5]|[47][1-35]|5[1-3578]|6[13-57]|8[1-9]|9[2458])\\d{7}", [9]], ["(?:123|8)00\\d{6}", [9, 11]], 0, 0, 0, 0, 0, ["44\\d{7}", [9]], ["600\\d{7,8}", [10, 11]]]], "CM": ["237", "00", "[26]\\d{8}|88\\d{6,7}", [8, 9], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["88"]], ["(\\d)(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4 $5", ["[26]|88"]]], 0, 0, 0, 0, 0, 0, [["2(?:22|33)\\d{6}", [9]], ["(?:24[23]|6(?:[25-9]\\d|4[0-2]))\\d{6}", [9]], ["88\\d{6,7}"]]], "CN": ["86", "00|1(?:[12]\\d|79)\\d\\d00", "(?:(?:1[03-689]|2\\d)\\d\\d|6)\\d{8}|1\\d{10}|[126]\\d{6}(?:\\d(?:\\d{2})?)?|86\\d{5,6}|(?:[3-579]\\d|8[0-57-9])\\d{5,9}", [7, 8, 9, 10, 11, 12], [["(\\d{2})(\\d{5})", "$1 $2", ["101", "1010", "10100"], "0$1"], ["(\\d{2})(\\d{5,6})", "$1 $2", ["(?:10|2[0-57-9])[19]|3(?:[15]|35|49|9[1-68])|4(?:1[125-9]|2[179]|[35][1-9]|6[47-9]|7|8[23])|5(?:[1357]|2[37]|4[36]|6[1-46]|80|9[1-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[1579]|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]|5[14-9]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|3|4[13]|5[1-5]|9[0-35-9])|[39]7[0-79]", "10(?:12|9[56])|2[0-57-9](?:1[02]|9[56])|(?:3(?:[15]\\d|35|49|7[0-79]|9[1-68])|4(?:1[125-9]|2[179]|[35][1-9]|6[47-9]|7\\d|8[23])|5(?:[1357]\\d|2[37]|4[36]|6[1-46]|80|9[1-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[1579]\\d|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]\\d|5[14-9]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|3\\d|4[13]|5[1-5]|7[0-79]|9[0-35-9]))1", "10(?:123|9[56])|2[0-57-9](?:1(?:00|23)|9[56])|(?:3(?:[15]\\d|35|49|7[0-79]|9[1-68])|4(?:1[125-9]|2[179]|[35][1-9]|6[47-9]|7\\d|8[23])|5(?:[1357]\\d|2[37]|4[36]|6[1-46]|80|9[1-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[1579]\\d|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]\\d|5[14-9]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|3\\d|4[13]|5[1-5]|7[0-79]|9[0-35-9]))12", "10(?:123|9[56])|2[0-57-9](?:1(?:00|23)|9[56])|(?:3(?:[15]\\d|35|49|7[0-79]|9[1-68])|4(?:1[125-9]|2[179]|[35][1-9]|6[47-9]|7\\d|8[23])|5(?:[1357]\\d|2[37]|4[36]|6[1-46]|80|9[1-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[1579]\\d|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]\\d|5[14-9]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|3\\d|4[13]|5[1-5]|7[0-79]|9[0-35-9]))123"], "0$1"], ["(\\d{4})(\\d{4})", "$1 $2", ["101", "1010"]], ["(\\d{3})(\\d{5,6})", "$1 $2", ["3(?:[15]|35|49|7[0-79]|9[1-68])|4(?:1[125-9]|2[179]|[35][1-9]|6[47-9]|7|8[23])|5(?:[1357]|2[37]|4[36]|6[1-46]|80|9[1-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[1579]|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]|5[14-9]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|[379]|4[13]|5[1-5])", "(?:3(?:[15]\\d|35|49|7[0-79]|9[1-68])|4(?:1[125-9]|2[179]|[35][1-9]|6[47-9]|7\\d|8[23])|5(?:[1357]\\d|2[37]|4[36]|6[1-46]|80|9[1-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[1579]\\d|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]\\d|5[14-9]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|[379]\\d|4[13]|5[1-5]))[19]", "(?:3(?:[15]\\d|35|49|7[0-79]|9[1-68])|4(?:1[125-9]|2[179]|[35][1-9]|6[47-9]|7\\d|8[23])|5(?:[1357]\\d|2[37]|4[36]|6[1-46]|80|9[1-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[1579]\\d|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]\\d|5[14-9]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|[379]\\d|4[13]|5[1-5]))(?:10|9[56])", "(?:3(?:[15]\\d|35|49|7[0-79]|9[1-68])|4(?:1[125-9]|2[179]|[35][1-9]|6[47-9]|7\\d|8[23])|5(?:[1357]\\d|2[37]|4[36]|6[1-46]|80|9[1-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[1579]\\d|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]\\d|5[14-9]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|[379]\\d|4[13]|5[1-5]))(?:100|9[56])"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["[48]0"]], ["(\\d{2})(\\d{4})(\\d{4})", "$1 $2 $3", ["10|2(?:[02-57-9]|1[1-9])", "10|2(?:[02-57-9]|1[1-9])", "10[0-79]|2(?:[02-57-9]|1[1-79])|(?:10|21)8(?:0[1-9]|[1-9])"], "0$1", 1], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["3(?:[3-59]|7[02-6])|4(?:1[25-9]|[26-8]|3[3-9]|5[2-9])|5(?:3[03-9]|[468]|7[028]|9[2-46-9])|6|7(?:[0-247]|3[04-9]|5[0-4689]|6[2368])|8(?:[1-358]|9[1-7])|9(?:[013479]|5[1-5])|(?:31|55|79|87)[02-9]"], "0$1", 1], ["(\\d{3})(\\d{7,8})", "$1 $2", ["9"]], ["(\\d{3})(\\d{4})(\\d{4})", "$1 $2 $3", ["[3-578]"], "0$1", 1], ["(\\d{3})(\\d{4})(\\d{4})", "$1 $2 $3", ["1[3-9]"]], ["(\\d{2})(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3 $4", ["[12]"], "0$1", 1]], "0", 0, "(1(?:[12]\\d|79)\\d\\d)|0", 0, 0, 0, [["(?:10(?:[02-79]\\d\\d|[18](?:0[1-9]|[1-9]\\d))|2(?:[02-57-9]\\d{3}|1(?:[18](?:0[1-9]|[1-9]\\d)|[2-79]\\d\\d))|9(?:78|94)\\d\\d)\\d{5}|(?:43[35]|754|851)\\d{7,8}|(?:10|2[0-57-9])(?:1(?:00|23)\\d\\d|95\\d{3,4})|(?:43[35]|754|851)(?:1(?:00\\d|23)\\d|95\\d{3,4})|9(?:78|94)(?:100\\d\\d|95\\d{3,4})|(?:3(?:11|7[179])|4(?:[15]1|3[12])|5(?:1\\d|2[37]|3[12]|51|7[13-79]|9[15])|7(?:[39]1|5[57]|6[09])|8(?:71|98))(?:[02-8]\\d{7}|1(?:0(?:0\\d\\d(?:\\d{3})?|[1-9]\\d{5})|[13-9]\\d{6}|2(?:[0-24-9]\\d{5}|3\\d(?:\\d{4})?))|9(?:[0-46-9]\\d{6}|5\\d{3}(?:\\d(?:\\d{2})?)?))|(?:3(?:1[02-9]|35|49|5\\d|7[02-6]|9[1-68])|4(?:1[25-9]|2[179]|3[46-9]|5[2-9]|6[47-9]|7\\d|8[23])|5(?:3[03-9]|4[36]|5[02-9]|6[1-46]|7[028]|80|9[2-46-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[17]\\d|2[248]|3[04-9]|4[3-6]|5[0-3689]|6[2368]|9[02-9])|8(?:1[236-8]|2[5-7]|3\\d|5[4-9]|7[02-9]|8[36-8]|9[1-7])|9(?:0[1-3689]|1[1-79]|3\\d|4[13]|5[1-5]|7[0-79]|9[0-35-9]))(?:[02-8]\\d{6}|1(?:0(?:0\\d\\d(?:\\d{2})?|[1-9]\\d{4})|[13-9]\\d{5}|2(?:[0-24-9]\\d{4}|3\\d(?:\\d{3})?))|9(?:[0-46-9]\\d{5}|5\\d{3,5}))", [7, 8, 9, 10, 11]], ["1(?:610\\d|740[0-5])\\d{6}|1(?:[38]\\d|4[57]|[59][0-35-9]|6[25-7]|7[0-35-8])\\d{8}", [11]], ["(?:(?:10|21)8|8)00\\d{7}", [10, 12]], ["16[08]\\d{5}", [8]], 0, 0, 0, 0, 0, ["10(?:10\\d{4}|96\\d{3,4})|400\\d{7}|950\\d{7,8}|(?:2[0-57-9]|3(?:[15]\\d|35|49|7[0-79]|9[1-68])|4(?:1[125-9]|2[179]|[35][1-9]|6[47-9]|7\\d|8[23])|5(?:[1357]\\d|2[37]|4[36]|6[1-46]|80|9[1-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[1579]\\d|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]\\d|5[14-9]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|[379]\\d|4[13]|5[1-5]))96\\d{3,4}", [7, 8, 9, 10, 11]]], "00"], "CO": ["57", "00(?:4(?:[14]4|56)|[579])", "(?:46|60\\d\\d)\\d{6}|(?:1\\d|[39])\\d{9}", [8, 10, 11], [["(\\d{4})(\\d{4})", "$1 $2", ["46"]], ["(\\d{3})(\\d{7})", "$1 $2", ["6|90"], "($1)"], ["(\\d{3})(\\d{7})", "$1 $2", ["3[0-357]|94"]], ["(\\d)(\\d{3})(\\d{7})", "$1-$2-$3", ["1"], "0$1", 0, "$1 $2 $3"]], "0", 0, "0([3579]|4(?:[14]4|56))?", 0, 0, 0, [["601055(?:[0-4]\\d|50)\\d\\d|6010(?:[0-4]\\d|5[0-4])\\d{4}|(?:46|60(?:[18][1-9]|[24-7][2-9]))\\d{6}", [8, 10]], ["333301[0-5]\\d{3}|3333(?:00|2[5-9]|[3-9]\\d)\\d{4}|(?:3(?:24[1-9]|3(?:00|3[0-24-9]))|9408)\\d{6}|3(?:0[0-5]|1\\d|2[0-3]|5[01]|70)\\d{7}", [10]], ["1800\\d{7}", [11]], ["(?:19(?:0[01]|4[78])|901)\\d{7}", [10, 11]]]], "CR": ["506", "00", "(?:8\\d|90)\\d{8}|(?:[24-8]\\d{3}|3005)\\d{4}", [8, 10], [["(\\d{4})(\\d{4})", "$1 $2", ["[2-7]|8[3-9]"]], ["(\\d{3})(\\d{3})(\\d{4})", "$1-$2-$3", ["[89]"]]], 0, 0, "(19(?:0[0-2468]|1[09]|20|66|77|99))", 0, 0, 0, [["2(?:010|1(?:0[7-9]|[1-9]\\d)|[24-7]\\d\\d)\\d{4}", [8]], ["(?:3005\\d|6500[01])\\d{3}|(?:5[07]|6[0-4]|7[0-3]|8[3-9])\\d{6}", [8]], ["800\\d{7}", [10]], ["90[059]\\d{7}", [10]], 0, 0, 0, 0, ["(?:2(?:00[0-3]|10[0-6])|4\\d{3}|5100)\\d{4}", [8]]]], "CU": ["53", "119", "(?:[2-7]|8\\d\\d)\\d{7}|[2-47]\\d{6}|[34]\\d{5}", [6, 7, 8, 10], [["(\\d{2})(\\d{4,6})", "$1 $2", ["2[1-4]|[34]"], "(0$1)"], ["(\\d)(\\d{6,7})", "$1 $2", ["7"], "(0$1)"], ["(\\d)(\\d{7})", "$1 $2", ["[56]"], "0$1"], ["(\\d{3})(\\d{7})", "$1 $2", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:3[23]|4[89])\\d{4,6}|(?:31|4[36]|8(?:0[25]|78)\\d)\\d{6}|(?:2[1-4]|4[1257]|7\\d)\\d{5,6}"], ["(?:5\\d|6[2-4])\\d{6}", [8]], ["800\\d{7}", [10]], 0, 0, 0, 0, 0, 0, ["807\\d{7}", [10]]]], "CV": ["238", "0", "(?:[2-59]\\d\\d|800)\\d{4}", [7], [["(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3", ["[2-589]"]]], 0, 0, 0, 0, 0, 0, [["2(?:2[1-7]|3[0-8]|4[12]|5[1256]|6\\d|7[1-3]|8[1-5])\\d{4}"], ["(?:36|5[1-37-9]|9\\d)\\d{5}"], ["800\\d{4}"], 0, 0, 0, 0, 0, ["(?:3[3-5]|4[356])\\d{5}"]]], "CW": ["599", "00", "(?:[34]1|60|(?:7|9\\d)\\d)\\d{5}", [7, 8], [["(\\d{3})(\\d{4})", "$1 $2", ["[3467]"]], ["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["9[4-8]"]]], 0, 0, 0, 0, 0, "[69]", [["9(?:4(?:3[0-5]|4[14]|6\\d)|50\\d|7(?:2[014]|3[02-9]|4[4-9]|6[357]|77|8[7-9])|8(?:3[39]|[46]\\d|7[01]|8[57-9]))\\d{4}"], ["953[01]\\d{4}|9(?:5[12467]|6[5-9])\\d{5}"], 0, 0, 0, 0, 0, ["955\\d{5}", [8]], 0, ["60[0-2]\\d{4}", [7]]]], "CX": ["61", "001[14-689]|14(?:1[14]|34|4[17]|[56]6|7[47]|88)0011", "1(?:[0-79]\\d{8}(?:\\d{2})?|8[0-24-9]\\d{7})|[148]\\d{8}|1\\d{5,7}", [6, 7, 8, 9, 10, 12], 0, "0", 0, "([59]\\d{7})$|0", "8$1", 0, 0, [["8(?:51(?:0(?:01|30|59|88)|1(?:17|46|75)|2(?:22|35))|91(?:00[6-9]|1(?:[28]1|49|78)|2(?:09|63)|3(?:12|26|75)|4(?:56|97)|64\\d|7(?:0[01]|1[0-2])|958))\\d{3}", [9]], ["4(?:79[01]|83[0-36-9]|9(?:5[0-3]|6[0-4]))\\d{5}|4(?:[0-36]\\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\\d{6}", [9]], ["180(?:0\\d{3}|2)\\d{3}", [7, 10]], ["190[0-26]\\d{6}", [10]], 0, 0, 0, 0, ["14(?:5(?:1[0458]|[23][458])|71\\d)\\d{4}", [9]], ["13(?:00\\d{6}(?:\\d{2})?|45[0-4]\\d{3})|13\\d{4}", [6, 8, 10, 12]]], "0011"], "CY": ["357", "00", "(?:[279]\\d|[58]0)\\d{6}", [8], [["(\\d{2})(\\d{6})", "$1 $2", ["[257-9]"]]], 0, 0, 0, 0, 0, 0, [["2[2-6]\\d{6}"], ["9(?:10|[4-79]\\d)\\d{5}"], ["800\\d{5}"], ["90[09]\\d{5}"], ["700\\d{5}"], 0, ["(?:50|77)\\d{6}"], 0, 0, ["80[1-9]\\d{5}"]]], "CZ": ["420", "00", "(?:[2-578]\\d|60)\\d{7}|9\\d{8,11}", [9, 10, 11, 12], [["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[2-8]|9[015-7]"]], ["(\\d{2})(\\d{3})(\\d{3})(\\d{2})", "$1 $2 $3 $4", ["96"]], ["(\\d{2})(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["9"]], ["(\\d{3})(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["9"]]], 0, 0, 0, 0, 0, 0, [["(?:2\\d|3[1257-9]|4[16-9]|5[13-9])\\d{7}", [9]], ["7060\\d{5}|(?:60[1-8]|7(?:0[2-5]|19|[2379]\\d))\\d{6}", [9]], ["800\\d{6}", [9]], ["9(?:0[05689]|76)\\d{6}", [9]], ["70[01]\\d{6}", [9]], ["9(?:3\\d{9}|6\\d{7,10})"], ["9(?:5\\d|7[2-4])\\d{6}", [9]], 0, ["9[17]0\\d{6}", [9]], ["8[134]\\d{7}", [9]]]], "DE": ["49", "00", "[2579]\\d{5,14}|49(?:[34]0|69|8\\d)\\d\\d?|49(?:37|49|60|7[089]|9\\d)\\d{1,3}|49(?:2[024-9]|3[2-689]|7[1-7])\\d{1,8}|(?:1|[368]\\d|4[0-8])\\d{3,13}|49(?:[015]\\d|2[13]|31|[46][1-8])\\d{1,9}", [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], [["(\\d{2})(\\d{3,13})", "$1 $2", ["3[02]|40|[68]9"], "0$1"], ["(\\d{3})(\\d{3,12})", "$1 $2", ["2(?:0[1-389]|1[124]|2[18]|3[14])|3(?:[35-9][15]|4[015])|906|(?:2[4-9]|4[2-9]|[579][1-9]|[68][1-8])1", "2(?:0[1-389]|12[0-8])|3(?:[35-9][15]|4[015])|906|2(?:[13][14]|2[18])|(?:2[4-9]|4[2-9]|[579][1-9]|[68][1-8])1"], "0$1"], ["(\\d{4})(\\d{2,11})", "$1 $2", ["[24-6]|3(?:[3569][02-46-9]|4[2-4679]|7[2-467]|8[2-46-8])|70[2-8]|8(?:0[2-9]|[1-8])|90[7-9]|[79][1-9]", "[24-6]|3(?:3(?:0[1-467]|2[127-9]|3[124578]|7[1257-9]|8[1256]|9[145])|4(?:2[135]|4[13578]|9[1346])|5(?:0[14]|2[1-3589]|6[1-4]|7[13468]|8[13568])|6(?:2[1-489]|3[124-6]|6[13]|7[12579]|8[1-356]|9[135])|7(?:2[1-7]|4[145]|6[1-5]|7[1-4])|8(?:21|3[1468]|6|7[1467]|8[136])|9(?:0[12479]|2[1358]|4[134679]|6[1-9]|7[136]|8[147]|9[1468]))|70[2-8]|8(?:0[2-9]|[1-8])|90[7-9]|[79][1-9]|3[68]4[1347]|3(?:47|60)[1356]|3(?:3[46]|46|5[49])[1246]|3[4579]3[1357]"], "0$1"], ["(\\d{3})(\\d{4})", "$1 $2", ["138"], "0$1"], ["(\\d{5})(\\d{2,10})", "$1 $2", ["3"], "0$1"], ["(\\d{3})(\\d{5,11})", "$1 $2", ["181"], "0$1"], ["(\\d{3})(\\d)(\\d{4,10})", "$1 $2 $3", ["1(?:3|80)|9"], "0$1"], ["(\\d{3})(\\d{7,8})", "$1 $2", ["1[67]"], "0$1"], ["(\\d{3})(\\d{7,12})", "$1 $2", ["8"], "0$1"], ["(\\d{5})(\\d{6})", "$1 $2", ["185", "1850", "18500"], "0$1"], ["(\\d{3})(\\d{4})(\\d{4})", "$1 $2 $3", ["7"], "0$1"], ["(\\d{4})(\\d{7})", "$1 $2", ["18[68]"], "0$1"], ["(\\d{4})(\\d{7})", "$1 $2", ["15[1279]"], "0$1"], ["(\\d{5})(\\d{6})", "$1 $2", ["15[03-68]", "15(?:[0568]|3[13]|41)"], "0$1"], ["(\\d{3})(\\d{8})", "$1 $2", ["18"], "0$1"], ["(\\d{3})(\\d{2})(\\d{7,8})", "$1 $2 $3", ["1(?:6[023]|7)"], "0$1"], ["(\\d{4})(\\d{2})(\\d{7})", "$1 $2 $3", ["15[279]"], "0$1"], ["(\\d{3})(\\d{2})(\\d{8})", "$1 $2 $3", ["15"], "0$1"]], "0", 0, 0, 0, 0, 0, [["32\\d{9,11}|49[1-6]\\d{10}|322\\d{6}|49[0-7]\\d{3,9}|(?:[34]0|[68]9)\\d{3,13}|(?:2(?:0[1-689]|[1-3569]\\d|4[0-8]|7[1-7]|8[0-7])|3(?:[3569]\\d|4[0-79]|7[1-7]|8[1-8])|4(?:1[02-9]|[2-48]\\d|5[0-6]|6[0-8]|7[0-79])|5(?:0[2-8]|[124-6]\\d|[38][0-8]|[79][0-7])|6(?:0[02-9]|[1-358]\\d|[47][0-8]|6[1-9])|7(?:0[2-8]|1[1-9]|[27][0-7]|3\\d|[4-6][0-8]|8[0-5]|9[013-7])|8(?:0[2-9]|1[0-79]|2\\d|3[0-46-9]|4[0-6]|5[013-9]|6[1-8]|7[0-8]|8[0-24-6])|9(?:0[6-9]|[1-4]\\d|[589][0-7]|6[0-8]|7[0-467]))\\d{3,12}", [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]], ["1(?:6[023]|7\\d)\\d{7,8}|15(?:[0-25-9]\\d\\d|3(?:10|33)|410)\\d{6}", [10, 11]], ["800\\d{7,12}", [10, 11, 12, 13, 14, 15]], ["(?:137[7-9]|900(?:[135]|9\\d))\\d{6}", [10, 11]], ["700\\d{8}", [11]], ["1(?:6(?:013|255|399)|7(?:(?:[015]1|[69]3)3|[2-4]55|[78]99))\\d{7,8}|15(?:(?:[03-68]00|113)\\d|2\\d55|7\\d99|9\\d33)\\d{7}", [12, 13]], ["18(?:1\\d{5,11}|[2-9]\\d{8})", [8, 9, 10, 11, 12, 13, 14]], ["16(?:4\\d{1,10}|[89]\\d{1,11})", [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]], 0, ["180\\d{5,11}|13(?:7[1-6]\\d\\d|8)\\d{4}", [7, 8, 9, 10, 11, 12, 13, 14]]]], "DJ": ["253", "00", "(?:2\\d|77)\\d{6}", [8], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[27]"]]], 0, 0, 0, 0, 0, 0, [["2(?:1[2-5]|7[45])\\d{5}"], ["77\\d{6}"]]], "DK": ["45", "00", "[2-9]\\d{7}", [8], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[2-9]"]]], 0, 0, 0, 0, 0, 0, [["(?:2(?:[0-59][1-9]|[6-8]\\d)|3(?:[0-3][1-9]|4[13]|5[1-58]|6[1347-9]|8[1-8]|9[1-79])|4(?:[0-25][1-9]|[34][2-9]|6[13-579]|7[13579]|8[1-47]|9[127])|5(?:[0-36][1-9]|4[146-9]|5[3-57-9]|7[568]|8[1-358]|9[1-69])|6(?:[0135][1-9]|2[1-68]|4[2-8]|6[1689]|[78]\\d|9[15689])|7(?:[0-69][1-9]|7[3-9]|8[147])|8(?:[16-9][1-9]|2[1-58])|9(?:[1-47-9][1-9]|6\\d))\\d{5}"], ["(?:2[6-8]|6[78]|96)\\d{6}|(?:2[0-59]|3[0-689]|[457]\\d|6[0-69]|8[126-9]|9[1-47-9])[1-9]\\d{5}"], ["80\\d{6}"], ["90\\d{6}"]]], "DM": ["1", "011", "(?:[58]\\d\\d|767|900)\\d{7}", [10], 0, "1", 0, "([2-7]\\d{6})$|1", "767$1", 0, "767", [["767(?:2(?:55|66)|4(?:2[01]|4[0-25-9])|50[0-4])\\d{4}"], ["767(?:2(?:[2-4689]5|7[5-7])|31[5-7]|61[1-8]|70[1-6])\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "DO": ["1", "011", "(?:[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, 0, 0, 0, "8001|8[024]9", [["8(?:[04]9[2-9]\\d\\d|29(?:2(?:[0-59]\\d|6[04-9]|7[0-27]|8[0237-9])|3(?:[0-35-9]\\d|4[7-9])|[45]\\d\\d|6(?:[0-27-9]\\d|[3-5][1-9]|6[0135-8])|7(?:0[013-9]|[1-37]\\d|4[1-35689]|5[1-4689]|6[1-57-9]|8[1-79]|9[1-8])|8(?:0[146-9]|1[0-48]|[248]\\d|3[1-79]|5[01589]|6[013-68]|7[124-8]|9[0-8])|9(?:[0-24]\\d|3[02-46-9]|5[0-79]|60|7[0169]|8[57-9]|9[02-9])))\\d{4}"], ["8[024]9[2-9]\\d{6}"], ["800(?:14|[2-9]\\d)\\d{5}|8[024]9[01]\\d{6}|8(?:33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "DZ": ["213", "00", "(?:[1-4]|[5-79]\\d|80)\\d{7}", [8, 9], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[1-4]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["9"], "0$1"], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[5-8]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["9619\\d{5}|(?:[1-3]\\d|4[013-689])\\d{6}"], ["5(?:4[0-29]|6[0-4])\\d{6}|(?:55|6\\d|7[7-9])\\d{7}", [9]], ["800\\d{6}", [9]], ["80[3-689]1\\d{5}", [9]], 0, 0, 0, 0, ["98[23]\\d{6}", [9]], ["80[12]1\\d{5}", [9]]]], "EC": ["593", "00", "1\\d{9,10}|(?:[2-7]|9\\d)\\d{7}", [8, 9, 10, 11], [["(\\d)(\\d{3})(\\d{4})", "$1 $2-$3", ["[2-7]"], "(0$1)", 0, "$1-$2-$3"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["9"], "0$1"], ["(\\d{4})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["1"]]], "0", 0, 0, 0, 0, 0, [["[2-7][2-7]\\d{6}", [8]], ["964[0-2]\\d{5}|9(?:3[0-29]|[57][89]|6[0-36-9]|[89]\\d)\\d{6}", [9]], ["1800\\d{7}|1[78]00\\d{6}", [10, 11]], 0, 0, 0, 0, 0, ["[2-7]890\\d{4}", [8]]]], "EE": ["372", "00", "8\\d{9}|[4578]\\d{7}|(?:[3-8]\\d|90)\\d{5}", [7, 8, 10], [["(\\d{3})(\\d{4})", "$1 $2", ["[369]|4[3-8]|5(?:[0-2]|5[0-478]|6[45])|7[1-9]|88", "[369]|4[3-8]|5(?:[02]|1(?:[0-8]|95)|5[0-478]|6(?:4[0-4]|5[1-589]))|7[1-9]|88"]], ["(\\d{4})(\\d{3,4})", "$1 $2", ["[45]|8(?:00|[1-49])", "[45]|8(?:00[1-9]|[1-49])"]], ["(\\d{2})(\\d{2})(\\d{4})", "$1 $2 $3", ["7"]], ["(\\d{4})(\\d{3})(\\d{3})", "$1 $2 $3", ["8"]]], 0, 0, 0, 0, 0, 0, [["(?:3[23589]|4[3-8]|6\\d|7[1-9]|88)\\d{5}", [7]], ["(?:5\\d{5}|8(?:1(?:0(?:0(?:00|[178]\\d)|[3-9]\\d\\d)|(?:1(?:0[2-6]|1\\d)|[2-79]\\d\\d)\\d)|2(?:0(?:0(?:00|4\\d)|[1-7]\\d\\d)|(?:(?:[124-69]\\d|3[5-9])\\d|7(?:[0-79]\\d|8[013-9])|8(?:[2-6]\\d|7[01]))\\d)|[349]\\d{4}))\\d\\d|5(?:(?:[02]\\d|5[0-478])\\d|1(?:[0-8]\\d|95)|6(?:4[0-4]|5[1-589]))\\d{3}", [7, 8]], ["800(?:(?:0\\d\\d|1)\\d|[2-9])\\d{3}"], ["(?:40\\d\\d|900)\\d{4}", [7, 8]], ["70[0-2]\\d{5}", [8]]]], "EG": ["20", "00", "[189]\\d{8,9}|[24-6]\\d{8}|[135]\\d{7}", [8, 9, 10], [["(\\d)(\\d{7,8})", "$1 $2", ["[23]"], "0$1"], ["(\\d{2})(\\d{6,7})", "$1 $2", ["1[35]|[4-6]|8[2468]|9[235-7]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["[89]"], "0$1"], ["(\\d{2})(\\d{8})", "$1 $2", ["1"], "0$1"]], "0", 0, 0, 0, 0, 0, [["13[23]\\d{6}|(?:15|57)\\d{6,7}|(?:2\\d|3|4[05-8]|5[05]|6[24-689]|8[2468]|9[235-7])\\d{7}", [8, 9]], ["1[0-25]\\d{8}", [10]], ["800\\d{7}", [10]], ["900\\d{7}", [10]]]], "EH": ["212", "00", "[5-8]\\d{8}", [9], 0, "0", 0, 0, 0, 0, 0, [["528[89]\\d{5}"], ["(?:6(?:[0-79]\\d|8[0-247-9])|7(?:[016-8]\\d|2[0-8]|3[01]|5[0-5]))\\d{6}"], ["80[0-7]\\d{6}"], ["89\\d{7}"], 0, 0, 0, 0, ["(?:592(?:4[0-2]|93)|80[89]\\d\\d)\\d{4}"]]], "ER": ["291", "00", "[178]\\d{6}", [7], [["(\\d)(\\d{3})(\\d{3})", "$1 $2 $3", ["[178]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:1(?:1[12568]|[24]0|55|6[146])|8\\d\\d)\\d{4}"], ["(?:17[1-3]|7\\d\\d)\\d{4}"]]], "ES": ["34", "00", "400\\d{6}|(?:51|[6-9]\\d)\\d{7}", [9], [["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[89]00"]], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[4-9]"]]], 0, 0, 0, 0, 0, 0, [["96906(?:0[0-8]|1[1-9]|[2-9]\\d)\\d\\d|9(?:69(?:0[0-57-9]|[1-9]\\d)|73(?:[0-8]\\d|9[1-9]))\\d{4}|(?:400|8(?:[1356]\\d|[28][0-8]|[47][1-9])|9(?:[135]\\d|[268][0-8]|4[1-9]|7[124-9]))\\d{6}"], ["9(?:6906(?:09|10)|7390\\d\\d)\\d\\d|(?:6\\d|7[1-48])\\d{7}"], ["[89]00\\d{6}"], ["80[367]\\d{6}"], ["70\\d{7}"], 0, ["51\\d{7}"], 0, 0, ["90[12]\\d{6}"]]], "ET": ["251", "00", "(?:11|[2-57-9]\\d)\\d{7}", [9], [["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[1-57-9]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:11(?:[124]\\d\\d|3(?:[0-79]\\d|8[0-7])|5(?:[02-9]\\d|1[0-57-9])|6(?:[02-79]\\d|1[0-57-9]|8[0-8]))|2(?:2(?:11[1-9]|22[0-7]|33\\d|44[1467]|66[1-68])|5(?:11[124-6]|33[2-8]|44[1467]|55[14]|66[1-3679]|77[124-79]|880))|3(?:3(?:11[0-46-8]|(?:22|55)[0-6]|33[0134689]|44[04]|66[01467])|4(?:44[0-8]|55[0-69]|66[0-3]|77[1-5]))|4(?:6(?:119|22[0-24-7]|33[1-5]|44[13-69]|55[14-689]|660|88[1-4])|7(?:(?:11|22)[1-9]|33[13-7]|44[13-6]|55[1-689]))|5(?:7(?:227|55[05]|(?:66|77)[14-8])|8(?:11[149]|22[013-79]|33[0-68]|44[013-8]|550|66[1-5]|77\\d)))\\d{4}"], ["(?:7(?:[03]\\d|1[0-8]|2[1-35-79]|77|86|99)|(?:8[01]|9\\d)\\d)\\d{6}"]]], "FI": ["358", "00|99(?:[01469]|5(?:[14]1|3[23]|5[59]|77|88|9[09]))", "[1-35689]\\d{4}|7\\d{10,11}|(?:[124-7]\\d|3[0-46-9])\\d{8}|[1-9]\\d{5,8}", [5, 6, 7, 8, 9, 10, 11, 12], [["(\\d{5})", "$1", ["20[2-59]"], "0$1"], ["(\\d{3})(\\d{3,7})", "$1 $2", ["(?:[1-3]0|[68])0|70[07-9]"], "0$1"], ["(\\d{2})(\\d{4,8})", "$1 $2", ["[14]|2[09]|50|7[135]"], "0$1"], ["(\\d{2})(\\d{6,10})", "$1 $2", ["7"], "0$1"], ["(\\d)(\\d{4,9})", "$1 $2", ["(?:19|[2568])[1-8]|3(?:0[1-9]|[1-9])|9"], "0$1"]], "0", 0, 0, 0, 0, "1[03-79]|[2-9]", [["1[3-7][1-8]\\d{3,6}|(?:19[1-8]|[23568][1-8]\\d|9(?:00|[1-8]\\d))\\d{2,6}", [5, 6, 7, 8, 9]], ["(?:4[0-8]|50)\\d{4,8}", [6, 7, 8, 9, 10]], ["800\\d{4,6}", [7, 8, 9]], ["[67]00\\d{5,6}", [8, 9]], 0, 0, ["20\\d{4,8}|60[12]\\d{5,6}|7(?:099\\d{4,5}|5[03-9]\\d{3,7})|20[2-59]\\d\\d|(?:606|7(?:0[78]|1|3\\d))\\d{7}|(?:10|29|3[09]|70[1-5]\\d)\\d{4,8}"]], "00"], "FJ": ["679", "0(?:0|52)", "45\\d{5}|(?:0800\\d|[235-9])\\d{6}", [7, 11], [["(\\d{3})(\\d{4})", "$1 $2", ["[235-9]|45"]], ["(\\d{4})(\\d{3})(\\d{4})", "$1 $2 $3", ["0"]]], 0, 0, 0, 0, 0, 0, [["603\\d{4}|(?:3[0-6]|6[25-7]|8[58])\\d{5}", [7]], ["(?:[279]\\d|45|5[01568]|8[034679])\\d{5}", [7]], ["0800\\d{7}", [11]]], "00"], "FK": ["500", "00", "[2-7]\\d{4}", [5], 0, 0, 0, 0, 0, 0, 0, [["[2-47]\\d{4}"], ["[56]\\d{4}"]]], "FM": ["691", "00", "(?:[39]\\d\\d|820)\\d{4}", [7], [["(\\d{3})(\\d{4})", "$1 $2", ["[389]"]]], 0, 0, 0, 0, 0, 0, [["31(?:00[67]|208|309)\\d\\d|(?:3(?:[2357]0[1-9]|602|804|905)|(?:820|9[2-6]\\d)\\d)\\d{3}"], ["31(?:00[67]|208|309)\\d\\d|(?:3(?:[2357]0[1-9]|602|804|905)|(?:820|9[2-7]\\d)\\d)\\d{3}"]]], "FO": ["298", "00", "[2-9]\\d{5}", [6], [["(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3", ["[2-9]"]]], 0, 0, "(10(?:01|[12]0|88))", 0, 0, 0, [["(?:20|[34]\\d|8[19])\\d{4}"], ["(?:[27][1-9]|5\\d|9[16])\\d{4}"], ["80[257-9]\\d{3}"], ["90(?:[13-5][15-7]|2[125-7]|9\\d)\\d\\d"], 0, 0, 0, 0, ["6[0-36]\\d{4}"]]], "FR": ["33", "00", "[1-9]\\d{8}", [9], [["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["8"], "0 $1"], ["(\\d)(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4 $5", ["[1-79]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:26[013-9]|59[1-35-9])\\d{6}|(?:[13]\\d|2[0-57-9]|4[1-9]|5[0-8])\\d{7}"], ["(?:6(?:[0-24-8]\\d|3[0-8]|9[589])|7[3-9]\\d)\\d{6}"], ["80[0-5]\\d{6}"], ["836(?:0[0-36-9]|[1-9]\\d)\\d{4}|8(?:1[2-9]|2[2-47-9]|3[0-57-9]|[569]\\d|8[0-35-9])\\d{6}"], 0, 0, ["80[6-9]\\d{6}"], 0, ["9\\d{8}"], ["8(?:1[01]|2[0156]|4[024]|84)\\d{6}"]]], "GA": ["241", "00", "(?:[067]\\d|11)\\d{6}|[2-7]\\d{6}", [7, 8], [["(\\d)(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[2-7]"], "0$1"], ["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["0"]], ["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["11|[67]"], "0$1"]], 0, 0, "0(11\\d{6}|60\\d{6}|61\\d{6}|6[256]\\d{6}|7[467]\\d{6})", "$1", 0, 0, [["[01]1\\d{6}", [8]], ["(?:(?:0[2-7]|7[467])\\d|6(?:0[0-4]|10|[256]\\d))\\d{5}|[2-7]\\d{6}"]]], "GB": ["44", "00", "[1-357-9]\\d{9}|[18]\\d{8}|8\\d{6}", [7, 9, 10], [["(\\d{3})(\\d{4})", "$1 $2", ["800", "8001", "80011", "800111", "8001111"], "0$1"], ["(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3", ["845", "8454", "84546", "845464"], "0$1"], ["(\\d{3})(\\d{6})", "$1 $2", ["800"], "0$1"], ["(\\d{5})(\\d{4,5})", "$1 $2", ["1(?:38|5[23]|69|76|94)", "1(?:(?:38|69)7|5(?:24|39)|768|946)", "1(?:3873|5(?:242|39[4-6])|(?:697|768)[347]|9467)"], "0$1"], ["(\\d{4})(\\d{5,6})", "$1 $2", ["1(?:[2-69][02-9]|[78])"], "0$1"], ["(\\d{2})(\\d{4})(\\d{4})", "$1 $2 $3", ["[25]|7(?:0|6[02-9])", "[25]|7(?:0|6(?:[03-9]|2[356]))"], "0$1"], ["(\\d{4})(\\d{6})", "$1 $2", ["7"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["[1389]"], "0$1"]], "0", 0, "0|180020", 0, 0, 0, [["(?:1(?:1(?:3(?:[0-58]\\d\\d|73[0-5])|4(?:(?:[0-5]\\d|70)\\d|69[7-9])|(?:(?:5[0-26-9]|[78][0-49])\\d|6(?:[0-4]\\d|5[01]))\\d)|(?:2(?:(?:0[024-9]|2[3-9]|3[3-79]|4[1-689]|[58][02-9]|6[0-47-9]|7[013-9]|9\\d)\\d|1(?:[0-7]\\d|8[0-3]))|(?:3(?:0\\d|1[0-8]|[25][02-9]|3[02-579]|[468][0-46-9]|7[1-35-79]|9[2-578])|4(?:0[03-9]|[137]\\d|[28][02-57-9]|4[02-69]|5[0-8]|[69][0-79])|5(?:0[1-35-9]|[16]\\d|2[024-9]|3[015689]|4[02-9]|5[03-9]|7[0-35-9]|8[0-468]|9[0-57-9])|6(?:0[034689]|1\\d|2[0-35689]|[38][013-9]|4[1-467]|5[0-69]|6[13-9]|7[0-8]|9[0-24578])|7(?:0[0246-9]|2\\d|3[0236-8]|4[03-9]|5[0-46-9]|6[013-9]|7[0-35-9]|8[024-9]|9[02-9])|8(?:0[35-9]|2[1-57-9]|3[02-578]|4[0-578]|5[124-9]|6[2-69]|7\\d|8[02-9]|9[02569])|9(?:0[02-589]|[18]\\d|2[02-689]|3[1-57-9]|4[2-9]|5[0-579]|6[2-47-9]|7[0-24578]|9[2-57]))\\d)\\d)|2(?:0[013478]|3[0189]|4[017]|8[0-46-9]|9[0-2])\\d{3})\\d{4}|1(?:2(?:0(?:46[1-4]|87[2-9])|545[1-79]|76(?:2\\d|3[1-8]|6[1-6])|9(?:7(?:2[0-4]|3[2-5])|8(?:2[2-8]|7[0-47-9]|8[3-5])))|3(?:6(?:38[2-5]|47[23])|8(?:47[04-9]|64[0157-9]))|4(?:044[1-7]|20(?:2[23]|8\\d)|6(?:0(?:30|5[2-57]|6[1-8]|7[2-8])|140)|8(?:052|87[1-3]))|5(?:2(?:4(?:3[2-79]|6\\d)|76\\d)|6(?:26[06-9]|686))|6(?:06(?:4\\d|7[4-79])|295[5-7]|35[34]\\d|47(?:24|61)|59(?:5[08]|6[67]|74)|9(?:55[0-4]|77[23]))|7(?:26(?:6[13-9]|7[0-7])|(?:442|688)\\d|50(?:2[0-3]|[3-68]2|76))|8(?:27[56]\\d|37(?:5[2-5]|8[239])|843[2-58])|9(?:0(?:0(?:6[1-8]|85)|52\\d)|3583|4(?:66[1-8]|9(?:2[01]|81))|63(?:23|3[1-4])|9561))\\d{3}", [9, 10]], ["7(?:457[0-57-9]|700[01]|911[028])\\d{5}|7(?:[1-3]\\d\\d|4(?:[0-46-9]\\d|5[0-689])|5(?:0[0-8]|[13-9]\\d|2[0-35-9])|7(?:0[1-9]|[1-7]\\d|8[02-9]|9[0-689])|8(?:[014-9]\\d|[23][0-8])|9(?:[024-9]\\d|1[02-9]|3[0-689]))\\d{6}", [10]], ["80[08]\\d{7}|800\\d{6}|8001111"], ["(?:8(?:4[2-5]|7[0-3])|9(?:[01]\\d|8[2-49]))\\d{7}|845464\\d", [7, 10]], ["70\\d{8}", [10]], 0, ["(?:3[0347]|55)\\d{8}", [10]], ["76(?:464|652)\\d{5}|76(?:0[0-28]|2[356]|34|4[01347]|5[49]|6[0-369]|77|8[14]|9[139])\\d{6}", [10]], ["56\\d{8}", [10]]], 0, " x"], "GD": ["1", "011", "(?:473|[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, "([2-9]\\d{6})$|1", "473$1", 0, "473", [["473(?:2(?:3[0-2]|69)|3(?:2[89]|86)|4(?:[06]8|3[5-9]|4[0-4]|5[59]|73|90)|63[68]|7(?:58|84)|800|938)\\d{4}"], ["473(?:4(?:0[2-79]|1[04-9]|2[0-5]|49|5[6-8])|5(?:2[01]|3[3-8])|901)\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "GE": ["995", "00", "(?:[3-57]\\d\\d|800)\\d{6}", [9], [["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["70"], "0$1"], ["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["32"], "0$1"], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[57]"]], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[348]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:3(?:[256]\\d|4[124-9]|7[0-4])|4(?:1\\d|2[2-7]|3[1-79]|4[2-8]|7[239]|9[1-7]))\\d{6}"], ["5(?:(?:(?:0555|1(?:[17]77|555))[5-9]|757(?:7[7-9]|8[01]))\\d|22252[0-4])\\d\\d|5(?:0(?:0(?:1[09]|70)|505)|1(?:0[01]0|1(?:07|33|51))|2(?:0[02]0|2[25]2)|3(?:0[03]0|3[35]3)|4(?:0[04]0|411)|5222|9000)[0-4]\\d{3}|(?:5(?:0(?:0(?:0\\d|1[12]|2[02]|3[0-6]|4[04]|5[05]|77|88|9[09])|(?:[14]\\d|77)\\d|22[02]|888)|1(?:1(?:[03][01]|[124]\\d|5[02-6]|7[0-6])|4\\d\\d)|2(?:228|555)|3555|4(?:4(?:[02-9]\\d|14)|555)|5(?:[0157-9]\\d\\d|200|333|4(?:44|55))|6[89]\\d\\d|7(?:(?:[0147-9]\\d|22)\\d|5(?:00|[57]5))|8(?:0(?:[018]\\d|2[0-4])|5(?:55|8[89])|8(?:55|88))|9(?:090|[1-35-9]\\d\\d))|790\\d\\d)\\d{4}"], ["800\\d{6}"], 0, 0, 0, 0, 0, ["70[67]\\d{6}"]]], "GF": ["594", "00", "(?:694\\d|7093)\\d{5}|(?:59|[89]\\d)\\d{7}", [9], [["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[5-7]|80[6-9]|9[47]"], "0$1"], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[89]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:59(?:4(?:[02-49]\\d|1[0-5]|5[6-9]|6[0-3]|80)|88\\d)|80[6-9]\\d\\d)\\d{4}"], ["(?:694(?:[0-249]\\d|3[0-8])|7093[0-3])\\d{4}"], ["80[0-5]\\d{6}"], ["8[129]\\d{7}"], 0, 0, 0, 0, ["9(?:(?:396|76\\d)\\d|476[0-6])\\d{4}"]]], "GG": ["44", "00", "(?:1481|[357-9]\\d{3})\\d{6}|8\\d{6}(?:\\d{2})?", [7, 9, 10], 0, "0", 0, "([25-9]\\d{5})$|0|180020", "1481$1", 0, 0, [["1481[25-9]\\d{5}", [10]], ["7(?:(?:781|839)\\d|911[17])\\d{5}", [10]], ["80[08]\\d{7}|800\\d{6}|8001111"], ["(?:8(?:4[2-5]|7[0-3])|9(?:[01]\\d|8[0-3]))\\d{7}|845464\\d", [7, 10]], ["70\\d{8}", [10]], 0, ["(?:3[0347]|55)\\d{8}", [10]], ["76(?:464|652)\\d{5}|76(?:0[0-28]|2[356]|34|4[01347]|5[49]|6[0-369]|77|8[14]|9[139])\\d{6}", [10]], ["56\\d{8}", [10]]]], "GH": ["233", "00", "[235]\\d{8}|800\\d{5,6}", [8, 9], [["(\\d{3})(\\d{5})", "$1 $2", ["8"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[2358]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["3(?:181[0-5]|285[0-7]|3810)\\d{4}|3(?:0(?:[237-9]\\d|60)|[167](?:2[0-6]|7\\d|80)|2(?:2[0-5]|7\\d|8[0-4])|3(?:2[0-3]|7\\d|80)|4(?:2[013-9]|3[01]|7\\d|80)|5(?:2[0-7]|7\\d|80)|8(?:2[0-2]|7\\d|80)|9(?:[28]0|7\\d))\\d{5}", [9]], ["(?:2(?:[0346-9]\\d|5[67])|5(?:[03-7]\\d|9[1-9]))\\d{6}", [9]], ["800\\d{5,6}"]]], "GI": ["350", "00", "(?:[25]\\d|60)\\d{6}", [8], [["(\\d{3})(\\d{5})", "$1 $2", ["2"]]], 0, 0, 0, 0, 0, 0, [["2190[0-2]\\d{3}|2(?:0(?:[02]\\d|3[01])|16[24-9]|2[2-5]\\d)\\d{4}"], ["5251[0-4]\\d{3}|(?:5(?:[146-8]\\d\\d|250)|60(?:1[01]|6\\d))\\d{4}"]]], "GL": ["299", "00", "(?:19|[2-689]\\d|70)\\d{4}", [6], [["(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3", ["19|[2-9]"]]], 0, 0, 0, 0, 0, 0, [["(?:19|3[1-7]|[68][1-9]|70|9\\d)\\d{4}"], ["[245]\\d{5}"], ["80\\d{4}"], 0, 0, 0, 0, 0, ["3[89]\\d{4}"]]], "GM": ["220", "00", "[48]\\d{8}|[2-9]\\d{6}", [7, 9], [["(\\d{3})(\\d{4})", "$1 $2", ["[235-9]|4(?:[0-35]|4[16-9])"]], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[48]"]]], 0, 0, 0, 0, 0, 0, [["(?:4(?:[23]\\d\\d|4(?:1[024679]|(?:4(?:[237-9]\\d|4[14-9])|8[0-389]\\d)\\d|5(?:5(?:3\\d|4[0-7])|[67]\\d\\d)))|5(?:5(?:3\\d|4[0-7])|6[67]\\d|7(?:1[04]|2[035]|3[58]|48))|8[0-389]\\d\\d)\\d{3}|44[6-9]\\d{4}"], ["(?:(?:[23679]\\d|4[015]|8(?:(?:3[35]|6[68]|99)\\d|7(?:[27]\\d|4[015])))\\d|5(?:[0-489]\\d|56))\\d{4}|8[4-7]\\d{5}"]]], "GN": ["224", "00", "722\\d{6}|(?:3|6\\d)\\d{7}", [8, 9], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["3"]], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[67]"]]], 0, 0, 0, 0, 0, 0, [["3(?:0(?:24|3[12]|4[1-35-7]|5[13]|6[189]|[78]1|9[1478])|1\\d\\d)\\d{4}", [8]], ["6[0-356]\\d{7}", [9]], 0, 0, 0, 0, 0, 0, ["722\\d{6}", [9]]]], "GP": ["590", "00", "7090\\d{5}|(?:[56]9|[89]\\d)\\d{7}", [9], [["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[5-79]|80[6-9]"], "0$1"], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:59(?:0(?:0[1-68]|[14][0-24-9]|2[0-68]|3[1-9]|5[3-579]|[68][0-689]|7[08]|9\\d)|87\\d)|80[6-9]\\d\\d)\\d{4}"], ["(?:69(?:0\\d\\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\\d{4}"], ["80[0-5]\\d{6}"], ["8[129]\\d{7}"], 0, 0, 0, 0, ["9(?:(?:39[5-7]|76[018])\\d|475[0-6])\\d{4}"]]], "GQ": ["240", "00", "222\\d{6}|(?:3\\d|55|[89]0)\\d{7}", [9], [["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[235]"]], ["(\\d{3})(\\d{6})", "$1 $2", ["[89]"]]], 0, 0, 0, 0, 0, 0, [["33[0-24-9]\\d[46]\\d{4}|3(?:33|5\\d)\\d[7-9]\\d{4}"], ["(?:222|55\\d)\\d{6}"], ["80\\d[1-9]\\d{5}"], ["90\\d[1-9]\\d{5}"]]], "GR": ["30", "00", "5005000\\d{3}|8\\d{9,11}|(?:[269]\\d|70)\\d{8}", [10, 11, 12], [["(\\d{2})(\\d{4})(\\d{4})", "$1 $2 $3", ["21|7"]], ["(\\d{4})(\\d{6})", "$1 $2", ["2(?:2|3[2-57-9]|4[2-469]|5[2-59]|6[2-9]|7[2-69]|8[2-49])|5"]], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["[2689]"]], ["(\\d{3})(\\d{3,4})(\\d{5})", "$1 $2 $3", ["8"]]], 0, 0, 0, 0, 0, 0, [["2(?:1\\d\\d|2(?:2[1-46-9]|[36][1-8]|4[1-7]|5[1-4]|7[1-5]|[89][1-9])|3(?:1\\d|2[1-57]|[35][1-3]|4[13]|7[1-7]|8[124-6]|9[1-79])|4(?:1\\d|2[1-8]|3[1-4]|4[13-5]|6[1-578]|9[1-5])|5(?:1\\d|[29][1-4]|3[1-5]|4[124]|5[1-6])|6(?:1\\d|[269][1-6]|3[1245]|4[1-7]|5[13-9]|7[14]|8[1-5])|7(?:1\\d|2[1-5]|3[1-6]|4[1-7]|5[1-57]|6[135]|9[125-7])|8(?:1\\d|2[1-5]|[34][1-4]|9[1-57]))\\d{6}", [10]], ["68[57-9]\\d{7}|(?:69|94)\\d{8}", [10]], ["800\\d{7,9}"], ["90[19]\\d{7}", [10]], ["70\\d{8}", [10]], 0, ["5005000\\d{3}", [10]], 0, 0, ["8(?:0[16]|12|[27]5|50)\\d{7}", [10]]]], "GT": ["502", "00", "80\\d{6}|(?:1\\d{3}|[2-7])\\d{7}", [8, 11], [["(\\d{4})(\\d{4})", "$1 $2", ["[2-8]"]], ["(\\d{4})(\\d{3})(\\d{4})", "$1 $2 $3", ["1"]]], 0, 0, 0, 0, 0, 0, [["[267][2-9]\\d{6}", [8]], ["(?:[3-5]\\d\\d|80[0-4])\\d{5}", [8]], ["18[01]\\d{8}", [11]], ["19\\d{9}", [11]]]], "GU": ["1", "011", "(?:[58]\\d\\d|671|900)\\d{7}", [10], 0, "1", 0, "([2-9]\\d{6})$|1", "671$1", 0, "671", [["671(?:2\\d\\d|3(?:00|3[39]|4[349]|55|6[26])|4(?:00|56|7[1-9]|8[02-9])|5(?:55|6[2-5]|88)|6(?:3[2-578]|4[24-9]|5[34]|78|8[235-9])|7(?:[0479]7|2[0167]|3[45]|8[7-9])|8(?:[2-57-9]8|6[478])|9(?:2[29]|6[79]|7[1279]|8[7-9]|9[16-9]))\\d{4}"], [""], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "GW": ["245", "00", "[49]\\d{8}|4\\d{6}", [7, 9], [["(\\d{3})(\\d{4})", "$1 $2", ["40"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[49]"]]], 0, 0, 0, 0, 0, 0, [["443\\d{6}", [9]], ["9(?:5\\d|6[569]|77)\\d{6}", [9]], 0, 0, 0, 0, 0, 0, ["40\\d{5}", [7]]]], "GY": ["592", "001", "(?:[2-8]\\d{3}|9008)\\d{3}", [7], [["(\\d{3})(\\d{4})", "$1 $2", ["[2-9]"]]], 0, 0, 0, 0, 0, 0, [["(?:2(?:1[6-9]|2[0-35-9]|3[1-4]|5[3-9]|6\\d|7[0-79])|3(?:2[25-9]|3\\d)|4(?:4[0-24]|5[56])|5(?:0[0-6]|16)|77[1-57])\\d{4}"], ["(?:51[01]|6\\d\\d|7(?:[0-6]\\d|70|8[0167]))\\d{4}"], ["(?:289|8(?:00|6[28]|88|99))\\d{4}"], ["9008\\d{3}"], 0, 0, 0, 0, ["515\\d{4}"]]], "HK": ["852", "00(?:30|5[09]|[126-9]?)", "8[0-46-9]\\d{6,7}|9\\d{4,7}|(?:[2-7]|9\\d{3})\\d{7}", [5, 6, 7, 8, 9, 11], [["(\\d{3})(\\d{2,5})", "$1 $2", ["900", "9003"]], ["(\\d{4})(\\d{4})", "$1 $2", ["[2-7]|8[1-4]|9(?:0[1-9]|[1-8])"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["8"]], ["(\\d{3})(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["9"]]], 0, 0, 0, 0, 0, 0, [["(?:2(?:[13-9]\\d|2[013-9])\\d|3(?:(?:[1569][0-24-9]|4[0-246-9]|7[0-24-69])\\d|8(?:4[0-8]|[579]\\d|6[0-5]))|58(?:0[1-9]|1[2-9]))\\d{4}", [8]], ["(?:4(?:0(?:6[0-3]|9[3-6])|24[3-6]|44[0-35-9]|6(?:4[0-57-9]|6[0-6])|7(?:4[0-48]|6[0-5]))|5(?:25[3-7]|35[4-8]|73[0-6]|95[0-8])|6(?:26[013-8]|(?:66|78)[0-5])|7(?:0(?:7[1-8]|8[0-8])|10[1-4])|84(?:4[0-2]|8[0-35-9])|9(?:29[013-9]|39[014-9]|59[0-467]|899))\\d{4}|(?:4(?:4[0-35-9]|6[0-357-9]|7[0-35])|5(?:[1-59][0-46-9]|6[0-4689]|7[0-246-9])|6(?:0[1-9]|[13-59]\\d|[268][0-57-9]|7[0-79])|70[1-59]|84[0-39]|9(?:0[1-9]|1[02-9]|[2358][0-8]|[467]\\d))\\d{5}", [8]], ["800\\d{6}", [9]], ["900(?:[0-24-9]\\d{7}|3\\d{1,4})", [5, 6, 7, 8, 11]], ["8(?:1[0-4679]\\d|2(?:[0-36]\\d|7[0-4])|3(?:[034]\\d|2[09]|70))\\d{4}", [8]], 0, ["30(?:0[1-9]|[15-7]\\d|2[047]|89)\\d{4}", [8]], ["7(?:1(?:0[08]|1[0-3679]|3[013]|69|9[0136])|2(?:[02389]\\d|1[18]|7[27-9])|3(?:[0-38]\\d|7[0-369]|9[2357-9])|47\\d|5(?:[178]\\d|5[0-5])|6(?:0[0-7]|2[236-9]|[35]\\d)|7(?:[27]\\d|8[7-9])|8(?:[23689]\\d|7[1-9])|9(?:[025]\\d|6[0-246-8]|7[0-36-9]|8[238]))\\d{4}", [8]]], "00"], "HN": ["504", "00", "8\\d{10}|[237-9]\\d{7}", [8, 11], [["(\\d{4})(\\d{4})", "$1-$2", ["[237-9]"]]], 0, 0, 0, 0, 0, 0, [["2(?:2(?:0[0-59]|1[1-9]|[23]\\d|4[02-8]|5[57]|6[2458]|7[0135689]|8[01346-9]|9[0-2])|4(?:0[578]|2[3-59]|3[13-9]|4[0-68]|5[1-3589]|80)|5(?:0[2357-9]|1[1-6]|4[03-58]|5\\d|6[014-69]|7[04]|80)|6(?:[056]\\d|17|2[067]|3[047]|4[0-378]|[78][0-8]|9[01])|7(?:0[5-79]|2[01]|6[46-9]|7[02-9]|8[034]|91)|8(?:79|8[0-357-9]|9[1-57-9]))\\d{4}", [8]], ["[37-9]\\d{7}", [8]], ["8002\\d{7}", [11]]]], "HR": ["385", "00", "[2-69]\\d{8}|80\\d{5,7}|[1-79]\\d{7}|6\\d{6}", [7, 8, 9], [["(\\d{2})(\\d{2})(\\d{3})", "$1 $2 $3", ["6[01]"], "0$1"], ["(\\d{3})(\\d{2})(\\d{2,3})", "$1 $2 $3", ["8"], "0$1"], ["(\\d)(\\d{4})(\\d{3})", "$1 $2 $3", ["1"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["6|7[245]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["9"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[2-57]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["1\\d{7}|(?:2[0-3]|3[1-5]|4[02-47-9]|5[1-3])\\d{6,7}", [8, 9]], ["9(?:(?:0[1-9]|[12589]\\d)\\d\\d|7(?:[0679]\\d\\d|5(?:[01]\\d|44|55|77|9[5-79])))\\d{4}|98\\d{6}", [8, 9]], ["80\\d{5,7}"], ["6[01459]\\d{6}|6[01]\\d{5}", [7, 8]], ["7[45]\\d{6}", [8]], 0, ["62\\d{6,7}|72\\d{6}", [8, 9]]]], "HT": ["509", "00", "[2-589]\\d{7}", [8], [["(\\d{2})(\\d{2})(\\d{4})", "$1 $2 $3", ["[2-589]"]]], 0, 0, 0, 0, 0, 0, [["2(?:2\\d|5[1-5]|81|9[149])\\d{5}"], ["(?:[34]\\d|5[568])\\d{6}"], ["8\\d{7}"], 0, 0, 0, 0, 0, ["9(?:[67][0-4]|8[0-3589]|9\\d)\\d{5}"]]], "HU": ["36", "00", "[235-7]\\d{8}|[1-9]\\d{7}", [8, 9], [["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["1"], "(06 $1)"], ["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["[27][2-9]|3[2-7]|4[24-9]|5[2-79]|6|8[2-57-9]|9[2-69]"], "(06 $1)"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[2-9]"], "06 $1"]], "06", 0, 0, 0, 0, 0, [["(?:1\\d|[27][2-9]|3[2-7]|4[24-9]|5[2-79]|6[23689]|8[2-57-9]|9[2-69])\\d{6}", [8]], ["(?:[257]0|3[01])\\d{7}", [9]], ["(?:[48]0\\d|680[29])\\d{5}"], ["9[01]\\d{6}", [8]], 0, 0, ["38\\d{7}", [9]], 0, ["21\\d{7}", [9]]]], "ID": ["62", "00[89]", "00[1-9]\\d{9,14}|(?:[1-36]|8\\d{5})\\d{6}|00\\d{9}|[1-9]\\d{8,10}|[2-9]\\d{7}", [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], [["(\\d)(\\d{3})(\\d{3})", "$1 $2 $3", ["15"]], ["(\\d{2})(\\d{5,9})", "$1 $2", ["2[124]|[36]1"], "(0$1)"], ["(\\d{3})(\\d{5,7})", "$1 $2", ["800"], "0$1"], ["(\\d{3})(\\d{5,8})", "$1 $2", ["[2-79]"], "(0$1)"], ["(\\d{3})(\\d{3,4})(\\d{3})", "$1-$2-$3", ["8[1-35-9]"], "0$1"], ["(\\d{3})(\\d{6,8})", "$1 $2", ["1"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["804"], "0$1"], ["(\\d{3})(\\d)(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["80"], "0$1"], ["(\\d{3})(\\d{4})(\\d{4,5})", "$1-$2-$3", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["2[124]\\d{7,8}|619\\d{8}|2(?:1(?:14|500)|2\\d{3})\\d{3}|61\\d{5,8}|(?:2(?:[35][1-4]|6[0-8]|7[1-6]|8\\d|9[1-8])|3(?:1|[25][1-8]|3[1-68]|4[1-3]|6[1-3568]|7[0-469]|8\\d)|4(?:0[1-589]|1[01347-9]|2[0-36-8]|3[0-24-68]|43|5[1-378]|6[1-5]|7[134]|8[1245])|5(?:1[1-35-9]|2[25-8]|3[124-9]|4[1-3589]|5[1-46]|6[1-8])|6(?:[25]\\d|3[1-69]|4[1-6])|7(?:02|[125][1-9]|[36]\\d|4[1-8]|7[0-36-9])|9(?:0[12]|1[013-8]|2[0-479]|5[125-8]|6[23679]|7[159]|8[01346]))\\d{5,8}", [7, 8, 9, 10, 11]], ["8[1-35-9]\\d{7,10}", [9, 10, 11, 12]], ["00(?:1803\\d{5,11}|7803\\d{7})|(?:177\\d|800)\\d{5,7}", [8, 9, 10, 11, 12, 13, 14, 15, 16, 17]], ["809\\d{7}", [10]], 0, 0, ["(?:1500|8071\\d{3})\\d{3}", [7, 10]], 0, 0, ["804\\d{7}", [10]]]], "IE": ["353", "00", "(?:1\\d|[2569])\\d{6,8}|4\\d{6,9}|7\\d{8}|8\\d{8,9}", [7, 8, 9, 10], [["(\\d{2})(\\d{5})", "$1 $2", ["2[24-9]|47|58|6[237-9]|9[35-9]"], "(0$1)"], ["(\\d{3})(\\d{5})", "$1 $2", ["[45]0"], "(0$1)"], ["(\\d)(\\d{3,4})(\\d{4})", "$1 $2 $3", ["1"], "(0$1)"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[2569]|4[1-69]|7[14]"], "(0$1)"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["70"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["81"], "(0$1)"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[78]"], "0$1"], ["(\\d{4})(\\d{3})(\\d{3})", "$1 $2 $3", ["1"]], ["(\\d{2})(\\d{4})(\\d{4})", "$1 $2 $3", ["4"], "(0$1)"], ["(\\d{2})(\\d)(\\d{3})(\\d{4})", "$1 $2 $3 $4", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:1\\d|21)\\d{6,7}|(?:2[24-9]|4(?:0[24]|5\\d|7)|5(?:0[45]|1\\d|8)|6(?:1\\d|[237-9])|9(?:1\\d|[35-9]))\\d{5}|(?:23|4(?:[1-469]|8\\d)|5[23679]|6[4-6]|7[14]|9[04])\\d{7}"], ["8(?:22|[35-9]\\d)\\d{6}", [9]], ["1800\\d{6}", [10]], ["15(?:1[2-8]|[2-8]0|9[089])\\d{6}", [10]], ["700\\d{6}", [9]], ["88210[1-9]\\d{4}|8(?:[35-79]5\\d\\d|8(?:[013-9]\\d\\d|2(?:[01][1-9]|[2-9]\\d)))\\d{5}", [10]], ["818\\d{6}", [9]], 0, ["76\\d{7}", [9]], ["18[59]0\\d{6}", [10]]]], "IL": ["972", "0(?:0|1(?:05|[2-9]))", "1\\d{6}(?:\\d{3,5})?|[57]\\d{8}|[1-489]\\d{7}", [7, 8, 9, 10, 11, 12], [["(\\d{4})(\\d{3})", "$1-$2", ["125"]], ["(\\d{4})(\\d{2})(\\d{2})", "$1-$2-$3", ["121"]], ["(\\d)(\\d{3})(\\d{4})", "$1-$2-$3", ["[2-489]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1-$2-$3", ["[57]"], "0$1"], ["(\\d{4})(\\d{3})(\\d{3})", "$1-$2-$3", ["12"]], ["(\\d{4})(\\d{6})", "$1-$2", ["159"]], ["(\\d)(\\d{3})(\\d{3})(\\d{3})", "$1-$2-$3-$4", ["1[7-9]"]], ["(\\d{3})(\\d{1,2})(\\d{3})(\\d{4})", "$1-$2 $3-$4", ["15"]]], "0", 0, 0, 0, 0, 0, [["153\\d{8,9}|29[1-9]\\d{5}|(?:2[0-8]|[3489]\\d)\\d{6}", [8, 11, 12]], ["55(?:4(?:0[0-4]|10|6[015-9])|57[0-289]|8[06][0-2])\\d{4}|5(?:(?:[0-2][02-9]|[36]\\d|[49][2-9]|8[3-7])\\d|5(?:01|2\\d|3[0-3]|4[3-5]|5[0-25689]|6[6-8]|7[0-267]|8[7-9]|9[1-9]))\\d{5}", [9]], ["1(?:255|80[019]\\d{3})\\d{3}", [7, 10]], ["1212\\d{4}|1(?:200|9(?:0[0-2]|19|9\\d))\\d{6}", [8, 10]], 0, ["151\\d{8,9}", [11, 12]], ["1599\\d{6}", [10]], 0, ["7(?:280[01]|38(?:[05]\\d|8[0-358])|8(?:33|55|77|81)\\d)\\d{4}|7(?:18|2[23]|3[237]|47|6[258]|7\\d|82|9[2-9])\\d{6}", [9]], ["1700\\d{6}", [10]]]], "IM": ["44", "00", "1624\\d{6}|(?:[3578]\\d|90)\\d{8}", [10], 0, "0", 0, "([25-8]\\d{5})$|0|180020", "1624$1", 0, "74576|(?:16|7[56])24", [["1624(?:230|[5-8]\\d\\d)\\d{3}"], ["76245[06]\\d{4}|7(?:4576|[59]24\\d|624[0-4689])\\d{5}"], ["808162\\d{4}"], ["8(?:440[49]06|72299\\d)\\d{3}|(?:8(?:45|70)|90[0167])624\\d{4}"], ["70\\d{8}"], 0, ["3440[49]06\\d{3}|(?:3(?:08162|3\\d{4}|45624|7(?:0624|2299))|55\\d{4})\\d{4}"], 0, ["56\\d{8}"]]], "IN": ["91", "00", "(?:000800|[2-9]\\d\\d)\\d{7}|1\\d{7,12}", [8, 9, 10, 11, 12, 13], [["(\\d{8})", "$1", ["5(?:0|2[23]|3[03]|[67]1|88)", "5(?:0|2(?:21|3)|3(?:0|3[23])|616|717|888)", "5(?:0|2(?:21|3)|3(?:0|3[23])|616|717|8888)"], 0, 1], ["(\\d{4})(\\d{4,5})", "$1 $2", ["180", "1800"], 0, 1], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["140"], 0, 1], ["(\\d{2})(\\d{4})(\\d{4})", "$1 $2 $3", ["11|2[02]|33|4[04]|79[1-5]|80[2-46]", "11|2[02]|33|4[04]|79[1-5]|80(?:[2-4]|6[0-589])", "11|2[02]|33|4[04]|79(?:[1245]|3(?:[02-9]|1[0-24-9]))|80(?:[2-4]|6[0-589])"], "0$1", 1], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["1(?:2[0-249]|3[0-25]|4[145]|[68]|7[1257])|2(?:1[257]|3[013]|4[01]|5[0137]|6[0158]|78|8[1568])|3(?:26|4[1-3]|5[34]|6[01489]|7[02-46]|8[159])|4(?:1[36]|2[1-47]|5[12]|6[0-26-9]|7[0-24-9]|8[013-57]|9[014-7])|5(?:1[025]|22|[36][25]|4[28]|5[12]|[78]1)|6(?:12|[2-4]1|5[17]|6[13]|80)|7(?:12|3[134]|61|88)|8(?:16|2[014]|3[126]|6[136]|7[078]|8[34]|91)|(?:43|59|75)[15]|(?:1[59]|29|67)[14]", "1(?:2[0-24]|3[0-25]|4[145]|[59][14]|6[1-9]|7[1257]|8[1-57-9])|2(?:1[257]|3[013]|4[01]|5[0137]|6[058]|78|8[1568]|9[14])|3(?:26|4[1-3]|5[34]|6[01489]|7[02-46]|8[159])|4(?:1[36]|2[1-47]|3[15]|5[12]|6[0-26-9]|7[0-24-9]|8[013-57]|9[014-7])|5(?:1[025]|22|[36][25]|4[28]|[578]1|9[15])|674|7(?:(?:3[34]|5[15])[2-6]|61[346]|88[0-8])|8(?:70[2-6]|84[235-7]|91[3-7])|(?:1(?:29|60|8[06])|261|552|6(?:12|[2-47]1|5[17]|6[13]|80)|7(?:12|31)|8(?:16|2[014]|3[126]|6[136]|7[78]|83))[2-7]", "1(?:2[0-24]|3[0-25]|4[145]|[59][14]|6[1-9]|7[1257]|8[1-57-9])|2(?:1[257]|3[013]|4[01]|5[0137]|6[058]|78|8[1568]|9[14])|3(?:26|4[1-3]|5[34]|6[01489]|7[02-46]|8[159])|4(?:1[36]|2[1-47]|3[15]|5[12]|6[0-26-9]|7[0-24-9]|8[013-57]|9[014-7])|5(?:1[025]|22|[36][25]|4[28]|[578]1|9[15])|6(?:12(?:[2-6]|7[0-8])|74[2-7])|7(?:3171|5[15][2-6]|61[346]|88(?:[2-7]|82))|8(?:70[2-6]|84(?:[2356]|7[19])|91(?:[3-6]|7[19]))|73[134][2-6]|8(?:16|2[014]|3[126]|6[136]|7[78]|83)(?:[2-6]|7[19])|(?:1(?:29|60|8[06])|261|552|6(?:[2-4]1|5[17]|6[13]|7(?:1|4[0189])|80)|7(?:12|88[01]))[2-7]"], "0$1", 1], ["(\\d{4})(\\d{3})(\\d{3})", "$1 $2 $3", ["1(?:[2-479]|5[0235-9])|[2-5]|6(?:1[1358]|2[2457-9]|3[2-5]|4[235-7]|5[2-689]|6[24578]|7[235689]|8[1-6])|7(?:1[013-9]|3[129]|5[29]|6[02-5]|70)|807", "1(?:[2-479]|5[0235-9])|[2-5]|6(?:1[1358]|2(?:[2457]|84|95)|3(?:[2-4]|55)|4[235-7]|5[2-689]|6[24578]|7(?:[23569]|8[0-57-9])|8[1-6])|7(?:1(?:[013-8]|9[6-9])|3(?:17|2[0-49]|9[2-57])|5(?:2[1-3]|9[0-6])|6(?:0[5689]|2[5-9]|3[02-8]|4|5[0-367])|70[13-7])|807[19]", "1(?:[2-479]|5(?:[0236-9]|5[013-9]))|[2-5]|6(?:2(?:84|95)|355|8(?:28[235-7]|3))|73179|807(?:1|9[1-3])|(?:1552|6(?:(?:1[1358]|2[2457]|3[2-4]|4[235-7]|5[2-689]|6[24578])\\d|7(?:[23569]\\d|8[0-57-9])|8(?:[14-6]\\d|2[0-79]))|7(?:1(?:[013-8]\\d|9[6-9])|3(?:2[0-49]|9[2-57])|5(?:2[1-3]|9[0-6])|6(?:0[5689]|2[5-9]|3[02-8]|4\\d|5[0-367])|70[13-7]))[2-7]"], "0$1", 1], ["(\\d{5})(\\d{5})", "$1 $2", ["16|[6-9]"], "0$1", 1], ["(\\d{4})(\\d{2,4})(\\d{4})", "$1 $2 $3", ["18[06]", "18[06]0"], 0, 1], ["(\\d{4})(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["18"], 0, 1]], "0", 0, 0, 0, 0, 0, [["(?:2717(?:[2-7]\\d|95)|6828[235-7]\\d)\\d{4}|(?:170[24]|280[13468]|4(?:20[24]|72[2-8])|552[1-7])\\d{6}|(?:271[0-689]|682[0-79]|782[0-6])[2-7]\\d{5}|(?:2(?:[02][2-79]|90)|3(?:23|80)|683|79[1-5])\\d{7}|(?:11|33|4[04]|80)[2-7]\\d{7}|(?:342|674|788)(?:[0189][2-7]|[2-7]\\d)\\d{5}|(?:1(?:2[0-249]|3[0-25]|4[145]|[59][14]|6[014]|7[1257]|8[01346])|2(?:1[257]|3[013]|4[01]|5[0137]|6[0158]|78|8[1568]|9[14])|3(?:26|4[13]|5[34]|6[01489]|7[02-46]|8[159])|4(?:1[36]|2[1-47]|3[15]|5[12]|6[0-26-9]|7[014-9]|8[013-57]|9[014-7])|5(?:1[025]|22|[36][25]|4[28]|[578]1|9[15])|6(?:12|[2-47]1|5[17]|6[13]|80)|7(?:12|2[14]|3[134]|4[47]|5[15]|[67]1)|8(?:16|2[014]|3[126]|6[136]|7[078]|8[34]|91))[2-7]\\d{6}|(?:1(?:2[35-8]|3[346-9]|4[236-9]|[59][0235-9]|6[235-9]|7[34689]|8[257-9])|2(?:1[134689]|3[24-8]|4[2-8]|5[25689]|6[2-4679]|7[3-79]|8[2-479]|9[235-9])|3(?:01|1[79]|2[1245]|4[5-8]|5[125689]|6[235-7]|7[157-9]|8[2-46-8])|4(?:1[14578]|2[5689]|3[2-467]|5[4-7]|6[35]|73|8[2689]|9[2389])|5(?:[16][146-9]|2[14-8]|3[1346]|4[14-69]|5[46]|7[2-4]|8[2-8]|9[246])|6(?:1[1358]|2[2457]|3[2-4]|4[235-7]|5[2-689]|6[24578]|7[235689]|8[14-6])|7(?:1[013-9]|2[0235-9]|3[2679]|4[1-35689]|5[2-46-9]|[67][02-9]|8[013-7]|90)|8(?:1[1357-9]|2[235-8]|3[03-57-9]|4[0-24-9]|5\\d|6[2457-9]|7[1-6]|8[1256]|9[2-4]))\\d[2-7]\\d{5}", [10]], ["(?:6(?:1279|828[01489])|7(?:887[02-9]|9313)|8(?:079[04-9]|(?:84|91)7[02-8]))\\d{5}|(?:160[01]|6(?:(?:12|[2-4]1|5[17]|6[13]|80)[0189]|7(?:1[0189]|86))|7(?:1(?:2[0189]|9[0-5])|3(?:2[5-8]|[34][017-9]|9[016-9])|5(?:[15][017-9]|2[04-9]|9[7-9])|6(?:0[0-47]|1[0-257-9]|2[0-4]|3[19]|5[4589])|70[0289]|88[089])|8(?:0(?:6[67]|7[02-8])|70[017-9]|84[01489]|91[0-289]))\\d{6}|(?:731|8(?:16|2[014]|3[126]|6[136]|7[78]|83))(?:[0189]\\d|7[02-8])\\d{5}|(?:6(?:(?:1[1358]|2[2457]|3[2-4]|4[235-7]|5[2-689]|6[24578])\\d|7(?:[23569]\\d|4[0189]|8[0-57-9])|8(?:[14-6]\\d|2[0-79]))|7(?:1(?:[013-8]\\d|9[6-9])|3(?:2[0-49]|9[2-5])|5(?:2[1-3]|9[0-6])|6(?:0[5689]|2[5-9]|3[02-8]|4\\d|5[0-367])|70[13-7]|881))[0189]\\d{5}|(?:6(?:[09]\\d|1[04679]|2[03689]|3[05-9]|4[0489]|50|6[069]|7[07]|8[7-9])|7(?:[024]\\d|3[05-8]|5[0346-8]|6[6-9]|7[1-9]|8[0-79]|9[06-9])|8(?:0[01589]|1[0-57-9]|2[235-9]|3[03-57-9]|[45]\\d|6[02457-9]|7[1-69]|8[0-25-9]|9[02-9])|9\\d\\d)\\d{7}", [10]], ["000800\\d{7}|180(?:0\\d{4,9}|3\\d{9})"], ["186[12]\\d{9}", [13]], 0, 0, ["140\\d{7}", [10]], 0, 0, ["1860\\d{7}", [11]]]], "IO": ["246", "00", "3\\d{6}", [7], [["(\\d{3})(\\d{4})", "$1 $2", ["3"]]], 0, 0, 0, 0, 0, 0, [["37\\d{5}"], ["38\\d{5}"]]], "IQ": ["964", "00", "(?:1|7\\d\\d)\\d{7}|[2-6]\\d{7,8}", [8, 9, 10], [["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["1"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[2-6]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["7"], "0$1"]], "0", 0, 0, 0, 0, 0, [["1\\d{7}|(?:2[13-5]|3[02367]|4[023]|5[03]|6[026])\\d{6,7}", [8, 9]], ["7[3-9]\\d{8}", [10]]]], "IR": ["98", "00", "[1-9]\\d{9}|(?:[1-8]\\d\\d|9)\\d{3,4}", [4, 5, 6, 7, 10], [["(\\d{4,5})", "$1", ["96"], "0$1"], ["(\\d{2})(\\d{4,5})", "$1 $2", ["(?:1[137]|2[13-68]|3[1458]|4[145]|5[1468]|6[16]|7[1467]|8[13467])[12689]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["9"], "0$1"], ["(\\d{2})(\\d{4})(\\d{4})", "$1 $2 $3", ["[1-8]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:1[137]|2[13-68]|3[1458]|4[145]|5[1468]|6[16]|7[1467]|8[13467])(?:[03-57]\\d{7}|[16]\\d{3}(?:\\d{4})?|[289]\\d{3}(?:\\d(?:\\d{3})?)?)|94(?:000[09]|(?:12\\d|30[0-2])\\d|2(?:[02689]0\\d|121)|4(?:111|40\\d))\\d{4}", [6, 7, 10]], ["9(?:(?:0[0-5]|[13]\\d|2[0-3])\\d\\d|9(?:[0-46]\\d\\d|5(?:10|5\\d)|8(?:[12]\\d|3[0-2]|88)|9(?:[0-359]\\d|69|77|8[7-9])))\\d{5}", [10]], 0, 0, 0, 0, ["96(?:0[12]|2[16-8]|3(?:08|[14]5|[23]|66)|4(?:0|80)|5[01]|6[89]|86|9[19])", [4, 5]]]], "IS": ["354", "00|1(?:0(?:01|[12]0)|100)", "(?:38\\d|[4-9])\\d{6}", [7, 9], [["(\\d{3})(\\d{4})", "$1 $2", ["[4-9]"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["3"]]], 0, 0, 0, 0, 0, 0, [["(?:4(?:1[0-24-69]|2[0-7]|[37][0-8]|4[0-24589]|5[0-68]|6\\d|8[0-36-8])|5(?:05|[156]\\d|2[02578]|3[0-579]|4[03-7]|7[0-2578]|8[0-35-9]|9[013-689])|872)\\d{4}", [7]], ["(?:38[589]\\d\\d|6(?:1[1-8]|2[0-6]|3[026-9]|4[014679]|5[0159]|6[0-69]|70|8[06-8]|9\\d)|7(?:5[057]|[6-9]\\d)|8(?:2[0-59]|[3-69]\\d|8[238]))\\d{4}"], ["80[0-8]\\d{4}", [7]], ["90(?:0\\d|1[5-79]|2[015-79]|3[135-79]|4[125-7]|5[25-79]|7[1-37]|8[0-35-7])\\d{3}", [7]], 0, ["(?:689|8(?:7[18]|80)|95[48])\\d{4}", [7]], ["809\\d{4}", [7]], 0, ["49[0-24-79]\\d{4}", [7]]], "00"], "IT": ["39", "00", "0\\d{5,11}|1\\d{8,10}|3(?:[0-8]\\d{7,10}|9\\d{7,8})|(?:43|55|70)\\d{8}|8\\d{5}(?:\\d{2,4})?", [6, 7, 8, 9, 10, 11, 12], [["(\\d{2})(\\d{4,6})", "$1 $2", ["0[26]"]], ["(\\d{3})(\\d{3,6})", "$1 $2", ["0[13-57-9][0159]|8(?:03|4[17]|9[2-5])", "0[13-57-9][0159]|8(?:03|4[17]|9(?:2|3[04]|[45][0-4]))"]], ["(\\d{4})(\\d{2,6})", "$1 $2", ["0(?:[13-579][2-46-8]|8[236-8])"]], ["(\\d{4})(\\d{4})", "$1 $2", ["894"]], ["(\\d{2})(\\d{3,4})(\\d{4})", "$1 $2 $3", ["0[26]|5"]], ["(\\d{3})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["1(?:44|[679])|[378]|43"]], ["(\\d{3})(\\d{3,4})(\\d{4})", "$1 $2 $3", ["0[13-57-9][0159]|14"]], ["(\\d{2})(\\d{4})(\\d{5})", "$1 $2 $3", ["0[26]"]], ["(\\d{4})(\\d{3})(\\d{4})", "$1 $2 $3", ["0"]], ["(\\d{3})(\\d{4})(\\d{4,5})", "$1 $2 $3", ["[03]"]]], 0, 0, 0, 0, 0, 0, [["0(?:669[0-79]\\d{1,6}|831\\d{2,8})|0(?:1(?:[0159]\\d|[27][1-5]|31|4[1-4]|6[1356]|8[2-57])|2\\d\\d|3(?:[0159]\\d|2[1-4]|3[12]|[48][1-6]|6[2-59]|7[1-7])|4(?:[0159]\\d|[23][1-9]|4[245]|6[1-5]|7[1-4]|81)|5(?:[0159]\\d|2[1-5]|3[2-6]|4[1-79]|6[4-6]|7[1-578]|8[3-8])|6(?:[0-57-9]\\d|6[0-8])|7(?:[0159]\\d|2[12]|3[1-7]|4[2-46]|6[13569]|7[13-6]|8[1-59])|8(?:[0159]\\d|2[3-578]|3[2356]|[6-8][1-5])|9(?:[0159]\\d|[238][1-5]|4[12]|6[1-8]|7[1-6]))\\d{2,7}"], ["3[2-9]\\d{7,8}|(?:31|43)\\d{8}", [9, 10]], ["80(?:0\\d{3}|3)\\d{3}", [6, 9]], ["(?:0878\\d{3}|89(?:2\\d|3[04]|4(?:[0-4]|[5-9]\\d\\d)|5[0-4]))\\d\\d|(?:1(?:44|6[346])|89(?:38|5[5-9]|9))\\d{6}", [6, 8, 9, 10]], ["1(?:78\\d|99)\\d{6}", [9, 10]], ["3[2-8]\\d{9,10}", [11, 12]], 0, 0, ["55\\d{8}", [10]], ["84(?:[08]\\d{3}|[17])\\d{3}", [6, 9]]]], "JE": ["44", "00", "1534\\d{6}|(?:[3578]\\d|90)\\d{8}", [10], 0, "0", 0, "([0-24-8]\\d{5})$|0|180020", "1534$1", 0, 0, [["1534[0-24-8]\\d{5}"], ["7(?:(?:(?:50|82)9|937)\\d|7(?:00[378]|97\\d))\\d{5}"], ["80(?:07(?:35|81)|8901)\\d{4}"], ["(?:8(?:4(?:4(?:4(?:05|42|69)|703)|5(?:041|800))|7(?:0002|1206))|90(?:066[59]|1810|71(?:07|55)))\\d{4}"], ["701511\\d{4}"], 0, ["(?:3(?:0(?:07(?:35|81)|8901)|3\\d{4}|4(?:4(?:4(?:05|42|69)|703)|5(?:041|800))|7(?:0002|1206))|55\\d{4})\\d{4}"], ["76(?:464|652)\\d{5}|76(?:0[0-28]|2[356]|34|4[01347]|5[49]|6[0-369]|77|8[14]|9[139])\\d{6}"], ["56\\d{8}"]]], "JM": ["1", "011", "(?:[58]\\d\\d|658|900)\\d{7}", [10], 0, "1", 0, 0, 0, 0, "658|876", [["8766060\\d{3}|(?:658(?:2(?:[5-8]\\d|9[0-46-9])|[3-9]\\d\\d)|876(?:52[35]|6(?:0[1-3579]|1[0235-9]|[23]\\d|40|5[06]|6[2-589]|7[0-25-9]|8[04]|9[4-9])|7(?:0[2-689]|[1-6]\\d|8[056]|9[45])|9(?:0[1-8]|1[02378]|[2-8]\\d|9[2-468])))\\d{4}"], ["(?:6582(?:[0-4]\\d|95)|876(?:2(?:0[1-9]|[13-9]\\d|2[013-9])|[348]\\d\\d|5(?:0[1-9]|[1-9]\\d)|6(?:4[89]|6[67])|7(?:0[07]|7\\d|8[1-47-9]|9[0-36-9])|9(?:[01]9|9[0579])))\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "JO": ["962", "00", "(?:(?:[2689]|7\\d)\\d|32|427|53)\\d{6}", [8, 9], [["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["[2356]|87"], "(0$1)"], ["(\\d{3})(\\d{5,6})", "$1 $2", ["[89]"], "0$1"], ["(\\d{2})(\\d{7})", "$1 $2", ["70"], "0$1"], ["(\\d)(\\d{4})(\\d{4})", "$1 $2 $3", ["[47]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["87(?:000|90[01])\\d{3}|(?:2(?:6(?:2[0-35-9]|3[0-578]|4[24-7]|5[0-24-8]|[6-8][023]|9[0-3])|7(?:0[1-79]|10|2[014-7]|3[0-689]|4[019]|5[0-3578]))|32(?:0[1-69]|1[1-35-7]|2[024-7]|3\\d|4[0-3]|[5-7][023])|53(?:0[0-3]|[13][023]|2[0-59]|49|5[0-35-9]|6[15]|7[45]|8[1-6]|9[0-36-9])|6(?:2(?:[05]0|22)|3(?:00|33)|4(?:0[0-25]|1[2-7]|2[0569]|[38][07-9]|4[025689]|6[0-589]|7\\d|9[0-2])|5(?:[01][056]|2[034]|3[0-57-9]|4[178]|5[0-69]|6[0-35-9]|7[1-379]|8[0-68]|9[0239]))|87(?:20|7[078]|99))\\d{4}", [8]], ["(?:427|7(?:11|[29]\\d|[78][0-25-9]))\\d{6}", [9]], ["80\\d{6}", [8]], ["9\\d{7}", [8]], ["70\\d{7}", [9]], 0, ["8(?:10|8\\d)\\d{5}", [8]], ["74(?:66|77)\\d{5}", [9]], 0, ["85\\d{6}", [8]]]], "JP": ["81", "010", "00[1-9]\\d{6,14}|[25-9]\\d{9}|(?:00|[1-9]\\d\\d)\\d{6}", [8, 9, 10, 11, 12, 13, 14, 15, 16, 17], [["(\\d{3})(\\d{3})(\\d{3})", "$1-$2-$3", ["(?:12|57|99)0"], "0$1"], ["(\\d{4})(\\d)(\\d{4})", "$1-$2-$3", ["1(?:26|3[79]|4[56]|5[4-68]|6[3-5])|499|5(?:76|97)|746|8(?:3[89]|47|51)|9(?:80|9[16])", "1(?:267|3(?:7[247]|9[278])|466|5(?:47|58|64)|6(?:3[245]|48|5[4-68]))|499[2468]|5(?:76|97)9|7468|8(?:3(?:8[7-9]|96)|477|51[2-9])|9(?:802|9(?:1[23]|69))|1(?:45|58)[67]", "1(?:267|3(?:7[247]|9[278])|466|5(?:47|58|64)|6(?:3[245]|48|5[4-68]))|499[2468]|5(?:769|979[2-69])|7468|8(?:3(?:8[7-9]|96[2457-9])|477|51[2-9])|9(?:802|9(?:1[23]|69))|1(?:45|58)[67]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1-$2-$3", ["60"], "0$1"], ["(\\d)(\\d{4})(\\d{4})", "$1-$2-$3", ["3|4(?:2[09]|7[01])|6[1-9]", "3|4(?:2(?:0|9[02-69])|7(?:0[019]|1))|6[1-9]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1-$2-$3", ["1(?:1|5[45]|77|88|9[69])|2(?:2[1-37]|3[0-269]|4[59]|5|6[24]|7[1-358]|8[1369]|9[0-38])|4(?:[28][1-9]|3[0-57]|[45]|6[248]|7[2-579]|9[29])|5(?:2|3[0459]|4[0-369]|5[29]|8[02389]|9[0-389])|7(?:2[02-46-9]|34|[58]|6[0249]|7[57]|9[2-6])|8(?:2[124589]|3[26-9]|49|51|6|7[0-468]|8[68]|9[019])|9(?:[23][1-9]|4[15]|5[138]|6[1-3]|7[156]|8[189]|9[1-489])", "1(?:1|5(?:4[018]|5[017])|77|88|9[69])|2(?:2(?:[127]|3[014-9])|3[0-269]|4[59]|5(?:[1-3]|5[0-69]|9[19])|62|7(?:[1-35]|8[0189])|8(?:[16]|3[0134]|9[0-5])|9(?:[028]|17))|4(?:2(?:[13-79]|8[014-6])|3[0-57]|[45]|6[248]|7[2-47]|8[1-9]|9[29])|5(?:2|3(?:[045]|9[0-8])|4[0-369]|5[29]|8[02389]|9[0-3])|7(?:2[02-46-9]|34|[58]|6[0249]|7[57]|9(?:[23]|4[0-59]|5[01569]|6[0167]))|8(?:2(?:[1258]|4[0-39]|9[0-2469])|3(?:[29]|60)|49|51|6(?:[0-24]|36|5[0-3589]|7[23]|9[01459])|7[0-468]|8[68])|9(?:[23][1-9]|4[15]|5[138]|6[1-3]|7[156]|8[189]|9(?:[1289]|3[34]|4[0178]))|(?:264|837)[016-9]|2(?:57|93)[015-9]|(?:25[0468]|422|838)[01]|(?:47[59]|59[89]|8(?:6[68]|9))[019]", "1(?:1|5(?:4[018]|5[017])|77|88|9[69])|2(?:2[127]|3[0-269]|4[59]|5(?:[1-3]|5[0-69]|9(?:17|99))|6(?:2|4[016-9])|7(?:[1-35]|8[0189])|8(?:[16]|3[0134]|9[0-5])|9(?:[028]|17))|4(?:2(?:[13-79]|8[014-6])|3[0-57]|[45]|6[248]|7[2-47]|9[29])|5(?:2|3(?:[045]|9(?:[0-58]|6[4-9]|7[0-35689]))|4[0-369]|5[29]|8[02389]|9[0-3])|7(?:2[02-46-9]|34|[58]|6[0249]|7[57]|9(?:[23]|4[0-59]|5[01569]|6[0167]))|8(?:2(?:[1258]|4[0-39]|9[0169])|3(?:[29]|60|7(?:[017-9]|6[6-8]))|49|51|6(?:[0-24]|36[2-57-9]|5(?:[0-389]|5[23])|6(?:[01]|9[178])|7(?:2[2-468]|3[78])|9[0145])|7[0-468]|8[68])|9(?:4[15]|5[138]|7[156]|8[189]|9(?:[1289]|3(?:31|4[357])|4[0178]))|(?:8294|96)[1-3]|2(?:57|93)[015-9]|(?:223|8699)[014-9]|(?:25[0468]|422|838)[01]|(?:48|8292|9[23])[1-9]|(?:47[59]|59[89]|8(?:68|9))[019]"], "0$1"], ["(\\d{3})(\\d{2})(\\d{4})", "$1-$2-$3", ["[14]|[289][2-9]|5[3-9]|7[2-4679]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1-$2-$3", ["800"], "0$1"], ["(\\d{2})(\\d{4})(\\d{4})", "$1-$2-$3", ["[25-9]"], "0$1"]], "0", 0, "(000[2569]\\d{4,6})$|(?:(?:003768)0?)|0", "$1", 0, 0, [["(?:1(?:1[235-8]|2[3-6]|3[3-9]|4[2-6]|[58][2-8]|6[2-7]|7[2-9]|9[1-9])|(?:2[2-9]|[36][1-9])\\d|4(?:[2-578]\\d|6[02-8]|9[2-59])|5(?:[2-589]\\d|6[1-9]|7[2-8])|7(?:[25-9]\\d|3[4-9]|4[02-9])|8(?:[2679]\\d|3[2-9]|4[5-9]|5[1-9]|8[03-9])|9(?:[2-58]\\d|[679][1-9]))\\d{6}", [9]], ["[6-9]0[1-9]\\d{7}", [10]], ["00777(?:[01]|5\\d)\\d\\d|(?:00(?:7778|882[1245])|(?:120|800\\d)\\d\\d)\\d{4}|00(?:37|66|78)\\d{6,13}"], ["990\\d{6}", [9]], ["60\\d{7}", [9]], 0, ["570\\d{6}", [9]], ["20\\d{8}", [10]], ["50[1-9]\\d{7}", [10]]]], "KE": ["254", "000", "(?:[17]\\d\\d|900)\\d{6}|(?:2|80)0\\d{6,7}|[4-6]\\d{6,8}", [7, 8, 9, 10], [["(\\d{2})(\\d{5,7})", "$1 $2", ["[24-6]"], "0$1"], ["(\\d{3})(\\d{6})", "$1 $2", ["[17]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[89]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:4[245]|5[1-79]|6[01457-9])\\d{5,7}|(?:4[136]|5[08]|62)\\d{7}|(?:[24]0|66)\\d{6,7}", [7, 8, 9]], ["(?:1(?:0[0-8]|[18]\\d|2[014]|3[05-9]|4[0-6])|7\\d\\d)\\d{6}", [9]], ["800[02-8]\\d{5,6}", [9, 10]], ["900[02-9]\\d{5}", [9]]]], "KG": ["996", "00", "8\\d{9}|[235-9]\\d{8}", [9, 10], [["(\\d{4})(\\d{5})", "$1 $2", ["3(?:1[346]|[24-79])"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[235-79]|88"], "0$1"], ["(\\d{3})(\\d{3})(\\d)(\\d{2,3})", "$1 $2 $3 $4", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["312(?:5[0-79]\\d|9(?:[0-689]\\d|7[0-24-9]))\\d{3}|(?:3(?:1(?:2[0-46-8]|3[1-9]|47|[56]\\d)|2(?:22|3[0-479]|6[0-7])|4(?:22|5[6-9]|6\\d)|5(?:22|3[4-7]|59|6\\d)|6(?:22|5[35-7]|6\\d)|7(?:22|3[468]|4[1-9]|59|[67]\\d)|9(?:22|4[1-8]|6\\d))|6(?:09|12|2[2-4])\\d)\\d{5}", [9]], ["312(?:58\\d|973)\\d{3}|(?:2(?:0[0-35]|2\\d)|5[0-24-7]\\d|600|7(?:[07]\\d|55)|88[08]|9(?:12|9[05-9]))\\d{6}", [9]], ["800\\d{6,7}"]]], "KH": ["855", "00[14-9]", "1\\d{9}|[1-9]\\d{7,8}", [8, 9, 10], [["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[1-9]"], "0$1"], ["(\\d{4})(\\d{3})(\\d{3})", "$1 $2 $3", ["1"]]], "0", 0, 0, 0, 0, 0, [["23(?:4(?:[2-4]|[56]\\d)|[568]\\d\\d)\\d{4}|23[236-9]\\d{5}|(?:2[4-6]|3[2-6]|4[2-4]|[5-7][2-5])(?:(?:[237-9]|4[56]|5\\d)\\d{5}|6\\d{5,6})", [8, 9]], ["(?:(?:1[28]|3[18]|9[67])\\d|6[016-9]|7(?:[07-9]|[16]\\d)|8(?:[013-79]|8\\d))\\d{6}|(?:1\\d|9[0-57-9])\\d{6}|(?:2[3-6]|3[2-6]|4[2-4]|[5-7][2-5])48\\d{5}", [8, 9]], ["1800(?:1\\d|2[019])\\d{4}", [10]], ["1900(?:1\\d|2[09])\\d{4}", [10]]]], "KI": ["686", "00", "(?:[37]\\d|6[0-79])\\d{6}|(?:[2-48]\\d|50)\\d{3}", [5, 8], 0, "0", 0, 0, 0, 0, 0, [["(?:[24]\\d|3[1-9]|50|65(?:02[12]|12[56]|22[89]|[3-5]00)|7(?:27\\d\\d|3100|5(?:02[12]|12[56]|22[89]|[34](?:00|81)|500))|8[0-5])\\d{3}"], ["(?:6200[01]|7(?:310[1-9]|5(?:02[03-9]|12[0-47-9]|22[0-7]|[34](?:0[1-9]|8[02-9])|50[1-9])))\\d{3}|(?:63\\d\\d|7(?:(?:[0146-9]\\d|2[0-689])\\d|3(?:[02-9]\\d|1[1-9])|5(?:[0-2][013-9]|[34][1-79]|5[1-9]|[6-9]\\d)))\\d{4}", [8]], 0, 0, 0, 0, 0, 0, ["30(?:0[01]\\d\\d|12(?:11|20))\\d\\d", [8]]]], "KM": ["269", "00", "[3478]\\d{6}", [7], [["(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3", ["[3478]"]]], 0, 0, 0, 0, 0, 0, [["7[4-7]\\d{5}"], ["[34]\\d{6}"], 0, ["8\\d{6}"]]], "KN": ["1", "011", "(?:[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, "([2-7]\\d{6})$|1", "869$1", 0, "869", [["869(?:2(?:29|36)|302|4(?:6[015-9]|70)|56[5-7])\\d{4}"], ["869(?:48[89]|55[6-8]|66\\d|76[02-7])\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "KP": ["850", "00|99", "85\\d{6}|(?:19\\d|[2-7])\\d{7}", [8, 10], [["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["8"], "0$1"], ["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["[2-7]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["1"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:(?:195|2)\\d|3[19]|4[159]|5[37]|6[17]|7[39]|85)\\d{6}"], ["19[1-3]\\d{7}", [10]]]], "KR": ["82", "00(?:[125689]|3(?:[46]5|91)|7(?:00|27|3|55|6[126]))", "00[1-9]\\d{8,11}|(?:[12]|5\\d{3})\\d{7}|[13-6]\\d{9}|(?:[1-6]\\d|80)\\d{7}|[3-6]\\d{4,5}|(?:00|7)0\\d{8}", [5, 6, 8, 9, 10, 11, 12, 13, 14], [["(\\d{2})(\\d{3,4})", "$1-$2", ["(?:3[1-3]|[46][1-4]|5[1-5])1"], "0$1"], ["(\\d{4})(\\d{4})", "$1-$2", ["1"]], ["(\\d)(\\d{3,4})(\\d{4})", "$1-$2-$3", ["2"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1-$2-$3", ["[36]0|8"], "0$1"], ["(\\d{2})(\\d{3,4})(\\d{4})", "$1-$2-$3", ["[1346]|5[1-5]"], "0$1"], ["(\\d{2})(\\d{4})(\\d{4})", "$1-$2-$3", ["[57]"], "0$1"], ["(\\d{2})(\\d{5})(\\d{4})", "$1-$2-$3", ["5"], "0$1"]], "0", 0, "0(8(?:[1-46-8]|5\\d\\d))?", 0, 0, 0, [["(?:2|3[1-3]|[46][1-4]|5[1-5])[1-9]\\d{6,7}|(?:3[1-3]|[46][1-4]|5[1-5])1\\d{2,3}", [5, 6, 8, 9, 10]], ["1(?:05(?:[0-8]\\d|9[0-6])|22[13]\\d)\\d{4,5}|1(?:0[0-46-9]|[16-9]\\d|2[013-9])\\d{6,7}", [9, 10]], ["00(?:308\\d{6,7}|798\\d{7,9})|(?:00368|[38]0)\\d{7}", [9, 11, 12, 13, 14]], ["60[2-9]\\d{6}", [9]], ["50\\d{8,9}", [10, 11]], 0, ["1(?:5(?:22|33|44|66|77|88|99)|6(?:[07]0|44|6[0168]|88)|8(?:00|33|55|77|99))\\d{4}", [8]], ["15\\d{7,8}", [9, 10]], ["70\\d{8}", [10]]]], "KW": ["965", "00", "18\\d{5}|(?:[2569]\\d|41)\\d{6}", [7, 8], [["(\\d{4})(\\d{3,4})", "$1 $2", ["[169]|2(?:[235]|4[1-35-9])|52"]], ["(\\d{3})(\\d{5})", "$1 $2", ["[245]"]]], 0, 0, 0, 0, 0, 0, [["2(?:[23]\\d\\d|4(?:[1-35-9]\\d|44)|5(?:0[034]|[2-46]\\d|5[1-3]|7[1-7]))\\d{4}", [8]], ["(?:41\\d\\d|5(?:(?:[05]\\d|1[0-7]|6[56])\\d|2(?:22|5[25])|7(?:55|77)|88[58]|999)|6(?:(?:0[034679]|5[015-9]|6\\d)\\d|1(?:00|11|6[16])|2[26]2|3[36]3|4[46]4|7(?:0[013-9]|[67]\\d)|8[68]8|9(?:[069]\\d|3[039]))|9(?:(?:[04679]\\d|8[057-9])\\d|1(?:00|1[01]|99)|2(?:00|2\\d)|3(?:00|3[03])|5(?:00|5\\d)))\\d{4}", [8]], ["18\\d{5}", [7]]]], "KY": ["1", "011", "(?:345|[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, "([2-9]\\d{6})$|1", "345$1", 0, "345", [["345(?:2(?:22|3[23]|44|66)|333|444|6(?:23|38|40)|7(?:30|4[35-79]|6[6-9]|77)|8(?:00|1[45]|4[89]|88)|9(?:14|4[035-9]))\\d{4}"], ["345(?:32[1-9]|4(?:1[2-6]|2[0-4])|5(?:1[67]|2[5-79]|4[6-9]|50|76)|649|82[56]|9(?:1[679]|2[2-9]|3[06-9]|90))\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["(?:345976|900[2-9]\\d\\d)\\d{4}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "KZ": ["7", "810", "8\\d{13}|[78]\\d{9}", [10, 14], 0, "8", 0, 0, 0, 0, "7", [["7(?:1(?:0(?:[23]\\d|4[0-3]|59|63)|1(?:[23]\\d|4[0-79]|59)|2(?:[23]\\d|59)|3(?:2\\d|3[0-79]|4[0-35-9]|59)|4(?:[24]\\d|3[013-9]|5[1-9]|97)|5(?:2\\d|3[1-9]|4[0-7]|59)|6(?:[2-4]\\d|5[19]|61)|72\\d|8(?:[27]\\d|3[1-46-9]|4[0-5]|59))|2(?:1(?:[23]\\d|4[46-9]|5[3469])|2(?:2\\d|3[0679]|46|5[12679])|3(?:[2-4]\\d|5[139])|4(?:2\\d|3[1-35-9]|59)|5(?:[23]\\d|4[0-8]|59|61)|6(?:2\\d|3[1-9]|4[0-4]|59)|7(?:[2379]\\d|40|5[279])|8(?:[23]\\d|4[0-3]|59)|9(?:2\\d|3[124578]|59)))\\d{5}", [10]], ["7(?:0[0-25-8]|47|6[0-4]|7[15-8]|85)\\d{7}", [10]], ["8(?:00|108\\d{3})\\d{7}"], ["809\\d{7}", [10]], ["808\\d{7}", [10]], 0, 0, 0, ["751\\d{7}", [10]]], "8~10"], "LA": ["856", "00", "(?:2\\d|3)\\d{8}|(?:[235-8]\\d|41)\\d{6}", [8, 9, 10], [["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["2[13]|3[14]|[4-8]"], "0$1"], ["(\\d{2})(\\d{2})(\\d{2})(\\d{3})", "$1 $2 $3 $4", ["3"], "0$1"], ["(\\d{2})(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["2"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:2[13]|[35-7][14]|41|8[1468])\\d{6}", [8]], ["208[78]\\d{6}|(?:20[23579]|30)\\d{7}", [9, 10]]]], "LB": ["961", "00", "[27-9]\\d{7}|[13-9]\\d{6}", [7, 8], [["(\\d)(\\d{3})(\\d{3})", "$1 $2 $3", ["[13-69]|7(?:[2-57]|62|8[0-6]|9[04-9])|8[02-9]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["[27-9]"]]], "0", 0, 0, 0, 0, 0, [["7(?:62|8[0-6]|9[04-9])\\d{4}|(?:[14-69]\\d|2(?:[14-69]\\d|[78][1-9])|7[2-57]|8[02-9])\\d{5}"], ["(?:(?:3|81)\\d|7(?:[01]\\d|6[013-9]|8[7-9]|9[0-4]))\\d{5}"], 0, ["9[01]\\d{6}", [8]], 0, 0, 0, 0, 0, ["80\\d{6}", [8]]]], "LC": ["1", "011", "(?:[58]\\d\\d|758|900)\\d{7}", [10], 0, "1", 0, "([2-8]\\d{6})$|1", "758$1", 0, "758", [["758(?:234|4(?:30|5\\d|6[2-9]|8[0-2])|57[0-2]|(?:63|75)8)\\d{4}"], ["758(?:28[4-7]|384|4(?:6[01]|8[4-9])|5(?:1[89]|20|84)|7(?:1[2-9]|2\\d|3[0-3])|812)\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "LI": ["423", "00", "[68]\\d{8}|(?:[2378]\\d|90)\\d{5}", [7, 9], [["(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3", ["[2379]|8(?:0[09]|7)", "[2379]|8(?:0(?:02|9)|7)"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["8"]], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["69"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["6"]]], "0", 0, "(1001)|0", 0, 0, 0, [["(?:2(?:01|1[27]|2[024]|3\\d|6[02-578]|9[06])|3(?:[24]0|33|7[0135-7]|8[048]|9[0269]))\\d{4}", [7]], ["(?:6(?:(?:4[5-9]|5\\d)\\d|6(?:[024-68]\\d|1[01]|3[7-9]|7[02]))\\d|7(?:[37-9]\\d|42|56))\\d{4}"], ["8002[28]\\d\\d|80(?:05\\d|9)\\d{4}"], ["90(?:02[258]|1(?:23|3[14])|66[136])\\d\\d", [7]], 0, ["697(?:42|56|[78]\\d)\\d{4}", [9]], ["870(?:28|87)\\d\\d", [7]]]], "LK": ["94", "00", "[1-9]\\d{8}", [9], [["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["7"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[1-689]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:12[2-9]|602|8[12]\\d|9(?:1\\d|22|9[245]))\\d{6}|(?:11|2[13-7]|3[1-8]|4[157]|5[12457]|6[35-7])[2-57]\\d{6}"], ["7(?:[0-25-8]\\d|4[0-4])\\d{6}"], 0, 0, 0, 0, ["1973\\d{5}"]]], "LR": ["231", "00", "(?:[2457]\\d|33|88)\\d{7}|(?:2\\d|[4-6])\\d{6}", [7, 8, 9], [["(\\d)(\\d{3})(\\d{3})", "$1 $2 $3", ["4[67]|[56]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["2"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[2-578]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["2\\d{7}", [8]], ["(?:(?:(?:22|33)0|555|7(?:6[01]|7\\d)|88\\d)\\d|4(?:240|[67]))\\d{5}|[56]\\d{6}", [7, 9]], 0, ["332(?:02|[34]\\d)\\d{4}", [9]]]], "LS": ["266", "00", "(?:[256]\\d\\d|800)\\d{5}", [8], [["(\\d{4})(\\d{4})", "$1 $2", ["[2568]"]]], 0, 0, 0, 0, 0, 0, [["2\\d{7}"], ["[56]\\d{7}"], ["800[1256]\\d{4}"]]], "LT": ["370", "00", "(?:[3469]\\d|52|[78]0)\\d{6}", [8], [["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["52[0-7]"], "(0-$1)", 1], ["(\\d{3})(\\d{2})(\\d{3})", "$1 $2 $3", ["[7-9]"], "0 $1", 1], ["(\\d{2})(\\d{6})", "$1 $2", ["37|4(?:[15]|6[1-8])"], "(0-$1)", 1], ["(\\d{3})(\\d{5})", "$1 $2", ["[3-6]"], "(0-$1)", 1]], "0", 0, "[08]", 0, 0, 0, [["(?:3[1478]|4[124-6]|52)\\d{6}"], ["6\\d{7}"], ["80[02]\\d{5}"], ["9(?:0[0239]|10)\\d{5}"], ["70[05]\\d{5}"], 0, ["70[67]\\d{5}"], 0, ["[89]01\\d{5}"], ["808\\d{5}"]]], "LU": ["352", "00", "35[013-9]\\d{4,8}|6\\d{8}|35\\d{2,4}|(?:[2457-9]\\d|3[0-46-9])\\d{2,9}", [4, 5, 6, 7, 8, 9, 10, 11], [["(\\d{2})(\\d{3})", "$1 $2", ["2(?:0[2-689]|[2-9])|[3-57]|8(?:0[2-9]|[13-9])|9(?:0[89]|[2-579])"]], ["(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3", ["2(?:0[2-689]|[2-9])|[3-57]|8(?:0[2-9]|[13-9])|9(?:0[89]|[2-579])"]], ["(\\d{2})(\\d{2})(\\d{3})", "$1 $2 $3", ["20[2-689]"]], ["(\\d{2})(\\d{2})(\\d{2})(\\d{1,2})", "$1 $2 $3 $4", ["20"]], ["(\\d{2})(\\d{2})(\\d{2})(\\d{1,5})", "$1 $2 $3 $4", ["[3-57]|8[13-9]|9(?:0[89]|[2-579])|(?:2|80)[2-9]"]], ["(\\d{3})(\\d{2})(\\d{3})", "$1 $2 $3", ["80[01]|90[015]"]], ["(\\d{2})(\\d{2})(\\d{2})(\\d{3})", "$1 $2 $3 $4", ["20"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["6"]], ["(\\d{2})(\\d{2})(\\d{2})(\\d{2})(\\d{1,2})", "$1 $2 $3 $4 $5", ["20"]]], 0, 0, "(15(?:0[06]|1[12]|[35]5|4[04]|6[26]|77|88|99)\\d)", 0, 0, 0, [["(?:35[013-9]|80[2-9]|90[89])\\d{1,8}|(?:2[2-9]|3[0-46-9]|[457]\\d|8[13-9]|9[2-579])\\d{2,9}"], ["6(?:[26][18]|5[1568]|7[189]|81|9[128])\\d{6}", [9]], ["800\\d{5}", [8]], ["90[015]\\d{5}", [8]], 0, 0, 0, 0, ["20(?:1\\d{5}|[2-689]\\d{1,7})", [4, 5, 6, 7, 8, 9, 10]], ["801\\d{5}", [8]]]], "LV": ["371", "00", "(?:[268]\\d|78|90)\\d{6}", [8], [["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["[2679]|8[01]"]]], 0, 0, 0, 0, 0, 0, [["6\\d{7}"], ["2333[0-8]\\d{3}|2(?:[0-24-9]\\d\\d|3(?:0[07]|[14-9]\\d|2[02-9]|3[0-24-9]))\\d{4}"], ["80\\d{6}"], ["90\\d{6}"], 0, 0, 0, 0, 0, ["81\\d{6}"]]], "LY": ["218", "00", "[2-9]\\d{8}", [9], [["(\\d{2})(\\d{7})", "$1-$2", ["[2-9]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:2(?:0[56]|[1-6]\\d|7[124579]|8[124])|3(?:1\\d|2[2356])|4(?:[17]\\d|2[1-357]|5[2-4]|8[124])|5(?:[1347]\\d|2[1-469]|5[13-5]|8[1-4])|6(?:[1-479]\\d|5[2-57]|8[1-5])|7(?:[13]\\d|2[13-79])|8(?:[124]\\d|5[124]|84))\\d{6}"], ["9[1-6]\\d{7}"]]], "MA": ["212", "00", "[5-8]\\d{8}", [9], [["(\\d{4})(\\d{5})", "$1-$2", ["892"], "0$1"], ["(\\d{2})(\\d{7})", "$1-$2", ["8(?:0[0-7]|9)"], "0$1"], ["(\\d)(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4 $5", ["[5-8]"], "0$1"]], "0", 0, 0, 0, 0, "[5-8]", [["5(?:(?:18|4[0679]|5[03])\\d|2(?:[0-25-79]\\d|3[1-578]|4[02-46-8]|8[0235-9])|3(?:[0-47]\\d|5[02-9]|6[02-8]|8[014-9]|9[3-9]))\\d{5}"], ["(?:6(?:[0-79]\\d|8[0-247-9])|7(?:[016-8]\\d|2[0-8]|3[01]|5[0-5]))\\d{6}"], ["80[0-7]\\d{6}"], ["89\\d{7}"], 0, 0, 0, 0, ["(?:592(?:4[0-2]|93)|80[89]\\d\\d)\\d{4}"]]], "MC": ["377", "00", "(?:[3489]|[67]\\d)\\d{7}", [8, 9], [["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["4"], "0$1"], ["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[389]"]], ["(\\d)(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4 $5", ["[67]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:870|9[2-47-9]\\d)\\d{5}", [8]], ["4(?:[46]\\d|5[1-9])\\d{5}|(?:3|[67]\\d)\\d{7}"], ["(?:800|90\\d)\\d{5}", [8]]]], "MD": ["373", "00", "(?:[235-7]\\d|[89]0)\\d{6}", [8], [["(\\d{3})(\\d{5})", "$1 $2", ["[89]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["22|3"], "0$1"], ["(\\d{3})(\\d{2})(\\d{3})", "$1 $2 $3", ["[25-7]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:(?:2[1-9]|3[1-79])\\d|5(?:33|5[257]))\\d{5}"], ["562\\d{5}|(?:6\\d|7[16-9])\\d{6}"], ["800\\d{5}"], ["90[056]\\d{5}"], 0, 0, ["803\\d{5}"], 0, ["3[08]\\d{6}"], ["808\\d{5}"]]], "ME": ["382", "00", "(?:20|[3-79]\\d)\\d{6}|80\\d{6,7}", [8, 9], [["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[2-9]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:20[2-8]|3(?:[0-2][2-7]|3[24-7])|4(?:0[2-467]|1[2467])|5(?:0[2467]|1[24-7]|2[2-467]))\\d{5}", [8]], ["6(?:[07-9]\\d|3[024]|6[0-25])\\d{5}", [8]], ["80(?:[0-2578]|9\\d)\\d{5}"], ["9(?:4[1568]|5[178])\\d{5}", [8]], 0, 0, ["77[1-9]\\d{5}", [8]], 0, ["78[1-49]\\d{5}", [8]]]], "MF": ["590", "00", "7090\\d{5}|(?:[56]9|[89]\\d)\\d{7}", [9], 0, "0", 0, 0, 0, 0, 0, [["(?:59(?:0(?:0[079]|[14]3|[27][79]|3[03-7]|5[0-268]|87)|87\\d)|80[6-9]\\d\\d)\\d{4}"], ["(?:69(?:0\\d\\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\\d{4}"], ["80[0-5]\\d{6}"], ["8[129]\\d{7}"], 0, 0, 0, 0, ["9(?:(?:39[5-7]|76[018])\\d|475[0-6])\\d{4}"]]], "MG": ["261", "00", "[23]\\d{8}", [9], [["(\\d{2})(\\d{2})(\\d{3})(\\d{2})", "$1 $2 $3 $4", ["[23]"], "0$1"]], "0", 0, "([24-9]\\d{6})$|0", "20$1", 0, 0, [["2072[29]\\d{4}|20(?:2\\d|4[47]|5[3467]|6[279]|7[356]|8[268]|9[2457])\\d{5}"], ["3[2-9]\\d{7}"], 0, 0, 0, 0, 0, 0, ["22\\d{7}"]]], "MH": ["692", "011", "329\\d{4}|(?:[256]\\d|45)\\d{5}", [7], [["(\\d{3})(\\d{4})", "$1-$2", ["[2-6]"]]], "1", 0, 0, 0, 0, 0, [["(?:247|528|625)\\d{4}"], ["(?:(?:23|54)5|329|45[35-8])\\d{4}"], 0, 0, 0, 0, 0, 0, ["635\\d{4}"]]], "MK": ["389", "00", "[2-578]\\d{7}", [8], [["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["2|34[47]|4(?:[37]7|5[47]|64)"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["[347]"], "0$1"], ["(\\d{3})(\\d)(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[58]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:(?:2(?:62|77)0|3444)\\d|4[56]440)\\d{3}|(?:34|4[357])700\\d{3}|(?:2(?:[0-3]\\d|5[0-578]|6[01]|82)|3(?:1[3-68]|[23][2-68]|4[23568])|4(?:[23][2-68]|4[3-68]|5[2568]|6[25-8]|7[24-68]|8[4-68]))\\d{5}"], ["7(?:3555|(?:474|9[019]7)7)\\d{3}|7(?:[0-25-8]\\d\\d|3(?:[1-478]\\d|6[01])|4(?:2\\d|60|7[01578])|9(?:[2-4]\\d|5[01]|7[015]))\\d{4}"], ["800\\d{5}"], ["5\\d{7}"], 0, 0, 0, 0, 0, ["8(?:0[1-9]|[1-9]\\d)\\d{5}"]]], "ML": ["223", "00", "[24-9]\\d{7}", [8], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[24-9]"]]], 0, 0, 0, 0, 0, 0, [["2(?:07[0-8]|12[67])\\d{4}|(?:2(?:02|1[4-689])|4(?:0[0-4]|4[1-69]))\\d{5}"], ["2(?:0(?:01|79)|17\\d)\\d{4}|(?:5[0-3]|[679]\\d|8[2-59])\\d{6}"], ["80\\d{6}"]]], "MM": ["95", "00", "1\\d{5,7}|95\\d{6}|(?:[4-7]|9[0-46-9])\\d{6,8}|(?:2|8\\d)\\d{5,8}", [6, 7, 8, 9, 10], [["(\\d)(\\d{2})(\\d{3})", "$1 $2 $3", ["16|2"], "0$1"], ["(\\d{2})(\\d{2})(\\d{3})", "$1 $2 $3", ["4(?:[2-46]|5[3-5])|5|6(?:[1-689]|7[235-7])|7(?:[0-4]|5[2-7])|8[1-5]|(?:60|86)[23]"], "0$1"], ["(\\d)(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[12]|452|678|86", "[12]|452|6788|86"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[4-7]|8[1-35]"], "0$1"], ["(\\d)(\\d{3})(\\d{4,6})", "$1 $2 $3", ["9(?:2[0-4]|[35-9]|4[137-9])"], "0$1"], ["(\\d)(\\d{4})(\\d{4})", "$1 $2 $3", ["2"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["8"], "0$1"], ["(\\d)(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["92"], "0$1"], ["(\\d)(\\d{5})(\\d{4})", "$1 $2 $3", ["9"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:1(?:(?:12|[28]\\d|3[56]|7[3-6]|9[0-6])\\d|4(?:2[29]|7[0-2]|83)|6)|2(?:2(?:00|8[34])|4(?:0\\d|22|7[0-2]|83)|51\\d\\d)|4(?:2(?:2\\d\\d|48[013])|3(?:20\\d|4(?:70|83)|56)|420\\d|5(?:2\\d|470))|6(?:0(?:[23]|88\\d)|(?:124|[56]2\\d)\\d|2472|3(?:20\\d|470)|4(?:2[04]\\d|472)|7(?:3\\d\\d|4[67]0|8(?:[01459]\\d|8))))\\d{4}|5(?:2(?:2\\d{5,6}|47[02]\\d{4})|(?:3472|4(?:2(?:1|86)|470)|522\\d|6(?:20\\d|483)|7(?:20\\d|48[01])|8(?:20\\d|47[02])|9(?:20\\d|470))\\d{4})|7(?:(?:0470|4(?:25\\d|470)|5(?:202|470|96\\d))\\d{4}|1(?:20\\d{4,5}|4(?:70|83)\\d{4}))|8(?:1(?:2\\d{5,6}|4(?:10|7[01]\\d)\\d{3})|2(?:2\\d{5,6}|(?:320|490\\d)\\d{3})|(?:3(?:2\\d\\d|470)|4[24-7]|5(?:(?:2\\d|51)\\d|4(?:[1-35-9]\\d|4[0-57-9]))|6[23])\\d{4})|(?:1[2-6]\\d|4(?:2[24-8]|3[2-7]|[46][2-6]|5[3-5])|5(?:[27][2-8]|3[2-68]|4[24-8]|5[23]|6[2-4]|8[24-7]|9[2-7])|6(?:[19]20|42[03-6]|(?:52|7[45])\\d)|7(?:[04][24-8]|[15][2-7]|22|3[2-4])|8(?:1[2-689]|2[2-8]|(?:[35]2|64)\\d))\\d{4}|25\\d{5,6}|(?:2[2-9]|6(?:1[2356]|[24][2-6]|3[24-6]|5[2-4]|6[2-8]|7[235-7]|8[245]|9[24])|8(?:3[24]|5[245]))\\d{4}", [6, 7, 8, 9]], ["(?:17[01]|9(?:2(?:[0-4]|[56]\\d\\d)|(?:3(?:[0-36]|4\\d)|(?:6\\d|8[89]|9[4-8])\\d|7(?:3|40|[5-9]\\d))\\d|4(?:(?:[0245]\\d|[1379])\\d|88)|5[0-6])\\d)\\d{4}|9[69]1\\d{6}|9(?:[68]\\d|9[089])\\d{5}", [7, 8, 9, 10]], ["80080(?:0[1-9]|2\\d)\\d{3}", [10]], 0, 0, 0, 0, 0, ["1333\\d{4}", [8]]]], "MN": ["976", "001", "[12]\\d{7,9}|[5-9]\\d{7}", [8, 9, 10], [["(\\d{2})(\\d{2})(\\d{4})", "$1 $2 $3", ["11|2[16]"], "0$1"], ["(\\d{4})(\\d{4})", "$1 $2", ["[5-9]"]], ["(\\d{3})(\\d{5,6})", "$1 $2", ["[12]2[1-3]"], "0$1"], ["(\\d{4})(\\d{5,6})", "$1 $2", ["[12](?:27|3[2-8]|4[2-68]|5[1-4689])", "[12](?:27|3[2-8]|4[2-68]|5[1-4689])[0-3]"], "0$1"], ["(\\d{5})(\\d{4,5})", "$1 $2", ["[12]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["[12](?:2[1-3]|(?:3[2-8]|4[2-68]|5[1-4689])\\d)\\d{5,6}|7(?:0(?:[0-5]\\d|7[078]|80)|128)\\d{4}|[12]27\\d{6}|(?:11|2[16]|5[368])\\d{6}"], ["(?:87[01]|92[0139])\\d{5}|(?:5[05]|6[069]|7[28]|8[0135689]|9[013-9])\\d{6}", [8]], 0, 0, 0, 0, 0, 0, ["712[0-79]\\d{4}|7(?:1[013-9]|[5-79]\\d)\\d{5}", [8]]]], "MO": ["853", "00", "0800\\d{3}|(?:28|[68]\\d)\\d{6}", [7, 8], [["(\\d{4})(\\d{3})", "$1 $2", ["0"]], ["(\\d{4})(\\d{4})", "$1 $2", ["[268]"]]], 0, 0, 0, 0, 0, 0, [["(?:28[2-9]|8(?:11|[2-57-9]\\d))\\d{5}", [8]], ["6800[0-79]\\d{3}|6(?:[235]\\d\\d|6(?:0[0-5]|[1-9]\\d)|8(?:0[1-9]|[14-8]\\d|2[5-9]|[39][0-4]))\\d{4}", [8]], ["0800\\d{3}", [7]]]], "MP": ["1", "011", "[58]\\d{9}|(?:67|90)0\\d{7}", [10], 0, "1", 0, "([2-9]\\d{6})$|1", "670$1", 0, "670", [["670(?:2(?:3[3-7]|56|8[4-8])|32[1-38]|4(?:33|8[348])|5(?:32|55|88)|6(?:64|70|82)|78[3589]|8[3-9]8|989)\\d{4}"], [""], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "MQ": ["596", "00", "7091\\d{5}|(?:[56]9|[89]\\d)\\d{7}", [9], [["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[5-79]|8(?:0[6-9]|[36])"], "0$1"], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:59(?:6(?:[03-7]\\d|1[05]|2[7-9]|8[0-39]|9[04-9])|89\\d)|80[6-9]\\d\\d|9(?:477[6-9]|767[4589]))\\d{4}"], ["(?:69[67]\\d\\d|7091[0-3])\\d{4}"], ["80[0-5]\\d{6}"], ["8[129]\\d{7}"], 0, 0, 0, 0, ["9(?:397[0-3]|477[0-5]|76(?:6\\d|7[0-367]))\\d{4}"]]], "MR": ["222", "00", "(?:[2-4]\\d\\d|800)\\d{5}", [8], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[2-48]"]]], 0, 0, 0, 0, 0, 0, [["(?:25[08]|35\\d|45[1-7])\\d{5}"], ["[2-4][0-46-9]\\d{6}"], ["800\\d{5}"]]], "MS": ["1", "011", "(?:[58]\\d\\d|664|900)\\d{7}", [10], 0, "1", 0, "([34]\\d{6})$|1", "664$1", 0, "664", [["6644(?:1[0-3]|91)\\d{4}"], ["664(?:3(?:49|9[1-6])|49[2-6])\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "MT": ["356", "00", "3550\\d{4}|(?:[2579]\\d\\d|800)\\d{5}", [8], [["(\\d{4})(\\d{4})", "$1 $2", ["[2357-9]"]]], 0, 0, 0, 0, 0, 0, [["20(?:3[1-4]|6[059])\\d{4}|2(?:0[19]|[1-357]\\d|60)\\d{5}"], ["(?:7(?:210|[79]\\d\\d)|9(?:[29]\\d\\d|69[67]|8(?:1[1-3]|89|97)))\\d{4}"], ["800(?:02|[3467]\\d)\\d{3}"], ["5(?:0(?:0(?:37|43)|(?:6\\d|70|9[0168])\\d)|[12]\\d0[1-5])\\d{3}"], 0, 0, ["501\\d{5}"], ["7117\\d{4}"], ["3550\\d{4}"]]], "MU": ["230", "0(?:0|[24-7]0|3[03])", "(?:[57]|8\\d\\d)\\d{7}|[2-468]\\d{6}", [7, 8, 10], [["(\\d{3})(\\d{4})", "$1 $2", ["[2-46]|8[013]"]], ["(\\d{4})(\\d{4})", "$1 $2", ["[57]"]], ["(\\d{5})(\\d{5})", "$1 $2", ["8"]]], 0, 0, 0, 0, 0, 0, [["(?:2(?:[0346-8]\\d|1[0-8])|4(?:[013568]\\d|2[0-24-8]|71|90)|54(?:[3-5]\\d|71)|6\\d\\d|8(?:14|3[129]))\\d{4}", [7, 8]], ["5(?:4(?:2[1-389]|7[1-9])|87[15-8])\\d{4}|(?:5(?:2[5-9]|4[3-689]|[57]\\d|8[0-689]|9[0-8])|7(?:0[0-7]|3[013]))\\d{5}", [8]], ["802\\d{7}|80[0-2]\\d{4}", [7, 10]], ["30\\d{5}", [7]], 0, 0, 0, ["219\\d{4}", [7]], ["3(?:20|9\\d)\\d{4}", [7]]], "020"], "MV": ["960", "0(?:0|19)", "(?:800|9[0-57-9]\\d)\\d{7}|[34679]\\d{6}", [7, 10], [["(\\d{3})(\\d{4})", "$1-$2", ["[34679]"]], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["[89]"]]], 0, 0, 0, 0, 0, 0, [["(?:3(?:0[0-4]|3[0-59])|6(?:[58][024689]|6[024-68]|7[02468]))\\d{4}", [7]], ["(?:46[46]|[79]\\d\\d)\\d{4}", [7]], ["800\\d{7}", [10]], ["900\\d{7}", [10]], 0, 0, ["4(?:0[01]|50)\\d{4}", [7]]], "00"], "MW": ["265", "00", "(?:[1289]\\d|31|77)\\d{7}|1\\d{6}", [7, 9], [["(\\d)(\\d{3})(\\d{3})", "$1 $2 $3", ["1[2-9]"], "0$1"], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[1-37-9]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["1[2-9]\\d{5}", [7]], ["111\\d{6}|(?:2[12]|31|77|[89][89])\\d{7}", [9]]]], "MX": ["52", "0[09]", "[2-9]\\d{9}", [10], [["(\\d{2})(\\d{4})(\\d{4})", "$1 $2 $3", ["33|5[56]|81"]], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["[2-9]"]]], 0, 0, 0, 0, 0, 0, [["(?:2(?:0[01]|2\\d|3[1-35-8]|4[13-9]|7[1-689]|8[1-578]|9[467])|3(?:1[1-79]|[2458][1-9]|3\\d|7[1-8]|9[1-5])|4(?:1[1-57-9]|[267][1-9]|3[1-8]|[45]\\d|8[1-35-9]|9[2-689])|5(?:[56]\\d|88|9[1-79])|6(?:1[2-68]|[2-4][1-9]|5[1-36-9]|6[0-57-9]|7[1-7]|8[67]|9[4-8])|7(?:[1346][1-9]|[27]\\d|5[13-9]|8[1-69]|9[17])|8(?:1\\d|2[13-689]|3[1-6]|4[124-6]|6[1246-9]|7[0-378]|9[12479])|9(?:1[346-9]|2[1-4]|3[2-46-8]|5[1348]|[69]\\d|7[12]|8[1-8]))\\d{7}"], ["(?:2(?:2\\d|3[1-35-8]|4[13-9]|7[1-689]|8[1-578]|9[467])|3(?:1[1-79]|[2458][1-9]|3\\d|7[1-8]|9[1-5])|4(?:1[1-57-9]|[267][1-9]|3[1-8]|[45]\\d|8[1-35-9]|9[2-689])|5(?:[56]\\d|88|9[1-79])|6(?:1[2-68]|[2-4][1-9]|5[1-36-9]|6[0-57-9]|7[1-7]|8[67]|9[4-8])|7(?:[1346][1-9]|[27]\\d|5[13-9]|8[1-69]|9[17])|8(?:1\\d|2[13-689]|3[1-6]|4[124-6]|6[1246-9]|7[0-378]|9[12479])|9(?:1[346-9]|2[1-4]|3[2-46-8]|5[1348]|[69]\\d|7[12]|8[1-8]))\\d{7}"], ["8(?:00|88)\\d{7}"], ["900\\d{7}"], ["500\\d{7}"], 0, 0, 0, 0, ["300\\d{7}"]], "00"], "MY": ["60", "00", "1\\d{8,9}|(?:3\\d|[4-9])\\d{7}", [8, 9, 10], [["(\\d)(\\d{3})(\\d{4})", "$1-$2 $3", ["[4-79]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1-$2 $3", ["1(?:[02469]|[378][1-9]|53)|8", "1(?:[02469]|[37][1-9]|53|8(?:[1-46-9]|5[7-9]))|8"], "0$1"], ["(\\d)(\\d{4})(\\d{4})", "$1-$2 $3", ["3"], "0$1"], ["(\\d)(\\d{3})(\\d{2})(\\d{4})", "$1-$2-$3-$4", ["1(?:[367]|80)"]], ["(\\d{3})(\\d{3})(\\d{4})", "$1-$2 $3", ["15"], "0$1"], ["(\\d{2})(\\d{4})(\\d{4})", "$1-$2 $3", ["1"], "0$1"]], "0", 0, 0, 0, 0, 0, [["427[01]\\d{4}|(?:3(?:2[0-36-9]|3[0-368]|4[0-278]|5[0-24-8]|6[0-467]|7[1246-9]|8\\d|9[0-57])\\d|4(?:2[0-689]|[3-79]\\d|8[1-35689])|5(?:2[0-589]|[3468]\\d|5[0-489]|7[1-9]|9[23])|6(?:2[2-9]|3[1357-9]|[46]\\d|5[0-6]|7[0-35-9]|85|9[015-8])|7(?:[2579]\\d|3[03-68]|4[0-8]|6[5-9]|8[0-35-9])|8(?:[24][2-8]|3[2-5]|5[2-7]|6[2-589]|7[2-578]|[89][2-9])|9(?:0[57]|13|[25-7]\\d|[3489][0-8]))\\d{5}", [8, 9]], ["1(?:(?:1888[689]|4400|8(?:47|8[27])[0-4])\\d{4}|9\\d{7,8})|1(?:0(?:[23568]\\d|4[0-6]|7[016-9]|9[0-8])|1(?:[1-5]\\d\\d|6(?:0[5-9]|[1-9]\\d)|7(?:[0-4]\\d|5[0-79]|6[02-4]|8[02-5]))|(?:[26]\\d|[37][1-9]|4[235-9])\\d|5(?:31|9\\d\\d)|8(?:1[23]|[236]\\d|4[06]|5(?:46|[7-9])|7[016-9]|8[01]|9[0-8]))\\d{5}", [9, 10]], ["1[378]00\\d{6}", [10]], ["1600\\d{6}", [10]], 0, 0, 0, 0, ["15(?:4(?:6[0-4]\\d|8(?:0[125]|[17]\\d|21|3[01]|4[01589]|5[014]|6[02]))|6(?:32[0-6]|78\\d))\\d{4}", [10]]]], "MZ": ["258", "00", "(?:2|8\\d)\\d{7}", [8, 9], [["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["2|8[2-9]"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["8"]]], 0, 0, 0, 0, 0, 0, [["2(?:[1346]\\d|5[0-2]|[78][12]|93)\\d{5}", [8]], ["8[2-9]\\d{7}", [9]], ["800\\d{6}", [9]]]], "NA": ["264", "00", "[68]\\d{7,8}", [8, 9], [["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["88"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["6"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["87"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["64426\\d{3}|6(?:1(?:2[2-7]|3[01378]|4[0-4])|254|32[0237]|4(?:27|41|5[25])|52[236-8]|626|7(?:2[2-4]|30))\\d{4,5}|6(?:1(?:(?:0\\d|2[0189]|3[24-69]|4[5-9])\\d|17|69|7[014])|2(?:17|5[0-36-8]|69|70)|3(?:17|2[14-689]|34|6[289]|7[01]|81)|4(?:17|2[0-2]|4[06]|5[0137]|69|7[01])|5(?:17|2[0459]|69|7[01])|6(?:17|25|38|42|69|7[01])|7(?:17|2[569]|3[13]|6[89]|7[01]))\\d{4}"], ["(?:60|8[1245])\\d{7}", [9]], ["80\\d{7}", [9]], ["8701\\d{5}", [9]], 0, 0, 0, 0, ["8(?:3\\d\\d|86)\\d{5}"]]], "NC": ["687", "00", "(?:050|[2-57-9]\\d\\d)\\d{3}", [6], [["(\\d{2})(\\d{2})(\\d{2})", "$1.$2.$3", ["[02-57-9]"]]], 0, 0, 0, 0, 0, 0, [["(?:2[03-9]|3[0-5]|4[1-7]|88)\\d{4}"], ["(?:[579]\\d|8[0-79])\\d{4}"], ["050\\d{3}"], ["36\\d{4}"]]], "NE": ["227", "00", "[027-9]\\d{7}", [8], [["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["08"]], ["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[089]|2[013]|7[0467]"]]], 0, 0, 0, 0, 0, 0, [["2(?:0(?:20|3[1-8]|4[13-5]|5[14]|6[14578]|7[1-578])|1(?:4[145]|5[14]|6[14-68]|7[169]|88))\\d{4}"], ["(?:23|7[0467]|[89]\\d)\\d{6}"], ["08\\d{6}"], ["09\\d{6}"]]], "NF": ["672", "00", "[13]\\d{5}", [6], [["(\\d{2})(\\d{4})", "$1 $2", ["1[0-3]"]], ["(\\d)(\\d{5})", "$1 $2", ["[13]"]]], 0, 0, "([0-258]\\d{4})$", "3$1", 0, 0, [["(?:1(?:06|17|28|39)|3[0-2]\\d)\\d{3}"], ["(?:14|3[58])\\d{4}"]]], "NG": ["234", "009", "(?:20|9\\d)\\d{8}|[78]\\d{9,13}", [10, 11, 12, 13, 14], [["(\\d{3})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[7-9]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["20[129]"], "0$1"], ["(\\d{4})(\\d{2})(\\d{4})", "$1 $2 $3", ["2"], "0$1"], ["(\\d{3})(\\d{4})(\\d{4,5})", "$1 $2 $3", ["[78]"], "0$1"], ["(\\d{3})(\\d{5})(\\d{5,6})", "$1 $2 $3", ["[78]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["20(?:[1259]\\d|3[013-9]|4[1-8]|6[024-689]|7[1-79]|8[2-9])\\d{6}", [10]], ["(?:702[0-24-9]|819[01])\\d{6}|(?:7(?:0[13-9]|[12]\\d)|8(?:0[1-9]|1[0-8])|9(?:0[1-9]|1[0-6]))\\d{7}", [10]], ["800\\d{7,11}"], 0, 0, 0, ["700\\d{7,11}"]]], "NI": ["505", "00", "(?:1800|[25-8]\\d{3})\\d{4}", [8], [["(\\d{4})(\\d{4})", "$1 $2", ["[125-8]"]]], 0, 0, 0, 0, 0, 0, [["2\\d{7}"], ["(?:5(?:5[0-7]|[78]\\d)|6(?:20|3[035]|4[045]|5[05]|77|8[1-9]|9[059])|(?:7[5-8]|8\\d)\\d)\\d{5}"], ["1800\\d{4}"]]], "NL": ["31", "00", "(?:[124-7]\\d\\d|3(?:[02-9]\\d|1[0-8]))\\d{6}|8\\d{6,9}|9\\d{6,10}|1\\d{4,5}", [5, 6, 7, 8, 9, 10, 11], [["(\\d{3})(\\d{4,7})", "$1 $2", ["[89]0"], "0$1"], ["(\\d{2})(\\d{7})", "$1 $2", ["66"], "0$1"], ["(\\d)(\\d{8})", "$1 $2", ["6"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["1[16-8]|2[259]|3[124]|4[17-9]|5[124679]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[1-578]|91"], "0$1"], ["(\\d{3})(\\d{3})(\\d{5})", "$1 $2 $3", ["9"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:1(?:[035]\\d|1[13-578]|6[124-8]|7[24]|8[0-467])|2(?:[0346]\\d|2[2-46-9]|5[125]|9[479])|3(?:[03568]\\d|1[3-8]|2[01]|4[1-8])|4(?:[0356]\\d|1[1-368]|7[58]|8[15-8]|9[23579])|5(?:[0358]\\d|[19][1-9]|2[1-57-9]|4[13-8]|6[126]|7[0-3578])|7\\d\\d)\\d{6}", [9]], ["(?:6[1-58]|970\\d)\\d{7}", [9, 11]], ["800\\d{4,7}", [7, 8, 9, 10]], ["90[069]\\d{4,7}", [7, 8, 9, 10]], 0, 0, ["140(?:1[035]|2[0346]|3[03568]|4[0356]|5[0358]|8[458])|(?:140(?:1[16-8]|2[259]|3[124]|4[17-9]|5[124679]|7)|8[478]\\d{6})\\d", [5, 6, 9]], ["66\\d{7}", [9]], ["(?:85|91)\\d{7}", [9]]]], "NO": ["47", "00", "(?:0|[2-9]\\d{3})\\d{4}", [5, 8], [["(\\d{3})(\\d{2})(\\d{3})", "$1 $2 $3", ["8"]], ["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[2-79]"]]], 0, 0, 0, 0, 0, "[02-689]|7[0-8]", [["(?:2[1-4]|3[1-3578]|5[1-35-7]|6[1-46-9]|7[0-8])\\d{6}", [8]], ["45(?:[0-24-9]\\d|3[0-57-9])\\d{4}|(?:4[016-8]|9\\d)\\d{6}", [8]], ["80[01]\\d{5}", [8]], ["82[09]\\d{5}", [8]], ["880\\d{5}", [8]], ["81[23]\\d{5}", [8]], ["(?:0[235-9]|81(?:0(?:0[7-9]|1\\d)|5\\d\\d))\\d{3}"], 0, ["85[0-5]\\d{5}", [8]], ["810(?:0[0-6]|[2-8]\\d)\\d{3}", [8]]]], "NP": ["977", "00", "(?:1\\d|9)\\d{9}|[1-9]\\d{7}", [8, 10, 11], [["(\\d)(\\d{7})", "$1-$2", ["1[2-6]"], "0$1"], ["(\\d{2})(\\d{6})", "$1-$2", ["1[01]|[2-8]|9(?:[1-59]|[67][2-6])"], "0$1"], ["(\\d{3})(\\d{7})", "$1-$2", ["9"]]], "0", 0, 0, 0, 0, 0, [["(?:1[0-6]\\d|99[02-6])\\d{5}|(?:2[13-79]|3[135-8]|4[146-9]|5[135-7]|6[13-9]|7[15-9]|8[1-46-9]|9[1-7])[2-6]\\d{5}", [8]], ["9(?:00|6[0-3]|7[0-24-6]|8[0-24-68])\\d{7}", [10]], ["1(?:66001|800\\d\\d)\\d{5}", [11]]]], "NR": ["674", "00", "(?:222|444|(?:55|8\\d)\\d|666|777|999)\\d{4}", [7], [["(\\d{3})(\\d{4})", "$1 $2", ["[24-9]"]]], 0, 0, 0, 0, 0, 0, [["444\\d{4}"], ["(?:222|55[3-9]|666|777|8\\d\\d|999)\\d{4}"]]], "NU": ["683", "00", "(?:[4-7]|888\\d)\\d{3}", [4, 7], [["(\\d{3})(\\d{4})", "$1 $2", ["8"]]], 0, 0, 0, 0, 0, 0, [["[47]\\d{3}", [4]], ["(?:[56]|888[1-9])\\d{3}"]]], "NZ": ["64", "0(?:0|161)", "[1289]\\d{9}|50\\d{5}(?:\\d{2,3})?|[27-9]\\d{7,8}|(?:[34]\\d|6[0-35-9])\\d{6}|8\\d{4,6}", [5, 6, 7, 8, 9, 10], [["(\\d{2})(\\d{3,8})", "$1 $2", ["8[1-79]"], "0$1"], ["(\\d{3})(\\d{2})(\\d{2,3})", "$1 $2 $3", ["50[036-8]|8|90", "50(?:[0367]|88)|8|90"], "0$1"], ["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["24|[346]|7[2-57-9]|9[2-9]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["2(?:10|74)|[589]"], "0$1"], ["(\\d{2})(\\d{3,4})(\\d{4})", "$1 $2 $3", ["1|2[028]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,5})", "$1 $2 $3", ["2(?:[169]|7[0-35-9])|7"], "0$1"]], "0", 0, 0, 0, 0, 0, [["240\\d{5}|(?:3[2-79]|[49][2-9]|6[235-9]|7[2-57-9])\\d{6}", [8]], ["2(?:[0-27-9]\\d|6)\\d{6,7}|2(?:1\\d|75)\\d{5}", [8, 9, 10]], ["508\\d{6,7}|80\\d{6,8}", [8, 9, 10]], ["(?:1[13-57-9]\\d{5}|50(?:0[08]|30|66|77|88))\\d{3}|90\\d{6,8}", [7, 8, 9, 10]], ["70\\d{7}", [9]], 0, ["8(?:1[16-9]|22|3\\d|4[045]|5[459]|6[235-9]|7[0-3579]|90)\\d{2,7}"]], "00"], "OM": ["968", "00", "(?:1505|[279]\\d{3}|500)\\d{4}|800\\d{5,6}", [7, 8, 9], [["(\\d{3})(\\d{4,6})", "$1 $2", ["[58]"]], ["(\\d{2})(\\d{6})", "$1 $2", ["2"]], ["(\\d{4})(\\d{4})", "$1 $2", ["[179]"]]], 0, 0, 0, 0, 0, 0, [["2[1-6]\\d{6}", [8]], ["(?:1505|90[1-9]\\d)\\d{4}|(?:7[124-9]|9[1-9])\\d{6}", [8]], ["8007\\d{4,5}|(?:500|800[05])\\d{4}"], ["900\\d{5}", [8]]]], "PA": ["507", "00", "(?:00800|8\\d{3})\\d{6}|[68]\\d{7}|[1-57-9]\\d{6}", [7, 8, 10, 11], [["(\\d{3})(\\d{4})", "$1-$2", ["[1-57-9]"]], ["(\\d{4})(\\d{4})", "$1-$2", ["[68]"]], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["8"]]], 0, 0, 0, 0, 0, 0, [["(?:1(?:0\\d|1[0479]|2[37]|3[0137]|4[147]|5[05]|6[058]|7[0167]|8[2358]|9[1389])|2(?:[0235-79]\\d|1[0-7]|4[013-9]|8[02-9])|3(?:[0147-9]\\d|[25][0-5]|33|6[068])|4(?:00|3[0-579]|4\\d|7[0-57-9])|5(?:[01]\\d|2[0-7]|[56]0|79)|7(?:0[09]|2[0-26-8]|3[03]|4[04]|5[05-9]|6[0156]|7[0-24-9]|8[4-9]|90)|8(?:09|2[89]|3\\d|4[0-24-689]|5[014]|8[02])|9(?:0[5-9]|1[0-35-8]|2[036-9]|3[35-79]|40|5[0457-9]|6[05-9]|7[04-9]|8[235-8]|9\\d))\\d{4}", [7]], ["(?:1[16]1|21[89]|6\\d{3}|8(?:1[01]|7[23]))\\d{4}", [7, 8]], ["800\\d{4,5}|(?:00800|800\\d)\\d{6}"], ["(?:8(?:22|55|60|7[78]|86)|9(?:00|81))\\d{4}", [7]]]], "PE": ["51", "00|19(?:1[124]|77|90)00", "(?:[14-8]|9\\d)\\d{7}", [8, 9], [["(\\d{3})(\\d{5})", "$1 $2", ["80"], "(0$1)"], ["(\\d)(\\d{7})", "$1 $2", ["1"], "(0$1)"], ["(\\d{2})(\\d{6})", "$1 $2", ["[4-8]"], "(0$1)"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["9"]]], "0", 0, 0, 0, 0, 0, [["(?:(?:19[02-68]|(?:4[34]|5[14])[0-8]|687)\\d|7(?:173|(?:3[0-8]|55)\\d)|8(?:10[05689]|6(?:0[06-9]|1[6-9]|29)|7(?:0[0569]|[56]0)))\\d{4}|(?:1[0-8]|4[12]|5[236]|6[1-7]|7[246]|8[2-4])\\d{6}", [8]], ["9\\d{8}", [9]], ["800\\d{5}", [8]], ["805\\d{5}", [8]], ["80[24]\\d{5}", [8]], 0, 0, 0, 0, ["801\\d{5}", [8]]], "00", " Anexo "], "PF": ["689", "00", "4\\d{5}(?:\\d{2})?|8\\d{7,8}", [6, 8, 9], [["(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3", ["44"]], ["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["4|8[7-9]"]], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["8"]]], 0, 0, 0, 0, 0, 0, [["4(?:0[4-689]|9[4-68])\\d{5}", [8]], ["8[7-9]\\d{6}", [8]], ["80[0-5]\\d{6}", [9]], 0, 0, 0, ["44\\d{4}", [6]], 0, ["499\\d{5}", [8]]]], "PG": ["675", "00|140[1-3]", "(?:180|[78]\\d{3})\\d{4}|(?:[2-589]\\d|64)\\d{5}", [7, 8], [["(\\d{3})(\\d{4})", "$1 $2", ["18|[2-69]|85[02-46-9]"]], ["(\\d{4})(\\d{4})", "$1 $2", ["[78]"]]], 0, 0, 0, 0, 0, 0, [["(?:(?:3[0-2]|4[257]|5[34]|9[78])\\d|64[1-9]|85[02-46-9])\\d{4}", [7]], ["(?:7\\d|8[1-58])\\d{6}", [8]], ["180\\d{4}", [7]], 0, 0, 0, 0, ["27[01]\\d{4}", [7]], ["2(?:0[0-7]|7[568])\\d{4}", [7]]], "00"], "PH": ["63", "00", "(?:[2-7]|9\\d)\\d{8}|2\\d{5}|(?:1800|8)\\d{7,9}", [6, 8, 9, 10, 11, 12, 13], [["(\\d)(\\d{5})", "$1 $2", ["2"], "(0$1)"], ["(\\d{4})(\\d{4,6})", "$1 $2", ["3(?:23|39|46)|4(?:2[3-6]|[35]9|4[26]|76)|544|88[245]|(?:52|64|86)2", "3(?:230|397|461)|4(?:2(?:35|[46]4|51)|396|4(?:22|63)|59[347]|76[15])|5(?:221|446)|642[23]|8(?:622|8(?:[24]2|5[13]))"], "(0$1)"], ["(\\d{5})(\\d{4})", "$1 $2", ["346|4(?:27|9[35])|883", "3469|4(?:279|9(?:30|56))|8834"], "(0$1)"], ["(\\d)(\\d{4})(\\d{4})", "$1 $2 $3", ["2"], "(0$1)"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[3-7]|8[2-8]"], "(0$1)"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["[89]"], "0$1"], ["(\\d{4})(\\d{3})(\\d{4})", "$1 $2 $3", ["1"]], ["(\\d{4})(\\d{1,2})(\\d{3})(\\d{4})", "$1 $2 $3 $4", ["1"]]], "0", 0, 0, 0, 0, 0, [["(?:(?:2[3-8]|3[2-68]|4[2-9]|5[2-6]|6[2-58]|7[24578])\\d{3}|88(?:22\\d\\d|42))\\d{4}|(?:2|8[2-8]\\d\\d)\\d{5}", [6, 8, 9, 10]], ["(?:8(?:1[37]|9[5-8])|9(?:0[5-9]|1[0-24-9]|[235-7]\\d|4[2-9]|8[135-9]|9[1-9]))\\d{7}", [10]], ["1800\\d{7,9}", [11, 12, 13]]]], "PK": ["92", "00", "122\\d{6}|[24-8]\\d{10,11}|9(?:[013-9]\\d{8,10}|2(?:[01]\\d\\d|2(?:[06-8]\\d|1[01]))\\d{7})|(?:[2-8]\\d{3}|92(?:[0-7]\\d|8[1-9]))\\d{6}|[24-9]\\d{8}|[89]\\d{7}", [8, 9, 10, 11, 12], [["(\\d{3})(\\d{3})(\\d{2,7})", "$1 $2 $3", ["[89]0"], "0$1"], ["(\\d{4})(\\d{5})", "$1 $2", ["1"]], ["(\\d{3})(\\d{6,7})", "$1 $2", ["2(?:3[2358]|4[2-4]|9[2-8])|45[3479]|54[2-467]|60[468]|72[236]|8(?:2[2-689]|3[23578]|4[3478]|5[2356])|9(?:2[2-8]|3[27-9]|4[2-6]|6[3569]|9[25-8])", "9(?:2[3-8]|98)|(?:2(?:3[2358]|4[2-4]|9[2-8])|45[3479]|54[2-467]|60[468]|72[236]|8(?:2[2-689]|3[23578]|4[3478]|5[2356])|9(?:22|3[27-9]|4[2-6]|6[3569]|9[25-7]))[2-9]"], "(0$1)"], ["(\\d{2})(\\d{7,8})", "$1 $2", ["(?:2[125]|4[0-246-9]|5[1-35-7]|6[1-8]|7[14]|8[16]|91)[2-9]"], "(0$1)"], ["(\\d{5})(\\d{5})", "$1 $2", ["58"], "(0$1)"], ["(\\d{3})(\\d{7})", "$1 $2", ["3"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["2[125]|4[0-246-9]|5[1-35-7]|6[1-8]|7[14]|8[16]|91"], "(0$1)"], ["(\\d{3})(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["[24-9]"], "(0$1)"]], "0", 0, 0, 0, 0, 0, [["(?:(?:21|42)[2-9]|58[126])\\d{7}|(?:2[25]|4[0146-9]|5[1-35-7]|6[1-8]|7[14]|8[16]|91)[2-9]\\d{6,7}|(?:2(?:3[2358]|4[2-4]|9[2-8])|45[3479]|54[2-467]|60[468]|72[236]|8(?:2[2-689]|3[23578]|4[3478]|5[2356])|9(?:2[2-8]|3[27-9]|4[2-6]|6[3569]|9[25-8]))[2-9]\\d{5,6}", [9, 10]], ["3(?:[0-247]\\d|3[0-79]|55|64)\\d{7}", [10]], ["800\\d{5}(?:\\d{3})?", [8, 11]], ["900\\d{5}", [8]], ["122\\d{6}", [9]], 0, ["(?:2(?:[125]|3[2358]|4[2-4]|9[2-8])|4(?:[0-246-9]|5[3479])|5(?:[1-35-7]|4[2-467])|6(?:0[468]|[1-8])|7(?:[14]|2[236])|8(?:[16]|2[2-689]|3[23578]|4[3478]|5[2356])|9(?:1|22|3[27-9]|4[2-6]|6[3569]|9[2-7]))111\\d{6}", [11, 12]]]], "PL": ["48", "00", "(?:6|8\\d\\d)\\d{7}|[1-9]\\d{6}(?:\\d{2})?|[26]\\d{5}", [6, 7, 8, 9, 10], [["(\\d{5})", "$1", ["19"]], ["(\\d{3})(\\d{3})", "$1 $2", ["11|20|64"]], ["(\\d{2})(\\d{2})(\\d{3})", "$1 $2 $3", ["30|(?:1[2-8]|2[2-69]|3[2-4]|4[1-468]|5[24-689]|6[1-3578]|7[14-7]|8[1-79]|9[145])1", "30|(?:1[2-8]|2[2-69]|3[2-4]|4[1-468]|5[24-689]|6[1-3578]|7[14-7]|8[1-79]|9[145])19"]], ["(\\d{3})(\\d{2})(\\d{2,3})", "$1 $2 $3", ["64"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["21|39|45|5[0137]|6[0469]|7[02389]|8(?:0[14]|8)"]], ["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["1[2-8]|[2-7]|8[1-79]|9[145]"]], ["(\\d{3})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["8"]]], 0, 0, 0, 0, 0, 0, [["(?:30|47\\d\\d)\\d{5}|(?:1[2-8]|2[2-69]|3[2-4]|4[1-468]|5[24-689]|6[1-3578]|7[14-7]|8[1-79]|9[145])(?:[02-9]\\d{6}|1(?:[0-8]\\d{5}|9\\d{3}(?:\\d{2})?))", [7, 9]], ["21(?:1[013-5]|2\\d|3[1-9])\\d{5}|(?:45|5[0137]|6[069]|7[2389]|88)\\d{7}", [9]], ["800\\d{6,7}", [9, 10]], ["70[01346-8]\\d{6}", [9]], 0, 0, ["804\\d{6}", [9]], ["64\\d{4,7}", [6, 7, 8, 9]], ["39\\d{7}", [9]], ["801\\d{6}", [9]]]], "PM": ["508", "00", "[78]\\d{8}|[2-9]\\d{5}", [6, 9], [["(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3", ["[2-9]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["7"]], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["80[6-9]\\d{6}|(?:[236-9]\\d|4[1-35-9]|5[0-47-9])\\d{4}"], ["708(?:4[0-5]|5[0-6])\\d{4}|(?:[236-9]\\d|4[02-489]|5[02-9])\\d{4}"], ["80[0-5]\\d{6}", [9]], ["8[129]\\d{7}", [9]]]], "PR": ["1", "011", "(?:[589]\\d\\d|787)\\d{7}", [10], 0, "1", 0, 0, 0, 0, "787|939", [["(?:787|939)[2-9]\\d{6}"], [""], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "PS": ["970", "00", "[2489]2\\d{6}|(?:1\\d|5)\\d{8}", [8, 9, 10], [["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["[2489]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["5"], "0$1"], ["(\\d{4})(\\d{3})(\\d{3})", "$1 $2 $3", ["1"]]], "0", 0, 0, 0, 0, 0, [["(?:22[2-47-9]|42[45]|82[014-68]|92[3569])\\d{5}", [8]], ["5[69]\\d{7}", [9]], ["1800\\d{6}", [10]], 0, 0, 0, 0, 0, 0, ["1700\\d{6}", [10]]]], "PT": ["351", "00", "1693\\d{5}|(?:[26-9]\\d|30)\\d{7}", [9], [["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["2[12]"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["16|[236-9]"]]], 0, 0, 0, 0, 0, 0, [["2(?:[12]\\d|3[1-689]|4[1-59]|[57][1-9]|6[1-35689]|8[1-69]|9[1256])\\d{6}"], ["6(?:[06]92(?:30|9\\d)|[35]92(?:[049]\\d|3[034]))\\d{3}|(?:(?:16|6[0356])93|9(?:[1-36]\\d\\d|480))\\d{5}"], ["80[02]\\d{6}"], ["(?:6(?:0[178]|4[68])\\d|76(?:0[1-57]|1[2-47]|2[1-37]))\\d{5}"], ["884[0-4689]\\d{5}"], ["600\\d{6}|6[06]92(?:0\\d|3[349]|49)\\d{3}"], ["70(?:38[01]|596|(?:7\\d|8[17])\\d)\\d{4}"], ["6(?:222\\d|89(?:00|88|99))\\d{4}"], ["30\\d{7}"], ["80(?:8\\d|9[1579])\\d{5}"]]], "PW": ["680", "01[12]", "(?:[24-8]\\d\\d|345|900)\\d{4}", [7], [["(\\d{3})(\\d{4})", "$1 $2", ["[2-9]"]]], 0, 0, 0, 0, 0, 0, [["(?:2(?:55|77)|345|488|5(?:35|44|87)|6(?:22|54|79)|7(?:33|47)|8(?:24|55|76)|900)\\d{4}"], ["(?:(?:46|83)[0-5]|(?:6[2-4689]|78)0)\\d{4}|(?:45|77|88)\\d{5}"]]], "PY": ["595", "00", "[36-8]\\d{5,8}|4\\d{6,8}|59\\d{6}|9\\d{5,10}|(?:2\\d|5[0-8])\\d{6,7}", [6, 7, 8, 9, 10, 11], [["(\\d{3})(\\d{3,6})", "$1 $2", ["[2-9]0"], "0$1"], ["(\\d{2})(\\d{5})", "$1 $2", ["3[289]|4[246-8]|61|7[1-3]|8[1-36]"], "(0$1)"], ["(\\d{3})(\\d{4,5})", "$1 $2", ["2[279]|3[13-5]|4[359]|5|6(?:[34]|7[1-46-8])|7[46-8]|85"], "(0$1)"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["2[14-68]|3[26-9]|4[1246-8]|6(?:1|75)|7[1-35]|8[1-36]"], "(0$1)"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["87"]], ["(\\d{3})(\\d{6})", "$1 $2", ["9(?:[5-79]|8[1-8])"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[2-8]"], "0$1"], ["(\\d{4})(\\d{3})(\\d{4})", "$1 $2 $3", ["9"]]], "0", 0, 0, 0, 0, 0, [["(?:3[289]|4[246-8]|61|7[1-3]|8[1-36])\\d{5,7}|(?:2(?:[14-68]\\d|2[4-68]|7[15]|9[1-5])|3(?:18|3[167]|4[2357]|51|[67]\\d)|4(?:1\\d|3[12]|5[13]|9[1-47])|5(?:[1-4]\\d|5[02-4])|6(?:3[1-3]|44|7[1-8])|7(?:4[0-4]|5\\d|6[1-578]|75|8[0-8])|858)\\d{5,6}", [7, 8, 9]], ["9881\\d{5}|9(?:51|6[129]|7[1-6]|8[1-7]|9[1-5])\\d{6}", [9]], ["9800\\d{5,7}", [9, 10, 11]], 0, 0, 0, ["[245]0\\d{6,7}|[36-9]0\\d{4,7}", [6, 7, 8, 9]], 0, ["8700[0-4]\\d{4}", [9]]]], "QA": ["974", "00", "800\\d{4}|(?:2|800)\\d{6}|(?:0080|[3-7])\\d{7}", [7, 8, 9, 11], [["(\\d{3})(\\d{4})", "$1 $2", ["2[136]|8"]], ["(\\d{4})(\\d{4})", "$1 $2", ["[3-7]"]]], 0, 0, 0, 0, 0, 0, [["4(?:(?:[014]\\d\\d|999)\\d|2022)\\d{3}", [8]], ["[35-7]\\d{7}", [8]], ["800\\d{4}|(?:0080[01]|800)\\d{6}", [7, 9, 11]], 0, 0, 0, 0, ["2[136]\\d{5}", [7]]]], "RE": ["262", "00", "709\\d{6}|(?:26|[689]\\d)\\d{7}", [9], [["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[26-9]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["2631[0-6]\\d{4}|26(?:2\\d|30|88)\\d{5}"], ["(?:69(?:2\\d\\d|3(?:[06][0-6]|1[0-3]|2[0-2]|3[0-39]|4\\d|5[0-5]|7[0-37]|8[0-8]|9[0-479]))|7092[0-3])\\d{4}"], ["80\\d{7}"], ["89[1-37-9]\\d{6}"], 0, 0, 0, 0, ["9(?:399[0-3]|479[0-6]|76(?:2[278]|3[0-37]))\\d{4}"], ["8(?:1[019]|2[0156]|84|90)\\d{6}"]]], "RO": ["40", "00", "(?:[2378]\\d|90)\\d{7}|[23]\\d{5}", [6, 9], [["(\\d{3})(\\d{3})", "$1 $2", ["2[3-6]", "2[3-6]\\d9"], "0$1"], ["(\\d{2})(\\d{4})", "$1 $2", ["219|31"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[23]1"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[237-9]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["[23][13-6]\\d{7}|(?:2(?:19\\d|[3-6]\\d9)|31\\d\\d)\\d\\d"], ["7020\\d{5}|7(?:0[013-9]|1[0-3]|[2-7]\\d|8[03-8]|9[0-39])\\d{6}", [9]], ["800\\d{6}", [9]], ["90[0136]\\d{6}", [9]], 0, 0, ["(?:37\\d|80[578])\\d{6}", [9]], 0, 0, ["801\\d{6}", [9]]], 0, " int "], "RS": ["381", "00", "38[02-9]\\d{6,9}|6\\d{7,9}|90\\d{4,8}|38\\d{5,6}|(?:7\\d\\d|800)\\d{3,9}|(?:[12]\\d|3[0-79])\\d{5,10}", [6, 7, 8, 9, 10, 11, 12], [["(\\d{3})(\\d{3,9})", "$1 $2", ["(?:2[389]|39)0|[7-9]"], "0$1"], ["(\\d{2})(\\d{5,10})", "$1 $2", ["[1-36]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:11[1-9]\\d|(?:2[389]|39)(?:0[2-9]|[2-9]\\d))\\d{3,8}|(?:1[02-9]|2[0-24-7]|3[0-8])[2-9]\\d{4,9}", [7, 8, 9, 10, 11, 12]], ["6(?:[0-689]|7\\d)\\d{6,7}", [8, 9, 10]], ["800\\d{3,9}"], ["(?:78\\d|90[0169])\\d{3,7}", [6, 7, 8, 9, 10]], 0, 0, ["7[06]\\d{4,10}"]]], "RU": ["7", "810", "8\\d{13}|[347-9]\\d{9}", [10, 14], [["(\\d{4})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["7(?:1[0-8]|2[1-9])", "7(?:1(?:[0-356]2|4[29]|7|8[27])|2(?:1[23]|[2-9]2))", "7(?:1(?:[0-356]2|4[29]|7|8[27])|2(?:13[03-69]|62[013-9]))|72[1-57-9]2"], "8 ($1)", 1], ["(\\d{5})(\\d)(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["7(?:1[0-68]|2[1-9])", "7(?:1(?:[06][3-6]|[18]|2[35]|[3-5][3-5])|2(?:[13][3-5]|[24-689]|7[457]))", "7(?:1(?:0(?:[356]|4[023])|[18]|2(?:3[013-9]|5)|3[45]|43[013-79]|5(?:3[1-8]|4[1-7]|5)|6(?:3[0-35-9]|[4-6]))|2(?:1(?:3[178]|[45])|[24-689]|3[35]|7[457]))|7(?:14|23)4[0-8]|71(?:33|45)[1-79]"], "8 ($1)", 1], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["7"], "8 ($1)", 1], ["(\\d{3})(\\d{3})(\\d{2})(\\d{2})", "$1 $2-$3-$4", ["[349]|8(?:[02-7]|1[1-8])"], "8 ($1)", 1], ["(\\d{4})(\\d{4})(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["8"], "8 ($1)"]], "8", 0, 0, 0, 0, "[3489]", [["(?:3(?:0[12]|36|4[1-35-79]|5[1-3]|65|8[1-58]|9[0145])|4(?:01|1[1356]|2[13467]|7[1-5]|8[1-7]|9[1-689])|8(?:1[1-8]|2[01]|3[13-6]|4[0-8]|5[15-7]|6[0-35-79]|7[1-37-9]))\\d{7}", [10]], ["9(?:[0-24-9]\\d{4}|3(?:0(?:0(?:05|[124579]\\d|3[0-7]|6[0-49]|8[04-9])|[1-9]\\d\\d)|[1-9]\\d{3}))\\d{4}", [10]], ["8(?:0[04]|108\\d{3})\\d{7}"], ["80[39]\\d{7}", [10]], ["808\\d{7}", [10]]], "8~10"], "RW": ["250", "00", "(?:06|[27]\\d\\d|[89]00)\\d{6}", [8, 9], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["0"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["2"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[7-9]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:06|2[23568]\\d)\\d{6}"], ["7[237-9]\\d{7}", [9]], ["800\\d{6}", [9]], ["900\\d{6}", [9]]]], "SA": ["966", "00", "(?:[15]\\d|800|92)\\d{7}", [9, 10], [["(\\d{4})(\\d{5})", "$1 $2", ["9"]], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["1"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["5"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["8"]]], "0", 0, 0, 0, 0, 0, [["1(?:1\\d|2[24-8]|3[35-8]|4[3-68]|6[2-5]|7[235-7])\\d{6}", [9]], ["579[0-8]\\d{5}|5(?:[013-689]\\d|7[0-8])\\d{6}", [9]], ["800\\d{7}", [10]], ["925\\d{6}", [9]], 0, 0, 0, 0, 0, ["920\\d{6}", [9]]]], "SB": ["677", "0[01]", "[6-9]\\d{6}|[1-6]\\d{4}", [5, 7], [["(\\d{2})(\\d{5})", "$1 $2", ["6[89]|7|8[4-9]|9(?:[0-8]|9[0-8])"]]], 0, 0, 0, 0, 0, 0, [["(?:1[4-79]|[23]\\d|4[0-2]|5[03]|6[0-37])\\d{3}", [5]], ["(?:48|99[0-8]\\d)\\d{3}|(?:6[89]|7[1-9]|8[4-9]|9[0-8])\\d{5}"], ["1[38]\\d{3}", [5]], 0, 0, 0, 0, 0, ["5[12]\\d{3}", [5]]]], "SC": ["248", "010|0[0-2]", "(?:[2489]\\d|64)\\d{5}", [7], [["(\\d)(\\d{3})(\\d{3})", "$1 $2 $3", ["[246]|9[57]"]]], 0, 0, 0, 0, 0, 0, [["4[2-46]\\d{5}"], ["2[125-8]\\d{5}"], ["800[08]\\d{3}"], ["85\\d{5}"], 0, 0, 0, 0, ["971\\d{4}|(?:64|95)\\d{5}"]], "00"], "SD": ["249", "00", "[19]\\d{8}", [9], [["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[19]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["1(?:5\\d|8[35-7])\\d{6}"], ["(?:1[0-2]|9[0-3569])\\d{7}"]]], "SE": ["46", "00", "(?:[26]\\d\\d|9)\\d{9}|[1-9]\\d{8}|[1-689]\\d{7}|[1-4689]\\d{6}|2\\d{5}", [6, 7, 8, 9, 10, 12], [["(\\d{2})(\\d{2,3})(\\d{2})", "$1-$2 $3", ["20"], "0$1", 0, "$1 $2 $3"], ["(\\d{3})(\\d{4})", "$1-$2", ["9(?:00|39|44|9)"], "0$1", 0, "$1 $2"], ["(\\d{2})(\\d{3})(\\d{2})", "$1-$2 $3", ["[12][136]|3[356]|4[0246]|6[03]|90[1-9]"], "0$1", 0, "$1 $2 $3"], ["(\\d)(\\d{2,3})(\\d{2})(\\d{2})", "$1-$2 $3 $4", ["8"], "0$1", 0, "$1 $2 $3 $4"], ["(\\d{3})(\\d{2,3})(\\d{2})", "$1-$2 $3", ["1[2457]|2(?:[247-9]|5[0138])|3[0247-9]|4[1357-9]|5[0-35-9]|6(?:[125689]|4[02-57]|7[0-2])|9(?:[125-8]|3[02-5]|4[0-3])"], "0$1", 0, "$1 $2 $3"], ["(\\d{3})(\\d{2,3})(\\d{3})", "$1-$2 $3", ["9(?:00|39|44)"], "0$1", 0, "$1 $2 $3"], ["(\\d{2})(\\d{2,3})(\\d{2})(\\d{2})", "$1-$2 $3 $4", ["1[13689]|2[0136]|3[1356]|4[0246]|54|6[03]|90[1-9]"], "0$1", 0, "$1 $2 $3 $4"], ["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1-$2 $3 $4", ["10|7"], "0$1", 0, "$1 $2 $3 $4"], ["(\\d)(\\d{3})(\\d{3})(\\d{2})", "$1-$2 $3 $4", ["8"], "0$1", 0, "$1 $2 $3 $4"], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1-$2 $3 $4", ["[13-5]|2(?:[247-9]|5[0138])|6(?:[124-689]|7[0-2])|9(?:[125-8]|3[02-5]|4[0-3])"], "0$1", 0, "$1 $2 $3 $4"], ["(\\d{3})(\\d{2})(\\d{2})(\\d{3})", "$1-$2 $3 $4", ["9"], "0$1", 0, "$1 $2 $3 $4"], ["(\\d{3})(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1-$2 $3 $4 $5", ["[26]"], "0$1", 0, "$1 $2 $3 $4 $5"]], "0", 0, 0, 0, 0, 0, [["(?:(?:[12][136]|3[356]|4[0246]|6[03]|8\\d)\\d|90[1-9])\\d{4,6}|(?:1(?:2[0-35]|4[0-4]|5[0-25-9]|7[13-6]|[89]\\d)|2(?:2[0-7]|4[0136-8]|5[0138]|7[018]|8[01]|9[0-57])|3(?:0[0-4]|1\\d|2[0-25]|4[056]|7[0-2]|8[0-3]|9[023])|4(?:1[013-8]|3[0135]|5[14-79]|7[0-246-9]|8[0156]|9[0-689])|5(?:0[0-6]|[15][0-5]|2[0-68]|3[0-4]|4\\d|6[03-5]|7[013]|8[0-79]|9[01])|6(?:1[1-3]|2[0-4]|4[02-57]|5[0-37]|6[0-3]|7[0-2]|8[0247]|9[0-356])|9(?:1[0-68]|2\\d|3[02-5]|4[0-3]|5[0-4]|[68][01]|7[0135-8]))\\d{5,6}", [7, 8, 9]], ["7[023689]\\d{7}", [9]], ["20\\d{4,7}", [6, 7, 8, 9]], ["649\\d{6}|99[1-59]\\d{4}(?:\\d{3})?|9(?:00|39|44)[1-8]\\d{3,6}", [7, 8, 9, 10]], ["75[1-8]\\d{6}", [9]], ["(?:25[245]|67[3-68])\\d{9}", [12]], ["10[1-8]\\d{6}", [9]], ["74[02-9]\\d{6}", [9]], 0, ["77[0-7]\\d{6}", [9]]]], "SG": ["65", "0[0-3]\\d", "(?:(?:1\\d|8)\\d\\d|7000)\\d{7}|[3689]\\d{7}", [8, 10, 11], [["(\\d{4})(\\d{4})", "$1 $2", ["[369]|8(?:0[1-9]|[1-9])"]], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["8"]], ["(\\d{4})(\\d{4})(\\d{3})", "$1 $2 $3", ["7"]], ["(\\d{4})(\\d{3})(\\d{4})", "$1 $2 $3", ["1"]]], 0, 0, 0, 0, 0, 0, [["662[0-24-9]\\d{4}|6(?:[0-578]\\d|6[013-57-9]|9[0-35-9])\\d{5}", [8]], ["80[1-9]\\d{5}|(?:8[1-9]|9[0-8])\\d{6}", [8]], ["(?:18|8)00\\d{7}", [10, 11]], ["1900\\d{7}", [11]], 0, 0, ["7000\\d{7}", [11]], 0, ["(?:3[12]\\d|666)\\d{5}", [8]]]], "SH": ["290", "00", "(?:[2569]\\d|8)\\d{3}", [4, 5], 0, 0, 0, 0, 0, 0, "[2569]", [["2(?:[0-57-9]\\d|6[4-9])\\d\\d"], ["[569]\\d{4}", [5]], 0, 0, 0, 0, 0, 0, ["262\\d\\d", [5]]]], "SI": ["386", "00|10(?:22|66|88|99)", "[1-7]\\d{7}|8\\d{4,7}|90\\d{4,6}", [5, 6, 7, 8], [["(\\d{2})(\\d{3,6})", "$1 $2", ["8[09]|9"], "0$1"], ["(\\d{3})(\\d{5})", "$1 $2", ["59|8"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["[37][01]|4[013]|51|6"], "0$1"], ["(\\d)(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[1-57]"], "(0$1)"]], "0", 0, 0, 0, 0, 0, [["(?:[1-357][2-8]|4[24-8])\\d{6}", [8]], ["65(?:[178]\\d|5[56]|6[01])\\d{4}|(?:[37][01]|4[013]|51|6[489])\\d{6}", [8]], ["80\\d{4,6}", [6, 7, 8]], ["89[1-3]\\d{2,5}|90\\d{4,6}"], 0, 0, 0, 0, ["(?:59\\d\\d|8(?:1(?:[67]\\d|8[0-589])|2(?:0\\d|2[0-37-9]|8[0-2489])|3[389]\\d))\\d{4}", [8]]], "00"], "SJ": ["47", "00", "0\\d{4}|(?:[489]\\d|79)\\d{6}", [5, 8], 0, 0, 0, 0, 0, 0, "79", [["79\\d{6}", [8]], ["45(?:[0-24-9]\\d|3[0-57-9])\\d{4}|(?:4[016-8]|9\\d)\\d{6}", [8]], ["80[01]\\d{5}", [8]], ["82[09]\\d{5}", [8]], ["880\\d{5}", [8]], ["81[23]\\d{5}", [8]], ["(?:0[235-9]|81(?:0(?:0[7-9]|1\\d)|5\\d\\d))\\d{3}"], 0, ["85[0-5]\\d{5}", [8]], ["810(?:0[0-6]|[2-8]\\d)\\d{3}", [8]]]], "SK": ["421", "00", "[2-689]\\d{8}|[2-59]\\d{6}|[2-5]\\d{5}", [6, 7, 9], [["(\\d)(\\d{2})(\\d{3,4})", "$1 $2 $3", ["21"], "0$1"], ["(\\d{2})(\\d{2})(\\d{2,3})", "$1 $2 $3", ["[3-5][1-8]1", "[3-5][1-8]1[67]"], "0$1"], ["(\\d)(\\d{3})(\\d{3})(\\d{2})", "$1 $2 $3 $4", ["2"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[689]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[3-5]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:2(?:16|[2-9]\\d{3})|(?:(?:[3-5][1-8]\\d|819)\\d|601[1-5])\\d)\\d{4}|(?:2|[3-5][1-8])1[67]\\d{3}|[3-5][1-8]16\\d\\d"], ["909[1-9]\\d{5}|9(?:0[1-8]|1[0-24-9]|4[03-57-9]|5\\d)\\d{6}", [9]], ["800\\d{6}", [9]], ["9(?:00|[78]\\d)\\d{6}", [9]], 0, 0, ["96\\d{7}", [9]], ["9090\\d{3}", [7]], ["6(?:02|5[0-4]|9[0-6])\\d{6}", [9]], ["8[5-9]\\d{7}", [9]]]], "SL": ["232", "00", "(?:[237-9]\\d|66)\\d{6}", [8], [["(\\d{2})(\\d{6})", "$1 $2", ["[236-9]"], "(0$1)"]], "0", 0, 0, 0, 0, 0, [["22[2-4][2-9]\\d{4}"], ["(?:25|3[0-5]|66|7\\d|8[08]|9[09])\\d{6}"]]], "SM": ["378", "00", "(?:0549|[5-7]\\d)\\d{6}", [8, 10], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[5-7]"]], ["(\\d{4})(\\d{6})", "$1 $2", ["0"]]], 0, 0, "([89]\\d{5})$", "0549$1", 0, 0, [["0549(?:8[0157-9]|9\\d)\\d{4}", [10]], ["6[16]\\d{6}", [8]], 0, ["7[178]\\d{6}", [8]], 0, 0, 0, 0, ["5[158]\\d{6}", [8]]]], "SN": ["221", "00", "(?:[378]\\d|93)\\d{7}", [9], [["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["8"]], ["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[379]"]]], 0, 0, 0, 0, 0, 0, [["3(?:[026]\\d|3[89])\\d{6}"], ["7(?:[015-8]\\d|21|90)\\d{6}"], ["800\\d{6}"], ["88[4689]\\d{6}"], 0, 0, 0, 0, ["(?:39|93)\\d{7}"], ["81[02468]\\d{6}"]]], "SO": ["252", "00", "[346-9]\\d{8}|[12679]\\d{7}|[1-5]\\d{6}|[1348]\\d{5}", [6, 7, 8, 9], [["(\\d{2})(\\d{4})", "$1 $2", ["8[125]"]], ["(\\d{6})", "$1", ["[134]"]], ["(\\d)(\\d{6})", "$1 $2", ["[15]|2[0-79]|3[0-46-8]|4[0-7]"]], ["(\\d{2})(\\d{5,7})", "$1 $2", ["1|28|9[2-9]"]], ["(\\d)(\\d{7})", "$1 $2", ["[267]|904"]], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[346-9]"]]], "0", 0, 0, 0, 0, 0, [["(?:1\\d|2[0-79]|3[0-46-8]|4[0-7]|5[57-9])\\d{5}|(?:[134]\\d|8[125])\\d{4}", [6, 7]], ["(?:(?:15|(?:3[59]|4[89]|6\\d|7[0-35-9]|8[08])\\d|9(?:0\\d|[2-9]))\\d|2(?:4\\d|8))\\d{5}|(?:[67]\\d\\d|904)\\d{5}", [7, 8, 9]]]], "SR": ["597", "00", "(?:[2-5]|[6-9]\\d)\\d{5}", [6, 7], [["(\\d{2})(\\d{2})(\\d{2})", "$1-$2-$3", ["56"]], ["(\\d{3})(\\d{3})", "$1-$2", ["[2-5]"]], ["(\\d{3})(\\d{4})", "$1-$2", ["[6-9]"]]], 0, 0, 0, 0, 0, 0, [["(?:2[1-3]|3[0-7]|4\\d|5[2-578])\\d{4}", [6]], ["(?:6[08]|7[1-79]|8[1-9])\\d{5}", [7]], ["80\\d{5}", [7]], ["90\\d{5}", [7]], 0, 0, 0, 0, ["(?:56|91\\d)\\d{4}"]]], "SS": ["211", "00", "[19]\\d{8}", [9], [["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[19]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["1[89]\\d{7}"], ["(?:12|9[1257-9])\\d{7}"]]], "ST": ["239", "00", "(?:22|9\\d)\\d{5}", [7], [["(\\d{3})(\\d{4})", "$1 $2", ["[29]"]]], 0, 0, 0, 0, 0, 0, [["22\\d{5}"], ["900[5-9]\\d{3}|9(?:0[1-9]|[89]\\d)\\d{4}"]]], "SV": ["503", "00", "[25-7]\\d{7}|(?:80\\d|900)\\d{4}(?:\\d{4})?", [7, 8, 11], [["(\\d{3})(\\d{4})", "$1 $2", ["[89]"]], ["(\\d{4})(\\d{4})", "$1 $2", ["[25-7]"]], ["(\\d{3})(\\d{4})(\\d{4})", "$1 $2 $3", ["[89]"]]], 0, 0, 0, 0, 0, 0, [["2(?:79(?:0[0347-9]|[1-9]\\d)|89(?:0[024589]|[1-9]\\d))\\d{3}|2(?:[1-69]\\d|[78][0-8])\\d{5}", [8]], ["[5-7]\\d{7}", [8]], ["800\\d{8}|80[01]\\d{4}", [7, 11]], ["900\\d{4}(?:\\d{4})?", [7, 11]]]], "SX": ["1", "011", "7215\\d{6}|(?:[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, "(5\\d{6})$|1", "721$1", 0, "721", [["7215(?:4[2-8]|8[39]|9[056])\\d{4}"], ["7215(?:1[02]|2\\d|5[034679]|8[0-24-8])\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "SY": ["963", "00", "[1-359]\\d{8}|[1-5]\\d{7}", [8, 9], [["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[1-4]|5[1-3]"], "0$1", 1], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[59]"], "0$1", 1]], "0", 0, 0, 0, 0, 0, [["(?:1(?:[1478]\\d|[2356])|21\\d|3(?:[13]\\d|4)|4[134]|5[1-3])\\d{6}|2[1-5]\\d{6}"], ["(?:50|9[03-689])\\d{7}", [9]]]], "SZ": ["268", "00", "0800\\d{4}|(?:[237]\\d|900)\\d{6}", [8, 9], [["(\\d{4})(\\d{4})", "$1 $2", ["[0237]"]], ["(\\d{5})(\\d{4})", "$1 $2", ["9"]]], 0, 0, 0, 0, 0, 0, [["[23][2-5]\\d{6}", [8]], ["7[5-9]\\d{6}", [8]], ["0800\\d{4}", [8]], ["900\\d{6}", [9]], 0, 0, 0, 0, ["70\\d{6}", [8]]]], "TA": ["290", "00", "8\\d{3}", [4], 0, 0, 0, 0, 0, 0, "8", [["8\\d{3}"]]], "TC": ["1", "011", "(?:[58]\\d\\d|649|900)\\d{7}", [10], 0, "1", 0, "([2-479]\\d{6})$|1", "649$1", 0, "649", [["649(?:266|712|9(?:4\\d|50))\\d{4}"], ["649(?:2(?:3[129]|4[1-79])|3\\d\\d|4[34][1-3])\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"], 0, 0, 0, ["649(?:71[01]|966)\\d{4}"]]], "TD": ["235", "00|16", "(?:22|[3689]\\d|77)\\d{6}", [8], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[236-9]"]]], 0, 0, 0, 0, 0, 0, [["22(?:[37-9]0|5[0-5]|6[89])\\d{4}"], ["(?:3[01]|[69]\\d|77|8[5-7])\\d{6}"]], "00"], "TG": ["228", "00", "[279]\\d{7}", [8], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[279]"]]], 0, 0, 0, 0, 0, 0, [["2(?:2[2-7]|3[23]|4[45]|55|6[67]|77)\\d{5}"], ["(?:7[0-389]|9[0-36-9])\\d{6}"]]], "TH": ["66", "00[1-9]", "(?:001800|[2-57]|[689]\\d)\\d{7}|1\\d{7,9}", [8, 9, 10, 13], [["(\\d)(\\d{3})(\\d{4})", "$1 $2 $3", ["2"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[13-9]"], "0$1"], ["(\\d{4})(\\d{3})(\\d{3})", "$1 $2 $3", ["1"]]], "0", 0, 0, 0, 0, 0, [["(?:1[0689]|2\\d|3[2-9]|4[2-5]|5[2-6]|7[3-7])\\d{6}", [8]], ["(?:(?:14|[89]\\d)\\d\\d|6(?:[1-6]\\d\\d|7(?:1[0-8]|2[4-7]|3[1-6])))\\d{5}", [9]], ["(?:001800\\d|1800)\\d{6}", [10, 13]], ["1900\\d{6}", [10]], 0, 0, 0, 0, ["6[08]\\d{7}", [9]]]], "TJ": ["992", "810", "(?:[0-57-9]\\d|66)\\d{7}", [9], [["(\\d{6})(\\d)(\\d{2})", "$1 $2 $3", ["331", "3317"]], ["(\\d{3})(\\d{2})(\\d{4})", "$1 $2 $3", ["44[02-479]|[34]7"]], ["(\\d{4})(\\d)(\\d{4})", "$1 $2 $3", ["3(?:[1245]|3[12])"]], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["\\d"]]], 0, 0, 0, 0, 0, 0, [["(?:3(?:1[3-5]|2[245]|3[12]|4[24-7]|5[25]|72)|4(?:46|74|87))\\d{6}"], ["(?:33[03-9]|4(?:1[18]|4[02-479])|81[1-9])\\d{6}|(?:[09]\\d|1[0-27-9]|2[0-27]|3[08]|40|5[05]|66|7[0157-9]|8[07-9])\\d{7}"]], "8~10"], "TK": ["690", "00", "[2-47]\\d{3,6}", [4, 5, 6, 7], 0, 0, 0, 0, 0, 0, 0, [["(?:2[2-4]|[34]\\d)\\d{2,5}"], ["7[2-4]\\d{2,5}"]]], "TL": ["670", "00", "7\\d{7}|(?:[2-47]\\d|[89]0)\\d{5}", [7, 8], [["(\\d{3})(\\d{4})", "$1 $2", ["[2-489]|70"]], ["(\\d{4})(\\d{4})", "$1 $2", ["7"]]], 0, 0, 0, 0, 0, 0, [["(?:2[1-5]|3[1-9]|4[1-4])\\d{5}", [7]], ["7[2-8]\\d{6}", [8]], ["80\\d{5}", [7]], ["90\\d{5}", [7]], ["70\\d{5}", [7]]]], "TM": ["993", "810", "[1-7]\\d{7}", [8], [["(\\d{2})(\\d{2})(\\d{2})(\\d{2})", "$1 $2-$3-$4", ["12"], "(8 $1)"], ["(\\d{3})(\\d)(\\d{2})(\\d{2})", "$1 $2-$3-$4", ["[1-5]"], "(8 $1)"], ["(\\d{2})(\\d{6})", "$1 $2", ["[67]"], "8 $1"]], "8", 0, 0, 0, 0, 0, [["(?:1(?:2\\d|3[1-9])|2(?:22|4[0-35-8])|3(?:22|4[03-9])|4(?:22|3[128]|4\\d|6[15])|5(?:22|5[7-9]|6[014-689]))\\d{5}"], ["(?:6\\d|7[12])\\d{6}"]], "8~10"], "TN": ["216", "00", "[2-57-9]\\d{7}", [8], [["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["[2-57-9]"]]], 0, 0, 0, 0, 0, 0, [["81200\\d{3}|(?:3[0-2]|7\\d)\\d{6}"], ["3(?:001|[12]40)\\d{4}|(?:(?:[259]\\d|4[0-8])\\d|3(?:1[1-35]|6[0-4]|91))\\d{5}"], ["8010\\d{4}"], ["88\\d{6}"], 0, 0, 0, 0, 0, ["8[12]10\\d{4}"]]], "TO": ["676", "00", "(?:0800|(?:[5-8]\\d\\d|999)\\d)\\d{3}|[2-8]\\d{4}", [5, 7], [["(\\d{2})(\\d{3})", "$1-$2", ["[2-4]|50|6[09]|7[0-24-69]|8[05]"]], ["(\\d{4})(\\d{3})", "$1 $2", ["0"]], ["(\\d{3})(\\d{4})", "$1 $2", ["[5-9]"]]], 0, 0, 0, 0, 0, 0, [["(?:2\\d|3[0-8]|4[0-4]|50|6[09]|7[0-24-69]|8[05])\\d{3}", [5]], ["(?:5(?:4[0-5]|5[4-6])|6(?:[09]\\d|3[02]|8[15-9])|(?:7\\d|8[46-9])\\d|999)\\d{4}", [7]], ["0800\\d{3}", [7]], 0, 0, 0, 0, 0, ["55[0-37-9]\\d{4}", [7]]]], "TR": ["90", "00", "4\\d{6}|8\\d{11,12}|(?:[2-58]\\d\\d|900)\\d{7}", [7, 10, 12, 13], [["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["512|8[01589]|90"], "0$1", 1], ["(\\d{3})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["5"], "0$1", 1], ["(\\d{3})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[24][1-8]|3[1-9]"], "(0$1)", 1], ["(\\d{3})(\\d{3})(\\d{6,7})", "$1 $2 $3", ["80"], "0$1", 1]], "0", 0, 0, 0, 0, 0, [["(?:2(?:1[26]|[28][2468]|[3-5][268]|[67][246])|3(?:[13][28]|[24-6][2468]|[78][02468]|92)|4(?:[16][246]|[23578][2468]|4[26]))\\d{7}", [10]], ["5(?:61(?:011|61\\d)|82[2-5]\\d\\d)\\d{4}|5(?:[03-5]\\d|1[06]|24|6[24]|7[245]|9[46])\\d{7}", [10]], ["8(?:00\\d{7}(?:\\d{2,3})?|11\\d{7})", [10, 12, 13]], ["(?:8[89]8|900)\\d{7}", [10]], ["592(?:21[12]|461)\\d{4}", [10]], 0, ["444\\d{4}", [7]], ["512\\d{7}", [10]], ["850\\d{7}", [10]]]], "TT": ["1", "011", "(?:[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, "([2-46-8]\\d{6})$|1", "868$1", 0, "868", [["868(?:2(?:01|1[5-9]|[23]\\d|4[0-2])|6(?:0[7-9]|1[02-8]|2[1-9]|[3-69]\\d|7[0-79])|82[124])\\d{4}"], ["868(?:(?:2[5-9]|3\\d)\\d|4(?:3[0-6]|[6-9]\\d)|6(?:20|78|8\\d)|7(?:0[1-9]|1[02-9]|[2-9]\\d))\\d{4}"], ["868800\\d{4}|8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"], ["868619\\d{4}"]]], "TV": ["688", "00", "(?:2|7\\d\\d|90)\\d{4}", [5, 6, 7], [["(\\d{2})(\\d{3})", "$1 $2", ["2"]], ["(\\d{2})(\\d{4})", "$1 $2", ["90"]], ["(\\d{2})(\\d{5})", "$1 $2", ["7"]]], 0, 0, 0, 0, 0, 0, [["2[02-9]\\d{3}", [5]], ["(?:7[01]\\d|90)\\d{4}", [6, 7]]]], "TW": ["886", "0(?:0[25-79]|19)", "[2-689]\\d{8}|7\\d{9,10}|[2-8]\\d{7}|2\\d{6}", [7, 8, 9, 10, 11], [["(\\d{2})(\\d)(\\d{4})", "$1 $2 $3", ["202"], "0$1"], ["(\\d{3})(\\d{5})", "$1 $2", ["826"], "0$1"], ["(\\d{3})(\\d{2})(\\d{3})", "$1 $2 $3", ["83"], "0$1"], ["(\\d{2})(\\d{2})(\\d{4})", "$1 $2 $3", ["82"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[25]0|37|49|8[09]"], "0$1"], ["(\\d)(\\d{3,4})(\\d{4})", "$1 $2 $3", ["[23568]|4(?:0[02-48]|[1-478])|7[1-9]", "[23568]|4(?:0[2-48]|[1-478])|(?:400|7)[1-9]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[49]"], "0$1"], ["(\\d{2})(\\d{4})(\\d{4,5})", "$1 $2 $3", ["7"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:2[2-8]\\d|370|55[01]|7[1-9])\\d{6}|4(?:(?:0(?:0[1-9]|[2-48]\\d)|1[023]\\d)\\d{4,5}|(?:[239]\\d\\d|4(?:0[56]|12|49))\\d{5})|6(?:[01]\\d{7}|4(?:0[56]|12|24|4[09])\\d{4,5})|8(?:(?:2(?:3\\d|4[0-269]|[578]0|66)|36[24-9]|90\\d\\d)\\d{4}|4(?:0[56]|12|24|4[09])\\d{4,5})|(?:2(?:2(?:0\\d\\d|4(?:0[68]|[249]0|3[0-467]|5[0-25-9]|6[0235689]))|(?:3(?:[09]\\d|1[0-4])|(?:4\\d|5[0-49]|6[0-29]|7[0-5])\\d)\\d)|(?:(?:3[2-9]|5[2-8]|6[0-35-79]|8[7-9])\\d\\d|4(?:2(?:[089]\\d|7[1-9])|(?:3[0-4]|[78]\\d|9[01])\\d))\\d)\\d{3}", [8, 9]], ["(?:40001[0-2]|9[0-8]\\d{4})\\d{3}", [9]], ["80[0-79]\\d{6}|800\\d{5}", [8, 9]], ["20(?:[013-9]\\d\\d|2)\\d{4}", [7, 9]], ["99\\d{7}", [9]], 0, ["50[0-46-9]\\d{6}", [9]], 0, ["7010(?:[0-2679]\\d|3[0-7]|8[0-5])\\d{5}|70\\d{8}", [10, 11]]], 0, "#"], "TZ": ["255", "00[056]", "(?:[25-8]\\d|41|90)\\d{7}", [9], [["(\\d{3})(\\d{2})(\\d{4})", "$1 $2 $3", ["[89]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[24]"], "0$1"], ["(\\d{2})(\\d{7})", "$1 $2", ["5"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[67]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["2[2-8]\\d{7}"], ["(?:6[0-35-9]|7\\d)\\d{7}"], ["80[08]\\d{6}"], ["90\\d{7}"], 0, 0, 0, 0, ["41\\d{7}"], ["8(?:40|6[01])\\d{6}"]]], "UA": ["380", "00", "[89]\\d{9}|[3-9]\\d{8}", [9, 10], [["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["6[12][29]|(?:3[1-8]|4[136-8]|5[12457]|6[49])2|(?:56|65)[24]", "6[12][29]|(?:35|4[1378]|5[12457]|6[49])2|(?:56|65)[24]|(?:3[1-46-8]|46)2[013-9]"], "0$1"], ["(\\d{4})(\\d{5})", "$1 $2", ["3[1-8]|4(?:[1367]|[45][6-9]|8[4-6])|5(?:[1-5]|6[0135689]|7[4-6])|6(?:[12][3-7]|[459])", "3[1-8]|4(?:[1367]|[45][6-9]|8[4-6])|5(?:[1-5]|6(?:[015689]|3[02389])|7[4-6])|6(?:[12][3-7]|[459])"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[3-7]|89|9[1-9]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[89]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:3[1-8]|4[13-8]|5[1-7]|6[12459])\\d{7}", [9]], ["790\\d{6}|(?:39|50|6[36-8]|7[1-357]|9[1-9])\\d{7}", [9]], ["800[1-8]\\d{5,6}"], ["900[239]\\d{5,6}"], 0, 0, 0, 0, ["89[1-579]\\d{6}", [9]]], "0~0"], "UG": ["256", "00[057]", "800\\d{6}|(?:[29]0|[347]\\d)\\d{7}", [9], [["(\\d{4})(\\d{5})", "$1 $2", ["202", "2024", "20240"], "0$1"], ["(\\d{3})(\\d{6})", "$1 $2", ["20[0-35-7]|4(?:6[45]|[7-9])|[7-9]", "20(?:[0135-7]|2[5-9])|4(?:6[45]|[7-9])|[7-9]"], "0$1"], ["(\\d{2})(\\d{7})", "$1 $2", ["[2-4]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["20(?:(?:24[09]|30[67])\\d|6(?:00[0-2]|30[0-4]))\\d{3}|(?:20(?:[017]\\d|2[5-9]|3[1-4]|5[0-4]|6[15-9])|[34]\\d{3})\\d{5}"], ["7(?:28|34)0\\d{5}|7(?:[014-8]\\d|2[01467]|3[0-267]|9[0-589])\\d{6}"], ["800[1-3]\\d{5}"], ["90[1-3]\\d{6}"]]], "US": ["1", "011", "[2-9]\\d{9}|3\\d{6}", [10], [["(\\d{3})(\\d{4})", "$1-$2", ["310"], 0, 1], ["(\\d{3})(\\d{3})(\\d{4})", "($1) $2-$3", ["[2-9]"], 0, 1, "$1-$2-$3"]], "1", 0, 0, 0, 0, 0, [["983[2-57-9]\\d{6}|(?:2(?:0[1-35-9]|1[02-9]|2[03-57-9]|3[1459]|4[08]|5[1-46]|6[0279]|7[02469]|8[13])|3(?:0[1-57-9]|1[02-9]|2[013-79]|3[0-24679]|4[167]|5[0-3]|6[01349]|8[056])|4(?:0[124-9]|1[02-579]|2[3-5]|3[0245]|4[023578]|58|6[349]|7[02589]|8[04])|5(?:0[1-57-9]|1[0235-8]|20|3[0149]|4[01]|5[179]|6[1-47]|7[0-5]|8[0256])|6(?:0[1-35-9]|1[024-9]|2[03689]|3[016]|4[0156]|5[01679]|6[0-279]|78|8[0-269])|7(?:0[1-46-8]|1[2-9]|2[04-8]|3[0-2478]|4[0378]|5[47]|6[02359]|7[0-59]|8[156])|8(?:0[1-68]|1[02-8]|2[0168]|3[0-2589]|4[03578]|5[046-9]|6[02-5]|7[028])|9(?:0[1346-9]|1[02-9]|2[0589]|3[0146-8]|4[01357-9]|5[12469]|7[0-3589]|8[04-69]))[2-9]\\d{6}"], [""], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "UY": ["598", "0(?:0|1[3-9]\\d)", "0004\\d{2,9}|[1249]\\d{7}|2\\d{3,4}|(?:[49]\\d|80)\\d{5}", [4, 5, 6, 7, 8, 9, 10, 11, 12, 13], [["(\\d{4,5})", "$1", ["21"]], ["(\\d{3})(\\d{3,4})", "$1 $2", ["0"]], ["(\\d{3})(\\d{4})", "$1 $2", ["[49]0|8"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["9"], "0$1"], ["(\\d{4})(\\d{4})", "$1 $2", ["[124]"]], ["(\\d{3})(\\d{3})(\\d{2,4})", "$1 $2 $3", ["0"]], ["(\\d{3})(\\d{3})(\\d{3})(\\d{2,4})", "$1 $2 $3 $4", ["0"]]], "0", 0, 0, 0, 0, 0, [["(?:1(?:770|9(?:20|[89]7))|(?:2\\d|4[2-7])\\d\\d)\\d{4}", [8]], ["9[1-9]\\d{6}", [8]], ["0004\\d{2,9}|(?:405|80[05])\\d{4}", [6, 7, 8, 9, 10, 11, 12, 13]], ["90[0-8]\\d{4}", [7]], 0, 0, ["21\\d{2,3}", [4, 5]]], "00", " int. "], "UZ": ["998", "00", "(?:20|33|[5-9]\\d)\\d{7}", [9], [["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["[235-9]"]]], 0, 0, 0, 0, 0, 0, [["(?:55\\d\\d|6(?:1(?:22|3[124]|4[1-4]|5[1-3578]|64)|2(?:22|3[0-57-9]|41)|5(?:22|3[3-7]|5[024-8])|[69]\\d\\d|7(?:[23]\\d|7[69]))|7(?:[168]\\d\\d|2(?:22|3[13-57-9]|4[1-3579]|5[14])|3(?:2\\d|3[1578]|4[1-35-7]|5[1-57]|61)|4(?:2\\d|3[1-579]|7[1-79])|5(?:22|5[1-9]|6[1457])|9(?:22|5[1-9])))\\d{5}"], ["(?:(?:[25]0|33|8[078]|9[0-57-9])\\d{3}|6(?:1(?:2(?:2[01]|98)|35[0-4]|50\\d|61[23]|7(?:[01][017]|4\\d|55|9[5-9]))|2(?:(?:11|7\\d)\\d|2(?:[12]1|9[01379])|5(?:[126]\\d|3[0-4]))|5(?:19[01]|2(?:27|9[26])|(?:30|59|7\\d)\\d)|6(?:2(?:1[5-9]|2[0367]|38|41|52|60)|(?:3[79]|9[0-3])\\d|4(?:56|83)|7(?:[07]\\d|1[017]|3[07]|4[047]|5[057]|67|8[0178]|9[79]))|7(?:2(?:24|3[237]|4[5-9]|7[15-8])|5(?:7[12]|8[0589])|7(?:0\\d|[39][07])|9(?:0\\d|7[079])))|7(?:[07]\\d{3}|2(?:2(?:2[79]|95)|3(?:2[5-9]|6[0-6])|57\\d|7(?:0\\d|1[17]|2[27]|3[37]|44|5[057]|66|88))|3(?:2(?:1[0-6]|21|3[469]|7[159])|(?:33|9[4-6])\\d|5(?:0[0-4]|5[579]|9\\d)|7(?:[0-3579]\\d|4[0467]|6[67]|8[078]))|4(?:2(?:29|5[0257]|6[0-7]|7[1-57])|5(?:1[0-4]|8\\d|9[5-9])|7(?:0\\d|1[024589]|2[0-27]|3[0137]|[46][07]|5[01]|7[5-9]|9[079])|9(?:7[015-9]|[89]\\d))|5(?:112|2(?:0\\d|2[29]|[49]4)|3[1568]\\d|52[6-9]|7(?:0[01578]|1[017]|[23]7|4[047]|[5-7]\\d|8[78]|9[079]))|9(?:22[128]|3(?:2[0-4]|7\\d)|57[02569]|7(?:2[05-9]|3[37]|4\\d|60|7[2579]|87|9[07]))))\\d{4}"]]], "VA": ["39", "00", "0\\d{5,10}|3[0-8]\\d{7,10}|55\\d{8}|8\\d{5}(?:\\d{2,4})?|(?:1\\d|39)\\d{7,8}", [6, 7, 8, 9, 10, 11, 12], 0, 0, 0, 0, 0, 0, "06698", [["06698\\d{1,6}", [6, 7, 8, 9, 10, 11]], ["3[1-9]\\d{8}|3[2-9]\\d{7}", [9, 10]], ["80(?:0\\d{3}|3)\\d{3}", [6, 9]], ["(?:0878\\d{3}|89(?:2\\d|3[04]|4(?:[0-4]|[5-9]\\d\\d)|5[0-4]))\\d\\d|(?:1(?:44|6[346])|89(?:38|5[5-9]|9))\\d{6}", [6, 8, 9, 10]], ["1(?:78\\d|99)\\d{6}", [9, 10]], ["3[2-8]\\d{9,10}", [11, 12]], 0, 0, ["55\\d{8}", [10]], ["84(?:[08]\\d{3}|[17])\\d{3}", [6, 9]]]], "VC": ["1", "011", "(?:[58]\\d\\d|784|900)\\d{7}", [10], 0, "1", 0, "([2-7]\\d{6})$|1", "784$1", 0, "784", [["784(?:266|3(?:6[6-9]|7\\d|8[0-6])|4(?:38|5[0-36-8]|8[0-8])|5(?:55|7[0-2]|93)|638|784)\\d{4}"], ["784(?:4(?:3[0-5]|5[45]|89|9[0-8])|5(?:2[6-9]|3[0-4])|720)\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"], 0, 0, 0, ["78451[0-2]\\d{4}"]]], "VE": ["58", "00", "[68]00\\d{7}|(?:[24]\\d|[59]0)\\d{8}", [10], [["(\\d{3})(\\d{7})", "$1-$2", ["[24-689]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:2(?:12|3[457-9]|[467]\\d|[58][1-9]|9[1-6])|[4-6]00)\\d{7}"], ["4(?:1[24-8]|2[246])\\d{7}"], ["800\\d{7}"], ["90[01]\\d{7}"], 0, 0, ["501\\d{7}"]]], "VG": ["1", "011", "(?:284|[58]\\d\\d|900)\\d{7}", [10], 0, "1", 0, "([2-578]\\d{6})$|1", "284$1", 0, "284", [["284(?:229|4(?:22|9[45])|774|8(?:52|6[459]))\\d{4}"], ["284(?:245|3(?:0[0-3]|4[0-7]|68|9[34])|4(?:4[0-6]|68|9[69])|5(?:4[0-7]|68|9[69]))\\d{4}"], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "VI": ["1", "011", "[58]\\d{9}|(?:34|90)0\\d{7}", [10], 0, "1", 0, "([2-9]\\d{6})$|1", "340$1", 0, "340", [["340(?:2(?:0\\d|10|2[06-8]|4[49]|77)|3(?:32|44)|4(?:2[23]|44|7[34]|89)|5(?:1[34]|55)|6(?:2[56]|4[23]|77|9[023])|7(?:1[2-57-9]|2[57]|7\\d)|884|998)\\d{4}"], [""], ["8(?:00|33|44|55|66|77|88)[2-9]\\d{6}"], ["900[2-9]\\d{6}"], ["52(?:3(?:[2-46-9][02-9]\\d|5(?:[02-46-9]\\d|5[0-46-9]))|4(?:[2-478][02-9]\\d|5(?:[034]\\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\\d)|9(?:[05-9]\\d|2[0-5]|49)))\\d{4}|52[34][2-9]1[02-9]\\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\\d{6}"]]], "VN": ["84", "00", "[12]\\d{9}|[135-9]\\d{8}|[16]\\d{6,7}|7\\d{6}", [7, 8, 9, 10], [["(\\d{4})(\\d{4,6})", "$1 $2", ["1(?:2[02]|[89])"], 0, 1], ["(\\d{2})(\\d{3})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["1[26]|6"], "0$1", 1], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[1357-9]"], "0$1", 1], ["(\\d{2})(\\d{4})(\\d{4})", "$1 $2 $3", ["2[48]"], "0$1", 1], ["(\\d{3})(\\d{4})(\\d{3})", "$1 $2 $3", ["2"], "0$1", 1]], "0", 0, 0, 0, 0, 0, [["2(?:0[3-9]|1[0-689]|2[0-25-9]|[38][2-9]|4[2-8]|5[124-9]|6[0-39]|7[0-7]|9[0-4679])\\d{7}", [10]], ["121[0-3]\\d{5}|(?:1[46]0|(?:3\\d|7[06-9])\\d|5(?:[1689]\\d|2[238]|59)|8(?:[1-8]\\d|9[6-9])|9(?:[0-8]\\d|9[013-9]))\\d{6}", [9]], ["1800\\d{4,6}|12(?:0[13]|28)\\d{4}", [8, 9, 10]], ["1900\\d{4,6}", [8, 9, 10]], 0, 0, ["[17]99\\d{4}|69\\d{5,6}", [7, 8]], 0, ["672\\d{6}", [9]]]], "VU": ["678", "00", "[57-9]\\d{6}|(?:[238]\\d|48)\\d{3}", [5, 7], [["(\\d{3})(\\d{4})", "$1 $2", ["[57-9]"]]], 0, 0, 0, 0, 0, 0, [["(?:38[0-8]|48[4-9])\\d\\d|(?:2[02-9]|3[4-7]|88)\\d{3}", [5]], ["(?:[58]\\d|7[0-7])\\d{5}", [7]], ["81[18]\\d\\d", [5]], 0, 0, 0, ["(?:3[03]|900\\d)\\d{3}"], 0, ["9(?:0[1-9]|1[01])\\d{4}", [7]]]], "WF": ["681", "00", "(?:40|72|8\\d{4})\\d{4}|[89]\\d{5}", [6, 9], [["(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3", ["[47-9]"]], ["(\\d{3})(\\d{2})(\\d{2})(\\d{2})", "$1 $2 $3 $4", ["8"]]], 0, 0, 0, 0, 0, 0, [["72\\d{4}", [6]], ["(?:72|8[23])\\d{4}", [6]], ["80[0-5]\\d{6}", [9]], 0, 0, ["[48]0\\d{4}", [6]], 0, 0, ["9[23]\\d{4}", [6]]]], "WS": ["685", "0", "(?:[2-6]|8\\d{5})\\d{4}|[78]\\d{6}|[68]\\d{5}", [5, 6, 7, 10], [["(\\d{5})", "$1", ["[2-5]|6[1-9]"]], ["(\\d{3})(\\d{3,7})", "$1 $2", ["[68]"]], ["(\\d{2})(\\d{5})", "$1 $2", ["7"]]], 0, 0, 0, 0, 0, 0, [["6[1-9]\\d{3}|(?:[2-5]|60)\\d{4}", [5, 6]], ["(?:7[1-35-8]|8(?:[3-7]|9\\d{3}))\\d{5}", [7, 10]], ["800\\d{3}", [6]]]], "XK": ["383", "00", "2\\d{7,8}|3\\d{7,11}|(?:4\\d\\d|[89]00)\\d{5}", [8, 9, 10, 11, 12], [["(\\d{3})(\\d{5})", "$1 $2", ["[89]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3})", "$1 $2 $3", ["[2-4]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["2|39"], "0$1"], ["(\\d{2})(\\d{7,10})", "$1 $2", ["3"], "0$1"]], "0", 0, 0, 0, 0, 0, [["38\\d{6,10}|(?:2[89]|39)(?:0\\d{5,6}|[1-9]\\d{5})"], ["4[3-9]\\d{6}", [8]], ["800\\d{5}", [8]], ["900\\d{5}", [8]]]], "YE": ["967", "00", "(?:1|7\\d)\\d{7}|[1-7]\\d{6}", [7, 8, 9], [["(\\d)(\\d{3})(\\d{3,4})", "$1 $2 $3", ["[1-6]|7(?:[24-6]|8[0-7])"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["7"], "0$1"]], "0", 0, 0, 0, 0, 0, [["78[0-7]\\d{4}|17\\d{6}|(?:[12][2-68]|3[2358]|4[2-58]|5[2-6]|6[3-58]|7[24-6])\\d{5}", [7, 8]], ["7[01378]\\d{7}", [9]]]], "YT": ["262", "00", "(?:639\\d|7093)\\d{5}|(?:26|80|9\\d)\\d{7}", [9], 0, "0", 0, 0, 0, 0, 0, [["26(?:89\\d|9(?:0[0-467]|15|5[0-4]|6\\d|[78]0))\\d{4}"], ["(?:639(?:0[0-79]|1[019]|[267]\\d|3[09]|40|5[05-9]|9[04-79])|7093[5-7])\\d{4}"], ["80\\d{7}"], 0, 0, 0, 0, 0, ["9(?:(?:39|47)8[01]|769\\d)\\d{4}"]]], "ZA": ["27", "00", "[1-79]\\d{8}|8\\d{4,9}", [5, 6, 7, 8, 9, 10], [["(\\d{2})(\\d{3,4})", "$1 $2", ["8[1-4]"], "0$1"], ["(\\d{2})(\\d{3})(\\d{2,3})", "$1 $2 $3", ["8[1-4]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["860"], "0$1"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["[1-9]"], "0$1"], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:2(?:0330|4302)|52087)0\\d{3}|(?:1[0-8]|2[1-378]|3[1-69]|4\\d|5[1346-8])\\d{7}", [9]], ["(?:1(?:3492[0-25]|4495[0235]|549(?:20|5[01]))|4[34]492[01])\\d{3}|8[1-4]\\d{3,7}|(?:2[27]|47|54)4950\\d{3}|(?:1(?:049[2-4]|9[12]\\d\\d)|(?:50[0-2]|[67]\\d\\d)\\d\\d|8(?:5\\d{3}|7(?:08[67]|158|28[5-9]|310)))\\d{4}|(?:1[6-8]|28|3[2-69]|4[025689]|5[36-8])4920\\d{3}|(?:12|[2-5]1)492\\d{4}", [5, 6, 7, 8, 9]], ["80\\d{7}", [9]], ["(?:86[2-9]|9[0-2]\\d)\\d{6}", [9]], 0, 0, ["861\\d{6,7}", [9, 10]], 0, ["87(?:08[0-589]|15[0-79]|28[0-4]|31[1-9])\\d{4}|87(?:[02][0-79]|1[0-46-9]|3[02-9]|[4-9]\\d)\\d{5}", [9]], ["860\\d{6}", [9]]]], "ZM": ["260", "00", "800\\d{6}|(?:21|[579]\\d|63)\\d{7}", [9], [["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[28]"], "0$1"], ["(\\d{2})(\\d{7})", "$1 $2", ["[579]"], "0$1"]], "0", 0, 0, 0, 0, 0, [["21[1-8]\\d{6}"], ["(?:[59][5-8]|7[5-9])\\d{7}"], ["800\\d{6}"], 0, 0, 0, 0, 0, ["63\\d{7}"]]], "ZW": ["263", "00", "8\\d{6}(?:\\d{3})?|[235-8]\\d{8}", [7, 9, 10], [["(\\d{3})(\\d{4})", "$1 $2", ["80"], "0$1"], ["(\\d{2})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["29[013-9]"], "0$1"], ["(\\d{2})(\\d{7})", "$1 $2", ["[256]|39|8[13-59]"], "(0$1)"], ["(\\d{2})(\\d{3})(\\d{4})", "$1 $2 $3", ["7"], "0$1"], ["(\\d{3})(\\d{3})(\\d{3,4})", "$1 $2 $3", ["3"], "0$1"], ["(\\d{4})(\\d{6})", "$1 $2", ["8"], "0$1"]], "0", 0, 0, 0, 0, 0, [["(?:2(?:02[014]|(?:42|9\\d)\\d|[56]20|72[03])|3(?:123|92\\d)|5(?:42\\d|525)|6(?:[16-8]21|52[013])|8(?:[1349]28|523))\\d{5}", [9]], ["7(?:[1278]\\d|3[1-9]|51|9[01])\\d{6}", [9]], ["80(?:[01]\\d|20|8[0-8])\\d{3}", [7]], 0, 0, 0, 0, 0, ["86(?:1[12]|22|30|44|55|77|8[368])\\d{6}", [10]]]] }, "nonGeographic": { "800": ["800", 0, "(?:00|[1-9]\\d)\\d{6}", [8], [["(\\d{4})(\\d{4})", "$1 $2", ["\\d"]]], 0, 0, 0, 0, 0, 0, [0, 0, ["(?:00|[1-9]\\d)\\d{6}"]]], "808": ["808", 0, "[1-9]\\d{7}", [8], [["(\\d{4})(\\d{4})", "$1 $2", ["[1-9]"]]], 0, 0, 0, 0, 0, 0, [0, 0, 0, 0, 0, 0, 0, 0, 0, ["[1-9]\\d{7}"]]], "870": ["870", 0, "7\\d{11}|[235-7]\\d{8}", [9, 12], [["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["[235-7]"]]], 0, 0, 0, 0, 0, 0, [0, ["(?:[356]|774[45])\\d{8}|7[6-8]\\d{7}"], 0, 0, 0, 0, 0, 0, ["2\\d{8}", [9]]]], "878": ["878", 0, "10\\d{10}", [12], [["(\\d{2})(\\d{5})(\\d{5})", "$1 $2 $3", ["1"]]], 0, 0, 0, 0, 0, 0, [0, 0, 0, 0, 0, 0, 0, 0, ["10\\d{10}"]]], "881": ["881", 0, "6\\d{9}|[0-36-9]\\d{8}", [9, 10], [["(\\d)(\\d{3})(\\d{5})", "$1 $2 $3", ["[0-37-9]"]], ["(\\d)(\\d{3})(\\d{5,6})", "$1 $2 $3", ["6"]]], 0, 0, 0, 0, 0, 0, [0, ["6\\d{9}|[0-36-9]\\d{8}"]]], "882": ["882", 0, "[13]\\d{6}(?:\\d{2,5})?|[19]\\d{7}|(?:[25]\\d\\d|4)\\d{7}(?:\\d{2})?", [7, 8, 9, 10, 11, 12], [["(\\d{2})(\\d{5})", "$1 $2", ["16|342"]], ["(\\d{2})(\\d{6})", "$1 $2", ["49"]], ["(\\d{2})(\\d{2})(\\d{4})", "$1 $2 $3", ["1[36]|9"]], ["(\\d{2})(\\d{4})(\\d{3})", "$1 $2 $3", ["3[23]"]], ["(\\d{2})(\\d{3,4})(\\d{4})", "$1 $2 $3", ["16"]], ["(\\d{2})(\\d{4})(\\d{4})", "$1 $2 $3", ["10|23|3(?:[15]|4[57])|4|5[12]"]], ["(\\d{3})(\\d{4})(\\d{4})", "$1 $2 $3", ["34"]], ["(\\d{2})(\\d{4,5})(\\d{5})", "$1 $2 $3", ["[1-35]"]]], 0, 0, 0, 0, 0, 0, [0, ["342\\d{4}|(?:337|49)\\d{6}|(?:3(?:2|47|7\\d{3})|5(?:0\\d{3}|2[0-2]))\\d{7}", [7, 8, 9, 10, 12]], 0, 0, 0, ["348[57]\\d{7}", [11]], 0, 0, ["1(?:3(?:0[0347]|[13][0139]|2[035]|4[013568]|6[0459]|7[06]|8[15-8]|9[0689])\\d{4}|6\\d{5,10})|(?:345\\d|9[89])\\d{6}|(?:10|2(?:3|85\\d)|3(?:[15]|[69]\\d\\d)|4[15-8]|51)\\d{8}"]]], "883": ["883", 0, "(?:[1-4]\\d|51)\\d{6,10}", [8, 9, 10, 11, 12], [["(\\d{3})(\\d{3})(\\d{2,8})", "$1 $2 $3", ["[14]|2[24-689]|3[02-689]|51[24-9]"]], ["(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3", ["510"]], ["(\\d{3})(\\d{3})(\\d{4})", "$1 $2 $3", ["21"]], ["(\\d{4})(\\d{4})(\\d{4})", "$1 $2 $3", ["51[13]"]], ["(\\d{3})(\\d{3})(\\d{3})(\\d{3})", "$1 $2 $3 $4", ["[235]"]]], 0, 0, 0, 0, 0, 0, [0, 0, 0, 0, 0, 0, 0, 0, ["(?:2(?:00\\d\\d|10)|(?:370[1-9]|51\\d0)\\d)\\d{7}|51(?:00\\d{5}|[24-9]0\\d{4,7})|(?:1[0-79]|2[24-689]|3[02-689]|4[0-4])0\\d{5,9}"]]], "888": ["888", 0, "\\d{11}", [11], [["(\\d{3})(\\d{3})(\\d{5})", "$1 $2 $3"]], 0, 0, 0, 0, 0, 0, [0, 0, 0, 0, 0, 0, ["\\d{11}"]]], "979": ["979", 0, "[1359]\\d{8}", [9], [["(\\d)(\\d{4})(\\d{4})", "$1 $2 $3", ["[1359]"]]], 0, 0, 0, 0, 0, 0, [0, 0, 0, ["[1359]\\d{8}"]]] } };

// node_modules/libphonenumber-js/max/exports/withMetadataArgument.js
function withMetadataArgument(func, _arguments) {
  var args = Array.prototype.slice.call(_arguments);
  args.push(metadata_max_json_default);
  return func.apply(this, args);
}

// node_modules/libphonenumber-js/es6/tools/semver-compare.js
function semver_compare_default(a, b) {
  a = a.split("-");
  b = b.split("-");
  var pa = a[0].split(".");
  var pb = b[0].split(".");
  for (var i = 0; i < 3; i++) {
    var na = Number(pa[i]);
    var nb = Number(pb[i]);
    if (na > nb) return 1;
    if (nb > na) return -1;
    if (!isNaN(na) && isNaN(nb)) return 1;
    if (isNaN(na) && !isNaN(nb)) return -1;
  }
  if (a[1] && b[1]) {
    return a[1] > b[1] ? 1 : a[1] < b[1] ? -1 : 0;
  }
  return !a[1] && b[1] ? 1 : a[1] && !b[1] ? -1 : 0;
}

// node_modules/libphonenumber-js/es6/helpers/isObject.js
var objectConstructor = {}.constructor;
function isObject(object) {
  return object !== void 0 && object !== null && object.constructor === objectConstructor;
}

// node_modules/libphonenumber-js/es6/helpers/isCallingCode.js
var CALLING_CODE_REG_EXP = /^\d+$/;
function isCallingCode(string) {
  return CALLING_CODE_REG_EXP.test(string);
}

// node_modules/libphonenumber-js/es6/metadata.js
function _typeof(o) {
  "@babel/helpers - typeof";
  return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
    return typeof o2;
  } : function(o2) {
    return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
  }, _typeof(o);
}
function _classCallCheck(a, n) {
  if (!(a instanceof n)) throw new TypeError("Cannot call a class as a function");
}
function _defineProperties(e, r2) {
  for (var t = 0; t < r2.length; t++) {
    var o = r2[t];
    o.enumerable = o.enumerable || false, o.configurable = true, "value" in o && (o.writable = true), Object.defineProperty(e, _toPropertyKey(o.key), o);
  }
}
function _createClass(e, r2, t) {
  return r2 && _defineProperties(e.prototype, r2), t && _defineProperties(e, t), Object.defineProperty(e, "prototype", { writable: false }), e;
}
function _toPropertyKey(t) {
  var i = _toPrimitive(t, "string");
  return "symbol" == _typeof(i) ? i : i + "";
}
function _toPrimitive(t, r2) {
  if ("object" != _typeof(t) || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (void 0 !== e) {
    var i = e.call(t, r2 || "default");
    if ("object" != _typeof(i)) return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return ("string" === r2 ? String : Number)(t);
}
var V3 = "1.2.0";
var V42 = "1.7.35";
var DEFAULT_EXT_PREFIX = " ext. ";
var Metadata = /* @__PURE__ */ (function() {
  function Metadata2(metadata) {
    _classCallCheck(this, Metadata2);
    validateMetadata(metadata);
    this.metadata = metadata;
    setVersion.call(this, metadata);
  }
  return _createClass(Metadata2, [{
    key: "getCountries",
    value: function getCountries() {
      return Object.keys(this.metadata.countries).filter(function(_) {
        return _ !== "001";
      });
    }
  }, {
    key: "getCountryMetadata",
    value: function getCountryMetadata(countryCode) {
      return this.metadata.countries[countryCode];
    }
  }, {
    key: "nonGeographic",
    value: function nonGeographic() {
      if (this.v1 || this.v2 || this.v3) return;
      return this.metadata.nonGeographic || this.metadata.nonGeographical;
    }
  }, {
    key: "hasCountry",
    value: function hasCountry(country2) {
      return this.getCountryMetadata(country2) !== void 0;
    }
  }, {
    key: "hasCallingCode",
    value: function hasCallingCode(callingCode) {
      if (this.getCountryCodesForCallingCode(callingCode)) {
        return true;
      }
      if (this.nonGeographic()) {
        if (this.nonGeographic()[callingCode]) {
          return true;
        }
      } else {
        var countryCodes = this.countryCallingCodes()[callingCode];
        if (countryCodes && countryCodes.length === 1 && countryCodes[0] === "001") {
          return true;
        }
      }
    }
  }, {
    key: "isNonGeographicCallingCode",
    value: function isNonGeographicCallingCode(callingCode) {
      if (this.nonGeographic()) {
        return this.nonGeographic()[callingCode] ? true : false;
      } else {
        return this.getCountryCodesForCallingCode(callingCode) ? false : true;
      }
    }
    // Deprecated.
  }, {
    key: "country",
    value: function country2(countryCode) {
      return this.selectNumberingPlan(countryCode);
    }
    /**
     * Selects a telephone numbering plan based on either a country code or a calling code.
     * @param {string} argument — Country code or calling code.
     * @param {string} legacyArgumentCallingCode — Legacy argument: calling code, if the first argument is not passed.
     */
  }, {
    key: "selectNumberingPlan",
    value: function selectNumberingPlan(argument, legacyArgumentCallingCode) {
      var countryCode;
      var callingCode;
      if (argument) {
        if (isCallingCode(argument)) {
          callingCode = argument;
        } else {
          countryCode = argument;
        }
      }
      if (legacyArgumentCallingCode) {
        callingCode = legacyArgumentCallingCode;
      }
      if (countryCode && countryCode !== "001") {
        var countryMetadata = this.getCountryMetadata(countryCode);
        if (!countryMetadata) {
          throw new Error("Unknown country: ".concat(countryCode));
        }
        this.numberingPlan = new NumberingPlan(countryMetadata, this);
      } else if (callingCode) {
        if (!this.hasCallingCode(callingCode)) {
          throw new Error("Unknown calling code: ".concat(callingCode));
        }
        this.numberingPlan = new NumberingPlan(this.getNumberingPlanMetadata(callingCode), this);
      } else {
        this.numberingPlan = void 0;
      }
      return this;
    }
  }, {
    key: "getCountryCodesForCallingCode",
    value: function getCountryCodesForCallingCode(callingCode) {
      var countryCodes = this.countryCallingCodes()[callingCode];
      if (countryCodes) {
        if (countryCodes.length === 1 && countryCodes[0].length === 3) {
          return;
        }
        return countryCodes;
      }
    }
  }, {
    key: "getCountryCodeForCallingCode",
    value: function getCountryCodeForCallingCode(callingCode) {
      var countryCodes = this.getCountryCodesForCallingCode(callingCode);
      if (countryCodes) {
        return countryCodes[0];
      }
    }
  }, {
    key: "getNumberingPlanMetadata",
    value: function getNumberingPlanMetadata(callingCode) {
      var countryCode = this.getCountryCodeForCallingCode(callingCode);
      if (countryCode) {
        return this.getCountryMetadata(countryCode);
      }
      if (this.nonGeographic()) {
        var metadata = this.nonGeographic()[callingCode];
        if (metadata) {
          return metadata;
        }
      } else {
        var countryCodes = this.countryCallingCodes()[callingCode];
        if (countryCodes && countryCodes.length === 1 && countryCodes[0] === "001") {
          return this.metadata.countries["001"];
        }
      }
    }
    // Deprecated.
  }, {
    key: "countryCallingCode",
    value: function countryCallingCode() {
      return this.numberingPlan.callingCode();
    }
    // Deprecated.
  }, {
    key: "IDDPrefix",
    value: function IDDPrefix() {
      return this.numberingPlan.IDDPrefix();
    }
    // Deprecated.
  }, {
    key: "defaultIDDPrefix",
    value: function defaultIDDPrefix() {
      return this.numberingPlan.defaultIDDPrefix();
    }
    // Deprecated.
  }, {
    key: "nationalNumberPattern",
    value: function nationalNumberPattern() {
      return this.numberingPlan.nationalNumberPattern();
    }
    // Deprecated.
  }, {
    key: "possibleLengths",
    value: function possibleLengths() {
      return this.numberingPlan.possibleLengths();
    }
    // Deprecated.
  }, {
    key: "formats",
    value: function formats() {
      return this.numberingPlan.formats();
    }
    // Deprecated.
  }, {
    key: "nationalPrefixForParsing",
    value: function nationalPrefixForParsing() {
      return this.numberingPlan.nationalPrefixForParsing();
    }
    // Deprecated.
  }, {
    key: "nationalPrefixTransformRule",
    value: function nationalPrefixTransformRule() {
      return this.numberingPlan.nationalPrefixTransformRule();
    }
    // Deprecated.
  }, {
    key: "leadingDigits",
    value: function leadingDigits() {
      return this.numberingPlan.leadingDigits();
    }
    // Deprecated.
  }, {
    key: "hasTypes",
    value: function hasTypes() {
      return this.numberingPlan.hasTypes();
    }
    // Deprecated.
  }, {
    key: "type",
    value: function type(_type) {
      return this.numberingPlan.type(_type);
    }
    // Deprecated.
  }, {
    key: "ext",
    value: function ext() {
      return this.numberingPlan.ext();
    }
  }, {
    key: "countryCallingCodes",
    value: function countryCallingCodes() {
      if (this.v1) return this.metadata.country_phone_code_to_countries;
      return this.metadata.country_calling_codes;
    }
    // Deprecated.
  }, {
    key: "chooseCountryByCountryCallingCode",
    value: function chooseCountryByCountryCallingCode(callingCode) {
      return this.selectNumberingPlan(callingCode);
    }
  }, {
    key: "hasSelectedNumberingPlan",
    value: function hasSelectedNumberingPlan() {
      return this.numberingPlan !== void 0;
    }
  }]);
})();
var NumberingPlan = /* @__PURE__ */ (function() {
  function NumberingPlan2(metadata, globalMetadataObject) {
    _classCallCheck(this, NumberingPlan2);
    this.globalMetadataObject = globalMetadataObject;
    this.metadata = metadata;
    setVersion.call(this, globalMetadataObject.metadata);
  }
  return _createClass(NumberingPlan2, [{
    key: "callingCode",
    value: function callingCode() {
      return this.metadata[0];
    }
    // When multiple countries share the same calling code,
    // all phone number formatting rules are included in the metadata
    // of the "default" country for that calling code.
    // Any other countries' metdata doesn't include any formatting rules.
    // Google developers said that such storage architecture was chosen for performance reasons.
    //
    // For example, for NANPA region ("North American Numbering Plan Administration",
    // which includes USA, Canada, Cayman Islands, Bahamas, etc) all formatting rules
    // are contained in the metadata of `US` country.
    //
    // This is not public API.
    //
  }, {
    key: "_getDefaultCountryMetadataForThisCallingCode",
    value: function _getDefaultCountryMetadataForThisCallingCode() {
      return this.globalMetadataObject.getNumberingPlanMetadata(this.callingCode());
    }
    // Deprecated.
  }, {
    key: "getDefaultCountryMetadataForRegion",
    value: function getDefaultCountryMetadataForRegion() {
      return this._getDefaultCountryMetadataForThisCallingCode();
    }
    // Is always present.
  }, {
    key: "IDDPrefix",
    value: function IDDPrefix() {
      if (this.v1 || this.v2) return;
      return this.metadata[1];
    }
    // Is only present when a country supports multiple IDD prefixes.
  }, {
    key: "defaultIDDPrefix",
    value: function defaultIDDPrefix() {
      if (this.v1 || this.v2) return;
      return this.metadata[12];
    }
  }, {
    key: "nationalNumberPattern",
    value: function nationalNumberPattern() {
      if (this.v1 || this.v2) return this.metadata[1];
      return this.metadata[2];
    }
    // "possible length" data is always present in Google's metadata.
  }, {
    key: "possibleLengths",
    value: function possibleLengths() {
      if (this.v1) return;
      return this.metadata[this.v2 ? 2 : 3];
    }
  }, {
    key: "_getFormats",
    value: function _getFormats(metadata) {
      return metadata[this.v1 ? 2 : this.v2 ? 3 : 4];
    }
    // For countries of the same region (e.g. NANPA)
    // formats are all stored in the "main" country for that region.
    // E.g. "RU" and "KZ", "US" and "CA".
  }, {
    key: "formats",
    value: function formats() {
      var _this = this;
      var formats2 = this._getFormats(this.metadata) || this._getFormats(this._getDefaultCountryMetadataForThisCallingCode()) || [];
      return formats2.map(function(_) {
        return new Format(_, _this);
      });
    }
  }, {
    key: "nationalPrefix",
    value: function nationalPrefix() {
      return this.metadata[this.v1 ? 3 : this.v2 ? 4 : 5];
    }
  }, {
    key: "_getNationalPrefixFormattingRule",
    value: function _getNationalPrefixFormattingRule(metadata) {
      return metadata[this.v1 ? 4 : this.v2 ? 5 : 6];
    }
    // For countries of the same region (e.g. NANPA)
    // national prefix formatting rule is stored in the "main" country for that region.
    // E.g. "RU" and "KZ", "US" and "CA".
  }, {
    key: "nationalPrefixFormattingRule",
    value: function nationalPrefixFormattingRule() {
      return this._getNationalPrefixFormattingRule(this.metadata) || this._getNationalPrefixFormattingRule(this._getDefaultCountryMetadataForThisCallingCode());
    }
  }, {
    key: "_nationalPrefixForParsing",
    value: function _nationalPrefixForParsing() {
      return this.metadata[this.v1 ? 5 : this.v2 ? 6 : 7];
    }
  }, {
    key: "nationalPrefixForParsing",
    value: function nationalPrefixForParsing() {
      return this._nationalPrefixForParsing() || this.nationalPrefix();
    }
  }, {
    key: "nationalPrefixTransformRule",
    value: function nationalPrefixTransformRule() {
      return this.metadata[this.v1 ? 6 : this.v2 ? 7 : 8];
    }
  }, {
    key: "_getNationalPrefixIsOptionalWhenFormatting",
    value: function _getNationalPrefixIsOptionalWhenFormatting() {
      return !!this.metadata[this.v1 ? 7 : this.v2 ? 8 : 9];
    }
    // For countries of the same region (e.g. NANPA)
    // "national prefix is optional when formatting" flag is
    // stored in the "main" country for that region.
    // E.g. "RU" and "KZ", "US" and "CA".
  }, {
    key: "nationalPrefixIsOptionalWhenFormattingInNationalFormat",
    value: function nationalPrefixIsOptionalWhenFormattingInNationalFormat() {
      return this._getNationalPrefixIsOptionalWhenFormatting(this.metadata) || this._getNationalPrefixIsOptionalWhenFormatting(this._getDefaultCountryMetadataForThisCallingCode());
    }
  }, {
    key: "leadingDigits",
    value: function leadingDigits() {
      return this.metadata[this.v1 ? 8 : this.v2 ? 9 : 10];
    }
  }, {
    key: "types",
    value: function types() {
      return this.metadata[this.v1 ? 9 : this.v2 ? 10 : 11];
    }
  }, {
    key: "hasTypes",
    value: function hasTypes() {
      if (this.types() && this.types().length === 0) {
        return false;
      }
      return !!this.types();
    }
  }, {
    key: "type",
    value: function type(_type2) {
      if (this.hasTypes() && getType(this.types(), _type2)) {
        return new Type(getType(this.types(), _type2), this);
      }
    }
  }, {
    key: "ext",
    value: function ext() {
      if (this.v1 || this.v2) return DEFAULT_EXT_PREFIX;
      return this.metadata[13] || DEFAULT_EXT_PREFIX;
    }
  }]);
})();
var Format = /* @__PURE__ */ (function() {
  function Format2(format, metadata) {
    _classCallCheck(this, Format2);
    this._format = format;
    this.metadata = metadata;
  }
  return _createClass(Format2, [{
    key: "pattern",
    value: function pattern() {
      return this._format[0];
    }
  }, {
    key: "format",
    value: function format() {
      return this._format[1];
    }
  }, {
    key: "leadingDigitsPatterns",
    value: function leadingDigitsPatterns() {
      return this._format[2] || [];
    }
  }, {
    key: "nationalPrefixFormattingRule",
    value: function nationalPrefixFormattingRule() {
      return this._format[3] || this.metadata.nationalPrefixFormattingRule();
    }
  }, {
    key: "nationalPrefixIsOptionalWhenFormattingInNationalFormat",
    value: function nationalPrefixIsOptionalWhenFormattingInNationalFormat() {
      return !!this._format[4] || this.metadata.nationalPrefixIsOptionalWhenFormattingInNationalFormat();
    }
  }, {
    key: "nationalPrefixIsMandatoryWhenFormattingInNationalFormat",
    value: function nationalPrefixIsMandatoryWhenFormattingInNationalFormat() {
      return this.usesNationalPrefix() && !this.nationalPrefixIsOptionalWhenFormattingInNationalFormat();
    }
    // Checks whether national prefix formatting rule contains national prefix.
  }, {
    key: "usesNationalPrefix",
    value: function usesNationalPrefix() {
      return this.nationalPrefixFormattingRule() && // Check that national prefix formatting rule is not a "dummy" one.
      !FIRST_GROUP_ONLY_PREFIX_PATTERN.test(this.nationalPrefixFormattingRule()) ? true : false;
    }
  }, {
    key: "internationalFormat",
    value: function internationalFormat() {
      return this._format[5] || this.format();
    }
  }]);
})();
var FIRST_GROUP_ONLY_PREFIX_PATTERN = /^\(?\$1\)?$/;
var Type = /* @__PURE__ */ (function() {
  function Type2(type, metadata) {
    _classCallCheck(this, Type2);
    this.type = type;
    this.metadata = metadata;
  }
  return _createClass(Type2, [{
    key: "pattern",
    value: function pattern() {
      if (this.metadata.v1) return this.type;
      return this.type[0];
    }
  }, {
    key: "possibleLengths",
    value: function possibleLengths() {
      if (this.metadata.v1) return;
      return this.type[1] || this.metadata.possibleLengths();
    }
  }]);
})();
function getType(types, type) {
  switch (type) {
    case "FIXED_LINE":
      return types[0];
    case "MOBILE":
      return types[1];
    case "TOLL_FREE":
      return types[2];
    case "PREMIUM_RATE":
      return types[3];
    case "PERSONAL_NUMBER":
      return types[4];
    case "VOICEMAIL":
      return types[5];
    case "UAN":
      return types[6];
    case "PAGER":
      return types[7];
    case "VOIP":
      return types[8];
    case "SHARED_COST":
      return types[9];
  }
}
function validateMetadata(metadata) {
  if (!metadata) {
    throw new Error("[libphonenumber-js] `metadata` argument not passed. Check your arguments.");
  }
  if (!isObject(metadata) || !isObject(metadata.countries)) {
    throw new Error("[libphonenumber-js] `metadata` argument was passed but it's not a valid metadata. Must be an object having `.countries` child object property. Got ".concat(isObject(metadata) ? "an object of shape: { " + Object.keys(metadata).join(", ") + " }" : "a " + typeOf(metadata) + ": " + metadata, "."));
  }
}
var typeOf = function typeOf2(_) {
  return _typeof(_);
};
function getCountryCallingCode(country2, metadataJson) {
  var metadata = new Metadata(metadataJson);
  if (metadata.hasCountry(country2)) {
    return metadata.selectNumberingPlan(country2).countryCallingCode();
  }
  throw new Error("Unknown country: ".concat(country2));
}
function isSupportedCountry(country2, metadataJson) {
  return metadataJson.countries.hasOwnProperty(country2);
}
function setVersion(metadata) {
  var version = metadata.version;
  if (typeof version === "number") {
    this.v1 = version === 1;
    this.v2 = version === 2;
    this.v3 = version === 3;
    this.v4 = version === 4;
  } else {
    if (!version) {
      this.v1 = true;
    } else if (semver_compare_default(version, V3) === -1) {
      this.v2 = true;
    } else if (semver_compare_default(version, V42) === -1) {
      this.v3 = true;
    } else {
      this.v4 = true;
    }
  }
}

// node_modules/libphonenumber-js/es6/helpers/mergeArrays.js
function _createForOfIteratorHelperLoose(r2, e) {
  var t = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
  if (t) return (t = t.call(r2)).next.bind(t);
  if (Array.isArray(r2) || (t = _unsupportedIterableToArray(r2)) || e && r2 && "number" == typeof r2.length) {
    t && (r2 = t);
    var o = 0;
    return function() {
      return o >= r2.length ? { done: true } : { done: false, value: r2[o++] };
    };
  }
  throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
}
function _unsupportedIterableToArray(r2, a) {
  if (r2) {
    if ("string" == typeof r2) return _arrayLikeToArray(r2, a);
    var t = {}.toString.call(r2).slice(8, -1);
    return "Object" === t && r2.constructor && (t = r2.constructor.name), "Map" === t || "Set" === t ? Array.from(r2) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray(r2, a) : void 0;
  }
}
function _arrayLikeToArray(r2, a) {
  (null == a || a > r2.length) && (a = r2.length);
  for (var e = 0, n = Array(a); e < a; e++) n[e] = r2[e];
  return n;
}
function mergeArrays(a, b) {
  var merged = a.slice();
  for (var _iterator = _createForOfIteratorHelperLoose(b), _step; !(_step = _iterator()).done; ) {
    var element = _step.value;
    if (a.indexOf(element) < 0) {
      merged.push(element);
    }
  }
  return merged.sort(function(a2, b2) {
    return a2 - b2;
  });
}

// node_modules/libphonenumber-js/es6/helpers/checkNumberLength.js
function checkNumberLength(nationalNumber, country2, metadata) {
  return checkNumberLengthForType(nationalNumber, void 0, country2, metadata);
}
function checkNumberLengthForType(nationalNumber, type, country2, metadata) {
  if (country2) {
    metadata = new Metadata(metadata.metadata);
    metadata.selectNumberingPlan(country2);
  }
  var type_info = metadata.type(type);
  var possible_lengths = type_info && type_info.possibleLengths() || metadata.possibleLengths();
  if (!possible_lengths) {
    return "IS_POSSIBLE";
  }
  if (type === "FIXED_LINE_OR_MOBILE") {
    if (!metadata.type("FIXED_LINE")) {
      return checkNumberLengthForType(nationalNumber, "MOBILE", country2, metadata);
    }
    var mobile_type = metadata.type("MOBILE");
    if (mobile_type) {
      possible_lengths = mergeArrays(possible_lengths, mobile_type.possibleLengths());
    }
  } else if (type && !type_info) {
    return "INVALID_LENGTH";
  }
  var actual_length = nationalNumber.length;
  var minimum_length = possible_lengths[0];
  if (minimum_length === actual_length) {
    return "IS_POSSIBLE";
  }
  if (minimum_length > actual_length) {
    return "TOO_SHORT";
  }
  if (possible_lengths[possible_lengths.length - 1] < actual_length) {
    return "TOO_LONG";
  }
  return possible_lengths.indexOf(actual_length, 1) >= 0 ? "IS_POSSIBLE" : "INVALID_LENGTH";
}

// node_modules/libphonenumber-js/es6/isPossible.js
function isPossiblePhoneNumber(input, options, metadataJson) {
  if (options === void 0) {
    options = {};
  }
  var metadata = new Metadata(metadataJson);
  if (options.v2) {
    if (!input.countryCallingCode) {
      throw new Error("Invalid phone number object passed");
    }
    metadata.selectNumberingPlan(input.country || input.countryCallingCode);
  } else {
    if (!input.phone) {
      return false;
    }
    if (input.country) {
      if (!metadata.hasCountry(input.country)) {
        throw new Error("Unknown country: ".concat(input.country));
      }
      metadata.selectNumberingPlan(input.country);
    } else {
      if (!input.countryCallingCode) {
        throw new Error("Invalid phone number object passed");
      }
      metadata.selectNumberingPlan(input.countryCallingCode);
    }
  }
  if (metadata.possibleLengths()) {
    return isPossibleNumber(input.phone || input.nationalNumber, metadata);
  }
  if (input.countryCallingCode && metadata.isNonGeographicCallingCode(input.countryCallingCode)) {
    return true;
  }
  throw new Error('Missing "possibleLengths" in metadata. Perhaps the metadata has been generated before v1.0.18.');
}
function isPossibleNumber(nationalNumber, metadata) {
  switch (checkNumberLength(nationalNumber, void 0, metadata)) {
    case "IS_POSSIBLE":
      return true;
    // This library ignores "local-only" phone numbers (for simplicity).
    // See the readme for more info on what are "local-only" phone numbers.
    // case 'IS_POSSIBLE_LOCAL_ONLY':
    // 	return !isInternational
    default:
      return false;
  }
}

// node_modules/libphonenumber-js/es6/helpers/matchesEntirely.js
function matchesEntirely(text, regularExpressionText) {
  text = text || "";
  return new RegExp("^(?:" + regularExpressionText + ")$").test(text);
}

// node_modules/libphonenumber-js/es6/helpers/getNumberType.js
function _createForOfIteratorHelperLoose2(r2, e) {
  var t = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
  if (t) return (t = t.call(r2)).next.bind(t);
  if (Array.isArray(r2) || (t = _unsupportedIterableToArray2(r2)) || e && r2 && "number" == typeof r2.length) {
    t && (r2 = t);
    var o = 0;
    return function() {
      return o >= r2.length ? { done: true } : { done: false, value: r2[o++] };
    };
  }
  throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
}
function _unsupportedIterableToArray2(r2, a) {
  if (r2) {
    if ("string" == typeof r2) return _arrayLikeToArray2(r2, a);
    var t = {}.toString.call(r2).slice(8, -1);
    return "Object" === t && r2.constructor && (t = r2.constructor.name), "Map" === t || "Set" === t ? Array.from(r2) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray2(r2, a) : void 0;
  }
}
function _arrayLikeToArray2(r2, a) {
  (null == a || a > r2.length) && (a = r2.length);
  for (var e = 0, n = Array(a); e < a; e++) n[e] = r2[e];
  return n;
}
var NON_FIXED_LINE_PHONE_TYPES = ["MOBILE", "PREMIUM_RATE", "TOLL_FREE", "SHARED_COST", "VOIP", "PERSONAL_NUMBER", "PAGER", "UAN", "VOICEMAIL"];
function getNumberType(input, options, metadataJson) {
  options = options || {};
  if (!input.country && !input.countryCallingCode) {
    return;
  }
  var metadata = new Metadata(metadataJson);
  metadata.selectNumberingPlan(input.country || input.countryCallingCode);
  var nationalNumber = options.v2 ? input.nationalNumber : input.phone;
  if (!matchesEntirely(nationalNumber, metadata.nationalNumberPattern())) {
    return;
  }
  if (isNumberTypeEqualTo(nationalNumber, "FIXED_LINE", metadata)) {
    if (metadata.type("MOBILE") && metadata.type("MOBILE").pattern() === "") {
      return "FIXED_LINE_OR_MOBILE";
    }
    if (!metadata.type("MOBILE")) {
      return "FIXED_LINE_OR_MOBILE";
    }
    if (isNumberTypeEqualTo(nationalNumber, "MOBILE", metadata)) {
      return "FIXED_LINE_OR_MOBILE";
    }
    return "FIXED_LINE";
  }
  for (var _iterator = _createForOfIteratorHelperLoose2(NON_FIXED_LINE_PHONE_TYPES), _step; !(_step = _iterator()).done; ) {
    var type = _step.value;
    if (isNumberTypeEqualTo(nationalNumber, type, metadata)) {
      return type;
    }
  }
}
function isNumberTypeEqualTo(nationalNumber, type, metadata) {
  var typeDefinition = metadata.type(type);
  if (!typeDefinition || !typeDefinition.pattern()) {
    return false;
  }
  if (typeDefinition.possibleLengths() && typeDefinition.possibleLengths().indexOf(nationalNumber.length) < 0) {
    return false;
  }
  return matchesEntirely(nationalNumber, typeDefinition.pattern());
}

// node_modules/libphonenumber-js/es6/isValid.js
function isValidNumber(input, options, metadataJson) {
  options = options || {};
  var metadata = new Metadata(metadataJson);
  metadata.selectNumberingPlan(input.country || input.countryCallingCode);
  if (metadata.hasTypes()) {
    return getNumberType(input, options, metadata.metadata) !== void 0;
  }
  var nationalNumber = options.v2 ? input.nationalNumber : input.phone;
  return matchesEntirely(nationalNumber, metadata.nationalNumberPattern());
}

// node_modules/libphonenumber-js/es6/helpers/isCountryCode.js
var COUNTRY_CODE_REG_EXP = /^[A-Z]{2}$/;
function isCountryCode(string) {
  return COUNTRY_CODE_REG_EXP.test(string);
}

// node_modules/libphonenumber-js/es6/helpers/getCountryAndCallingCodeFromOneOfThem.js
var USE_NON_GEOGRAPHIC_COUNTRY_CODE = false;
function getCountryAndCallingCodeFromOneOfThem(countryOrCallingCode, metadataJson) {
  var country2;
  var callingCode;
  var metadata = new Metadata(metadataJson);
  if (isCountryCode(countryOrCallingCode)) {
    country2 = countryOrCallingCode;
    metadata.selectNumberingPlan(country2);
    callingCode = metadata.countryCallingCode();
  } else {
    callingCode = countryOrCallingCode;
    if (USE_NON_GEOGRAPHIC_COUNTRY_CODE) {
      if (metadata.isNonGeographicCallingCode(callingCode)) {
        country2 = "001";
      }
    }
  }
  return {
    country: country2,
    callingCode
  };
}

// node_modules/libphonenumber-js/es6/helpers/getPossibleCountriesForNumber.js
function getPossibleCountriesForNumber(callingCode, nationalNumber, metadata) {
  var _metadata = new Metadata(metadata);
  var possibleCountries = _metadata.getCountryCodesForCallingCode(callingCode);
  if (!possibleCountries) {
    return [];
  }
  return possibleCountries.filter(function(country2) {
    return couldNationalNumberBelongToCountry(nationalNumber, country2, metadata);
  });
}
function couldNationalNumberBelongToCountry(nationalNumber, country2, metadataJson) {
  var metadata = new Metadata(metadataJson);
  metadata.selectNumberingPlan(country2);
  return metadata.numberingPlan.possibleLengths().indexOf(nationalNumber.length) >= 0;
}

// node_modules/libphonenumber-js/es6/constants.js
var MIN_LENGTH_FOR_NSN = 2;
var MAX_LENGTH_FOR_NSN = 17;
var MAX_LENGTH_COUNTRY_CODE = 3;
var VALID_DIGITS = "0-9\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9";
var DASHES = "-\u2010-\u2015\u2212\u30FC\uFF0D";
var SLASHES = "\uFF0F/";
var DOTS = "\uFF0E.";
var WHITESPACE = " \xA0\xAD\u200B\u2060\u3000";
var BRACKETS = "()\uFF08\uFF09\uFF3B\uFF3D\\[\\]";
var TILDES = "~\u2053\u223C\uFF5E";
var VALID_PUNCTUATION = "".concat(DASHES).concat(SLASHES).concat(DOTS).concat(WHITESPACE).concat(BRACKETS).concat(TILDES);
var PLUS_CHARS = "+\uFF0B";

// node_modules/libphonenumber-js/es6/helpers/stripIddPrefix.js
var CAPTURING_DIGIT_PATTERN = new RegExp("([" + VALID_DIGITS + "])");
function stripIddPrefix(number, country2, callingCode, metadataJson) {
  if (!country2) {
    return;
  }
  var metadata = new Metadata(metadataJson);
  metadata.selectNumberingPlan(country2 || callingCode);
  var IDDPrefixPattern = new RegExp(metadata.IDDPrefix());
  if (number.search(IDDPrefixPattern) !== 0) {
    return;
  }
  number = number.slice(number.match(IDDPrefixPattern)[0].length);
  var matchedGroups = number.match(CAPTURING_DIGIT_PATTERN);
  if (matchedGroups && matchedGroups[1] != null && matchedGroups[1].length > 0) {
    if (matchedGroups[1] === "0") {
      return;
    }
  }
  return number;
}

// node_modules/libphonenumber-js/es6/helpers/extractNationalNumberFromPossiblyIncompleteNumber.js
function extractNationalNumberFromPossiblyIncompleteNumber(number, metadata) {
  if (number && metadata.numberingPlan.nationalPrefixForParsing()) {
    var prefixPattern = new RegExp("^(?:" + metadata.numberingPlan.nationalPrefixForParsing() + ")");
    var prefixMatch = prefixPattern.exec(number);
    if (prefixMatch) {
      var nationalNumber;
      var carrierCode;
      var capturedGroupsCount = prefixMatch.length - 1;
      var hasCapturedGroups = capturedGroupsCount > 0 && prefixMatch[capturedGroupsCount];
      if (metadata.nationalPrefixTransformRule() && hasCapturedGroups) {
        nationalNumber = number.replace(prefixPattern, metadata.nationalPrefixTransformRule());
        if (capturedGroupsCount > 1) {
          carrierCode = prefixMatch[1];
        }
      } else {
        var prefixBeforeNationalNumber = prefixMatch[0];
        nationalNumber = number.slice(prefixBeforeNationalNumber.length);
        if (hasCapturedGroups) {
          carrierCode = prefixMatch[1];
        }
      }
      var nationalPrefix;
      if (hasCapturedGroups) {
        var possiblePositionOfTheFirstCapturedGroup = number.indexOf(prefixMatch[1]);
        var possibleNationalPrefix = number.slice(0, possiblePositionOfTheFirstCapturedGroup);
        if (possibleNationalPrefix === metadata.numberingPlan.nationalPrefix()) {
          nationalPrefix = metadata.numberingPlan.nationalPrefix();
        }
      } else {
        nationalPrefix = prefixMatch[0];
      }
      return {
        nationalNumber,
        nationalPrefix,
        carrierCode
      };
    }
  }
  return {
    nationalNumber: number
  };
}

// node_modules/libphonenumber-js/es6/helpers/getCountryByNationalNumber.js
function _createForOfIteratorHelperLoose3(r2, e) {
  var t = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
  if (t) return (t = t.call(r2)).next.bind(t);
  if (Array.isArray(r2) || (t = _unsupportedIterableToArray3(r2)) || e && r2 && "number" == typeof r2.length) {
    t && (r2 = t);
    var o = 0;
    return function() {
      return o >= r2.length ? { done: true } : { done: false, value: r2[o++] };
    };
  }
  throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
}
function _unsupportedIterableToArray3(r2, a) {
  if (r2) {
    if ("string" == typeof r2) return _arrayLikeToArray3(r2, a);
    var t = {}.toString.call(r2).slice(8, -1);
    return "Object" === t && r2.constructor && (t = r2.constructor.name), "Map" === t || "Set" === t ? Array.from(r2) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray3(r2, a) : void 0;
  }
}
function _arrayLikeToArray3(r2, a) {
  (null == a || a > r2.length) && (a = r2.length);
  for (var e = 0, n = Array(a); e < a; e++) n[e] = r2[e];
  return n;
}
function getCountryByNationalNumber(nationalNumber, countries, metadataJson) {
  var metadata = new Metadata(metadataJson);
  for (var _iterator = _createForOfIteratorHelperLoose3(countries), _step; !(_step = _iterator()).done; ) {
    var country2 = _step.value;
    metadata.selectNumberingPlan(country2);
    if (metadata.leadingDigits()) {
      if (nationalNumber && nationalNumber.search(metadata.leadingDigits()) === 0) {
        return country2;
      }
    } else if (getNumberType({
      phone: nationalNumber,
      country: country2
    }, void 0, metadata.metadata)) {
      return country2;
    }
  }
}

// node_modules/libphonenumber-js/es6/helpers/getCountryByCallingCode.js
var USE_NON_GEOGRAPHIC_COUNTRY_CODE2 = false;
function getCountryByCallingCode(callingCode, _ref) {
  var nationalNumber = _ref.nationalNumber, metadata = _ref.metadata;
  if (USE_NON_GEOGRAPHIC_COUNTRY_CODE2) {
    if (metadata.isNonGeographicCallingCode(callingCode)) {
      return "001";
    }
  }
  var possibleCountries = metadata.getCountryCodesForCallingCode(callingCode);
  if (!possibleCountries) {
    return;
  }
  if (possibleCountries.length === 1) {
    return possibleCountries[0];
  }
  return getCountryByNationalNumber(nationalNumber, possibleCountries, metadata.metadata);
}

// node_modules/libphonenumber-js/es6/helpers/extractNationalNumber.js
function extractNationalNumber(number, country2, metadata) {
  var _extractNationalNumbe = extractNationalNumberFromPossiblyIncompleteNumber(number, metadata), carrierCode = _extractNationalNumbe.carrierCode, nationalNumber = _extractNationalNumbe.nationalNumber;
  if (nationalNumber !== number) {
    if (!shouldHaveExtractedNationalPrefix(number, nationalNumber, metadata)) {
      return {
        nationalNumber: number
      };
    }
    if (metadata.numberingPlan.possibleLengths()) {
      if (!country2) {
        country2 = getCountryByCallingCode(metadata.numberingPlan.callingCode(), {
          nationalNumber,
          metadata
        });
      }
      if (!isPossibleIncompleteNationalNumber(nationalNumber, country2, metadata)) {
        return {
          nationalNumber: number
        };
      }
    }
  }
  return {
    nationalNumber,
    carrierCode
  };
}
function shouldHaveExtractedNationalPrefix(nationalNumberBefore, nationalNumberAfter, metadata) {
  if (matchesEntirely(nationalNumberBefore, metadata.nationalNumberPattern()) && !matchesEntirely(nationalNumberAfter, metadata.nationalNumberPattern())) {
    return false;
  }
  return true;
}
function isPossibleIncompleteNationalNumber(nationalNumber, country2, metadata) {
  switch (checkNumberLength(nationalNumber, country2, metadata)) {
    case "TOO_SHORT":
    case "INVALID_LENGTH":
      return false;
    default:
      return true;
  }
}

// node_modules/libphonenumber-js/es6/helpers/extractCountryCallingCodeFromInternationalNumberWithoutPlusSign.js
function extractCountryCallingCodeFromInternationalNumberWithoutPlusSign(number, country2, defaultCountry, defaultCallingCode, metadataJson) {
  if (!(country2 || defaultCountry || defaultCallingCode)) {
    return {
      number
    };
  }
  var countryCallingCode = country2 || defaultCountry ? getCountryCallingCode(country2 || defaultCountry, metadataJson) : defaultCallingCode;
  if (number.indexOf(countryCallingCode) === 0) {
    var metadata = new Metadata(metadataJson);
    metadata.selectNumberingPlan(country2 || defaultCountry || defaultCallingCode);
    var possibleShorterNumber = number.slice(countryCallingCode.length);
    var _extractNationalNumbe = extractNationalNumber(possibleShorterNumber, void 0, metadata), possibleShorterNationalNumber = _extractNationalNumbe.nationalNumber;
    var _extractNationalNumbe2 = extractNationalNumber(number, void 0, metadata), nationalNumber = _extractNationalNumbe2.nationalNumber;
    if (!matchesEntirely(nationalNumber, metadata.nationalNumberPattern()) && matchesEntirely(possibleShorterNationalNumber, metadata.nationalNumberPattern()) || checkNumberLength(nationalNumber, void 0, metadata) === "TOO_LONG") {
      return {
        countryCallingCode,
        number: possibleShorterNumber
      };
    }
  }
  return {
    number
  };
}

// node_modules/libphonenumber-js/es6/helpers/extractCountryCallingCode.js
function extractCountryCallingCode(number, country2, defaultCountry, defaultCallingCode, metadataJson) {
  if (!number) {
    return {};
  }
  var isNumberWithIddPrefix;
  if (number[0] !== "+") {
    var numberWithoutIDD = stripIddPrefix(number, country2 || defaultCountry, defaultCallingCode, metadataJson);
    if (numberWithoutIDD && numberWithoutIDD !== number) {
      isNumberWithIddPrefix = true;
      number = "+" + numberWithoutIDD;
    } else {
      if (country2 || defaultCountry || defaultCallingCode) {
        var _extractCountryCallin = extractCountryCallingCodeFromInternationalNumberWithoutPlusSign(number, country2, defaultCountry, defaultCallingCode, metadataJson), countryCallingCode = _extractCountryCallin.countryCallingCode, shorterNumber = _extractCountryCallin.number;
        if (countryCallingCode) {
          return {
            countryCallingCodeSource: "FROM_NUMBER_WITHOUT_PLUS_SIGN",
            countryCallingCode,
            number: shorterNumber
          };
        }
      }
      return {
        // No need to set it to `UNSPECIFIED`. It can be just `undefined`.
        // countryCallingCodeSource: 'UNSPECIFIED',
        number
      };
    }
  }
  if (number[1] === "0") {
    return {};
  }
  var metadata = new Metadata(metadataJson);
  var i = 2;
  while (i - 1 <= MAX_LENGTH_COUNTRY_CODE && i <= number.length) {
    var _countryCallingCode = number.slice(1, i);
    if (metadata.hasCallingCode(_countryCallingCode)) {
      metadata.selectNumberingPlan(_countryCallingCode);
      return {
        countryCallingCodeSource: isNumberWithIddPrefix ? "FROM_NUMBER_WITH_IDD" : "FROM_NUMBER_WITH_PLUS_SIGN",
        countryCallingCode: _countryCallingCode,
        number: number.slice(i)
      };
    }
    i++;
  }
  return {};
}

// node_modules/libphonenumber-js/es6/helpers/applyInternationalSeparatorStyle.js
function applyInternationalSeparatorStyle(formattedNumber) {
  return formattedNumber.replace(new RegExp("[".concat(VALID_PUNCTUATION, "]+"), "g"), " ").trim();
}

// node_modules/libphonenumber-js/es6/helpers/formatNationalNumberUsingFormat.js
var FIRST_GROUP_PATTERN = /(\$\d)/;
function formatNationalNumberUsingFormat(number, format, _ref) {
  var useInternationalFormat = _ref.useInternationalFormat, withNationalPrefix = _ref.withNationalPrefix, carrierCode = _ref.carrierCode, metadata = _ref.metadata;
  var formattedNumber = number.replace(new RegExp(format.pattern()), useInternationalFormat ? format.internationalFormat() : (
    // This library doesn't use `domestic_carrier_code_formatting_rule`,
    // because that one is only used when formatting phone numbers
    // for dialing from a mobile phone, and this is not a dialing library.
    // carrierCode && format.domesticCarrierCodeFormattingRule()
    // 	// First, replace the $CC in the formatting rule with the desired carrier code.
    // 	// Then, replace the $FG in the formatting rule with the first group
    // 	// and the carrier code combined in the appropriate way.
    // 	? format.format().replace(FIRST_GROUP_PATTERN, format.domesticCarrierCodeFormattingRule().replace('$CC', carrierCode))
    // 	: (
    // 		withNationalPrefix && format.nationalPrefixFormattingRule()
    // 			? format.format().replace(FIRST_GROUP_PATTERN, format.nationalPrefixFormattingRule())
    // 			: format.format()
    // 	)
    withNationalPrefix && format.nationalPrefixFormattingRule() ? format.format().replace(FIRST_GROUP_PATTERN, format.nationalPrefixFormattingRule()) : format.format()
  ));
  if (useInternationalFormat) {
    return applyInternationalSeparatorStyle(formattedNumber);
  }
  return formattedNumber;
}

// node_modules/libphonenumber-js/es6/helpers/getIddPrefix.js
var SINGLE_IDD_PREFIX_REG_EXP = /^[\d]+(?:[~\u2053\u223C\uFF5E][\d]+)?$/;
function getIddPrefix(country2, callingCode, metadata) {
  var countryMetadata = new Metadata(metadata);
  countryMetadata.selectNumberingPlan(country2 || callingCode);
  if (countryMetadata.defaultIDDPrefix()) {
    return countryMetadata.defaultIDDPrefix();
  }
  if (SINGLE_IDD_PREFIX_REG_EXP.test(countryMetadata.IDDPrefix())) {
    return countryMetadata.IDDPrefix();
  }
}

// node_modules/libphonenumber-js/es6/helpers/extension/createExtensionPattern.js
var RFC3966_EXTN_PREFIX = ";ext=";
var getExtensionDigitsPattern = function getExtensionDigitsPattern2(maxLength) {
  return "([".concat(VALID_DIGITS, "]{1,").concat(maxLength, "})");
};
function createExtensionPattern(purpose) {
  var extLimitAfterExplicitLabel = "20";
  var extLimitAfterLikelyLabel = "15";
  var extLimitAfterAmbiguousChar = "9";
  var extLimitWhenNotSure = "6";
  var possibleSeparatorsBetweenNumberAndExtLabel = "[ \xA0\\t,]*";
  var possibleCharsAfterExtLabel = "[:\\.\uFF0E]?[ \xA0\\t,-]*";
  var optionalExtnSuffix = "#?";
  var explicitExtLabels = "(?:e?xt(?:ensi(?:o\u0301?|\xF3))?n?|\uFF45?\uFF58\uFF54\uFF4E?|\u0434\u043E\u0431|anexo)";
  var ambiguousExtLabels = "(?:[x\uFF58#\uFF03~\uFF5E]|int|\uFF49\uFF4E\uFF54)";
  var ambiguousSeparator = "[- ]+";
  var possibleSeparatorsNumberExtLabelNoComma = "[ \xA0\\t]*";
  var autoDiallingAndExtLabelsFound = "(?:,{2}|;)";
  var rfcExtn = RFC3966_EXTN_PREFIX + getExtensionDigitsPattern(extLimitAfterExplicitLabel);
  var explicitExtn = possibleSeparatorsBetweenNumberAndExtLabel + explicitExtLabels + possibleCharsAfterExtLabel + getExtensionDigitsPattern(extLimitAfterExplicitLabel) + optionalExtnSuffix;
  var ambiguousExtn = possibleSeparatorsBetweenNumberAndExtLabel + ambiguousExtLabels + possibleCharsAfterExtLabel + getExtensionDigitsPattern(extLimitAfterAmbiguousChar) + optionalExtnSuffix;
  var americanStyleExtnWithSuffix = ambiguousSeparator + getExtensionDigitsPattern(extLimitWhenNotSure) + "#";
  var autoDiallingExtn = possibleSeparatorsNumberExtLabelNoComma + autoDiallingAndExtLabelsFound + possibleCharsAfterExtLabel + getExtensionDigitsPattern(extLimitAfterLikelyLabel) + optionalExtnSuffix;
  var onlyCommasExtn = possibleSeparatorsNumberExtLabelNoComma + "(?:,)+" + possibleCharsAfterExtLabel + getExtensionDigitsPattern(extLimitAfterAmbiguousChar) + optionalExtnSuffix;
  return rfcExtn + "|" + explicitExtn + "|" + ambiguousExtn + "|" + americanStyleExtnWithSuffix + "|" + autoDiallingExtn + "|" + onlyCommasExtn;
}

// node_modules/libphonenumber-js/es6/helpers/isViablePhoneNumber.js
var MIN_LENGTH_PHONE_NUMBER_PATTERN = "[" + VALID_DIGITS + "]{" + MIN_LENGTH_FOR_NSN + "}";
var VALID_PHONE_NUMBER = "[" + PLUS_CHARS + "]{0,1}(?:[" + VALID_PUNCTUATION + "]*[" + VALID_DIGITS + "]){3,}[" + VALID_PUNCTUATION + VALID_DIGITS + "]*";
var VALID_PHONE_NUMBER_START_REG_EXP = new RegExp("^[" + PLUS_CHARS + "]{0,1}(?:[" + VALID_PUNCTUATION + "]*[" + VALID_DIGITS + "]){1,2}$", "i");
var VALID_PHONE_NUMBER_WITH_EXTENSION = VALID_PHONE_NUMBER + // Phone number extensions
"(?:" + createExtensionPattern() + ")?";
var VALID_PHONE_NUMBER_PATTERN = new RegExp(
  // Either a short two-digit-only phone number
  "^" + MIN_LENGTH_PHONE_NUMBER_PATTERN + "$|^" + VALID_PHONE_NUMBER_WITH_EXTENSION + "$",
  "i"
);
function isViablePhoneNumber(number) {
  return number.length >= MIN_LENGTH_FOR_NSN && VALID_PHONE_NUMBER_PATTERN.test(number);
}
function isViablePhoneNumberStart(number) {
  return VALID_PHONE_NUMBER_START_REG_EXP.test(number);
}

// node_modules/libphonenumber-js/es6/helpers/RFC3966.js
function formatRFC3966(_ref) {
  var number = _ref.number, ext = _ref.ext;
  if (!number) {
    return "";
  }
  if (number[0] !== "+") {
    throw new Error('"formatRFC3966()" expects "number" to be in E.164 format.');
  }
  return "tel:".concat(number).concat(ext ? ";ext=" + ext : "");
}

// node_modules/libphonenumber-js/es6/format.js
var DEFAULT_OPTIONS = {
  formatExtension: function formatExtension(formattedNumber, extension, metadata) {
    return "".concat(formattedNumber).concat(metadata.ext()).concat(extension);
  }
};
function formatNumber2(input, format, options, metadataJson) {
  if (options) {
    options = merge({}, DEFAULT_OPTIONS, options);
  } else {
    options = DEFAULT_OPTIONS;
  }
  var metadata = new Metadata(metadataJson);
  if (input.country && input.country !== "001") {
    if (!metadata.hasCountry(input.country)) {
      throw new Error("Unknown country: ".concat(input.country));
    }
    metadata.selectNumberingPlan(input.country);
  } else if (input.countryCallingCode) {
    metadata.selectNumberingPlan(input.countryCallingCode);
  } else return input.phone || "";
  var countryCallingCode = metadata.countryCallingCode();
  var nationalNumber = options.v2 ? input.nationalNumber : input.phone;
  var number;
  switch (format) {
    case "NATIONAL":
      if (!nationalNumber) {
        return "";
      }
      number = formatNationalNumber(nationalNumber, input.carrierCode, "NATIONAL", metadata, options);
      return addExtension(number, input.ext, metadata, options.formatExtension);
    case "INTERNATIONAL":
      if (!nationalNumber) {
        return "+".concat(countryCallingCode);
      }
      number = formatNationalNumber(nationalNumber, null, "INTERNATIONAL", metadata, options);
      number = "+".concat(countryCallingCode, " ").concat(number);
      return addExtension(number, input.ext, metadata, options.formatExtension);
    case "E.164":
      return "+".concat(countryCallingCode).concat(nationalNumber);
    case "RFC3966":
      return formatRFC3966({
        number: "+".concat(countryCallingCode).concat(nationalNumber),
        ext: input.ext
      });
    // For reference, here's Google's IDD formatter:
    // https://github.com/google/libphonenumber/blob/32719cf74e68796788d1ca45abc85dcdc63ba5b9/java/libphonenumber/src/com/google/i18n/phonenumbers/PhoneNumberUtil.java#L1546
    // Not saying that this IDD formatter replicates it 1:1, but it seems to work.
    // Who would even need to format phone numbers in IDD format anyway?
    case "IDD":
      if (!options.fromCountry) {
        return;
      }
      var formattedNumber = formatIDD(nationalNumber, input.carrierCode, countryCallingCode, options.fromCountry, metadata);
      if (!formattedNumber) {
        return;
      }
      return addExtension(formattedNumber, input.ext, metadata, options.formatExtension);
    default:
      throw new Error('Unknown "format" argument passed to "formatNumber()": "'.concat(format, '"'));
  }
}
function formatNationalNumber(number, carrierCode, formatAs, metadata, options) {
  var format = chooseFormatForNumber(metadata.formats(), number);
  if (!format) {
    return number;
  }
  return formatNationalNumberUsingFormat(number, format, {
    useInternationalFormat: formatAs === "INTERNATIONAL",
    withNationalPrefix: format.nationalPrefixIsOptionalWhenFormattingInNationalFormat() && options && options.nationalPrefix === false ? false : true,
    carrierCode,
    metadata
  });
}
function chooseFormatForNumber(availableFormats, nationalNumber) {
  return pickFirstMatchingElement(availableFormats, function(format) {
    if (format.leadingDigitsPatterns().length > 0) {
      var lastLeadingDigitsPattern = format.leadingDigitsPatterns()[format.leadingDigitsPatterns().length - 1];
      if (nationalNumber.search(lastLeadingDigitsPattern) !== 0) {
        return false;
      }
    }
    return matchesEntirely(nationalNumber, format.pattern());
  });
}
function addExtension(formattedNumber, ext, metadata, formatExtension2) {
  return ext ? formatExtension2(formattedNumber, ext, metadata) : formattedNumber;
}
function formatIDD(nationalNumber, carrierCode, countryCallingCode, fromCountry, metadata) {
  var fromCountryCallingCode = getCountryCallingCode(fromCountry, metadata.metadata);
  if (fromCountryCallingCode === countryCallingCode) {
    var formattedNumber = formatNationalNumber(nationalNumber, carrierCode, "NATIONAL", metadata);
    if (countryCallingCode === "1") {
      return countryCallingCode + " " + formattedNumber;
    }
    return formattedNumber;
  }
  var iddPrefix = getIddPrefix(fromCountry, void 0, metadata.metadata);
  if (iddPrefix) {
    return "".concat(iddPrefix, " ").concat(countryCallingCode, " ").concat(formatNationalNumber(nationalNumber, null, "INTERNATIONAL", metadata));
  }
}
function merge() {
  var i = 1;
  for (var _len = arguments.length, objects = new Array(_len), _key = 0; _key < _len; _key++) {
    objects[_key] = arguments[_key];
  }
  while (i < objects.length) {
    if (objects[i]) {
      for (var key in objects[i]) {
        objects[0][key] = objects[i][key];
      }
    }
    i++;
  }
  return objects[0];
}
function pickFirstMatchingElement(elements, testFunction) {
  var i = 0;
  while (i < elements.length) {
    if (testFunction(elements[i])) {
      return elements[i];
    }
    i++;
  }
}

// node_modules/libphonenumber-js/es6/PhoneNumber.js
function _typeof2(o) {
  "@babel/helpers - typeof";
  return _typeof2 = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
    return typeof o2;
  } : function(o2) {
    return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
  }, _typeof2(o);
}
function ownKeys(e, r2) {
  var t = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var o = Object.getOwnPropertySymbols(e);
    r2 && (o = o.filter(function(r3) {
      return Object.getOwnPropertyDescriptor(e, r3).enumerable;
    })), t.push.apply(t, o);
  }
  return t;
}
function _objectSpread(e) {
  for (var r2 = 1; r2 < arguments.length; r2++) {
    var t = null != arguments[r2] ? arguments[r2] : {};
    r2 % 2 ? ownKeys(Object(t), true).forEach(function(r3) {
      _defineProperty(e, r3, t[r3]);
    }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r3) {
      Object.defineProperty(e, r3, Object.getOwnPropertyDescriptor(t, r3));
    });
  }
  return e;
}
function _defineProperty(e, r2, t) {
  return (r2 = _toPropertyKey2(r2)) in e ? Object.defineProperty(e, r2, { value: t, enumerable: true, configurable: true, writable: true }) : e[r2] = t, e;
}
function _classCallCheck2(a, n) {
  if (!(a instanceof n)) throw new TypeError("Cannot call a class as a function");
}
function _defineProperties2(e, r2) {
  for (var t = 0; t < r2.length; t++) {
    var o = r2[t];
    o.enumerable = o.enumerable || false, o.configurable = true, "value" in o && (o.writable = true), Object.defineProperty(e, _toPropertyKey2(o.key), o);
  }
}
function _createClass2(e, r2, t) {
  return r2 && _defineProperties2(e.prototype, r2), t && _defineProperties2(e, t), Object.defineProperty(e, "prototype", { writable: false }), e;
}
function _toPropertyKey2(t) {
  var i = _toPrimitive2(t, "string");
  return "symbol" == _typeof2(i) ? i : i + "";
}
function _toPrimitive2(t, r2) {
  if ("object" != _typeof2(t) || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (void 0 !== e) {
    var i = e.call(t, r2 || "default");
    if ("object" != _typeof2(i)) return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return ("string" === r2 ? String : Number)(t);
}
var PhoneNumber = /* @__PURE__ */ (function() {
  function PhoneNumber2(countryOrCountryCallingCode, nationalNumber, metadata) {
    _classCallCheck2(this, PhoneNumber2);
    if (!countryOrCountryCallingCode) {
      throw new TypeError("First argument is required");
    }
    if (typeof countryOrCountryCallingCode !== "string") {
      throw new TypeError("First argument must be a string");
    }
    if (countryOrCountryCallingCode[0] === "+" && !nationalNumber) {
      throw new TypeError("`metadata` argument not passed");
    }
    if (isObject(nationalNumber) && isObject(nationalNumber.countries)) {
      metadata = nationalNumber;
      var e164Number = countryOrCountryCallingCode;
      if (!E164_NUMBER_REGEXP.test(e164Number)) {
        throw new Error('Invalid `number` argument passed: must consist of a "+" followed by digits');
      }
      var _extractCountryCallin = extractCountryCallingCode(e164Number, void 0, void 0, void 0, metadata), _countryCallingCode = _extractCountryCallin.countryCallingCode, number = _extractCountryCallin.number;
      nationalNumber = number;
      countryOrCountryCallingCode = _countryCallingCode;
      if (!nationalNumber) {
        throw new Error("Invalid `number` argument passed: too short");
      }
    }
    if (!nationalNumber) {
      throw new TypeError("`nationalNumber` argument is required");
    }
    if (typeof nationalNumber !== "string") {
      throw new TypeError("`nationalNumber` argument must be a string");
    }
    validateMetadata(metadata);
    var _getCountryAndCalling = getCountryAndCallingCodeFromOneOfThem(countryOrCountryCallingCode, metadata), country2 = _getCountryAndCalling.country, countryCallingCode = _getCountryAndCalling.callingCode;
    this.country = country2;
    this.countryCallingCode = countryCallingCode;
    this.nationalNumber = nationalNumber;
    this.number = "+" + this.countryCallingCode + this.nationalNumber;
    this.getMetadata = function() {
      return metadata;
    };
  }
  return _createClass2(PhoneNumber2, [{
    key: "setExt",
    value: function setExt(ext) {
      this.ext = ext;
    }
  }, {
    key: "getPossibleCountries",
    value: function getPossibleCountries() {
      if (this.country) {
        return [this.country];
      }
      return getPossibleCountriesForNumber(this.countryCallingCode, this.nationalNumber, this.getMetadata());
    }
  }, {
    key: "isPossible",
    value: function isPossible() {
      return isPossiblePhoneNumber(this, {
        v2: true
      }, this.getMetadata());
    }
  }, {
    key: "isValid",
    value: function isValid() {
      return isValidNumber(this, {
        v2: true
      }, this.getMetadata());
    }
  }, {
    key: "isNonGeographic",
    value: function isNonGeographic() {
      var metadata = new Metadata(this.getMetadata());
      return metadata.isNonGeographicCallingCode(this.countryCallingCode);
    }
  }, {
    key: "isEqual",
    value: function isEqual(phoneNumber) {
      return this.number === phoneNumber.number && this.ext === phoneNumber.ext;
    }
    // `validateLength()` method was originally meant to be an equivalent for `validatePhoneNumberLength()`.
    //
    // Later, it became apparent that it's not really a true equivalent.
    // The reason is that a `PhoneNumber` instance is not created
    // when the phone number string is too short for it to be considered a valid phone number:
    // * When there must be at least 2 national (significant) number digits: `"1"`.
    // * When the country calling code part of an international number is incomplete: `"+12"`.
    //
    // So leaving this `validateLength()` method here would suggest a hidden anti-pattern
    // of using it instead of `validatePhoneNumberLength()` while ignoring
    // the "too short to be even possible" case from phone number length validation.
    // And ignoring that case wouldn't make any sense in a real-world application
    // because it would still be a valid case that should be handled.
    //
    // Because of that, this method was eventually commented out in order to not introduce
    // that kind of an anti-pattern.
    //
    // validateLength() {
    // 	const result = checkNumberLength(
    // 		this.nationalNumber,
    // 		undefined,
    // 		this.getMetadata()
    // 	)
    // 	if (result !== 'IS_POSSIBLE') {
    // 		return result
    // 	}
    // }
  }, {
    key: "getType",
    value: function getType2() {
      return getNumberType(this, {
        v2: true
      }, this.getMetadata());
    }
  }, {
    key: "format",
    value: function format(_format, options) {
      return formatNumber2(this, _format, options ? _objectSpread(_objectSpread({}, options), {}, {
        v2: true
      }) : {
        v2: true
      }, this.getMetadata());
    }
  }, {
    key: "formatNational",
    value: function formatNational(options) {
      return this.format("NATIONAL", options);
    }
  }, {
    key: "formatInternational",
    value: function formatInternational(options) {
      return this.format("INTERNATIONAL", options);
    }
  }, {
    key: "getURI",
    value: function getURI(options) {
      return this.format("RFC3966", options);
    }
  }]);
})();
var E164_NUMBER_REGEXP = /^\+\d+$/;

// node_modules/libphonenumber-js/es6/ParseError.js
function _typeof3(o) {
  "@babel/helpers - typeof";
  return _typeof3 = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
    return typeof o2;
  } : function(o2) {
    return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
  }, _typeof3(o);
}
function _defineProperties3(e, r2) {
  for (var t = 0; t < r2.length; t++) {
    var o = r2[t];
    o.enumerable = o.enumerable || false, o.configurable = true, "value" in o && (o.writable = true), Object.defineProperty(e, _toPropertyKey3(o.key), o);
  }
}
function _createClass3(e, r2, t) {
  return r2 && _defineProperties3(e.prototype, r2), t && _defineProperties3(e, t), Object.defineProperty(e, "prototype", { writable: false }), e;
}
function _toPropertyKey3(t) {
  var i = _toPrimitive3(t, "string");
  return "symbol" == _typeof3(i) ? i : i + "";
}
function _toPrimitive3(t, r2) {
  if ("object" != _typeof3(t) || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (void 0 !== e) {
    var i = e.call(t, r2 || "default");
    if ("object" != _typeof3(i)) return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return ("string" === r2 ? String : Number)(t);
}
function _classCallCheck3(a, n) {
  if (!(a instanceof n)) throw new TypeError("Cannot call a class as a function");
}
function _callSuper(t, o, e) {
  return o = _getPrototypeOf(o), _possibleConstructorReturn(t, _isNativeReflectConstruct() ? Reflect.construct(o, e || [], _getPrototypeOf(t).constructor) : o.apply(t, e));
}
function _possibleConstructorReturn(t, e) {
  if (e && ("object" == _typeof3(e) || "function" == typeof e)) return e;
  if (void 0 !== e) throw new TypeError("Derived constructors may only return object or undefined");
  return _assertThisInitialized(t);
}
function _assertThisInitialized(e) {
  if (void 0 === e) throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
  return e;
}
function _inherits(t, e) {
  if ("function" != typeof e && null !== e) throw new TypeError("Super expression must either be null or a function");
  t.prototype = Object.create(e && e.prototype, { constructor: { value: t, writable: true, configurable: true } }), Object.defineProperty(t, "prototype", { writable: false }), e && _setPrototypeOf(t, e);
}
function _wrapNativeSuper(t) {
  var r2 = "function" == typeof Map ? /* @__PURE__ */ new Map() : void 0;
  return _wrapNativeSuper = function _wrapNativeSuper2(t2) {
    if (null === t2 || !_isNativeFunction(t2)) return t2;
    if ("function" != typeof t2) throw new TypeError("Super expression must either be null or a function");
    if (void 0 !== r2) {
      if (r2.has(t2)) return r2.get(t2);
      r2.set(t2, Wrapper);
    }
    function Wrapper() {
      return _construct(t2, arguments, _getPrototypeOf(this).constructor);
    }
    return Wrapper.prototype = Object.create(t2.prototype, { constructor: { value: Wrapper, enumerable: false, writable: true, configurable: true } }), _setPrototypeOf(Wrapper, t2);
  }, _wrapNativeSuper(t);
}
function _construct(t, e, r2) {
  if (_isNativeReflectConstruct()) return Reflect.construct.apply(null, arguments);
  var o = [null];
  o.push.apply(o, e);
  var p = new (t.bind.apply(t, o))();
  return r2 && _setPrototypeOf(p, r2.prototype), p;
}
function _isNativeReflectConstruct() {
  try {
    var t = !Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function() {
    }));
  } catch (t2) {
  }
  return (_isNativeReflectConstruct = function _isNativeReflectConstruct2() {
    return !!t;
  })();
}
function _isNativeFunction(t) {
  try {
    return -1 !== Function.toString.call(t).indexOf("[native code]");
  } catch (n) {
    return "function" == typeof t;
  }
}
function _setPrototypeOf(t, e) {
  return _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function(t2, e2) {
    return t2.__proto__ = e2, t2;
  }, _setPrototypeOf(t, e);
}
function _getPrototypeOf(t) {
  return _getPrototypeOf = Object.setPrototypeOf ? Object.getPrototypeOf.bind() : function(t2) {
    return t2.__proto__ || Object.getPrototypeOf(t2);
  }, _getPrototypeOf(t);
}
var ParseError = /* @__PURE__ */ (function(_Error) {
  function ParseError2(code) {
    var _this;
    _classCallCheck3(this, ParseError2);
    _this = _callSuper(this, ParseError2, [code]);
    Object.setPrototypeOf(_this, ParseError2.prototype);
    _this.name = _this.constructor.name;
    return _this;
  }
  _inherits(ParseError2, _Error);
  return _createClass3(ParseError2);
})(/* @__PURE__ */ _wrapNativeSuper(Error));

// node_modules/libphonenumber-js/es6/helpers/extension/extractExtension.js
var EXTN_PATTERN = new RegExp("(?:" + createExtensionPattern() + ")$", "i");
function extractExtension(number) {
  var start = number.search(EXTN_PATTERN);
  if (start < 0) {
    return {};
  }
  var numberWithoutExtension = number.slice(0, start);
  var matches = number.match(EXTN_PATTERN);
  var i = 1;
  while (i < matches.length) {
    if (matches[i]) {
      return {
        number: numberWithoutExtension,
        ext: matches[i]
      };
    }
    i++;
  }
}

// node_modules/libphonenumber-js/es6/helpers/parseDigits.js
function _createForOfIteratorHelperLoose4(r2, e) {
  var t = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
  if (t) return (t = t.call(r2)).next.bind(t);
  if (Array.isArray(r2) || (t = _unsupportedIterableToArray4(r2)) || e && r2 && "number" == typeof r2.length) {
    t && (r2 = t);
    var o = 0;
    return function() {
      return o >= r2.length ? { done: true } : { done: false, value: r2[o++] };
    };
  }
  throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
}
function _unsupportedIterableToArray4(r2, a) {
  if (r2) {
    if ("string" == typeof r2) return _arrayLikeToArray4(r2, a);
    var t = {}.toString.call(r2).slice(8, -1);
    return "Object" === t && r2.constructor && (t = r2.constructor.name), "Map" === t || "Set" === t ? Array.from(r2) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray4(r2, a) : void 0;
  }
}
function _arrayLikeToArray4(r2, a) {
  (null == a || a > r2.length) && (a = r2.length);
  for (var e = 0, n = Array(a); e < a; e++) n[e] = r2[e];
  return n;
}
var DIGITS = {
  "0": "0",
  "1": "1",
  "2": "2",
  "3": "3",
  "4": "4",
  "5": "5",
  "6": "6",
  "7": "7",
  "8": "8",
  "9": "9",
  "\uFF10": "0",
  // Fullwidth digit 0
  "\uFF11": "1",
  // Fullwidth digit 1
  "\uFF12": "2",
  // Fullwidth digit 2
  "\uFF13": "3",
  // Fullwidth digit 3
  "\uFF14": "4",
  // Fullwidth digit 4
  "\uFF15": "5",
  // Fullwidth digit 5
  "\uFF16": "6",
  // Fullwidth digit 6
  "\uFF17": "7",
  // Fullwidth digit 7
  "\uFF18": "8",
  // Fullwidth digit 8
  "\uFF19": "9",
  // Fullwidth digit 9
  "\u0660": "0",
  // Arabic-indic digit 0
  "\u0661": "1",
  // Arabic-indic digit 1
  "\u0662": "2",
  // Arabic-indic digit 2
  "\u0663": "3",
  // Arabic-indic digit 3
  "\u0664": "4",
  // Arabic-indic digit 4
  "\u0665": "5",
  // Arabic-indic digit 5
  "\u0666": "6",
  // Arabic-indic digit 6
  "\u0667": "7",
  // Arabic-indic digit 7
  "\u0668": "8",
  // Arabic-indic digit 8
  "\u0669": "9",
  // Arabic-indic digit 9
  "\u06F0": "0",
  // Eastern-Arabic digit 0
  "\u06F1": "1",
  // Eastern-Arabic digit 1
  "\u06F2": "2",
  // Eastern-Arabic digit 2
  "\u06F3": "3",
  // Eastern-Arabic digit 3
  "\u06F4": "4",
  // Eastern-Arabic digit 4
  "\u06F5": "5",
  // Eastern-Arabic digit 5
  "\u06F6": "6",
  // Eastern-Arabic digit 6
  "\u06F7": "7",
  // Eastern-Arabic digit 7
  "\u06F8": "8",
  // Eastern-Arabic digit 8
  "\u06F9": "9"
  // Eastern-Arabic digit 9
};
function parseDigit(character) {
  return DIGITS[character];
}
function parseDigits(string) {
  var result2 = "";
  for (var _iterator = _createForOfIteratorHelperLoose4(string.split("")), _step; !(_step = _iterator()).done; ) {
    var character = _step.value;
    var digit = parseDigit(character);
    if (digit) {
      result2 += digit;
    }
  }
  return result2;
}

// node_modules/libphonenumber-js/es6/parseIncompletePhoneNumber.js
function _createForOfIteratorHelperLoose5(r2, e) {
  var t = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
  if (t) return (t = t.call(r2)).next.bind(t);
  if (Array.isArray(r2) || (t = _unsupportedIterableToArray5(r2)) || e && r2 && "number" == typeof r2.length) {
    t && (r2 = t);
    var o = 0;
    return function() {
      return o >= r2.length ? { done: true } : { done: false, value: r2[o++] };
    };
  }
  throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
}
function _unsupportedIterableToArray5(r2, a) {
  if (r2) {
    if ("string" == typeof r2) return _arrayLikeToArray5(r2, a);
    var t = {}.toString.call(r2).slice(8, -1);
    return "Object" === t && r2.constructor && (t = r2.constructor.name), "Map" === t || "Set" === t ? Array.from(r2) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray5(r2, a) : void 0;
  }
}
function _arrayLikeToArray5(r2, a) {
  (null == a || a > r2.length) && (a = r2.length);
  for (var e = 0, n = Array(a); e < a; e++) n[e] = r2[e];
  return n;
}
function parseIncompletePhoneNumber(string) {
  var result2 = "";
  for (var _iterator = _createForOfIteratorHelperLoose5(string.split("")), _step; !(_step = _iterator()).done; ) {
    var character = _step.value;
    result2 += parsePhoneNumberCharacter(character, result2) || "";
  }
  return result2;
}
function parsePhoneNumberCharacter(character, prevParsedCharacters, eventListener) {
  if (character === "+") {
    if (prevParsedCharacters) {
      if (typeof eventListener === "function") {
        eventListener("end");
      }
      return;
    }
    return "+";
  }
  return parseDigit(character);
}

// node_modules/libphonenumber-js/es6/helpers/extractPhoneContext.js
var PLUS_SIGN = "+";
var RFC3966_VISUAL_SEPARATOR_ = "[\\-\\.\\(\\)]?";
var RFC3966_PHONE_DIGIT_ = "([" + VALID_DIGITS + "]|" + RFC3966_VISUAL_SEPARATOR_ + ")";
var RFC3966_GLOBAL_NUMBER_DIGITS_ = "^\\" + PLUS_SIGN + RFC3966_PHONE_DIGIT_ + "*[" + VALID_DIGITS + "]" + RFC3966_PHONE_DIGIT_ + "*$";
var RFC3966_GLOBAL_NUMBER_DIGITS_PATTERN_ = new RegExp(RFC3966_GLOBAL_NUMBER_DIGITS_, "g");
var ALPHANUM_ = VALID_DIGITS;
var RFC3966_DOMAINLABEL_ = "[" + ALPHANUM_ + "]+((\\-)*[" + ALPHANUM_ + "])*";
var VALID_ALPHA_ = "a-zA-Z";
var RFC3966_TOPLABEL_ = "[" + VALID_ALPHA_ + "]+((\\-)*[" + ALPHANUM_ + "])*";
var RFC3966_DOMAINNAME_ = "^(" + RFC3966_DOMAINLABEL_ + "\\.)*" + RFC3966_TOPLABEL_ + "\\.?$";
var RFC3966_DOMAINNAME_PATTERN_ = new RegExp(RFC3966_DOMAINNAME_, "g");
var RFC3966_PREFIX_ = "tel:";
var RFC3966_PHONE_CONTEXT_ = ";phone-context=";
var RFC3966_ISDN_SUBADDRESS_ = ";isub=";
function extractPhoneContext(numberToExtractFrom) {
  var indexOfPhoneContext = numberToExtractFrom.indexOf(RFC3966_PHONE_CONTEXT_);
  if (indexOfPhoneContext < 0) {
    return null;
  }
  var phoneContextStart = indexOfPhoneContext + RFC3966_PHONE_CONTEXT_.length;
  if (phoneContextStart >= numberToExtractFrom.length) {
    return "";
  }
  var phoneContextEnd = numberToExtractFrom.indexOf(";", phoneContextStart);
  if (phoneContextEnd >= 0) {
    return numberToExtractFrom.substring(phoneContextStart, phoneContextEnd);
  } else {
    return numberToExtractFrom.substring(phoneContextStart);
  }
}
function isPhoneContextValid(phoneContext) {
  if (phoneContext === null) {
    return true;
  }
  if (phoneContext.length === 0) {
    return false;
  }
  return RFC3966_GLOBAL_NUMBER_DIGITS_PATTERN_.test(phoneContext) || RFC3966_DOMAINNAME_PATTERN_.test(phoneContext);
}

// node_modules/libphonenumber-js/es6/helpers/extractFormattedPhoneNumberFromPossibleRfc3966NumberUri.js
function extractFormattedPhoneNumberFromPossibleRfc3966NumberUri(numberToParse, _ref) {
  var extractFormattedPhoneNumber = _ref.extractFormattedPhoneNumber;
  var phoneContext = extractPhoneContext(numberToParse);
  if (!isPhoneContextValid(phoneContext)) {
    throw new ParseError("NOT_A_NUMBER");
  }
  var phoneNumberString;
  if (phoneContext === null) {
    phoneNumberString = extractFormattedPhoneNumber(numberToParse) || "";
  } else {
    phoneNumberString = "";
    if (phoneContext.charAt(0) === PLUS_SIGN) {
      phoneNumberString += phoneContext;
    }
    var indexOfRfc3966Prefix = numberToParse.indexOf(RFC3966_PREFIX_);
    var indexOfNationalNumber;
    if (indexOfRfc3966Prefix >= 0) {
      indexOfNationalNumber = indexOfRfc3966Prefix + RFC3966_PREFIX_.length;
    } else {
      indexOfNationalNumber = 0;
    }
    var indexOfPhoneContext = numberToParse.indexOf(RFC3966_PHONE_CONTEXT_);
    phoneNumberString += numberToParse.substring(indexOfNationalNumber, indexOfPhoneContext);
  }
  var indexOfIsdn = phoneNumberString.indexOf(RFC3966_ISDN_SUBADDRESS_);
  if (indexOfIsdn > 0) {
    phoneNumberString = phoneNumberString.substring(0, indexOfIsdn);
  }
  if (phoneNumberString !== "") {
    return phoneNumberString;
  }
}

// node_modules/libphonenumber-js/es6/parse.js
var MAX_INPUT_STRING_LENGTH = 250;
var PHONE_NUMBER_START_PATTERN = new RegExp("[" + PLUS_CHARS + VALID_DIGITS + "]");
var AFTER_PHONE_NUMBER_END_PATTERN = new RegExp("[^" + VALID_DIGITS + "#]+$");
var USE_NON_GEOGRAPHIC_COUNTRY_CODE3 = false;
function parse(text, options, metadataJson) {
  options = options || {};
  var metadata = new Metadata(metadataJson);
  if (options.defaultCountry && !metadata.hasCountry(options.defaultCountry)) {
    if (options.v2) {
      throw new ParseError("INVALID_COUNTRY");
    }
    throw new Error("Unknown country: ".concat(options.defaultCountry));
  }
  var _parseInput = parseInput(text, options.v2, options.extract), formattedPhoneNumber = _parseInput.number, ext = _parseInput.ext, error = _parseInput.error;
  if (!formattedPhoneNumber) {
    if (options.v2) {
      if (error === "TOO_SHORT") {
        throw new ParseError("TOO_SHORT");
      }
      throw new ParseError("NOT_A_NUMBER");
    }
    return {};
  }
  var _parsePhoneNumber = parsePhoneNumber(
    formattedPhoneNumber,
    options.defaultCountry,
    options.defaultCallingCode,
    // If `country` is returned, its numbering plan will also be selected in `metadata`.
    // Otherwise, if `countryCallingCode` is returned, its numbering plan will also be selected in `metadata`.
    // Otherwise, if neither `country` nor `countryCallingCode` are returned, no numbering plan will be selected in `metadata`.
    metadata
  ), country2 = _parsePhoneNumber.country, nationalNumber = _parsePhoneNumber.nationalNumber, countryCallingCode = _parsePhoneNumber.countryCallingCode, countryCallingCodeSource = _parsePhoneNumber.countryCallingCodeSource, carrierCode = _parsePhoneNumber.carrierCode;
  if (!metadata.hasSelectedNumberingPlan()) {
    if (options.v2) {
      throw new ParseError("INVALID_COUNTRY");
    }
    return {};
  }
  if (!nationalNumber || nationalNumber.length < MIN_LENGTH_FOR_NSN) {
    if (options.v2) {
      throw new ParseError("TOO_SHORT");
    }
    return {};
  }
  if (nationalNumber.length > MAX_LENGTH_FOR_NSN) {
    if (options.v2) {
      throw new ParseError("TOO_LONG");
    }
    return {};
  }
  if (options.v2) {
    var phoneNumber = new PhoneNumber(countryCallingCode, nationalNumber, metadata.metadata);
    if (country2) {
      phoneNumber.country = country2;
    }
    if (carrierCode) {
      phoneNumber.carrierCode = carrierCode;
    }
    if (ext) {
      phoneNumber.ext = ext;
    }
    phoneNumber.__countryCallingCodeSource = countryCallingCodeSource;
    return phoneNumber;
  }
  var valid = (options.extended ? metadata.hasSelectedNumberingPlan() : country2) ? matchesEntirely(nationalNumber, metadata.nationalNumberPattern()) : false;
  if (!options.extended) {
    return valid ? result(country2, nationalNumber, ext) : {};
  }
  return {
    country: country2,
    countryCallingCode,
    carrierCode,
    valid,
    possible: valid ? true : options.extended === true && metadata.possibleLengths() && isPossibleNumber(nationalNumber, metadata) ? true : false,
    phone: nationalNumber,
    ext
  };
}
function _extractFormattedPhoneNumber(text, extract, throwOnError) {
  if (!text) {
    return;
  }
  if (text.length > MAX_INPUT_STRING_LENGTH) {
    if (throwOnError) {
      throw new ParseError("TOO_LONG");
    }
    return;
  }
  if (extract === false) {
    return text;
  }
  var startsAt = text.search(PHONE_NUMBER_START_PATTERN);
  if (startsAt < 0) {
    return;
  }
  return text.slice(startsAt).replace(AFTER_PHONE_NUMBER_END_PATTERN, "");
}
function parseInput(text, v2, extract) {
  var number = extractFormattedPhoneNumberFromPossibleRfc3966NumberUri(text, {
    extractFormattedPhoneNumber: function extractFormattedPhoneNumber(text2) {
      return _extractFormattedPhoneNumber(text2, extract, v2);
    }
  });
  if (!number) {
    return {};
  }
  if (!isViablePhoneNumber(number)) {
    if (isViablePhoneNumberStart(number)) {
      return {
        error: "TOO_SHORT"
      };
    }
    return {};
  }
  var withExtensionStripped = extractExtension(number);
  if (withExtensionStripped.ext) {
    return withExtensionStripped;
  }
  return {
    number
  };
}
function result(country2, nationalNumber, ext) {
  var result2 = {
    country: country2,
    phone: nationalNumber
  };
  if (ext) {
    result2.ext = ext;
  }
  return result2;
}
function parsePhoneNumber(formattedPhoneNumber, defaultCountry, defaultCallingCode, metadata) {
  var _extractCountryCallin = extractCountryCallingCode(
    parseIncompletePhoneNumber(formattedPhoneNumber),
    void 0,
    // `defaultCountry` and `defaultCallingCode` are only used to detect
    // if it's an "international" phone number or not. They won't be used
    // to derive the resulting `countryCallingCode` from them, or anything like that.
    defaultCountry,
    defaultCallingCode,
    metadata.metadata
  ), countryCallingCodeSource = _extractCountryCallin.countryCallingCodeSource, countryCallingCode = _extractCountryCallin.countryCallingCode, number = _extractCountryCallin.number;
  var country2;
  if (countryCallingCode) {
    metadata.selectNumberingPlan(countryCallingCode);
  } else if (number && (defaultCountry || defaultCallingCode)) {
    if (defaultCountry) {
      country2 = defaultCountry;
      metadata.selectNumberingPlan(defaultCountry);
      countryCallingCode = metadata.numberingPlan.callingCode();
    } else {
      metadata.selectNumberingPlan(defaultCallingCode);
      countryCallingCode = defaultCallingCode;
      if (USE_NON_GEOGRAPHIC_COUNTRY_CODE3) {
        if (metadata.isNonGeographicCallingCode(countryCallingCode)) {
          country2 = "001";
        }
      }
    }
  } else return {};
  if (!number) {
    return {
      countryCallingCodeSource,
      countryCallingCode
    };
  }
  var _extractNationalNumbe = extractNationalNumber(parseIncompletePhoneNumber(number), void 0, metadata), nationalNumber = _extractNationalNumbe.nationalNumber, carrierCode = _extractNationalNumbe.carrierCode;
  var exactCountry = getCountryByCallingCode(countryCallingCode, {
    nationalNumber,
    metadata
  });
  if (exactCountry) {
    country2 = exactCountry;
    if (exactCountry === "001") {
    } else {
      metadata.selectNumberingPlan(country2);
    }
  }
  return {
    country: country2,
    countryCallingCode,
    countryCallingCodeSource,
    nationalNumber,
    carrierCode
  };
}

// node_modules/libphonenumber-js/es6/parsePhoneNumberWithError_.js
function _typeof4(o) {
  "@babel/helpers - typeof";
  return _typeof4 = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
    return typeof o2;
  } : function(o2) {
    return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
  }, _typeof4(o);
}
function ownKeys2(e, r2) {
  var t = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var o = Object.getOwnPropertySymbols(e);
    r2 && (o = o.filter(function(r3) {
      return Object.getOwnPropertyDescriptor(e, r3).enumerable;
    })), t.push.apply(t, o);
  }
  return t;
}
function _objectSpread2(e) {
  for (var r2 = 1; r2 < arguments.length; r2++) {
    var t = null != arguments[r2] ? arguments[r2] : {};
    r2 % 2 ? ownKeys2(Object(t), true).forEach(function(r3) {
      _defineProperty2(e, r3, t[r3]);
    }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys2(Object(t)).forEach(function(r3) {
      Object.defineProperty(e, r3, Object.getOwnPropertyDescriptor(t, r3));
    });
  }
  return e;
}
function _defineProperty2(e, r2, t) {
  return (r2 = _toPropertyKey4(r2)) in e ? Object.defineProperty(e, r2, { value: t, enumerable: true, configurable: true, writable: true }) : e[r2] = t, e;
}
function _toPropertyKey4(t) {
  var i = _toPrimitive4(t, "string");
  return "symbol" == _typeof4(i) ? i : i + "";
}
function _toPrimitive4(t, r2) {
  if ("object" != _typeof4(t) || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (void 0 !== e) {
    var i = e.call(t, r2 || "default");
    if ("object" != _typeof4(i)) return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return ("string" === r2 ? String : Number)(t);
}
function parsePhoneNumberWithError(text, options, metadata) {
  return parse(text, _objectSpread2(_objectSpread2({}, options), {}, {
    v2: true
  }), metadata);
}

// node_modules/libphonenumber-js/es6/normalizeArguments.js
function _typeof5(o) {
  "@babel/helpers - typeof";
  return _typeof5 = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
    return typeof o2;
  } : function(o2) {
    return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
  }, _typeof5(o);
}
function ownKeys3(e, r2) {
  var t = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var o = Object.getOwnPropertySymbols(e);
    r2 && (o = o.filter(function(r3) {
      return Object.getOwnPropertyDescriptor(e, r3).enumerable;
    })), t.push.apply(t, o);
  }
  return t;
}
function _objectSpread3(e) {
  for (var r2 = 1; r2 < arguments.length; r2++) {
    var t = null != arguments[r2] ? arguments[r2] : {};
    r2 % 2 ? ownKeys3(Object(t), true).forEach(function(r3) {
      _defineProperty3(e, r3, t[r3]);
    }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys3(Object(t)).forEach(function(r3) {
      Object.defineProperty(e, r3, Object.getOwnPropertyDescriptor(t, r3));
    });
  }
  return e;
}
function _defineProperty3(e, r2, t) {
  return (r2 = _toPropertyKey5(r2)) in e ? Object.defineProperty(e, r2, { value: t, enumerable: true, configurable: true, writable: true }) : e[r2] = t, e;
}
function _toPropertyKey5(t) {
  var i = _toPrimitive5(t, "string");
  return "symbol" == _typeof5(i) ? i : i + "";
}
function _toPrimitive5(t, r2) {
  if ("object" != _typeof5(t) || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (void 0 !== e) {
    var i = e.call(t, r2 || "default");
    if ("object" != _typeof5(i)) return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return ("string" === r2 ? String : Number)(t);
}
function _slicedToArray(r2, e) {
  return _arrayWithHoles(r2) || _iterableToArrayLimit(r2, e) || _unsupportedIterableToArray6(r2, e) || _nonIterableRest();
}
function _nonIterableRest() {
  throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
}
function _unsupportedIterableToArray6(r2, a) {
  if (r2) {
    if ("string" == typeof r2) return _arrayLikeToArray6(r2, a);
    var t = {}.toString.call(r2).slice(8, -1);
    return "Object" === t && r2.constructor && (t = r2.constructor.name), "Map" === t || "Set" === t ? Array.from(r2) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray6(r2, a) : void 0;
  }
}
function _arrayLikeToArray6(r2, a) {
  (null == a || a > r2.length) && (a = r2.length);
  for (var e = 0, n = Array(a); e < a; e++) n[e] = r2[e];
  return n;
}
function _iterableToArrayLimit(r2, l) {
  var t = null == r2 ? null : "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
  if (null != t) {
    var e, n, i, u, a = [], f = true, o = false;
    try {
      if (i = (t = t.call(r2)).next, 0 === l) {
        if (Object(t) !== t) return;
        f = false;
      } else for (; !(f = (e = i.call(t)).done) && (a.push(e.value), a.length !== l); f = true) ;
    } catch (r3) {
      o = true, n = r3;
    } finally {
      try {
        if (!f && null != t["return"] && (u = t["return"](), Object(u) !== u)) return;
      } finally {
        if (o) throw n;
      }
    }
    return a;
  }
}
function _arrayWithHoles(r2) {
  if (Array.isArray(r2)) return r2;
}
function normalizeArguments(args) {
  var _Array$prototype$slic = Array.prototype.slice.call(args), _Array$prototype$slic2 = _slicedToArray(_Array$prototype$slic, 4), arg_1 = _Array$prototype$slic2[0], arg_2 = _Array$prototype$slic2[1], arg_3 = _Array$prototype$slic2[2], arg_4 = _Array$prototype$slic2[3];
  var text;
  var options;
  var metadata;
  if (typeof arg_1 === "string") {
    text = arg_1;
  } else throw new TypeError("A text for parsing must be a string.");
  if (!arg_2 || typeof arg_2 === "string") {
    if (arg_4) {
      options = arg_3;
      metadata = arg_4;
    } else {
      options = void 0;
      metadata = arg_3;
    }
    if (arg_2) {
      options = _objectSpread3({
        defaultCountry: arg_2
      }, options);
    }
  } else if (isObject(arg_2)) {
    if (arg_3) {
      options = arg_2;
      metadata = arg_3;
    } else {
      metadata = arg_2;
    }
  } else throw new Error("Invalid second argument: ".concat(arg_2));
  return {
    text,
    options,
    metadata
  };
}

// node_modules/libphonenumber-js/es6/parsePhoneNumber_.js
function _typeof6(o) {
  "@babel/helpers - typeof";
  return _typeof6 = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
    return typeof o2;
  } : function(o2) {
    return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
  }, _typeof6(o);
}
function ownKeys4(e, r2) {
  var t = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var o = Object.getOwnPropertySymbols(e);
    r2 && (o = o.filter(function(r3) {
      return Object.getOwnPropertyDescriptor(e, r3).enumerable;
    })), t.push.apply(t, o);
  }
  return t;
}
function _objectSpread4(e) {
  for (var r2 = 1; r2 < arguments.length; r2++) {
    var t = null != arguments[r2] ? arguments[r2] : {};
    r2 % 2 ? ownKeys4(Object(t), true).forEach(function(r3) {
      _defineProperty4(e, r3, t[r3]);
    }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys4(Object(t)).forEach(function(r3) {
      Object.defineProperty(e, r3, Object.getOwnPropertyDescriptor(t, r3));
    });
  }
  return e;
}
function _defineProperty4(e, r2, t) {
  return (r2 = _toPropertyKey6(r2)) in e ? Object.defineProperty(e, r2, { value: t, enumerable: true, configurable: true, writable: true }) : e[r2] = t, e;
}
function _toPropertyKey6(t) {
  var i = _toPrimitive6(t, "string");
  return "symbol" == _typeof6(i) ? i : i + "";
}
function _toPrimitive6(t, r2) {
  if ("object" != _typeof6(t) || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (void 0 !== e) {
    var i = e.call(t, r2 || "default");
    if ("object" != _typeof6(i)) return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return ("string" === r2 ? String : Number)(t);
}
function parsePhoneNumber2(text, options, metadata) {
  if (options && options.defaultCountry && !isSupportedCountry(options.defaultCountry, metadata)) {
    options = _objectSpread4(_objectSpread4({}, options), {}, {
      defaultCountry: void 0
    });
  }
  try {
    return parsePhoneNumberWithError(text, options, metadata);
  } catch (error) {
    if (error instanceof ParseError) {
    } else {
      throw error;
    }
  }
}

// node_modules/libphonenumber-js/es6/parsePhoneNumber.js
function parsePhoneNumber3() {
  var _normalizeArguments = normalizeArguments(arguments), text = _normalizeArguments.text, options = _normalizeArguments.options, metadata = _normalizeArguments.metadata;
  return parsePhoneNumber2(text, options, metadata);
}

// node_modules/libphonenumber-js/es6/findNumbers/LRUCache.js
function _typeof7(o) {
  "@babel/helpers - typeof";
  return _typeof7 = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
    return typeof o2;
  } : function(o2) {
    return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
  }, _typeof7(o);
}
function _defineProperties4(e, r2) {
  for (var t = 0; t < r2.length; t++) {
    var o = r2[t];
    o.enumerable = o.enumerable || false, o.configurable = true, "value" in o && (o.writable = true), Object.defineProperty(e, _toPropertyKey7(o.key), o);
  }
}
function _createClass4(e, r2, t) {
  return r2 && _defineProperties4(e.prototype, r2), t && _defineProperties4(e, t), Object.defineProperty(e, "prototype", { writable: false }), e;
}
function _toPropertyKey7(t) {
  var i = _toPrimitive7(t, "string");
  return "symbol" == _typeof7(i) ? i : i + "";
}
function _toPrimitive7(t, r2) {
  if ("object" != _typeof7(t) || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (void 0 !== e) {
    var i = e.call(t, r2 || "default");
    if ("object" != _typeof7(i)) return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return ("string" === r2 ? String : Number)(t);
}
function _classCallCheck4(a, n) {
  if (!(a instanceof n)) throw new TypeError("Cannot call a class as a function");
}
var Node = /* @__PURE__ */ _createClass4(function Node2(key, value) {
  var next = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : null;
  var prev = arguments.length > 3 && arguments[3] !== void 0 ? arguments[3] : null;
  _classCallCheck4(this, Node2);
  this.key = key;
  this.value = value;
  this.next = next;
  this.prev = prev;
});
var LRUCache = /* @__PURE__ */ (function() {
  function LRUCache2() {
    var limit2 = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : 10;
    _classCallCheck4(this, LRUCache2);
    this.size = 0;
    this.limit = limit2;
    this.head = null;
    this.tail = null;
    this.cache = {};
  }
  return _createClass4(LRUCache2, [{
    key: "put",
    value: function put(key, value) {
      this.ensureLimit();
      if (!this.head) {
        this.head = this.tail = new Node(key, value);
      } else {
        var node = new Node(key, value, this.head);
        this.head.prev = node;
        this.head = node;
      }
      this.cache[key] = this.head;
      this.size++;
    }
    // Read from cache map and make that node as new Head of LinkedList
  }, {
    key: "get",
    value: function get(key) {
      if (this.cache[key]) {
        var value = this.cache[key].value;
        this.remove(key);
        this.put(key, value);
        return value;
      }
      console.log("Item not available in cache for key ".concat(key));
    }
  }, {
    key: "ensureLimit",
    value: function ensureLimit() {
      if (this.size === this.limit) {
        this.remove(this.tail.key);
      }
    }
  }, {
    key: "remove",
    value: function remove(key) {
      var node = this.cache[key];
      if (node.prev !== null) {
        node.prev.next = node.next;
      } else {
        this.head = node.next;
      }
      if (node.next !== null) {
        node.next.prev = node.prev;
      } else {
        this.tail = node.prev;
      }
      delete this.cache[key];
      this.size--;
    }
  }, {
    key: "clear",
    value: function clear() {
      this.head = null;
      this.tail = null;
      this.size = 0;
      this.cache = {};
    }
    // // Invokes the callback function with every node of the chain and the index of the node.
    // forEach(fn) {
    //   let node = this.head;
    //   let counter = 0;
    //   while (node) {
    //     fn(node, counter);
    //     node = node.next;
    //     counter++;
    //   }
    // }
    // // To iterate over LRU with a 'for...of' loop
    // *[Symbol.iterator]() {
    //   let node = this.head;
    //   while (node) {
    //     yield node;
    //     node = node.next;
    //   }
    // }
  }]);
})();

// node_modules/libphonenumber-js/es6/findNumbers/RegExpCache.js
function _typeof8(o) {
  "@babel/helpers - typeof";
  return _typeof8 = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
    return typeof o2;
  } : function(o2) {
    return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
  }, _typeof8(o);
}
function _classCallCheck5(a, n) {
  if (!(a instanceof n)) throw new TypeError("Cannot call a class as a function");
}
function _defineProperties5(e, r2) {
  for (var t = 0; t < r2.length; t++) {
    var o = r2[t];
    o.enumerable = o.enumerable || false, o.configurable = true, "value" in o && (o.writable = true), Object.defineProperty(e, _toPropertyKey8(o.key), o);
  }
}
function _createClass5(e, r2, t) {
  return r2 && _defineProperties5(e.prototype, r2), t && _defineProperties5(e, t), Object.defineProperty(e, "prototype", { writable: false }), e;
}
function _toPropertyKey8(t) {
  var i = _toPrimitive8(t, "string");
  return "symbol" == _typeof8(i) ? i : i + "";
}
function _toPrimitive8(t, r2) {
  if ("object" != _typeof8(t) || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (void 0 !== e) {
    var i = e.call(t, r2 || "default");
    if ("object" != _typeof8(i)) return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return ("string" === r2 ? String : Number)(t);
}
var RegExpCache = /* @__PURE__ */ (function() {
  function RegExpCache2(size) {
    _classCallCheck5(this, RegExpCache2);
    this.cache = new LRUCache(size);
  }
  return _createClass5(RegExpCache2, [{
    key: "getPatternForRegExp",
    value: function getPatternForRegExp(pattern) {
      var regExp = this.cache.get(pattern);
      if (!regExp) {
        regExp = new RegExp("^" + pattern);
        this.cache.put(pattern, regExp);
      }
      return regExp;
    }
  }]);
})();

// node_modules/libphonenumber-js/es6/findNumbers/util.js
function limit(lower, upper) {
  if (lower < 0 || upper <= 0 || upper < lower) {
    throw new TypeError();
  }
  return "{".concat(lower, ",").concat(upper, "}");
}
function trimAfterFirstMatch(regexp, string) {
  var index = string.search(regexp);
  if (index >= 0) {
    return string.slice(0, index);
  }
  return string;
}
function startsWith(string, substring) {
  return string.indexOf(substring) === 0;
}
function endsWith(string, substring) {
  return string.indexOf(substring, string.length - substring.length) === string.length - substring.length;
}

// node_modules/libphonenumber-js/es6/findNumbers/utf-8.js
var _pZ = " \xA0\u1680\u180E\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";
var pZ = "[".concat(_pZ, "]");
var PZ = "[^".concat(_pZ, "]");
var _pN = "0-9\xB2\xB3\xB9\xBC-\xBE\u0660-\u0669\u06F0-\u06F9\u07C0-\u07C9\u0966-\u096F\u09E6-\u09EF\u09F4-\u09F9\u0A66-\u0A6F\u0AE6-\u0AEF\u0B66-\u0B6F\u0B72-\u0B77\u0BE6-\u0BF2\u0C66-\u0C6F\u0C78-\u0C7E\u0CE6-\u0CEF\u0D66-\u0D75\u0E50-\u0E59\u0ED0-\u0ED9\u0F20-\u0F33\u1040-\u1049\u1090-\u1099\u1369-\u137C\u16EE-\u16F0\u17E0-\u17E9\u17F0-\u17F9\u1810-\u1819\u1946-\u194F\u19D0-\u19DA\u1A80-\u1A89\u1A90-\u1A99\u1B50-\u1B59\u1BB0-\u1BB9\u1C40-\u1C49\u1C50-\u1C59\u2070\u2074-\u2079\u2080-\u2089\u2150-\u2182\u2185-\u2189\u2460-\u249B\u24EA-\u24FF\u2776-\u2793\u2CFD\u3007\u3021-\u3029\u3038-\u303A\u3192-\u3195\u3220-\u3229\u3248-\u324F\u3251-\u325F\u3280-\u3289\u32B1-\u32BF\uA620-\uA629\uA6E6-\uA6EF\uA830-\uA835\uA8D0-\uA8D9\uA900-\uA909\uA9D0-\uA9D9\uAA50-\uAA59\uABF0-\uABF9\uFF10-\uFF19";
var _pNd = "0-9\u0660-\u0669\u06F0-\u06F9\u07C0-\u07C9\u0966-\u096F\u09E6-\u09EF\u0A66-\u0A6F\u0AE6-\u0AEF\u0B66-\u0B6F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F\u0E50-\u0E59\u0ED0-\u0ED9\u0F20-\u0F29\u1040-\u1049\u1090-\u1099\u17E0-\u17E9\u1810-\u1819\u1946-\u194F\u19D0-\u19D9\u1A80-\u1A89\u1A90-\u1A99\u1B50-\u1B59\u1BB0-\u1BB9\u1C40-\u1C49\u1C50-\u1C59\uA620-\uA629\uA8D0-\uA8D9\uA900-\uA909\uA9D0-\uA9D9\uAA50-\uAA59\uABF0-\uABF9\uFF10-\uFF19";
var pNd = "[".concat(_pNd, "]");
var _pL = "A-Za-z\xAA\xB5\xBA\xC0-\xD6\xD8-\xF6\xF8-\u02C1\u02C6-\u02D1\u02E0-\u02E4\u02EC\u02EE\u0370-\u0374\u0376\u0377\u037A-\u037D\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03F5\u03F7-\u0481\u048A-\u0527\u0531-\u0556\u0559\u0561-\u0587\u05D0-\u05EA\u05F0-\u05F2\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF\u0710\u0712-\u072F\u074D-\u07A5\u07B1\u07CA-\u07EA\u07F4\u07F5\u07FA\u0800-\u0815\u081A\u0824\u0828\u0840-\u0858\u08A0\u08A2-\u08AC\u0904-\u0939\u093D\u0950\u0958-\u0961\u0971-\u0977\u0979-\u097F\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BD\u09CE\u09DC\u09DD\u09DF-\u09E1\u09F0\u09F1\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A59-\u0A5C\u0A5E\u0A72-\u0A74\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABD\u0AD0\u0AE0\u0AE1\u0B05-\u0B0C\u0B0F\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B3D\u0B5C\u0B5D\u0B5F-\u0B61\u0B71\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BD0\u0C05-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C33\u0C35-\u0C39\u0C3D\u0C58\u0C59\u0C60\u0C61\u0C85-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBD\u0CDE\u0CE0\u0CE1\u0CF1\u0CF2\u0D05-\u0D0C\u0D0E-\u0D10\u0D12-\u0D3A\u0D3D\u0D4E\u0D60\u0D61\u0D7A-\u0D7F\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0E01-\u0E30\u0E32\u0E33\u0E40-\u0E46\u0E81\u0E82\u0E84\u0E87\u0E88\u0E8A\u0E8D\u0E94-\u0E97\u0E99-\u0E9F\u0EA1-\u0EA3\u0EA5\u0EA7\u0EAA\u0EAB\u0EAD-\u0EB0\u0EB2\u0EB3\u0EBD\u0EC0-\u0EC4\u0EC6\u0EDC-\u0EDF\u0F00\u0F40-\u0F47\u0F49-\u0F6C\u0F88-\u0F8C\u1000-\u102A\u103F\u1050-\u1055\u105A-\u105D\u1061\u1065\u1066\u106E-\u1070\u1075-\u1081\u108E\u10A0-\u10C5\u10C7\u10CD\u10D0-\u10FA\u10FC-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u1380-\u138F\u13A0-\u13F4\u1401-\u166C\u166F-\u167F\u1681-\u169A\u16A0-\u16EA\u1700-\u170C\u170E-\u1711\u1720-\u1731\u1740-\u1751\u1760-\u176C\u176E-\u1770\u1780-\u17B3\u17D7\u17DC\u1820-\u1877\u1880-\u18A8\u18AA\u18B0-\u18F5\u1900-\u191C\u1950-\u196D\u1970-\u1974\u1980-\u19AB\u19C1-\u19C7\u1A00-\u1A16\u1A20-\u1A54\u1AA7\u1B05-\u1B33\u1B45-\u1B4B\u1B83-\u1BA0\u1BAE\u1BAF\u1BBA-\u1BE5\u1C00-\u1C23\u1C4D-\u1C4F\u1C5A-\u1C7D\u1CE9-\u1CEC\u1CEE-\u1CF1\u1CF5\u1CF6\u1D00-\u1DBF\u1E00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FBC\u1FBE\u1FC2-\u1FC4\u1FC6-\u1FCC\u1FD0-\u1FD3\u1FD6-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FF4\u1FF6-\u1FFC\u2071\u207F\u2090-\u209C\u2102\u2107\u210A-\u2113\u2115\u2119-\u211D\u2124\u2126\u2128\u212A-\u212D\u212F-\u2139\u213C-\u213F\u2145-\u2149\u214E\u2183\u2184\u2C00-\u2C2E\u2C30-\u2C5E\u2C60-\u2CE4\u2CEB-\u2CEE\u2CF2\u2CF3\u2D00-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F\u2D80-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u2E2F\u3005\u3006\u3031-\u3035\u303B\u303C\u3041-\u3096\u309D-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312D\u3131-\u318E\u31A0-\u31BA\u31F0-\u31FF\u3400-\u4DB5\u4E00-\u9FCC\uA000-\uA48C\uA4D0-\uA4FD\uA500-\uA60C\uA610-\uA61F\uA62A\uA62B\uA640-\uA66E\uA67F-\uA697\uA6A0-\uA6E5\uA717-\uA71F\uA722-\uA788\uA78B-\uA78E\uA790-\uA793\uA7A0-\uA7AA\uA7F8-\uA801\uA803-\uA805\uA807-\uA80A\uA80C-\uA822\uA840-\uA873\uA882-\uA8B3\uA8F2-\uA8F7\uA8FB\uA90A-\uA925\uA930-\uA946\uA960-\uA97C\uA984-\uA9B2\uA9CF\uAA00-\uAA28\uAA40-\uAA42\uAA44-\uAA4B\uAA60-\uAA76\uAA7A\uAA80-\uAAAF\uAAB1\uAAB5\uAAB6\uAAB9-\uAABD\uAAC0\uAAC2\uAADB-\uAADD\uAAE0-\uAAEA\uAAF2-\uAAF4\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uABC0-\uABE2\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uF900-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFB1D\uFB1F-\uFB28\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBB1\uFBD3-\uFD3D\uFD50-\uFD8F\uFD92-\uFDC7\uFDF0-\uFDFB\uFE70-\uFE74\uFE76-\uFEFC\uFF21-\uFF3A\uFF41-\uFF5A\uFF66-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC";
var pL = "[".concat(_pL, "]");
var pL_regexp = new RegExp(pL);
var _pSc = "$\xA2-\xA5\u058F\u060B\u09F2\u09F3\u09FB\u0AF1\u0BF9\u0E3F\u17DB\u20A0-\u20B9\uA838\uFDFC\uFE69\uFF04\uFFE0\uFFE1\uFFE5\uFFE6";
var pSc = "[".concat(_pSc, "]");
var pSc_regexp = new RegExp(pSc);
var _pMn = "\u0300-\u036F\u0483-\u0487\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u08E4-\u08FE\u0900-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963\u0981\u09BC\u09C1-\u09C4\u09CD\u09E2\u09E3\u0A01\u0A02\u0A3C\u0A41\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81\u0A82\u0ABC\u0AC1-\u0AC5\u0AC7\u0AC8\u0ACD\u0AE2\u0AE3\u0B01\u0B3C\u0B3F\u0B41-\u0B44\u0B4D\u0B56\u0B62\u0B63\u0B82\u0BC0\u0BCD\u0C3E-\u0C40\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0CBC\u0CBF\u0CC6\u0CCC\u0CCD\u0CE2\u0CE3\u0D41-\u0D44\u0D4D\u0D62\u0D63\u0DCA\u0DD2-\u0DD4\u0DD6\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EB9\u0EBB\u0EBC\u0EC8-\u0ECD\u0F18\u0F19\u0F35\u0F37\u0F39\u0F71-\u0F7E\u0F80-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102D-\u1030\u1032-\u1037\u1039\u103A\u103D\u103E\u1058\u1059\u105E-\u1060\u1071-\u1074\u1082\u1085\u1086\u108D\u109D\u135D-\u135F\u1712-\u1714\u1732-\u1734\u1752\u1753\u1772\u1773\u17B4\u17B5\u17B7-\u17BD\u17C6\u17C9-\u17D3\u17DD\u180B-\u180D\u18A9\u1920-\u1922\u1927\u1928\u1932\u1939-\u193B\u1A17\u1A18\u1A56\u1A58-\u1A5E\u1A60\u1A62\u1A65-\u1A6C\u1A73-\u1A7C\u1A7F\u1B00-\u1B03\u1B34\u1B36-\u1B3A\u1B3C\u1B42\u1B6B-\u1B73\u1B80\u1B81\u1BA2-\u1BA5\u1BA8\u1BA9\u1BAB\u1BE6\u1BE8\u1BE9\u1BED\u1BEF-\u1BF1\u1C2C-\u1C33\u1C36\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE0\u1CE2-\u1CE8\u1CED\u1CF4\u1DC0-\u1DE6\u1DFC-\u1DFF\u20D0-\u20DC\u20E1\u20E5-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302D\u3099\u309A\uA66F\uA674-\uA67D\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA825\uA826\uA8C4\uA8E0-\uA8F1\uA926-\uA92D\uA947-\uA951\uA980-\uA982\uA9B3\uA9B6-\uA9B9\uA9BC\uAA29-\uAA2E\uAA31\uAA32\uAA35\uAA36\uAA43\uAA4C\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEC\uAAED\uAAF6\uABE5\uABE8\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE26";
var pMn = "[".concat(_pMn, "]");
var pMn_regexp = new RegExp(pMn);
var _InBasic_Latin = "\0-\x7F";
var _InLatin_1_Supplement = "\x80-\xFF";
var _InLatin_Extended_A = "\u0100-\u017F";
var _InLatin_Extended_Additional = "\u1E00-\u1EFF";
var _InLatin_Extended_B = "\u0180-\u024F";
var _InCombining_Diacritical_Marks = "\u0300-\u036F";
var latinLetterRegexp = new RegExp("[" + _InBasic_Latin + _InLatin_1_Supplement + _InLatin_Extended_A + _InLatin_Extended_Additional + _InLatin_Extended_B + _InCombining_Diacritical_Marks + "]");
function isLatinLetter(letter) {
  if (!pL_regexp.test(letter) && !pMn_regexp.test(letter)) {
    return false;
  }
  return latinLetterRegexp.test(letter);
}
function isInvalidPunctuationSymbol(character) {
  return character === "%" || pSc_regexp.test(character);
}

// node_modules/libphonenumber-js/es6/findNumbers/matchPhoneNumberStringAgainstPhoneNumber.js
function matchPhoneNumberStringAgainstPhoneNumber(phoneNumberString, phoneNumber, metadata) {
  var phoneNumberStringContainsCallingCode = true;
  var parsedPhoneNumber = parsePhoneNumber3(phoneNumberString, metadata);
  if (!parsedPhoneNumber) {
    phoneNumberStringContainsCallingCode = false;
    parsedPhoneNumber = parsePhoneNumber3(phoneNumberString, {
      defaultCallingCode: phoneNumber.countryCallingCode
    }, metadata);
  }
  if (!parsedPhoneNumber) {
    return "INVALID_NUMBER";
  }
  if (phoneNumber.ext) {
    if (parsedPhoneNumber.ext !== phoneNumber.ext) {
      return "NO_MATCH";
    }
  } else {
    if (parsedPhoneNumber.ext) {
      return "NO_MATCH";
    }
  }
  if (phoneNumberStringContainsCallingCode) {
    if (phoneNumber.countryCallingCode !== parsedPhoneNumber.countryCallingCode) {
      return "NO_MATCH";
    }
  }
  if (phoneNumber.number === parsedPhoneNumber.number) {
    if (phoneNumberStringContainsCallingCode) {
      return "EXACT_MATCH";
    } else {
      return "NSN_MATCH";
    }
  }
  if (phoneNumber.nationalNumber.indexOf(parsedPhoneNumber.nationalNumber) === 0 || parsedPhoneNumber.nationalNumber.indexOf(phoneNumber.nationalNumber) === 0) {
    return "SHORT_NSN_MATCH";
  }
  return "NO_MATCH";
}

// node_modules/libphonenumber-js/es6/findNumbers/Leniency.js
function _createForOfIteratorHelperLoose6(r2, e) {
  var t = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
  if (t) return (t = t.call(r2)).next.bind(t);
  if (Array.isArray(r2) || (t = _unsupportedIterableToArray7(r2)) || e && r2 && "number" == typeof r2.length) {
    t && (r2 = t);
    var o = 0;
    return function() {
      return o >= r2.length ? { done: true } : { done: false, value: r2[o++] };
    };
  }
  throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
}
function _unsupportedIterableToArray7(r2, a) {
  if (r2) {
    if ("string" == typeof r2) return _arrayLikeToArray7(r2, a);
    var t = {}.toString.call(r2).slice(8, -1);
    return "Object" === t && r2.constructor && (t = r2.constructor.name), "Map" === t || "Set" === t ? Array.from(r2) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray7(r2, a) : void 0;
  }
}
function _arrayLikeToArray7(r2, a) {
  (null == a || a > r2.length) && (a = r2.length);
  for (var e = 0, n = Array(a); e < a; e++) n[e] = r2[e];
  return n;
}
var Leniency_default = {
  /**
   * Phone numbers accepted are "possible", but not necessarily "valid".
   */
  POSSIBLE: function POSSIBLE(phoneNumber, _ref) {
    var candidate = _ref.candidate, metadata = _ref.metadata;
    return true;
  },
  /**
   * Phone numbers accepted are "possible" and "valid".
   * Numbers written in national format must have their national-prefix
   * present if it is usually written for a number of this type.
   */
  VALID: function VALID(phoneNumber, _ref2) {
    var candidate = _ref2.candidate, defaultCountry = _ref2.defaultCountry, metadata = _ref2.metadata;
    if (!phoneNumber.isValid() || !containsOnlyValidXChars(phoneNumber, candidate, metadata)) {
      return false;
    }
    return true;
  },
  /**
   * Phone numbers accepted are "valid" and
   * are grouped in a possible way for this locale. For example, a US number written as
   * "65 02 53 00 00" and "650253 0000" are not accepted at this leniency level, whereas
   * "650 253 0000", "650 2530000" or "6502530000" are.
   * Numbers with more than one '/' symbol in the national significant number
   * are also dropped at this level.
   *
   * Warning: This level might result in lower coverage especially for regions outside of
   * country code "+1". If you are not sure about which level to use,
   * email the discussion group libphonenumber-discuss@googlegroups.com.
   */
  STRICT_GROUPING: function STRICT_GROUPING(phoneNumber, _ref3) {
    var candidate = _ref3.candidate, defaultCountry = _ref3.defaultCountry, metadata = _ref3.metadata, regExpCache = _ref3.regExpCache;
    if (!phoneNumber.isValid() || !containsOnlyValidXChars(phoneNumber, candidate, metadata) || containsMoreThanOneSlashInNationalNumber(phoneNumber, candidate) || !isNationalPrefixPresentIfRequired(phoneNumber, {
      defaultCountry,
      metadata
    })) {
      return false;
    }
    return checkNumberGroupingIsValid(phoneNumber, candidate, metadata, allNumberGroupsRemainGrouped, regExpCache);
  },
  /**
   * Phone numbers accepted are "valid" and are grouped in the same way
   * that we would have formatted it, or as a single block.
   * For example, a US number written as "650 2530000" is not accepted
   * at this leniency level, whereas "650 253 0000" or "6502530000" are.
   * Numbers with more than one '/' symbol are also dropped at this level.
   *
   * Warning: This level might result in lower coverage especially for regions outside of
   * country code "+1". If you are not sure about which level to use, email the discussion group
   * libphonenumber-discuss@googlegroups.com.
   */
  EXACT_GROUPING: function EXACT_GROUPING(phoneNumber, _ref4) {
    var candidate = _ref4.candidate, defaultCountry = _ref4.defaultCountry, metadata = _ref4.metadata, regExpCache = _ref4.regExpCache;
    if (!phoneNumber.isValid() || !containsOnlyValidXChars(phoneNumber, candidate, metadata) || containsMoreThanOneSlashInNationalNumber(phoneNumber, candidate) || !isNationalPrefixPresentIfRequired(phoneNumber, {
      defaultCountry,
      metadata
    })) {
      return false;
    }
    return checkNumberGroupingIsValid(phoneNumber, candidate, metadata, allNumberGroupsAreExactlyPresent, regExpCache);
  }
};
function containsOnlyValidXChars(phoneNumber, candidate, metadata) {
  for (var index = 0; index < candidate.length - 1; index++) {
    var charAtIndex = candidate.charAt(index);
    if (charAtIndex === "x" || charAtIndex === "X") {
      var charAtNextIndex = candidate.charAt(index + 1);
      if (charAtNextIndex === "x" || charAtNextIndex === "X") {
        index++;
        if (matchPhoneNumberStringAgainstPhoneNumber(candidate.substring(index), phoneNumber, metadata) !== "NSN_MATCH") {
          return false;
        }
      } else {
        var ext = parseDigits(candidate.substring(index));
        if (ext) {
          if (phoneNumber.ext !== ext) {
            return false;
          }
        } else {
          if (phoneNumber.ext) {
            return false;
          }
        }
      }
    }
  }
  return true;
}
function isNationalPrefixPresentIfRequired(phoneNumber, _ref5) {
  var defaultCountry = _ref5.defaultCountry, _metadata = _ref5.metadata;
  if (phoneNumber.__countryCallingCodeSource !== "FROM_DEFAULT_COUNTRY") {
    return true;
  }
  var metadata = new Metadata(_metadata);
  metadata.selectNumberingPlan(phoneNumber.countryCallingCode);
  var phoneNumberRegion = phoneNumber.country || getCountryByCallingCode(phoneNumber.countryCallingCode, {
    nationalNumber: phoneNumber.nationalNumber,
    metadata
  });
  var nationalNumber = phoneNumber.nationalNumber;
  var format = chooseFormatForNumber(metadata.numberingPlan.formats(), nationalNumber);
  if (format.nationalPrefixFormattingRule()) {
    if (metadata.numberingPlan.nationalPrefixIsOptionalWhenFormattingInNationalFormat()) {
      return true;
    }
    if (!format.usesNationalPrefix()) {
      return true;
    }
    return Boolean(phoneNumber.nationalPrefix);
  }
  return true;
}
function containsMoreThanOneSlashInNationalNumber(phoneNumber, candidate) {
  var firstSlashInBodyIndex = candidate.indexOf("/");
  if (firstSlashInBodyIndex < 0) {
    return false;
  }
  var secondSlashInBodyIndex = candidate.indexOf("/", firstSlashInBodyIndex + 1);
  if (secondSlashInBodyIndex < 0) {
    return false;
  }
  var candidateHasCountryCode = phoneNumber.__countryCallingCodeSource === "FROM_NUMBER_WITH_PLUS_SIGN" || phoneNumber.__countryCallingCodeSource === "FROM_NUMBER_WITHOUT_PLUS_SIGN";
  if (candidateHasCountryCode && parseDigits(candidate.substring(0, firstSlashInBodyIndex)) === phoneNumber.countryCallingCode) {
    return candidate.slice(secondSlashInBodyIndex + 1).indexOf("/") >= 0;
  }
  return true;
}
function checkNumberGroupingIsValid(number, candidate, metadata, checkGroups, regExpCache) {
  throw new Error("This part of code hasn't been ported");
  var normalizedCandidate = normalizeDigits(
    candidate,
    true
    /* keep non-digits */
  );
  var formattedNumberGroups = getNationalNumberGroups(metadata, number, null);
  if (checkGroups(metadata, number, normalizedCandidate, formattedNumberGroups)) {
    return true;
  }
  var alternateFormats = MetadataManager.getAlternateFormatsForCountry(number.getCountryCode());
  var nationalSignificantNumber = util.getNationalSignificantNumber(number);
  if (alternateFormats) {
    for (var _iterator = _createForOfIteratorHelperLoose6(alternateFormats.numberFormats()), _step; !(_step = _iterator()).done; ) {
      var alternateFormat = _step.value;
      if (alternateFormat.leadingDigitsPatterns().length > 0) {
        var leadingDigitsRegExp = regExpCache.getPatternForRegExp("^" + alternateFormat.leadingDigitsPatterns()[0]);
        if (!leadingDigitsRegExp.test(nationalSignificantNumber)) {
          continue;
        }
      }
      formattedNumberGroups = getNationalNumberGroups(metadata, number, alternateFormat);
      if (checkGroups(metadata, number, normalizedCandidate, formattedNumberGroups)) {
        return true;
      }
    }
  }
  return false;
}
function getNationalNumberGroups(metadata, number, formattingPattern) {
  throw new Error("This part of code hasn't been ported");
  if (formattingPattern) {
    var nationalSignificantNumber = util.getNationalSignificantNumber(number);
    return util.formatNsnUsingPattern(nationalSignificantNumber, formattingPattern, "RFC3966", metadata).split("-");
  }
  var rfc3966Format = formatNumber(number, "RFC3966", metadata);
  var endIndex = rfc3966Format.indexOf(";");
  if (endIndex < 0) {
    endIndex = rfc3966Format.length;
  }
  var startIndex = rfc3966Format.indexOf("-") + 1;
  return rfc3966Format.slice(startIndex, endIndex).split("-");
}
function allNumberGroupsAreExactlyPresent(metadata, number, normalizedCandidate, formattedNumberGroups) {
  throw new Error("This part of code hasn't been ported");
  var candidateGroups = normalizedCandidate.split(NON_DIGITS_PATTERN);
  var candidateNumberGroupIndex = number.hasExtension() ? candidateGroups.length - 2 : candidateGroups.length - 1;
  if (candidateGroups.length == 1 || candidateGroups[candidateNumberGroupIndex].contains(util.getNationalSignificantNumber(number))) {
    return true;
  }
  var formattedNumberGroupIndex = formattedNumberGroups.length - 1;
  while (formattedNumberGroupIndex > 0 && candidateNumberGroupIndex >= 0) {
    if (candidateGroups[candidateNumberGroupIndex] !== formattedNumberGroups[formattedNumberGroupIndex]) {
      return false;
    }
    formattedNumberGroupIndex--;
    candidateNumberGroupIndex--;
  }
  return candidateNumberGroupIndex >= 0 && endsWith(candidateGroups[candidateNumberGroupIndex], formattedNumberGroups[0]);
}
function allNumberGroupsRemainGrouped(metadata, number, normalizedCandidate, formattedNumberGroups) {
  throw new Error("This part of code hasn't been ported");
  var fromIndex = 0;
  if (number.getCountryCodeSource() !== CountryCodeSource.FROM_DEFAULT_COUNTRY) {
    var countryCode = String(number.getCountryCode());
    fromIndex = normalizedCandidate.indexOf(countryCode) + countryCode.length();
  }
  for (var i = 0; i < formattedNumberGroups.length; i++) {
    fromIndex = normalizedCandidate.indexOf(formattedNumberGroups[i], fromIndex);
    if (fromIndex < 0) {
      return false;
    }
    fromIndex += formattedNumberGroups[i].length();
    if (i == 0 && fromIndex < normalizedCandidate.length()) {
      var region = util.getRegionCodeForCountryCode(number.getCountryCode());
      if (util.getNddPrefixForRegion(region, true) != null && Character.isDigit(normalizedCandidate.charAt(fromIndex))) {
        var nationalSignificantNumber = util.getNationalSignificantNumber(number);
        return startsWith(normalizedCandidate.slice(fromIndex - formattedNumberGroups[i].length), nationalSignificantNumber);
      }
    }
  }
  return normalizedCandidate.slice(fromIndex).contains(number.getExtension());
}

// node_modules/libphonenumber-js/es6/findNumbers/parsePreCandidate.js
var SECOND_NUMBER_START_PATTERN = /[\\/] *x/;
function parsePreCandidate(candidate) {
  return trimAfterFirstMatch(SECOND_NUMBER_START_PATTERN, candidate);
}

// node_modules/libphonenumber-js/es6/findNumbers/isValidPreCandidate.js
var SLASH_SEPARATED_DATES = /(?:(?:[0-3]?\d\/[01]?\d)|(?:[01]?\d\/[0-3]?\d))\/(?:[12]\d)?\d{2}/;
var TIME_STAMPS = /[12]\d{3}[-/]?[01]\d[-/]?[0-3]\d +[0-2]\d$/;
var TIME_STAMPS_SUFFIX_LEADING = /^:[0-5]\d/;
function isValidPreCandidate(candidate, offset, text) {
  if (SLASH_SEPARATED_DATES.test(candidate)) {
    return false;
  }
  if (TIME_STAMPS.test(candidate)) {
    var followingText = text.slice(offset + candidate.length);
    if (TIME_STAMPS_SUFFIX_LEADING.test(followingText)) {
      return false;
    }
  }
  return true;
}

// node_modules/libphonenumber-js/es6/findNumbers/isValidCandidate.js
var OPENING_PARENS = "(\\[\uFF08\uFF3B";
var CLOSING_PARENS = ")\\]\uFF09\uFF3D";
var NON_PARENS = "[^".concat(OPENING_PARENS).concat(CLOSING_PARENS, "]");
var LEAD_CLASS = "[".concat(OPENING_PARENS).concat(PLUS_CHARS, "]");
var LEAD_CLASS_LEADING = new RegExp("^" + LEAD_CLASS);
var BRACKET_PAIR_LIMIT = limit(0, 3);
var MATCHING_BRACKETS_ENTIRE = new RegExp("^(?:[" + OPENING_PARENS + "])?(?:" + NON_PARENS + "+[" + CLOSING_PARENS + "])?" + NON_PARENS + "+(?:[" + OPENING_PARENS + "]" + NON_PARENS + "+[" + CLOSING_PARENS + "])" + BRACKET_PAIR_LIMIT + NON_PARENS + "*$");
var PUB_PAGES = /\d{1,5}-+\d{1,5}\s{0,4}\(\d{1,4}/;
function isValidCandidate(candidate, offset, text, leniency) {
  if (!MATCHING_BRACKETS_ENTIRE.test(candidate) || PUB_PAGES.test(candidate)) {
    return;
  }
  if (leniency !== "POSSIBLE") {
    if (offset > 0 && !LEAD_CLASS_LEADING.test(candidate)) {
      var previousChar = text[offset - 1];
      if (isInvalidPunctuationSymbol(previousChar) || isLatinLetter(previousChar)) {
        return false;
      }
    }
    var lastCharIndex = offset + candidate.length;
    if (lastCharIndex < text.length) {
      var nextChar = text[lastCharIndex];
      if (isInvalidPunctuationSymbol(nextChar) || isLatinLetter(nextChar)) {
        return false;
      }
    }
  }
  return true;
}

// node_modules/libphonenumber-js/es6/PhoneNumberMatcher.js
function _typeof9(o) {
  "@babel/helpers - typeof";
  return _typeof9 = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
    return typeof o2;
  } : function(o2) {
    return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
  }, _typeof9(o);
}
function _createForOfIteratorHelperLoose7(r2, e) {
  var t = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
  if (t) return (t = t.call(r2)).next.bind(t);
  if (Array.isArray(r2) || (t = _unsupportedIterableToArray8(r2)) || e && r2 && "number" == typeof r2.length) {
    t && (r2 = t);
    var o = 0;
    return function() {
      return o >= r2.length ? { done: true } : { done: false, value: r2[o++] };
    };
  }
  throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
}
function _unsupportedIterableToArray8(r2, a) {
  if (r2) {
    if ("string" == typeof r2) return _arrayLikeToArray8(r2, a);
    var t = {}.toString.call(r2).slice(8, -1);
    return "Object" === t && r2.constructor && (t = r2.constructor.name), "Map" === t || "Set" === t ? Array.from(r2) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray8(r2, a) : void 0;
  }
}
function _arrayLikeToArray8(r2, a) {
  (null == a || a > r2.length) && (a = r2.length);
  for (var e = 0, n = Array(a); e < a; e++) n[e] = r2[e];
  return n;
}
function _classCallCheck6(a, n) {
  if (!(a instanceof n)) throw new TypeError("Cannot call a class as a function");
}
function _defineProperties6(e, r2) {
  for (var t = 0; t < r2.length; t++) {
    var o = r2[t];
    o.enumerable = o.enumerable || false, o.configurable = true, "value" in o && (o.writable = true), Object.defineProperty(e, _toPropertyKey9(o.key), o);
  }
}
function _createClass6(e, r2, t) {
  return r2 && _defineProperties6(e.prototype, r2), t && _defineProperties6(e, t), Object.defineProperty(e, "prototype", { writable: false }), e;
}
function _toPropertyKey9(t) {
  var i = _toPrimitive9(t, "string");
  return "symbol" == _typeof9(i) ? i : i + "";
}
function _toPrimitive9(t, r2) {
  if ("object" != _typeof9(t) || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (void 0 !== e) {
    var i = e.call(t, r2 || "default");
    if ("object" != _typeof9(i)) return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return ("string" === r2 ? String : Number)(t);
}
var USE_NON_GEOGRAPHIC_COUNTRY_CODE4 = false;
var EXTN_PATTERNS_FOR_MATCHING = createExtensionPattern("matching");
var INNER_MATCHES = [
  // Breaks on the slash - e.g. "651-234-2345/332-445-1234"
  "/+(.*)",
  // Note that the bracket here is inside the capturing group, since we consider it part of the
  // phone number. Will match a pattern like "(650) 223 3345 (754) 223 3321".
  "(\\([^(]*)",
  // Breaks on a hyphen - e.g. "12345 - 332-445-1234 is my number."
  // We require a space on either side of the hyphen for it to be considered a separator.
  "(?:".concat(pZ, "-|-").concat(pZ, ")").concat(pZ, "*(.+)"),
  // Various types of wide hyphens. Note we have decided not to enforce a space here, since it's
  // possible that it's supposed to be used to break two numbers without spaces, and we haven't
  // seen many instances of it used within a number.
  "[\u2012-\u2015\uFF0D]".concat(pZ, "*(.+)"),
  // Breaks on a full stop - e.g. "12345. 332-445-1234 is my number."
  "\\.+".concat(pZ, "*([^.]+)"),
  // Breaks on space - e.g. "3324451234 8002341234"
  "".concat(pZ, "+(").concat(PZ, "+)")
];
var leadLimit = limit(0, 2);
var punctuationLimit = limit(0, 4);
var digitBlockLimit = MAX_LENGTH_FOR_NSN + MAX_LENGTH_COUNTRY_CODE;
var blockLimit = limit(0, digitBlockLimit);
var punctuation = "[".concat(VALID_PUNCTUATION, "]") + punctuationLimit;
var digitSequence = pNd + limit(1, digitBlockLimit);
var PATTERN = "(?:" + LEAD_CLASS + punctuation + ")" + leadLimit + digitSequence + "(?:" + punctuation + digitSequence + ")" + blockLimit + "(?:" + EXTN_PATTERNS_FOR_MATCHING + ")?";
var UNWANTED_END_CHAR_PATTERN = new RegExp("[^".concat(_pN).concat(_pL, "#]+$"));
var MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER || Math.pow(2, 53) - 1;
var PhoneNumberMatcher = /* @__PURE__ */ (function() {
  function PhoneNumberMatcher2() {
    var text = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : "";
    var options = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
    var metadata = arguments.length > 2 ? arguments[2] : void 0;
    _classCallCheck6(this, PhoneNumberMatcher2);
    options = {
      v2: options.v2,
      defaultCallingCode: options.defaultCallingCode,
      defaultCountry: options.defaultCountry && isSupportedCountry(options.defaultCountry, metadata) ? options.defaultCountry : void 0,
      // Here it should've assigned a default value only if `options.leniency === undefined`.
      leniency: options.leniency || (options.extended ? "POSSIBLE" : "VALID"),
      // Here it should've assigned a default value only if `options.maxTries === undefined`.
      maxTries: options.maxTries || MAX_SAFE_INTEGER
    };
    if (!Leniency_default[options.leniency]) {
      throw new TypeError('Unknown leniency: "'.concat(options.leniency, '"'));
    }
    if (options.leniency !== "POSSIBLE" && options.leniency !== "VALID") {
      throw new TypeError('Invalid `leniency`: "'.concat(options.leniency, '". Supported values: "POSSIBLE", "VALID".'));
    }
    if (options.maxTries < 0) {
      throw new TypeError("`maxTries` must be `>= 0`");
    }
    this.text = text;
    this.options = options;
    this.metadata = metadata;
    this.leniency = Leniency_default[options.leniency];
    this.maxTries = options.maxTries;
    this.PATTERN = new RegExp(PATTERN, "ig");
    this.INNER_MATCHES = INNER_MATCHES.map(function(pattern) {
      return new RegExp(pattern, "g");
    });
    this.state = "NOT_READY";
    this.searchIndex = 0;
    this.regExpCache = new RegExpCache(32);
  }
  return _createClass6(PhoneNumberMatcher2, [{
    key: "find",
    value: function find(index) {
      this.PATTERN.lastIndex = index;
      var matches;
      while (this.maxTries > 0 && (matches = this.PATTERN.exec(this.text)) !== null) {
        var candidate = matches[0];
        var offset = matches.index;
        candidate = parsePreCandidate(candidate);
        if (isValidPreCandidate(candidate, offset, this.text)) {
          var match = (
            // Try to come up with a valid match given the entire candidate.
            this.parseAndVerify(candidate, offset, this.text) || this.extractInnerMatch(candidate, offset, this.text)
          );
          if (match) {
            if (this.options.v2) {
              return {
                startsAt: match.startsAt,
                endsAt: match.endsAt,
                number: match.phoneNumber
              };
            } else {
              var phoneNumber = match.phoneNumber;
              var result2 = {
                startsAt: match.startsAt,
                endsAt: match.endsAt,
                phone: phoneNumber.nationalNumber
              };
              if (phoneNumber.country) {
                if (USE_NON_GEOGRAPHIC_COUNTRY_CODE4 && country === "001") {
                  result2.countryCallingCode = phoneNumber.countryCallingCode;
                } else {
                  result2.country = phoneNumber.country;
                }
              } else {
                result2.countryCallingCode = phoneNumber.countryCallingCode;
              }
              if (phoneNumber.ext) {
                result2.ext = phoneNumber.ext;
              }
              return result2;
            }
          }
        }
        this.maxTries--;
      }
    }
    /**
     * Attempts to extract a match from `substring`
     * if the substring itself does not qualify as a match.
     */
  }, {
    key: "extractInnerMatch",
    value: function extractInnerMatch(substring, offset, text) {
      for (var _iterator = _createForOfIteratorHelperLoose7(this.INNER_MATCHES), _step; !(_step = _iterator()).done; ) {
        var innerMatchRegExp = _step.value;
        innerMatchRegExp.lastIndex = 0;
        var isFirstMatch = true;
        var candidateMatch = void 0;
        while (this.maxTries > 0 && (candidateMatch = innerMatchRegExp.exec(substring)) !== null) {
          if (isFirstMatch) {
            var _candidate = trimAfterFirstMatch(UNWANTED_END_CHAR_PATTERN, substring.slice(0, candidateMatch.index));
            var _match = this.parseAndVerify(_candidate, offset, text);
            if (_match) {
              return _match;
            }
            this.maxTries--;
            isFirstMatch = false;
          }
          var candidate = trimAfterFirstMatch(UNWANTED_END_CHAR_PATTERN, candidateMatch[1]);
          var candidateIndexGuess = substring.indexOf(candidate, candidateMatch.index);
          var match = this.parseAndVerify(candidate, offset + candidateIndexGuess, text);
          if (match) {
            return match;
          }
          this.maxTries--;
        }
      }
    }
    /**
     * Parses a phone number from the `candidate` using `parse` and
     * verifies it matches the requested `leniency`. If parsing and verification succeed,
     * a corresponding `PhoneNumberMatch` is returned, otherwise this method returns `null`.
     *
     * @param candidate  the candidate match
     * @param offset  the offset of {@code candidate} within {@link #text}
     * @return  the parsed and validated phone number match, or null
     */
  }, {
    key: "parseAndVerify",
    value: function parseAndVerify(candidate, offset, text) {
      if (!isValidCandidate(candidate, offset, text, this.options.leniency)) {
        return;
      }
      var phoneNumber = parsePhoneNumber3(candidate, {
        extended: true,
        defaultCountry: this.options.defaultCountry,
        defaultCallingCode: this.options.defaultCallingCode
      }, this.metadata);
      if (!phoneNumber) {
        return;
      }
      if (!phoneNumber.isPossible()) {
        return;
      }
      if (this.leniency(phoneNumber, {
        candidate,
        defaultCountry: this.options.defaultCountry,
        metadata: this.metadata,
        regExpCache: this.regExpCache
      })) {
        return {
          startsAt: offset,
          endsAt: offset + candidate.length,
          phoneNumber
        };
      }
    }
  }, {
    key: "hasNext",
    value: function hasNext() {
      if (this.state === "NOT_READY") {
        this.lastMatch = this.find(this.searchIndex);
        if (this.lastMatch) {
          this.searchIndex = this.lastMatch.endsAt;
          this.state = "READY";
        } else {
          this.state = "DONE";
        }
      }
      return this.state === "READY";
    }
  }, {
    key: "next",
    value: function next() {
      if (!this.hasNext()) {
        throw new Error("No next element");
      }
      var result2 = this.lastMatch;
      this.lastMatch = null;
      this.state = "NOT_READY";
      return result2;
    }
  }]);
})();

// node_modules/libphonenumber-js/es6/legacy/findNumbers.js
function findNumbers() {
  var _normalizeArguments = normalizeArguments(arguments), text = _normalizeArguments.text, options = _normalizeArguments.options, metadata = _normalizeArguments.metadata;
  var matcher = new PhoneNumberMatcher(text, options, metadata);
  var results = [];
  while (matcher.hasNext()) {
    results.push(matcher.next());
  }
  return results;
}

// node_modules/libphonenumber-js/max/exports/parsePhoneNumber.js
function parsePhoneNumber4() {
  return withMetadataArgument(parsePhoneNumber3, arguments);
}

// node_modules/libphonenumber-js/max/exports/findNumbers.js
function findNumbers2() {
  return withMetadataArgument(findNumbers, arguments);
}

// packages/detect/src/recognizers/phone.ts
var CANDIDATE2 = /(?<![\p{L}\d+.,/(-])\(?(?:\+|00)?\(?\d[\d \u00a0().\n-]{5,18}\d(?![\d]|[.,/-]\d)/gu;
var NOT_PHONE = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}[. ]\d{2}[. ]\d{5}|\d{6} \d{5}|\d{1,7}|(?!00)\d{9,})$/;
var DATE_LIKE = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4})$/;
var NORWEGIAN_SHAPE = /^(?:(?:\+|00)47[ \u00a0\n]?|\(\+47\)[ \u00a0]?)?[2-9](?:\d{7}|\d{2} \d{2} \d{3}|\d (?:\d{2} ){2}\d{2}|\d{3} \d{4})$/;
var COUNTRY_PREFIX = /^\(?(?:\+|00)47\)?[ \u00a0]*\n/;
var OTHER_NUMBER_LABEL = /.(?:nummer|nr)$|(?:sak|ref|-id)$|^(?:id|no)$/;
var PHONE_LABEL = /^(?:telefon|tlf|mobil|mob|faks|fax|tel|phone|sms|kontakt|nød|vakt)/;
var PHONE_COLUMN = /^(?:telefon|tlf|mobil|mob|tel|phone|kontakt|contact|nummer|number)/;
var BRACKETED_TRUNK = /^(\(?(?:\+|00)\d{1,3}\)?[ \u00a0]?)\(0\)/;
var SERVICE_NUMBER = /(?<![\p{L}\d+.,/(-])(?:0[1-9]\d{3}|0[1-9] \d{3}|116 ?\d{3})(?![\d]|[.,/-]\d)/gu;
var TRUNK_NATIONAL = /^0[1-9][\d \u00a0-]{7,13}$/;
var CONTEXT = {
  positive: [
    "tlf",
    "tlf.nr",
    "tlfnr",
    "telefon",
    "telefonnummer",
    "mobil",
    "mobilnummer",
    "mob",
    "ring",
    "ringe",
    "phone",
    "tel",
    "telephone",
    "mobile",
    "call",
    "sms",
    "kontakt",
    "contact",
    "fax",
    "faks",
    "sentral",
    "switchboard"
  ],
  negative: [
    "faktura",
    "fakturanummer",
    "fakturanr",
    "kundenummer",
    "kundenr",
    "saksnummer",
    "saksnr",
    "sak",
    "ordrenummer",
    "ordrenr",
    "referanse",
    "ref",
    "org.nr",
    "orgnr",
    "organisasjonsnummer",
    "invoice",
    "customer",
    "case no",
    "case number",
    "order",
    "kid",
    "kontonummer",
    "kontonr",
    "bel\xF8p",
    "kr"
  ],
  boost: 0.35,
  penalty: 0.45
};
var TYPE_LABEL = {
  MOBILE: "mobile",
  FIXED_LINE: "landline",
  FIXED_LINE_OR_MOBILE: "landline or mobile",
  TOLL_FREE: "toll-free",
  VOIP: "VoIP"
};
function scoreNumber(raw, country2) {
  const hasPrefix = /^\(?(?:\+|00)/.test(raw);
  if (country2 === "NO")
    return {
      score: hasPrefix ? 0.75 : 0.55,
      reason: hasPrefix ? "phone number with +47 prefix, valid for Norway" : "phone number valid for Norway"
    };
  return { score: 0.65, reason: `international phone number valid for ${country2 ?? "its country"}` };
}
function toUnlistedSpan(raw) {
  if (!NORWEGIAN_SHAPE.test(raw)) return void 0;
  const hasPrefix = /^\(?(?:\+|00)/.test(raw);
  const reason = hasPrefix ? "Norwegian 8-digit number with a +47 prefix, in a range the numbering plan does not list" : "Norwegian 8-digit number in a range the numbering plan does not list";
  return {
    entityType: "NO_PHONE_NUMBER_F",
    engine: "fast",
    start: 0,
    end: raw.length,
    score: hasPrefix ? 0.6 : 0.2,
    reason
  };
}
function toSpan(raw, number, startsAt) {
  const { score, reason } = scoreNumber(raw, number.country);
  const type = TYPE_LABEL[number.getType() ?? ""];
  const end = startsAt + raw.length;
  return {
    entityType: "NO_PHONE_NUMBER_F",
    engine: "fast",
    start: startsAt,
    end,
    score,
    reason: type ? `${reason} (${type})` : reason
  };
}
function parseCandidate(text) {
  if (NOT_PHONE.test(text)) return [];
  if (text.replace(/\D/g, "").length === 8 && !/^\(?(?:\+|00)/.test(text)) {
    const number = parsePhoneNumber4(text, "NO");
    if (number?.isValid()) return [toSpan(text, number, 0)];
    const unlisted2 = toUnlistedSpan(text);
    return unlisted2 ? [unlisted2] : [];
  }
  const trunk = toTrunkNational(text);
  if (trunk) return [trunk];
  const spans = [];
  for (const found of findNumbers2(text, { defaultCountry: "NO", v2: true })) {
    const raw = text.slice(found.startsAt, found.endsAt);
    if (found.number.isValid() && !DATE_LIKE.test(raw)) spans.push(toSpan(raw, found.number, found.startsAt));
  }
  if (spans.length > 0) return spans;
  const unlisted = toUnlistedSpan(text) ?? toPossibleInternational(text) ?? toTrunkNational(text);
  return unlisted ? [unlisted] : [];
}
function toPossibleInternational(text) {
  const raw = text.trimEnd();
  if (!/^\(?(?:\+|00)[1-9]/.test(raw) || /^\(?(?:\+|00)47/.test(raw)) return void 0;
  const number = parsePhoneNumber4(raw.replace(/^\(?00/, "+").replace(/^\(\+/, "+"));
  if (!number?.isPossible()) return void 0;
  return {
    entityType: "NO_PHONE_NUMBER_F",
    engine: "fast",
    start: 0,
    end: raw.length,
    score: 0.6,
    reason: `international number with a country code (+${number.countryCallingCode}) and a length that fits it, in a range the numbering plan does not list`
  };
}
function toTrunkNational(text) {
  const raw = text.trimEnd();
  const digits = raw.replace(/\D/g, "").length;
  if (!TRUNK_NATIONAL.test(raw) || digits < 9 || digits > 11 || DATE_LIKE.test(raw)) return void 0;
  return {
    entityType: "NO_PHONE_NUMBER_F",
    engine: "fast",
    start: 0,
    end: raw.length,
    score: 0.2,
    reason: "number in a national format with a leading trunk 0 (a foreign phone number)"
  };
}
function findInCandidate(text, offset) {
  const readable = text.replaceAll("\n", " ").replace(BRACKETED_TRUNK, (_, prefix) => `${prefix}   `);
  return parseCandidate(readable).map((span) => ({
    ...span,
    start: span.start + offset,
    end: span.end + offset
  }));
}
function splitCandidate(text, candidate, start) {
  if (!candidate.includes("\n") || COUNTRY_PREFIX.test(candidate))
    return [{ part: candidate, offset: start }];
  const before = collectWordsBefore(text, start, 3);
  if (findNearestTerm(before, CONTEXT.positive)) return [{ part: candidate, offset: start }];
  return linesOf(candidate, start);
}
function scoreSpan(text, span) {
  const scored = { ...span, ...applyContext(text, span, CONTEXT) };
  const [earlier = "", previous = ""] = collectWordsBefore(text, span.start, 2).slice(-2);
  const label = previous || earlier;
  const hasCountryCode = /^\(?(?:\+|00)/.test(text.slice(span.start, span.end));
  if (hasCountryCode || !OTHER_NUMBER_LABEL.test(label) || PHONE_LABEL.test(label) || previous !== "" && PHONE_LABEL.test(earlier) || scored.reason.includes("score lowered"))
    return scored;
  return {
    ...scored,
    score: clampScore(scored.score - (CONTEXT.penalty ?? 0.4)),
    reason: `${scored.reason}; a label for another kind of number comes right before it, score lowered`
  };
}
function linesOf(candidate, start) {
  const parts = [];
  let offset = start;
  for (const line of candidate.split("\n")) {
    const trimmed = line.trimEnd();
    if (trimmed.replace(/\D/g, "").length >= 8) parts.push({ part: trimmed, offset });
    offset += line.length + 1;
  }
  return parts;
}
function findServiceNumbers(text) {
  const spans = [];
  SERVICE_NUMBER.lastIndex = 0;
  for (let m = SERVICE_NUMBER.exec(text); m !== null; m = SERVICE_NUMBER.exec(text)) {
    const isHarmonised = m[0].startsWith("116");
    spans.push({
      entityType: "NO_PHONE_NUMBER_F",
      engine: "fast",
      start: m.index,
      end: m.index + m[0].length,
      score: isHarmonised ? 0.5 : 0.2,
      reason: isHarmonised ? "European harmonised service number (116 xxx)" : "five-digit Norwegian service number starting with 0"
    });
  }
  return spans;
}
function withPhoneColumn(text, span) {
  if (span.reason.includes("context word") || span.reason.includes("score lowered")) return span;
  const header = columnHeaderAt(text, span.start);
  if (header === void 0 || !PHONE_COLUMN.test(header)) return span;
  return {
    ...span,
    score: clampScore(span.score + (CONTEXT.boost ?? 0.35)),
    reason: `${span.reason}; in a table column headed '${header}'`
  };
}
var phoneRecognizer = {
  id: "no-phone-number",
  entityTypes: ["NO_PHONE_NUMBER_F"],
  find(ctx) {
    const spans = [];
    const score = (span) => withPhoneColumn(ctx.text, scoreSpan(ctx.text, span));
    CANDIDATE2.lastIndex = 0;
    for (let m = CANDIDATE2.exec(ctx.text); m !== null; m = CANDIDATE2.exec(ctx.text)) {
      if (m[0].replace(/\D/g, "").length < 8) continue;
      const parts = splitCandidate(ctx.text, m[0], m.index);
      let found = parts.flatMap(({ part, offset }) => findInCandidate(part, offset));
      if (found.length === 0 && parts.length === 1 && m[0].includes("\n"))
        found = linesOf(m[0], m.index).flatMap(({ part, offset }) => findInCandidate(part, offset));
      for (const span of found) spans.push(score(span));
    }
    const longer = spans.length;
    for (const span of findServiceNumbers(ctx.text)) {
      const isInside2 = spans.slice(0, longer).some((s) => s.start <= span.start && span.end <= s.end);
      if (!isInside2) spans.push(score(span));
    }
    return spans;
  }
};

// packages/detect/src/recognizers/url.ts
var TLDS = "no|com|org|net|info|biz|io|eu|se|dk|fi|is|de|uk|nl|fr|es|it|pl|ch|at|be|gov|edu|app|dev|cloud|online|tech|shop|ai|co|us|ca";
var PATH = String.raw`(?:[/?#][^\s<>"'«»]*)?`;
var LABEL = String.raw`[\p{L}\d](?:[\p{L}\d-]{0,61}[\p{L}\d])?`;
var SCHEME = new RegExp(String.raw`(?<![\p{L}\d])https?://[^\s<>"'«»]+`, "giu");
var WWW = new RegExp(String.raw`(?<![\p{L}\d@./-])www\.(?:${LABEL}\.)+\p{L}{2,24}(?![\p{L}\d-])${PATH}`, "giu");
var BARE = new RegExp(
  String.raw`(?<![\p{L}\d@./:_-])(?:${LABEL}\.)*[\p{L}\d][\p{L}\d-]*[\p{L}\d]\.(?:${TLDS})(?![\p{L}\d@_-])${PATH}`,
  "gu"
  // case-sensitive on purpose: the TLD must be lower case, so "brev.Se vedlegg" is no domain
);
function trimTrailing(start, raw) {
  let text = raw;
  while (/[.,;:!?)\]}'"]$/.test(text)) {
    const opens = text.split("(").length - 1;
    if (text.endsWith(")") && opens >= text.split(")").length - 1) break;
    text = text.slice(0, -1);
  }
  return { end: start + text.length, text };
}
var KINDS = [
  { score: 0.95, reason: "web address with http(s) scheme" },
  { score: 0.9, reason: "web address starting with 'www.'" },
  { score: 0.6, reason: "bare domain name with a common top-level domain" }
];
var urlRecognizer = createPatternRecognizer({
  id: "url",
  entityType: "URL_F",
  patterns: [
    { regex: SCHEME, onlyIf: /:\/\//u },
    { regex: WWW, onlyIf: /www\./iu },
    { regex: BARE, onlyIf: new RegExp(String.raw`\.(?:${TLDS})(?![\p{L}\d])`, "u") }
  ],
  evaluate(m, _ctx, patternIndex) {
    const { end, text } = trimTrailing(m.index, m[0]);
    if (text.length < 4) return void 0;
    if (patternIndex === 2 && /^www\./i.test(text)) return void 0;
    const { score, reason } = KINDS[patternIndex];
    return { start: m.index, end, score, reason };
  },
  context: { positive: ["nettside", "nettsted", "lenke", "url", "website", "link", "se", "bes\xF8k", "visit"], boost: 0.2 }
});

// packages/detect/src/engine/engine.ts
function createEngine(name, recognizers) {
  const entities = [...new Set(recognizers.flatMap((r2) => r2.entityTypes))];
  return {
    name,
    entities,
    recognizers,
    findSpans({ text, language, entities: wanted }) {
      const wantedSet = new Set(wanted);
      const spans = [];
      for (const recognizer of recognizers) {
        if (!recognizer.entityTypes.some((type) => wantedSet.has(type))) continue;
        for (const span of recognizer.find({ text, language })) {
          if (wantedSet.has(span.entityType)) spans.push({ ...span, engine: name });
        }
      }
      return spans;
    }
  };
}
function createEngineRegistry(engines) {
  return new Map(engines.map((engine) => [engine.name, engine]));
}

// packages/detect/src/engine/fast-engine.ts
var FAST_RULE_RECOGNIZERS = [
  dateTimeRecognizer,
  emailRecognizer,
  urlRecognizer,
  ipAddressRecognizer,
  ibanRecognizer,
  medicalLicenseRecognizer,
  addressRecognizer,
  phoneRecognizer,
  fodselsnummerRecognizer,
  bankAccountRecognizer,
  licensePlateRecognizer,
  cryptoRecognizer,
  paymentCardRecognizer,
  placeNameRecognizer
];
function createFastEngine(options = {}) {
  const find = options.findNamedEntities === void 0 ? findNamedEntitiesByLanguage : options.findNamedEntities;
  const recognizers = find ? [
    ...FAST_RULE_RECOGNIZERS.filter((r2) => r2 !== placeNameRecognizer),
    createNamedEntityRecognizer(find, placeNameRecognizer)
  ] : FAST_RULE_RECOGNIZERS;
  return createEngine("fast", recognizers);
}
var FAST_ENGINE = createFastEngine();

// packages/detect/src/engine/filters.ts
function clampThreshold(threshold) {
  if (typeof threshold !== "number" || !Number.isFinite(threshold)) return 0.5;
  return Math.min(1, Math.max(0, threshold));
}
function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function createBanListMatcher(removeWords) {
  const words2 = [...new Set((removeWords ?? []).map((w) => w.trim().toLowerCase()).filter(Boolean))];
  if (words2.length === 0) return () => false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words2.map(escapeRegex).join("|")})(?![\\p{L}\\p{N}])`, "u");
  return (hitText) => pattern.test(hitText.trim().toLowerCase());
}
function resolveOverlaps(spans) {
  const ranked = [...spans].sort(
    (a, b) => b.end - b.start - (a.end - a.start) || b.score - a.score || a.start - b.start || a.entityType.localeCompare(b.entityType)
  );
  const kept2 = [];
  for (const span of ranked) {
    if (kept2.every((k) => span.end <= k.start || span.start >= k.end)) kept2.push(span);
  }
  return kept2.sort((a, b) => a.start - b.start);
}

// packages/detect/src/engine/detect.ts
function createSpanSelector(options) {
  const engine = options.engine ?? FAST_ENGINE;
  const entities = expandEntitySelection(engine.name, options.entities);
  const threshold = clampThreshold(options.threshold);
  const isBanned = createBanListMatcher(options.removeWords);
  return (text, language) => {
    if (entities.length === 0 || text.length === 0) return [];
    return keepSpans(text, engine.findSpans({ text, language, entities }), threshold, isBanned);
  };
}
function keepSpans(text, spans, threshold, isBanned) {
  return resolveOverlaps(
    spans.filter((span) => span.score >= threshold && !isBanned(text.slice(span.start, span.end)))
  );
}
function toEntity(text, span, start = span.start, end = span.end) {
  const { entityType, score, engine, reason } = span;
  return {
    entity_type: entityType,
    original_text: text.slice(start, end),
    score,
    start,
    end,
    engine,
    reason
  };
}
function detectPages(pages, options) {
  const selectSpans = createSpanSelector(options);
  return pages.map((page2) => {
    const layout = createPageLayout(page2);
    const language = options.language ?? detectLanguage(layout.text);
    return { page: page2.page, sensitive: itemsForSpans(layout, selectSpans(layout.text, language)) };
  });
}
function itemsForSpans(layout, spans) {
  const sensitive = [];
  for (const span of spans) {
    for (const part of splitSpanByLine(layout, span.start, span.end)) {
      sensitive.push({
        ...toEntity(layout.text, span, part.start, part.end),
        bbox: part.bbox,
        ...part.source ? { source: part.source } : {}
      });
    }
  }
  return sensitive;
}

// packages/detect/src/engine/detect-methods.ts
function detectPagesByMethod(pages, options, registry, timings) {
  const merged = pages.map((page2) => ({ page: page2.page, sensitive: [] }));
  for (const [method, entities] of Object.entries(options.methods)) {
    if (!entities?.length) continue;
    const engine = registry.get(method);
    if (!engine) throw new Error(`No detection engine registered for method '${method}'`);
    const { threshold, removeWords, language } = options;
    const started = performance.now();
    detectPages(pages, { entities, threshold, removeWords, language, engine }).forEach((result2, i) => {
      merged[i].sensitive.push(...result2.sensitive);
    });
    if (timings) timings[method] = (timings[method] ?? 0) + performance.now() - started;
  }
  for (const page2 of merged)
    page2.sensitive.sort((a, b) => a.start - b.start || a.engine.localeCompare(b.engine));
  return merged;
}

// packages/detect/src/standard/sensitive/morphology.ts
var CONDITION = {
  no: /(?:itt|itten|ose|osen|emi|emien|algi|algien|pati|patien|plegi|plegien|ektomi|ektomien|skopi|skopien|fobi|fobien|trofi|trofien)$/u,
  en: /(?:itis|osis|aemia|emia|algia|pathy|plegia|ectomy|ectomies|scopy|phobia|trophy)$/u
};
var CONDITION_STOP = new Set(
  "gjennomsnitt snitt avsnitt utsnitt tverrsnitt innsnitt kritt skritt fritt splitt sitt ritt prognose prognosen glukose laktose fruktose sukrose cellulose symbiose hypnose metamorfose akademi akademien epidemi epidemien pandemi pandemien endemi nostalgi sympati empati antipati telepati hom\xF8opati homofobi xenofobi islamofobi mikroskopi teleskopi prognosis hypnosis symbiosis metamorphosis osmosis apotheosis nostalgia sympathy empathy antipathy telepathy homeopathy homophobia xenophobia islamophobia microscopy spectroscopy telescopy trophy".split(
    " "
  )
);
var STOP_ENDINGS = /(?:snitt|gitt|dose|dosen|dosene|diagnose|diagnosen|diagnoser|diagnosar|diagnosis)$/u;
var DRUG = /(?:pril|sartan|olol|dipin|dipine|statin|prazol|prazole|parin|xaban|gatran|azepam|azolam|triptan|profen|oxetin|oxetine|alopram|faxin|faxine|tiapin|tiapine|peridon|peridone|piprazol|piprazole|mazepin|mazepine|trigin|trigine|tiracetam|gabalin|kodon|codone|fenidat|phenidate|cillin|mycin|micin|floxacin|floksacin|cyklin|cycline|ciklovir|ciclovir|navir|buvir|tinib|zumab|ximab|mumab|afil|glutid|glutide|gliptin|gliflozin|formin|solon|solone|tidin|tidine|setron|lukast|sonid|sonide|semid|semide|konazol|conazole)$/u;
var DRUG_STOP = /* @__PURE__ */ new Set(["april", "parin", "solon", "mycin", "formin"]);
var entry = (kind, language) => ({
  label: "HEALTH_INFO_S",
  kind,
  language,
  term: "",
  forms: "fixed",
  proper: false,
  head: false,
  modifier: false
});
var ENTRIES = {
  no: { condition: entry("condition", "no"), medication: entry("medication", "no") },
  en: { condition: entry("condition", "en"), medication: entry("medication", "en") }
};
function morphologyEntry(lower, language) {
  if (lower.length < 7 || /[^\p{Ll}-]/u.test(lower)) return void 0;
  if (DRUG.test(lower) && !DRUG_STOP.has(lower)) return ENTRIES[language].medication;
  if (CONDITION[language].test(lower) && !CONDITION_STOP.has(lower) && !STOP_ENDINGS.test(lower))
    return ENTRIES[language].condition;
  return void 0;
}

// packages/detect/src/standard/sensitive/lexicon-breadth.ts
var BREADTH_GROUPS = [
  // ─── Health: conditions (Norwegian bokmål and nynorsk; compounds read head-last) ───
  {
    label: "HEALTH_INFO_S",
    kind: "condition",
    language: "no",
    forms: "noun",
    head: true,
    terms: "hypertensjon, lungeemboli, emboli, trombose, venetrombose, blodpropp, atrieflimmer, angina, hjerterytmeforstyrrelse, endometriose, prolaps, skiveprolaps, isjias, psoriasis, eksem, irritabel tarm, crohns sykdom, ulcer\xF8s kolitt, kolitt, nyresvikt, leversvikt, cirrhose, skrumplever, hypotyreose, hypertyreose, stoffskiftesykdom, revmatoid artritt, artritt, bekhterev, nevropati, polynevropati, kognitiv svikt, autismespekterforstyrrelse, autismespekterforstyrring, aspergers syndrom, tourettes syndrom, dyskalkuli, spr\xE5kvansker, spr\xE5kvanskar, posttraumatisk stresslidelse, traume, traumer, depressiv episode, depressiv lidelse, tilbakevendende depressiv lidelse, generalisert angstlidelse, sosial angst, panikklidelse, tvangslidelse, ruslidelse, alkoholavhengighet, opioidavhengighet, avhengighetssyndrom, abstinens, abstinenser, overdose, selvmordsfare, suicidalitet, suicidalrisiko, hjerneskade, nakkesleng, whiplash, fraktur, l\xE5rhalsbrudd, h\xE5ndleddsbrudd, infarkt, kreftdiagnose, brystkreft, prostatakreft, tarmkreft, lungekreft, hudkreft, f\xF8flekkreft, metastaser, cyste, polypp, sklerose, kols, diabetes type 1, diabetes type 2, type 1-diabetes, type 2-diabetes, svangerskap, svangerskapet, graviditet, spontanabort, f\xF8dselsskade, l\xE6revansker, l\xE6revanskar, lese- og skrivevansker, konsentrasjonsvansker, konsentrasjonsvanskar, atferdsforstyrrelse, tilknytningsforstyrrelse, utviklingsforstyrrelse, forsinket utvikling, h\xF8rselshemming, nedsatt h\xF8rsel, nedsett h\xF8rsel, nedsatt syn, synstap, smerter, smertar, plager, plagar, vansker, vanskar, betennelse"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "condition",
    language: "no",
    forms: "fixed",
    terms: "sjukdom/sjukdommen/sjukdomen/sjukdommar, lidinga/lidingar, forstyrringa, vanskane/vanskar, plagene/plagane, smertene/smertane, nedstemthet/nedstemtheten, nedstemt, nedfor, s\xF8vnvansker/s\xF8vnvanskar, s\xF8vnl\xF8shet, mareritt, angstanfall, panikkanfall, hodepine, hovudpine, svimmelhet, kvalme, oppkast, feber, hoste, tung pust, dyspn\xE9, dyspnoe, brystsmerter, hjertebank, utmattelse, utmatting, utmattingsdiagnose, tretthet, kronisk utmattelse, cfs/me, vekttap, vektnedgang, bl\xE5merker/bl\xE5merke, hevelse, \xF8dem, hallusinasjoner, vrangforestillinger, stemmeh\xF8ring, selvmordstanker/sj\xF8lvmordstankar, suicidale tanker, d\xF8ds\xF8nsker, selvmordsfors\xF8k/sj\xF8lvmordsfors\xF8k, tiltaksl\xF8shet, konsentrasjonsvansker, hukommelsesproblemer, hukommelsessvikt, minnesvikt, funksjonsnedsettelse/funksjonsnedsetting, funksjonshemming, bevegelseshemmet, rullestolbruker, psykisk uhelse, psykiske plager, psykiske vansker, psykiske vanskar, psykisk lidelse, psykisk sjuk/psykisk syk, sjuk/syk, innlagt/innlagd, operert, gipset, sydd, positiv test, rusavhengig, rusmisbruker, misbruker, beruset, rusp\xE5virket, p\xE5verka, intox, alkoholp\xE5virket, gravid/gravide, abstinent"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "treatment",
    language: "no",
    forms: "fixed",
    terms: "oppf\xF8lging i dps, poliklinisk oppf\xF8lging, innleggelse/innlegginga, samtalebehandling, kognitiv terapi, kognitiv atferdsterapi, traumebehandling, emdr, medisinering, medikamentell behandling, antikoagulasjon, blodfortynnende, blodfortynnande, insulinpumpe, oksygenbehandling, hjemmeoksygen, dialysebehandling, cellegiftbehandling, str\xE5ling, kirurgi, hofteoperasjon, kneoperasjon, ryggoperasjon, mastektomi, hysterektomi, keisarsnitt, rusomsorg, avrusning, tsb, legemiddelassistert behandling, substitusjonsbehandling, hjemmesykepleie, heimesjukepleie, praktisk bistand, brukerstyrt personlig assistanse, bpa, omsorgsbolig, omsorgsbustad, sykehjemsplass, sjukeheimsplass, hjelpemidler, hjelpemiddel, rullator, h\xF8reapparat, logoped, ergoterapi, habilitering, spesialundervisning, ipo, individuell plan"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "medication",
    language: "no",
    forms: "fixed",
    terms: "paracet, pinex, pinex forte, paralgin forte, ibux, voltaren, naproxen, albyl-e, eliquis, xarelto, pradaxa, marevan, warfarin, fragmin, klexane, ventoline, seretide, symbicort, atrovent, spiriva, lyrica, pregabalin, neurontin, gabapentin, sarotex, amitriptylin, remeron, mirtazapin, valdoxan, wellbutrin, elvanse, intuniv, melatonin, circadin, stilnoct, atarax, phenergan, truxal, nozinan, leponex, klozapin, lithionit, orfiril, valproat, tegretol, karbamazepin, trileptal, keppra, levetiracetam, levaxin, euthyrox, levotyroksin, januvia, jardiance, forxiga, ozempic, victoza, trulicity, wegovy, saxenda, mounjaro, lantus, humalog, novorapid, insulatard, toujeo, tresiba, lipitor, crestor, simvastatin, atorvastatin, selo-zok, metoprolol, cozaar, atacand, diovan, norvasc, amlodipin, furix, furosemid, burinex, pantoprazol, somac, nexium, losec, omeprazol, prednisolon, medrol, metotreksat, plaquenil, salazopyrin, humira, enbrel, remicade, oxynorm, targiniq, nobligan, tramagetic, dolcontin, buprenorfin, naltrekson, campral, champix, cerazette, yasmin, loette, microgynon, mirena, jaydess, kyleena, nexplanon, depo-provera, prazosin, propranolol, atenolol, valaciklovir, aciklovir, apocillin, k\xE5vepenin, amoksicillin, selexid, doksycyklin, ciproxin, ciprofloksacin, diflucan, metylfenidat, ritalin uno, lisdeksamfetamin, deksamfetamin, apixaban, rivaroksaban, dalteparin, enoksaparin, desogestrel, levonorgestrel, sumatriptan, imigran, maxalt, topiramat, topimax, lamotrigin, vitamin b12-injeksjoner, jerntabletter, antihistamin"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "condition",
    language: "en",
    forms: "noun",
    terms: "pulmonary embolism, embolism, deep vein thrombosis, dvt, thrombosis, blood clot, atrial fibrillation, angina, endometriosis, disc prolapse, slipped disc, sciatica, psoriasis, eczema, irritable bowel syndrome, ibs, crohn\u2019s disease, crohn's disease, ulcerative colitis, kidney failure, renal failure, liver failure, cirrhosis, hypothyroidism, hyperthyroidism, rheumatoid arthritis, ankylosing spondylitis, neuropathy, cognitive impairment, autism spectrum disorder, asperger syndrome, tourette syndrome, dyscalculia, post-traumatic stress disorder, trauma, depressive episode, major depressive disorder, generalised anxiety disorder, generalized anxiety disorder, social anxiety, panic disorder, substance use disorder, alcohol dependence, opioid dependence, withdrawal, overdose, brain injury, head injury, whiplash, broken wrist, broken arm, broken leg, infarction, myocardial infarction, breast cancer, prostate cancer, bowel cancer, lung cancer, skin cancer, melanoma, metastases, cyst, polyp, type 1 diabetes, type 2 diabetes, pregnancy, miscarriage, learning difficulties, learning difficulty, developmental delay, hearing impairment, sight loss, symptom, pain, infection, inflammation, injuries, wound, bruise, bruising, laceration, scar, migraine without aura, migraine with aura, long covid, chronic fatigue syndrome, me/cfs"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "condition",
    language: "en",
    forms: "fixed",
    terms: "low mood, depressed mood, insomnia, poor sleep, sleep problems, nightmares, flashbacks, panic attacks, anxiety attacks, headache/headaches, dizziness, nausea, vomiting, fever, cough, shortness of breath, breathlessness, dyspnoea, dyspnea, chest pain, palpitations, fatigue, exhaustion, weight loss, swelling, oedema, edema, hallucinations, delusions, hearing voices, suicidal ideation, suicidal thoughts, death wishes, memory problems, memory loss, concentration problems, reduced mobility, wheelchair user, mental health problems, mental health difficulties, mental illness, mental health condition, sick, unwell, admitted to hospital, hospitalised, hospitalized, operated on, underwent surgery, tested positive, intoxicated, heavily intoxicated, drunk, under the influence, high on, positive urine test, positive drug test, disability, impairment, limp, stammer, stutter"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "treatment",
    language: "en",
    forms: "fixed",
    terms: "cognitive behavioural therapy, cognitive behavioral therapy, cbt, emdr, trauma therapy, medication review, anticoagulation, blood thinners, oxygen therapy, insulin pump, hip replacement, knee replacement, mastectomy, hysterectomy, opioid substitution therapy, methadone programme, detoxification, home care, home nursing, care home place, nursing home place, personal assistance, walking aid, hearing aid, speech therapy, occupational therapy, special education, individual plan, stitches, sutured, plaster cast"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "medication",
    language: "en",
    forms: "fixed",
    terms: "apixaban, rivaroxaban, dabigatran, warfarin, dalteparin, enoxaparin, heparin, pregabalin, gabapentin, amitriptyline, mirtazapine, citalopram, venlafaxine, duloxetine, bupropion, methylphenidate, lisdexamfetamine, atomoxetine, melatonin, clozapine, valproate, carbamazepine, levetiracetam, levothyroxine, sitagliptin, empagliflozin, dapagliflozin, semaglutide, liraglutide, atorvastatin, simvastatin, rosuvastatin, metoprolol, bisoprolol, propranolol, atenolol, amlodipine, losartan, candesartan, ramipril, lisinopril, furosemide, omeprazole, pantoprazole, prednisolone, methotrexate, hydroxychloroquine, adalimumab, naltrexone, acamprosate, disulfiram, antabuse, varenicline, desogestrel, levonorgestrel, combined pill, combined oral contraceptive, contraceptive pill, the pill, iud, prazosin, sumatriptan, topiramate, lamotrigine, salbutamol, ventolin, inhaler, steroids, antibiotics, co-codamol, codeine, naproxen, diclofenac, aspirin, nicotine patches"
  },
  // ─── Sick leave: health data (Datatilsynet; GDPR art. 9), not only an employment fact ───
  {
    label: "HEALTH_INFO_S",
    kind: "sick leave",
    language: "no",
    forms: "fixed",
    terms: "sykmeldt/sykemeldt/sykmeldte/sykemeldte/sjukmeldt/sjukemeldt/sjukmeld/sjukemeld/sjukmelde, delvis sykmeldt/delvis sjukmeld, gradert sykmeldt, deltidssykmeldt, fullt sykmeldt, sykmelding/sykmeldingen/sykemelding/sykmeldinger/sjukmelding/sjukemelding/sjukmeldinga, sykefrav\xE6r/sykefrav\xE6ret/sjukefr\xE5v\xE6r/sjukefr\xE5v\xE6ret, h\xF8yt sykefrav\xE6r, h\xF8gt sjukefr\xE5v\xE6r, sykepenger/sykepengene/sjukepengar, egenmelding/egenmeldingen/eigenmelding, egenmeldingsdager"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "sick leave",
    language: "en",
    forms: "fixed",
    terms: "on sick leave, sick leave, signed off sick, signed off, off sick, sick note, fit note, self-certification, sickness absence, statutory sick pay, sick pay"
  },
  // ─── Genetic data (GDPR art. 9): kept under health, its own category in the reason ───
  {
    label: "HEALTH_INFO_S",
    kind: "genetic",
    language: "no",
    forms: "fixed",
    terms: "gentest/gentesten/gentester, genetisk test/genetisk testing, genetisk unders\xF8kelse/genetisk unders\xF8king, genetisk utredning, genetisk analyse, genanalyse, prediktiv test/prediktiv gentest/prediktiv testing, presymptomatisk test, b\xE6rertest/b\xE6rertesting, b\xE6rerstatus, genb\xE6rer/genb\xE6rere, genb\xE6rerstatus, biologisk far, biologiske far, biological father, farskap/farskapet, anleggsb\xE6rer, mutasjon/mutasjonen/mutasjoner, genmutasjon, genfeil, genvariant/genvarianten, patogen variant/patogene varianter/patogene variantar, sykdomsgivende variant, heterozygot/heterozygote, homozygot/homozygote, arvelig disposisjon, famili\xE6r disposisjon, kromosomavvik, kromosomfeil, trisomi, mikromatrise, mikromatriseanalyse, eksomsekvensering, genomsekvensering, helgenomsekvensering, dna-analyse/dna-analysen, dna-test/dna-testen, farskapstest/farskapstesten, farskapsunders\xF8kelse, slektskapsanalyse, slektskapstest, brca1, brca2, brca, brca-mutasjon, brca1-mutasjon, brca2-mutasjon, hla-b27, hla-b27-positiv, faktor v leiden, protrombinmutasjon, fragilt x, fragilt x-syndrom, huntingtons sykdom, htt-genet, cag-ekspansjon, pmp22-duplikasjon, cystisk fibrose, hemokromatose, lynch syndrom, marfans syndrom, arvelig trombofili, arvelig nevropati, charcot-marie-tooth"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "genetic",
    language: "en",
    forms: "fixed",
    terms: "genetic test/genetic testing/genetic tests, genetic result/genetic results, genetic analysis, genetic counselling, genetic counseling, predictive test/predictive testing, carrier test/carrier testing, carrier status, gene carrier, mutation/mutations, gene mutation, genetic variant, pathogenic variant/pathogenic variants, founder variant, heterozygous, homozygous, hereditary, chromosomal abnormality, microarray, exome sequencing, genome sequencing, dna test/dna testing, dna analysis, paternity test/paternity testing, brca1, brca2, brca, hla-b27, factor v leiden, prothrombin variant, prothrombin mutation, fragile x, huntington\u2019s disease, huntington's disease, cystic fibrosis, haemochromatosis, hemochromatosis, lynch syndrome, thrombophilia, cascade testing"
  },
  // ─── Biometric data (GDPR art. 9) ───
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "biometric",
    language: "no",
    forms: "fixed",
    terms: "fingeravtrykkmal, fingeravtrykkregister/fingeravtrykkregisteret, fingeravtrykkss\xF8k, fingeravtrykkspor, fingeravtrykk/fingeravtrykket/fingeravtrykkene, fingeravtrykksleser, fingeravtrykkskanner, fingeravtrykkstreff, h\xE5ndflateavtrykk, ansiktsbilde/ansiktsbildet/ansiktsbilder, ansiktsfoto, ansiktsgjenkjenning/ansiktsgjenkjenningen, ansiktssammenligning/ansiktssammenligningen, ansiktsmal, biometri, biometrisk/biometriske, biometriske data, biometriske opplysninger, irisskanning, irisskann, stemmeavtrykk, stemmegjenkjenning, dna-profil/dna-profilen, dna-registeret, identitetsregisteret, signaturdynamikk, ansiktstreff"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "biometric",
    language: "en",
    forms: "fixed",
    terms: "facial template, face-recognition, face recognition time clock, fingerprint scan, fingerprint check, iris scanning, fingerprint/fingerprints, fingerprint template, fingerprint reader/fingerprint readers, fingerprint scanner, fingerprint search, fingerprint time clock, palm print, facial image/facial images, face image, face photographs, facial photograph, facial recognition, face recognition, facial image comparison, facial comparison, face template, biometric/biometrics, biometric data, iris scan, voiceprint, voice print, voice recognition, dna profile, dna database, dna register, afis, eurodac, abis"
  },
  // ─── Religion ───
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "religion",
    language: "no",
    forms: "fixed",
    terms: "sunnimuslim/sunnimuslimer/sunnimuslimsk, sjiamuslim/sjiamuslimer/sjiamuslimsk, muslimane, kristne/kristen, kristin, ortodoks/ortodokse, eritreisk-ortodoks/eritreisk-ortodokse, etiopisk-ortodoks, katolsk/katolske, katolikk/katolikker, luthersk, pinsevenner, pinsemenighet, pinsemenigheten, baptist/baptister, adventist, mormon/mormoner, jehovas vitner, j\xF8dar, j\xF8de/j\xF8der, hinduisme, hinduistisk, buddhisme, buddhistisk, praktiserende buddhist, praktiserande buddhist, sikhisme, ahmadiyya, alevi, ateist/ateister, humanetiker, agnostiker, l\xE6stadiansk/l\xE6stadianske, l\xE6stadianismen, bedehus/bedehuset, kyrkjelyd/kyrkjelyden, menighet/menigheten/menigheita, frikirke/frikirken/frikyrkje, mosk\xE9/moskeen/mosk\xE9en, mosk\xE8, synagogen, tempel/tempelet, gurdwara, fredagsb\xF8nn/fredagsb\xF8nnen, ramadan/ramadanen, eid al-fitr, eid al-adha, halal, halal-kost, halalkost, kosher, hijab/hijaben, niqab, burka, turban, kippa, sabbat/sabbaten, gudstjeneste/gudstjenesten/gudsteneste, d\xE5p/d\xE5pen, d\xF8pt/d\xF8ypt, konvertert/konverterte, konvertitt, trosbakgrunn, trusretning, livssyn/livssynet, religi\xF8s/religi\xF8se, religi\xF8se grunner, religi\xF8se grunnar, troende/truande"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "religion",
    language: "en",
    forms: "fixed",
    terms: "sunni, sunni muslim, shia, shia muslim, shiite, christianity, islam, judaism, orthodox, eritrean orthodox, evangelical, evangelical congregation, pentecostal, baptist, adventist, mormon, hinduism, buddhism, sikhism, ahmadi, atheism, agnostic, humanist, devout, church, churchgoer, parish, faith, beliefs, friday prayers, prayers, prayer, ramadan, fasting, fasts, eid al-fitr, halal, kosher, hijab, headscarf, niqab, turban, kippah, shabbat, sabbath, observes shabbat, baptised, baptized, baptism, converted, conversion, convert to islam, converting to islam, ashkenazi, jewish descent, religious grounds, religious reasons"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "religion",
    language: "no",
    forms: "adj",
    terms: "muslimsk, katolsk, j\xF8disk, hinduistisk, buddhistisk, luthersk, ortodoks, l\xE6stadiansk, pinsekarismatisk, praktiserende, praktiserande, troende, truande, religi\xF8s, kristen"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "religion",
    language: "no",
    forms: "noun",
    head: true,
    terms: "menighet, kyrkjelyd, mosk\xE9, bedehus, bedehusmilj\xF8, trossamfunn, s\xF8ndagsskole, s\xF8ndagsskule, konfirmasjonsundervisning, humanistisk konfirmasjon, kristen konfirmasjon, misjonsforbund, indremisjon, normisjon, guds menighet, koranskole, koranskule"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "religion",
    language: "no",
    forms: "fixed",
    terms: "Human-Etisk Forbund, Indremisjonen, Normisjon, Pinsebevegelsen, Jehovas vitner, Den katolske kirke, Islamsk R\xE5d, ramadan, ramadanen, id-feiring, deepavali, diwali, vaisakhi, p\xE5skefaste, sabbatsfeiring, kosthold av religi\xF8se grunner, ber fem ganger om dagen, g\xE5r i moskeen, g\xE5r i kirken, g\xE5r i kyrkja, g\xE5r p\xE5 bedehuset"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "religion",
    language: "en",
    forms: "fixed",
    terms: "roman catholic, anglican, methodist, lutheran, presbyterian, quaker, hindu, hindus, sikh, sikhs, buddhist, muslim, christian, jewish, jehovah\u2019s witnesses, bible study, sunday services, sunday school, church services, lent, diwali, deepavali, passover, yom kippur, chaplain, imam, rabbi, priest, pastor, religious community, faith community, place of worship, humanist, humanist confirmation"
  },
  // ─── Ethnic origin ───
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "background",
    language: "no",
    forms: "fixed",
    terms: "same/samer/samen, kurder/kurdere, tamil/tamilar/tamiler, hazara/hazaraer, pashtuner, tadsjik, somalier/somaliere, eritreer/eritreere, etiopier, syrer/syrere, iraker, iraner, afghaner, pakistaner/pakistanere, polakk/polakker, litauer, rumener, romfolk, kvensk bakgrunn, samisk bakgrunn, norsksomalier, norskpakistaner, minoritet/minoriteten, etnisk minoritet, innvandrar/innvandrarar, arbeidsinnvandrer/arbeidsinnvandrar, tolkebehov"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "background",
    language: "en",
    forms: "fixed",
    terms: "kurd/kurds, tamil/tamils, hazara/hazaras, pashtun, tajik, somali/somalis, eritrean/eritreans, ethiopian, syrian, iraqi, iranian, afghan/afghans, pakistani/pakistanis, pole/poles, polish, lithuanian, romanian, ethnic hazara, ethnic minority, minority background, migrant worker, undocumented"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "background",
    language: "no",
    forms: "fixed",
    terms: "samer, romfolk, overf\xF8ringsflyktning/overf\xF8ringsflyktningen/overf\xF8ringsflyktningar, kvoteflyktning, flyktningbakgrunn/flyktningebakgrunn, innvandrerbakgrunn, innvandrarbakgrunn, minoritetsspr\xE5klig/minoritetsspr\xE5klege, fremmedspr\xE5klig, samisk/samiske, nordsamisk, s\xF8rsamisk, lulesamisk, kven/kvener/kvensk, kvenfolk, romani, romanifolk, tater/tatere, norskfinne, skogfinne, einsleg mindre\xE5rig, enslig mindre\xE5rig asyls\xF8ker, einsleg mindre\xE5rig asyls\xF8kjar, asyls\xF8kjar, flyktning/flykting/flyktningar, familiegjenforening/familiegjenforeining, utenlandsk opprinnelse, etnisk bakgrunn, etnisk opphav, etnisitet, hudfarge/hudfargen, hudfarga, m\xF8rkhudet, m\xF8rkhuda, landbakgrunn, morsm\xE5l/morsm\xE5let, heimespr\xE5k/heimespr\xE5ket, hjemmespr\xE5k/hjemmespr\xE5ket"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "background",
    language: "en",
    forms: "fixed",
    terms: "ethnic origin, ethnic group, racial origin, skin colour, skin color, heritage, descent, of descent, indigenous, sami, roma, romani, traveller, migrant background, immigrant background, refugee background, resettlement refugee, quota refugee, unaccompanied minor, native language, mother tongue, first language"
  },
  // ─── Political opinion ───
  {
    label: "POLITICAL_CASE_S",
    kind: "party",
    language: "no",
    forms: "fixed",
    terms: "ordf\xF8rar, varaordf\xF8rar, bydelsutval/bydelsutvalet/bydelsutvalget/bydelsutvalg, kommunestyret, fylkestinget, bystyret, formannskapet, politisk arbeid, politisk verv, Ap, Frp, Sp, KrF, Pasientfokus, Industri- og N\xE6ringspartiet, Partiet De Kristne, Kystpartiet, Demokratene, Folkeaksjonen nei til mer bompenger, Norgesdemokratene, Raudt, Senterungdommen, Unge H\xF8yre, AUF, FpU, R\xF8d Ungdom, Gr\xF8nn Ungdom, Unge Venstre, KrFU, Den nordiske motstandsbevegelsen, Stop islamiseringen av Norge, SIAN, Hamas, PKK, KDPI, Komala, ordf\xF8rer/ordf\xF8reren, varaordf\xF8rer, bystyremedlem, bystyrerepresentant, kommunestyrerepresentant, kommunestyremedlem, fylkestingsrepresentant, stortingsrepresentant, gruppeleder, gruppeleiar, lokallagsleder, partileder, partisekret\xE6r, listekandidat, politisk verv, partiverv, partipolitisk, partipolitisk aktivist, aktivist, politisk aktivitet, politisk engasjement, politisk forf\xF8lgelse, politisk forf\xF8lging, politisk opposisjon, opposisjonell, regimekritiker, regimekritisk, demonstrasjon/demonstrasjonen, stemmer p\xE5, partimedlem, medlem av partiet"
  },
  {
    label: "POLITICAL_CASE_S",
    kind: "party",
    language: "en",
    forms: "fixed",
    terms: "municipal councillor, county councillor, local organiser, opposition movement, student movement, demonstrations against, took part in demonstrations, Green Party, Conservatives, Tories, Labour, Lib Dems, Reform UK, SNP, Plaid Cymru, Sinn F\xE9in, Democrats, Republicans, Democratic Party of Iranian Kurdistan, PKK, HDP, KDPI, Komala, councillor, council member, municipal council, city council, mayor, deputy mayor, member of parliament, candidacy, party leaflets, political activity, political activities, political opinion, political affiliation, political persecution, opposition activist, activist, dissident, demonstration, protests, voted for, votes for, party membership, member of the party"
  },
  // ─── Trade-union membership ───
  {
    label: "POLITICAL_CASE_S",
    kind: "union",
    language: "no",
    forms: "fixed",
    terms: "klubbleder i, klubbleiar i, tillitsvalgt i, tillitsvald i, fagforeningsarbeid, Industri Energi, Norsk Transportarbeiderforbund, transportarbeiderforbundet, tillitsvald/tillitsvalde, plasstillitsvalgt/plasstillitsvalgte, plasstillitsvald/plasstillitsvalde, hovedtillitsvalgt/hovudtillitsvald, hovudtillitsvalde, klubbleder, klubbleiar, foreningstillitsvalgt, fagorganisert/fagorganisert, fagforeningsmedlem/fagforeningsmedlemmer, fagforening/fagforeninga/fagforeining/fagforeininga, fagforbund/fagforbundet, v\xE5rt medlem, v\xE5r medlem, NSF, Norsk Sykepleierforbund, Sykepleierforbundet, NTL, Norsk Tjenestemannslag, El og IT Forbundet, EL og IT, HK, Handel og Kontor, Industri Energi, NNN, Norsk N\xE6rings- og Nytelsesmiddelarbeiderforbund, Negotia, Akademikerforbundet, Legeforeningen, Den norske legeforening, Juristforbundet, Econa, FO, Fellesorganisasjonen, Skolenes landsforbund, Politiets Fellesforbund, Norsk Lokomotivmannsforbund, L\xE6rerforbundet, Bibliotekarforbundet, Naturviterne, Samfunnsviterne, Norsk Fysioterapeutforbund, Fysioterapeutforbundet, Norsk Psykologforening, Psykologforeningen, Tannlegeforeningen, Forskerforbundet, Arkitektforbundet, Norsk Journalistlag, Musikernes fellesorganisasjon, Transportarbeiderforbund, Norsk Transportarbeiderforbund, Jernbaneforbundet, Postkom, Norsk Sj\xF8mannsforbund, Fagforbundet, Fellesforbundet, Utdanningsforbundet, Delta, Parat, NITO, Tekna, LO, YS, Unio"
  },
  {
    label: "POLITICAL_CASE_S",
    kind: "union",
    language: "en",
    forms: "fixed",
    terms: "union work, union activities, deputy shop steward, Industri Energi, trade union, union member, union representative, shop steward, chief shop steward, union steward, union rep, union official, union adviser, union lawyer, union membership, trade union member, fellow member, member of the union, Unison, Unite, GMB, RCN, Royal College of Nursing, NEU, NASUWT, UCU, PCS, USDAW, RMT, CWU, Fagforbundet, Fellesforbundet, NSF, Delta, Parat, NITO, Tekna, Utdanningsforbundet, LO"
  },
  // ─── Family relations: marital status, children, contact ───
  {
    label: "FAMILY_RELATION_S",
    kind: "kin",
    language: "no",
    forms: "fixed",
    terms: "gift/gifte, skilt/skilde/skild, separert/separerte, enke, enkemann, ugift, samboer/samboeren/sambuar/sambuaren, kj\xE6reste/kj\xE6resten, ektefelle/ektefellen, enslig fors\xF8rger/einsleg fors\xF8rgjar, aleinemor, alenemor, alenefar, skilsmisse/skilsmissen/skilsm\xE5l, samlivsbrudd, barnefar/barnefaren, barnemor/barnemora, barnas far, barnas mor, barna/borna, foreldra, foreldrene, halvbror/halvbroren/halvbrorens, halvs\xF8ster/halvs\xF8stera, stefar/stefaren, stemor/stemora, svigerfar, svigermor, svoger, svigerinne, besteforeldre, besteforeldra, farmor, farfar, mormor, morfar, farbror, morbror, fastera, tante, onkel, nev\xF8, niese, fetter, kusine, s\xF8skenbarn, fosterbarn, adoptert/adoptivbarn, voksne barn, vaksne barn, to barn, tre barn, fire barn, fem barn, tvillinger, delt bosted, fast bosted, samv\xE6rsavtale, samv\xE6r annenhver helg"
  },
  {
    label: "FAMILY_RELATION_S",
    kind: "kin",
    language: "en",
    forms: "fixed",
    terms: "married, divorced, separated, widowed, widow, widower, single parent, single mother, single father, cohabiting, fianc\xE9, fianc\xE9e, stepfather, stepmother, half-brother, half-sister, father-in-law, mother-in-law, foster child, adopted, adoptive parents, two children, three children, four children, no children, twins, residence order, contact order, child arrangements"
  },
  // ─── Sexual orientation and sex life ───
  {
    label: "SEXUAL_ORIENTATION_S",
    kind: "orientation",
    language: "no",
    forms: "fixed",
    terms: "seksuelle legning/seksuelle legninga, seksuell legning, seksualitet/seksualiteten, sexliv/sexlivet, seksualliv/seksuallivet, likekj\xF8nnet ekteskap, likekj\xF8nnet partnerskap, likekj\xF8nna ekteskap, partnerskap, samme kj\xF8nn, same kj\xF8nn, homofile forhold, lesbisk forhold, mannlig kj\xE6reste, kvinnelig kj\xE6reste, kj\xF8nnsskifte, kj\xF8nnsinkongruens, transkvinne, transmann, skeiv/skeive"
  },
  {
    label: "SEXUAL_ORIENTATION_S",
    kind: "orientation",
    language: "en",
    forms: "fixed",
    terms: "same-sex marriage, same-sex partner, same-sex relationship, civil partnership, being gay, sex life, sexual relationship, sexuality, coming out, came out, lgbt, lgbtq, gender reassignment, trans"
  },
  // ─── Criminal matters ───
  {
    label: "CRIMINAL_RECORD_S",
    kind: "offence",
    language: "no",
    forms: "noun",
    head: true,
    terms: "kroppskrenkelse, grov kroppskrenkelse, kroppsskade, vold mot offentlig tjenestemann, vald, valdshandling, vold i n\xE6re relasjoner, vald i n\xE6re relasjonar, familievold, familievald, seksuell handling, seksuell omgang, seksuelt krenkende atferd, voldtektsfors\xF8k, blotting, hatefull ytring, hatefulle ytringer, diskriminerende ytring, rasistisk motivert, hatmotivert, trusler om vold, drapstrusler, ulovlig tvang, tjuveri, naskeri, butikktyveri, innbrot, ran, grovt ran, heleri, dokumentfalsk, identitetstyveri, bedrageri, grovt bedrageri, trygdebedrageri, \xF8kokrim, korrupsjon, smugling, narkotikasmugling, oppbevaring av narkotika, salg av narkotika, bruk av narkotika, narkotikabruk, kj\xF8ring i rusp\xE5virket tilstand, rusp\xE5virket kj\xF8ring, kj\xF8ring uten f\xF8rerkort, promille, fartsoverskridelse, skadeverk, h\xE6rverk, ulovlig v\xE5penbesittelse, kniv p\xE5 offentlig sted, brudd p\xE5 kontaktforbud, brudd p\xE5 bes\xF8ksforbud, ordensforstyrrelse, vold mot politiet, legemsforn\xE6rmelse"
  },
  {
    label: "CRIMINAL_RECORD_S",
    kind: "procedure",
    language: "no",
    forms: "fixed",
    terms: "betinga fengsel, betinget dom, ubetinga fengsel, henlagt/henlagd, sl\xE5sskamp, bes\xF8ksforbod, beslaglagt, alkometer, ilagt forelegg, erkjent skyld, tilstod, tilst\xE5else, melding til politiet, meldt til politiet, bortvisning, anmeldelse/anmeldelsen/anmelding/anmeldinga, politianmeldt/politimeldt, meldt til politiet, siktelse/siktelsen/sikting, tiltale/tiltalen, tiltalebeslutning, under tiltale, domfellelse, dom/dommen, straffesak/straffesaken, straffesaker, rulleblad/rullebladet, merknad p\xE5 politiattesten, forelegg/forelegget, bot/boten, b\xF8ter, p\xE5gripelse, arrestasjon, varetektsfengsling, glattcelle/glattcella, innbrakt, innbringelse, soning, fengsla, friomsorg/friomsorgen, samfunnsstraffen, ungdomsstraff, ungdomsoppf\xF8lging, konfliktr\xE5det, p\xE5taleunnlatelse, ransaking, beslag, bes\xF8ksforbud, kontaktforbod, strafferettslige reaksjoner, tidligere straffet, tidlegare straffa, straffed\xF8mt, d\xF8md, sikta, tiltala, b\xF8telagt"
  },
  {
    label: "CRIMINAL_RECORD_S",
    kind: "offence",
    language: "en",
    forms: "fixed",
    terms: "imprisonment, restraining order, punched, kicked, actual bodily harm, grievous bodily harm, common assault, assault on a police officer, strangulation, non-fatal strangulation, coercive control, harassment, racially aggravated, hate-motivated, hate motivated, threats to kill, criminal damage, possession with intent, drug dealing, supplying drugs, possession of cannabis, driving under the influence, drink-driving, speeding, handling stolen goods, forgery, identity fraud, breach of a restraining order, breach of the order, offence, offences, offense, offenses, crime, crimes, offending, reoffending, re-offending"
  },
  {
    label: "CRIMINAL_RECORD_S",
    kind: "procedure",
    language: "en",
    forms: "fixed",
    terms: "convicted of, conviction/convictions, previous convictions, sentenced to, custodial sentence, community order, probation order, licence conditions, on licence, probation service, police report, reported to the police, police caution, indictment, fines, unpaid fines, arrest, arrested for, detained, remand, court order, non-molestation order, imprisonment, released from prison, criminal proceedings, prosecution"
  },
  // ─── Employment ───
  {
    label: "EMPLOYMENT_INFO_S",
    kind: "employment",
    language: "no",
    forms: "fixed",
    terms: "arbeidslaus/arbeidsl\xF8s, mista jobben, mistet jobben, miste jobben, sagt opp, vart sagt opp, ble sagt opp, registrert som arbeidss\xF8ker, samarbeidsproblem/samarbeidsproblemer, \xE5tvaringa/\xE5tvaringar, varsel om oppseiing/varselet om oppseiing, redusert stilling, oppseiing/oppseiinga, oppsigelsen/oppsigelsestiden/oppseiingstida, f\xF8rehandsvarsel om oppseiing, forh\xE5ndsvarsel om oppsigelse, avskil, avskjed/avskjeden, skriftlig advarsel/skriftleg \xE5tvaring, \xE5tvaring, advarselen, arbeidsledig/arbeidsledige, arbeidsledighet, ledighet, arbeidss\xF8ker, permisjon uten l\xF8nn, ul\xF8nnet permisjon, omplassering, omplassert, degradert, overtallig, suspendert, suspensjon, tilretteleggingsbehov, arbeidsevnevurdering, arbeidsevne, nedsatt arbeidsevne, redusert arbeidsevne, uf\xF8rhet, uf\xF8regrad, uf\xF8retrygd/uf\xF8retrygda, arbeidsavklaringspengar, aap-perioden, arbeidsrettet tiltak, arbeidsretta tiltak, avklaringstiltak, varig tilrettelagt arbeid, vta, l\xF8nnstilskudd, arbeidstrening, frav\xE6r/frav\xE6ret/fr\xE5v\xE6r/fr\xE5v\xE6ret, mistrivsel, konflikt p\xE5 arbeidsplassen, samarbeidsproblemer, personalsak/personalsaka, tjenestefri, "
  },
  {
    label: "EMPLOYMENT_INFO_S",
    kind: "employment",
    language: "en",
    forms: "fixed",
    terms: "verbal warning, written warning, termination of employment, demoted, final warning, formal warning, disciplinary action, disciplinary meeting, disciplinary procedure, grievance, grievance procedure, dismissed, dismissal, unfair dismissal, wrongful dismissal, notice of dismissal, terminated, termination, redundant, suspended, suspension, capability procedure, performance concerns, misconduct, gross misconduct, unauthorised absence, phased return, reasonable adjustments, workplace adjustments, fit for work, unfit for work, unemployment, out of work, benefit claimant, jobseeker\u2019s allowance"
  },
  // ─── Economic situation ───
  {
    label: "ECONOMIC_STATUS_S",
    kind: "assistance",
    language: "no",
    forms: "fixed",
    terms: "l\xE5g inntekt, trong \xF8konomi, trang \xF8konomi, d\xE5rleg \xF8konomi, betalingsutsettelse, n\xF8dhjelp, supplerende st\xF8nad, \xF8konomisk st\xF8nad/\xF8konomisk st\xF8nad, \xF8konomisk sosialhjelp, sosialst\xF8nad, supplerende st\xF8nad, n\xF8dhjelp, akutt hjelp, husleiehjelp, husleigest\xF8tte, bust\xF8tte, bost\xF8tte, startl\xE5n, kommunal leilighet, kommunal bustad, kommunal bolig, midlertidig bolig, krisesenter, \xF8konomisk r\xE5dgjeving, frivillig forvaltning, tvungen forvaltning, vergem\xE5l, barnetrygd, kontantst\xF8tte, overgangsst\xF8nad, barnebidrag, engangsst\xF8nad, sosialhjelpsmottaker, st\xF8nadsmottaker, trygdemottaker, utbetaling fra nav, inntekt under, lav inntekt, gjeldsproblemer, gjeldsproblem, skylder, restskatt, inkassokrav, inkassovarsel, betalingsanmerkninger, utlegg, l\xF8nnstrekk, namsmannen, husleierestanse, str\xF8mregning/str\xF8mregningen, ubetalte regninger, ubetalt husleie, kausjon"
  },
  {
    label: "ECONOMIC_STATUS_S",
    kind: "assistance",
    language: "en",
    forms: "fixed",
    terms: "wage garnishment, financial strain, benefits, income support, disability benefit, housing support, council housing, social housing, food parcels, financial assistance, emergency payment, debt advice, debt relief, payment plan, owes, owed, outstanding debt, unpaid rent, unpaid bills, overdue, arrears of, credit card debt, loan default, low-income household, on benefits"
  }
];

// packages/detect/src/standard/sensitive/lexicon-types.ts
var SENSITIVE_LABELS = [
  "HEALTH_INFO_S",
  "CRIMINAL_RECORD_S",
  "SEXUAL_ORIENTATION_S",
  "FAMILY_RELATION_S",
  "EMPLOYMENT_INFO_S",
  "ECONOMIC_STATUS_S",
  "FINANCIAL_INFO_S",
  "POLITICAL_CASE_S",
  "BEHAVIORAL_PATTERN_S",
  "CONTEXT_SENSITIVE_S",
  "ANIMAL_INFO_S"
];

// packages/detect/src/standard/sensitive/lexicon.ts
var CORE_GROUPS = [
  // ─── HEALTH_INFO_S ───
  {
    label: "HEALTH_INFO_S",
    kind: "condition",
    language: "no",
    forms: "noun",
    head: true,
    modifier: true,
    terms: "diabetes, kreft/kreften/kreftens, depresjon, angst, angstlidelse, epilepsi, schizofreni, psykose, astma, kols, demens, alzheimer, autisme, adhd, add, dysleksi, anoreksi, bulimi, spiseforstyrrelse, hjerteinfarkt, hjerneslag, hjertesvikt, h\xF8yt blodtrykk, leddgikt, revmatisme, artrose, migrene, fibromyalgi, utbrenthet, ptsd, ocd, bipolar lidelse, personlighetsforstyrrelse, hiv, aids, hepatitt, tuberkulose, covid-19, lungebetennelse, multippel sklerose, parkinson, cerebral parese, downs syndrom, utviklingshemming, psykisk utviklingshemming, h\xF8rselstap, synshemming, kronisk smerte, ryggsmerter, svangerskapsdiabetes, f\xF8dselsdepresjon, svulst, leukemi, lymfom, c\xF8liaki, allergi, kreftsykdom, sykdom, diagnose, lidelse, hjernerystelse, benbrudd, beinbrudd, senebetennelse, tinnitus, s\xF8vnapn\xE9, overvekt, fedme"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "condition",
    language: "no",
    forms: "adj",
    terms: "deprimert, psykotisk, suicidal, gravid, diabetiker, epileptiker, astmatiker, dement, autist, blind, d\xF8v, funksjonshemmet, kreftsyk, psykisk syk, alvorlig syk, uf\xF8re"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "medication",
    language: "no",
    forms: "fixed",
    terms: "insulin/insulinet, metformin, ritalin, concerta, medikinet, strattera, zoloft, sertralin, cipralex, escitalopram, fluoksetin, prozac, lamictal, lamotrigin, litium, seroquel, quetiapin, olanzapin, zyprexa, abilify, risperdal, sobril, vival, valium, stesolid, diazepam, imovane, zopiklon, paracet, paracetamol, ibux, ibuprofen, morfin, oxycontin, oksykodon, tramadol, metadon, subutex, buprenorfin, suboxone, antabus, antidepressiva, antipsykotika, sovemedisin/sovemedisiner/sovetabletter, smertestillende, blodtrykksmedisin/blodtrykksmedisiner, cellegift/cellegiften, p-piller, medisin/medisinen/medisiner/medisinene, legemiddel/legemidler, benzodiazepiner"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "treatment",
    language: "no",
    forms: "noun",
    head: true,
    terms: "kjemoterapi, str\xE5lebehandling, dialyse, operasjon, amputasjon, transplantasjon, psykoterapi, samtaleterapi, fysioterapi, rusbehandling, innleggelse, tvangsinnleggelse, tvangsmedisinering, sykehusinnleggelse, abort, prevensjon, keisersnitt, rehabilitering, legemiddelassistert rehabilitering, lar-behandling, psykiatrisk behandling, poliklinisk behandling"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "condition",
    language: "en",
    forms: "noun",
    terms: "diabetes, cancer, depression, anxiety, anxiety disorder, epilepsy, schizophrenia, psychosis, asthma, copd, dementia, alzheimer, autism, adhd, dyslexia, anorexia, bulimia, eating disorder, heart attack, stroke, heart failure, high blood pressure, hypertension, arthritis, migraine, fibromyalgia, burnout, ptsd, ocd, bipolar disorder, personality disorder, hiv, aids, hepatitis, tuberculosis, pneumonia, multiple sclerosis, parkinson, cerebral palsy, down syndrome, learning disability, hearing loss, visual impairment, chronic pain, back pain, tumour, tumor, leukaemia, leukemia, lymphoma, coeliac disease, celiac disease, allergy, illness, diagnosis, disorder, injury, concussion, fracture, tinnitus, sleep apnoea, sleep apnea, obesity"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "condition",
    language: "en",
    forms: "fixed",
    terms: "depressed, psychotic, suicidal, pregnant, diabetic, epileptic, asthmatic, blind, deaf, disabled, terminally ill, mentally ill"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "medication",
    language: "en",
    forms: "fixed",
    terms: "insulin, metformin, ritalin, concerta, sertraline, zoloft, escitalopram, fluoxetine, prozac, lamotrigine, lithium, quetiapine, seroquel, olanzapine, aripiprazole, risperidone, diazepam, valium, zopiclone, paracetamol, ibuprofen, morphine, oxycodone, oxycontin, tramadol, methadone, buprenorphine, suboxone, antidepressants, antipsychotics, sleeping pills, painkillers, chemotherapy drugs, medication/medications, medicine"
  },
  {
    label: "HEALTH_INFO_S",
    kind: "treatment",
    language: "en",
    forms: "noun",
    terms: "chemotherapy, radiotherapy, radiation therapy, dialysis, surgery, amputation, transplant, psychotherapy, physiotherapy, rehab, rehabilitation, detox, hospitalisation, hospitalization, involuntary admission, abortion, caesarean section, c-section, psychiatric treatment, psychiatric ward, counselling, counseling"
  },
  // ─── CRIMINAL_RECORD_S ───
  {
    label: "CRIMINAL_RECORD_S",
    kind: "offence",
    language: "no",
    forms: "noun",
    head: true,
    terms: "tyveri, innbrudd, ran, vold, legemsbeskadigelse, kroppsskade, drap, drapsfors\xF8k, voldtekt, overgrep, seksuelt overgrep, narkotikalovbrudd, narkotikaforbrytelse, promillekj\xF8ring, fyllekj\xF8ring, ruskj\xF8ring, bedrageri, underslag, trygdesvindel, skattesvindel, hvitvasking, trusler, trussel, h\xE6rverk, brannstiftelse, frihetsber\xF8velse, menneskehandel, mishandling, mishandling i n\xE6re relasjoner, partnervold, barnemishandling, stalking, hatkriminalitet, ordensforstyrrelse, lovbrudd, forbrytelse, forseelse, straffbart forhold, besittelse av narkotika"
  },
  {
    label: "CRIMINAL_RECORD_S",
    kind: "sanction",
    language: "no",
    forms: "noun",
    terms: "fengselsstraff, ubetinget fengsel, betinget fengsel, samfunnsstraff, bot, forelegg, forenklet forelegg, varetektsfengsling, varetekt, soning, pr\xF8vel\xF8slatelse, f\xF8rerkortbeslag, tap av f\xF8rerett, kontaktforbud, bes\xF8ksforbud, oppholdsforbud, omvendt voldsalarm, elektronisk kontroll, fotlenke, straffedom, dom, anmerkning, prikk p\xE5 rullebladet, strafferegistrering"
  },
  {
    label: "CRIMINAL_RECORD_S",
    kind: "procedure",
    language: "no",
    forms: "fixed",
    terms: "d\xF8mt/d\xF8mte, domfelt, siktet, tiltalt, anmeldt, p\xE5grepet, arrestert, fengslet, straffet, straffed\xF8mt, sonet/soner/sonte, l\xF8slatt, pr\xF8vel\xF8slatt, varetektsfengslet, b\xF8telagt, mistenkt, etterlyst"
  },
  {
    label: "CRIMINAL_RECORD_S",
    kind: "offence",
    language: "en",
    forms: "noun",
    terms: "theft, burglary, robbery, assault, aggravated assault, murder, manslaughter, attempted murder, rape, sexual assault, sexual abuse, drug offence, drug offense, drug possession, possession of drugs, drink driving, drunk driving, dui, fraud, benefit fraud, tax fraud, embezzlement, money laundering, threats, vandalism, arson, domestic violence, child abuse, stalking, hate crime, shoplifting, criminal offence, criminal offense, felony, misdemeanour, misdemeanor"
  },
  {
    label: "CRIMINAL_RECORD_S",
    kind: "sanction",
    language: "en",
    forms: "noun",
    terms: "prison sentence, jail sentence, suspended sentence, community service, probation, parole, remand, restraining order, criminal record, conviction, conviction for, electronic tagging, ankle monitor"
  },
  {
    label: "CRIMINAL_RECORD_S",
    kind: "procedure",
    language: "en",
    forms: "fixed",
    terms: "convicted, sentenced, charged with, indicted, arrested, imprisoned, jailed, incarcerated, paroled, on parole, on probation, prosecuted, fined, remanded in custody"
  },
  // ─── SEXUAL_ORIENTATION_S ───
  {
    label: "SEXUAL_ORIENTATION_S",
    kind: "orientation",
    language: "no",
    forms: "adj",
    terms: "homofil, lesbisk, bifil, skeiv, heterofil, panfil, aseksuell, transkj\xF8nnet, ikke-bin\xE6r"
  },
  {
    label: "SEXUAL_ORIENTATION_S",
    kind: "orientation",
    language: "no",
    forms: "noun",
    terms: "lesbe, transperson, legning, seksuell legning, seksuell orientering, kj\xF8nnsidentitet, kj\xF8nnsinkongruens, kj\xF8nnsbekreftende behandling"
  },
  {
    label: "SEXUAL_ORIENTATION_S",
    kind: "orientation",
    language: "en",
    forms: "fixed",
    terms: "gay, lesbian/lesbians, bisexual, queer, heterosexual, pansexual, asexual, transgender, trans woman, trans man, non-binary, sexual orientation, gender identity, gender dysphoria, gender transition"
  },
  // ─── FAMILY_RELATION_S ───
  {
    label: "FAMILY_RELATION_S",
    kind: "kin",
    language: "no",
    forms: "fixed",
    terms: "mor/moren/moras/mora/mors/m\xF8dre/m\xF8drene, far/faren/fars/farens/fedre/fedrene, foreldre/foreldrene/foreldrenes, s\xF8nn/s\xF8nnen/s\xF8nner/s\xF8nnene/s\xF8nns, datter/datteren/dattera/d\xF8tre/d\xF8trene, bror/broren/br\xF8dre/br\xF8drene, s\xF8ster/s\xF8steren/s\xF8stra/s\xF8stre/s\xF8strene, s\xF8sken/s\xF8sknene, halvbror/halvbroren, halvs\xF8ster/halvs\xF8steren, ektefelle/ektefellen, ektemann/ektemannen, kone/kona/konen, samboer/samboeren, kj\xE6reste/kj\xE6resten, eksmann/eksmannen, ekskone/ekskona, ekssamboer/ekssamboeren, besteforeldre/besteforeldrene, bestemor/bestemoren, bestefar/bestefaren, mormor, morfar, farmor, farfar, barnebarn/barnebarnet, onkel/onkelen, tante/tanten/tanta, fetter/fetteren, kusine/kusinen, nev\xF8/nev\xF8en, niese/niesen, stemor/stemoren, stefar/stefaren, steforeldre, svigermor, svigerfar, svigerforeldre, fostermor, fosterfar, fosterforeldre/fosterforeldrene, fosterbarn/fosterbarnet, adoptivmor, adoptivfar, adoptivforeldre, biologisk mor, biologisk far, biologiske foreldre, enke/enken, enkemann/enkemannen, barnefar/barnefaren, barnemor/barnemoren, verge/vergen"
  },
  {
    label: "FAMILY_RELATION_S",
    kind: "kin",
    language: "en",
    forms: "fixed",
    terms: "mother, father, parents, son, sons, daughter, daughters, brother, brothers, sister, sisters, siblings, half-brother, half-sister, husband, wife, spouse, partner, boyfriend, girlfriend, ex-husband, ex-wife, ex-partner, grandmother, grandfather, grandparents, grandson, granddaughter, grandchildren, uncle, aunt, cousin, nephew, niece, stepmother, stepfather, stepson, stepdaughter, mother-in-law, father-in-law, foster mother, foster father, foster parents, foster child, adoptive parents, biological mother, biological father, widow, widower, guardian, mum, mom, dad"
  },
  // ─── EMPLOYMENT_INFO_S ───
  {
    label: "EMPLOYMENT_INFO_S",
    kind: "status",
    language: "no",
    forms: "fixed",
    terms: "permittert/permitterte, oppsagt, sagt opp, avskjediget, arbeidsledig/arbeidsledige, arbeidss\xF8kende, uf\xF8retrygdet, uf\xF8r, midlertidig ansatt, fast ansatt, deltidsansatt, vikar, l\xE6rling, i arbeidspraksis, i tiltak"
  },
  {
    label: "EMPLOYMENT_INFO_S",
    kind: "employment",
    language: "no",
    forms: "noun",
    head: true,
    terms: "permittering, oppsigelse, avskjed, advarsel, arbeidsavklaringspenger, aap, uf\xF8retrygd, uf\xF8repensjon, dagpenger, arbeidsledighet, arbeidsuf\xF8rhet, tilrettelegging, attf\xF8ring, arbeidspraksis, varsel om oppsigelse, disiplin\xE6rsak, personalsak, stillingsbr\xF8k, arbeidsforhold, arbeidsavtale"
  },
  {
    label: "EMPLOYMENT_INFO_S",
    kind: "status",
    language: "en",
    forms: "fixed",
    terms: "laid off, dismissed, fired, made redundant, unemployed, jobless, furloughed, on disability benefit, part-time, temporary contract, permanent contract, apprentice, written warning, disciplinary hearing, disciplinary case, redundancy, dismissal, unemployment benefit, jobseeker, disability benefits, performance improvement plan, employment contract"
  },
  // ─── ECONOMIC_STATUS_S ───
  {
    label: "ECONOMIC_STATUS_S",
    kind: "debt",
    language: "no",
    forms: "noun",
    head: true,
    terms: "gjeld/gjelda/gjelden/gjeldens/gjeldene, betalingsanmerkning, inkasso, inkassosak, gjeldsordning, gjeldsforhandling, utleggstrekk, l\xF8nnstrekk, tvangssalg, tvangsauksjon, konkurs, betalingsproblemer, betalingsvansker, restanse, husleierestanse, forbruksl\xE5n, kredittkortgjeld, skattegjeld, studiegjeld, namsmann, utkastelse, fravikelse"
  },
  {
    label: "ECONOMIC_STATUS_S",
    kind: "assistance",
    language: "no",
    forms: "fixed",
    terms: "sosialhjelp, \xF8konomisk sosialhjelp, \xF8konomisk st\xF8nad, n\xF8dhjelp, bost\xF8tte, startl\xE5n, kommunal bolig, matkort, matutdeling, midlertidig botilbud, bostedsl\xF8s/bostedsl\xF8se, hjeml\xF8s/hjeml\xF8se, lavinntekt, lav inntekt, fattigdom, fattig, blakk, \xF8konomiske problemer, d\xE5rlig \xF8konomi, trang \xF8konomi, \xF8konomisk r\xE5dgivning, nav-sosialhjelp, kvalifiseringsprogrammet, kvalifiseringsst\xF8nad, overgangsst\xF8nad, barnetrygd, kontantst\xF8tte"
  },
  {
    label: "ECONOMIC_STATUS_S",
    kind: "debt",
    language: "en",
    forms: "fixed",
    terms: "debt, debts, in debt, debt collection, debt collector, bailiff, bankruptcy, bankrupt, insolvent, insolvency, eviction, evicted, arrears, rent arrears, payment default, bad credit, county court judgment, repossession, foreclosure, payday loan"
  },
  {
    label: "ECONOMIC_STATUS_S",
    kind: "assistance",
    language: "en",
    forms: "fixed",
    terms: "welfare, social assistance, welfare benefits, food bank, food stamps, housing benefit, universal credit, homeless, homelessness, low income, poverty, financial difficulties, financial hardship, financial problems, emergency assistance"
  },
  // ─── FINANCIAL_INFO_S ───
  {
    label: "FINANCIAL_INFO_S",
    kind: "income",
    language: "no",
    forms: "noun",
    head: true,
    terms: "l\xF8nn, \xE5rsl\xF8nn, m\xE5nedsl\xF8nn, timel\xF8nn, grunnl\xF8nn, inntekt, \xE5rsinntekt, bruttoinntekt, nettoinntekt, formue, nettoformue, bankinnskudd, sparing, boligl\xE5n, l\xE5n, bill\xE5n, pensjon, utbytte, skatt, restskatt, kontantbel\xF8p, arv, l\xF8nnsslipp"
  },
  {
    label: "FINANCIAL_INFO_S",
    kind: "income",
    language: "en",
    forms: "fixed",
    terms: "salary, annual salary, wage, wages, hourly wage, income, annual income, gross income, net income, savings, mortgage, loan, car loan, pension, dividend, tax bill, inheritance, bank balance, net worth, payslip"
  },
  // ─── POLITICAL_CASE_S ───
  {
    label: "POLITICAL_CASE_S",
    kind: "party",
    language: "no",
    forms: "fixed",
    terms: "Arbeiderpartiet, H\xF8yre, Fremskrittspartiet, FrP, Senterpartiet, Sosialistisk Venstreparti, SV, R\xF8dt, Venstre, Kristelig Folkeparti, KrF, Milj\xF8partiet De Gr\xF8nne, MDG, partimedlem/partimedlemmer, partimedlemskap, partimedlemskapet, politisk aktiv, politisk aktivist, politisk flyktning, politisk overbevisning, politisk st\xE5sted, politiske syn, politiske meninger, demonstrant"
  },
  {
    label: "POLITICAL_CASE_S",
    kind: "union",
    language: "no",
    forms: "fixed",
    terms: "fagforening/fagforeningen, fagforeningsmedlem, fagorganisert/fagorganiserte, tillitsvalgt/tillitsvalgte, hovedtillitsvalgt, verneombud, LO, Fellesforbundet, Fagforbundet, Delta, Unio, YS, Akademikerne, Utdanningsforbundet, Sykepleierforbundet, NITO, Tekna, Parat"
  },
  {
    label: "POLITICAL_CASE_S",
    kind: "party",
    language: "en",
    forms: "fixed",
    terms: "Labour Party, Conservative Party, Liberal Democrats, Democratic Party, Republican Party, party member, party membership, political activist, political views, political opinions, political beliefs, political refugee, protester"
  },
  // ─── BEHAVIORAL_PATTERN_S ───
  {
    label: "BEHAVIORAL_PATTERN_S",
    kind: "behaviour",
    language: "no",
    forms: "noun",
    head: true,
    modifier: false,
    terms: "rusmisbruk, rusproblem, rusproblemer, rusbruk, alkoholmisbruk, alkoholproblem, alkoholproblemer, alkoholisme, narkotikamisbruk, stoffmisbruk, avhengighet, spilleavhengighet, pengespillavhengighet, selvskading, selvmordsfors\xF8k, selvmordstanker, utagering, aggresjon, voldsatferd, skulking, r\xF8mming, isolasjon, impulsivitet, atferdsvansker, atferdsproblemer, sinneutbrudd, s\xF8vnproblemer, gaming, spillproblemer, overforbruk, tvangshandlinger"
  },
  {
    label: "BEHAVIORAL_PATTERN_S",
    kind: "behaviour",
    language: "no",
    forms: "fixed",
    terms: "ruser seg, ruset, beruset, drikker mye, drikker daglig, skulker, r\xF8mmer, r\xF8mte, utagerende, aggressiv, voldelig, truende, isolerer seg, skader seg selv, kutter seg, r\xF8yker hasj, bruker hasj, bruker amfetamin, bruker kokain, injiserer"
  },
  {
    label: "BEHAVIORAL_PATTERN_S",
    kind: "behaviour",
    language: "en",
    forms: "fixed",
    terms: "substance abuse, drug abuse, drug use, alcohol abuse, alcoholism, alcoholic, addiction, addicted, gambling addiction, gambling problem, self-harm, self-harming, suicide attempt, suicidal thoughts, aggressive behaviour, aggressive behavior, violent behaviour, violent behavior, truancy, truant, runs away, ran away, outbursts, binge drinking, drinks heavily, uses cannabis, smokes cannabis, uses cocaine, injects drugs, intoxicated, drunk"
  },
  // ─── CONTEXT_SENSITIVE_S ───
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "religion",
    language: "no",
    forms: "fixed",
    terms: "muslim/muslimer/muslimsk/muslimske, kristen/kristne, katolikk/katolsk, j\xF8de/j\xF8disk/j\xF8diske, hindu, buddhist, sikh, jehovas vitne/jehovas vitner, pinsevenn, l\xE6stadianer, ateist, konvertert, konvertitt, mosk\xE9/moskeen, synagoge/synagogen, menighet/menigheten, trossamfunn/trossamfunnet, religi\xF8s/religi\xF8se, religion/religionen"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "background",
    language: "no",
    forms: "fixed",
    terms: "asyls\xF8ker/asyls\xF8kere/asyls\xF8keren, flyktning/flyktningen/flyktninger, enslig mindre\xE5rig, oppholdstillatelse/oppholdstillatelsen, utvisning/utvist, uten lovlig opphold, statsl\xF8s, innvandrer/innvandreren, etnisitet/etnisk, samisk bakgrunn, romfolk, tater, kvensk, minoritetsbakgrunn"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "child welfare",
    language: "no",
    forms: "fixed",
    terms: "bekymringsmelding/bekymringsmeldingen/bekymringsmeldinger, omsorgsovertakelse/omsorgsovertakelsen, akuttplassering/akuttplasseringen, fosterhjem/fosterhjemmet, beredskapshjem/beredskapshjemmet, barnevernsinstitusjon/barnevernsinstitusjonen, hjelpetiltak/hjelpetiltakene, unders\xF8kelsessak/unders\xF8kelsessaken, tiltaksplan/tiltaksplanen, samv\xE6rsrett/samv\xE6r/samv\xE6ret, tilsynsf\xF8rer, meldt til barnevernet, barnevernssak/barnevernssaken, n\xF8dverge"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "religion",
    language: "en",
    forms: "fixed",
    terms: "muslim, muslims, christian, catholic, jewish, jew, hindu, buddhist, sikh, jehovah\u2019s witness, jehovah's witness, atheist, converted, convert, mosque, synagogue, congregation, religious, religion"
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "background",
    language: "en",
    forms: "fixed",
    terms: "asylum seeker, asylum application, refugee, refugee status, undocumented, residence permit, deportation, deported, stateless, immigrant, ethnicity, ethnic background, ethnic minority, child protection, care order, foster care, foster placement, emergency placement, safeguarding concern, social services case, supervised contact, contact arrangements"
  },
  // ─── ANIMAL_INFO_S ───
  {
    label: "ANIMAL_INFO_S",
    kind: "animal",
    language: "no",
    forms: "fixed",
    terms: "hund/hunden/hunder/hundene, valp/valpen, katt/katten/katter/kattene, kattunge/kattungen, hest/hesten/hester/hestene, ponni/ponnien, kanin/kaninen, marsvin/marsvinet, hamster/hamsteren, papeg\xF8ye/papeg\xF8yen, undulat/undulaten, slange/slangen, ilder/ilderen, kj\xE6ledyr/kj\xE6ledyret, husdyr/husdyrene, f\xF8rerhund/f\xF8rerhunden, assistansehund, sauer, kyr, besetning/besetningen, buskap"
  },
  {
    label: "ANIMAL_INFO_S",
    kind: "animal",
    language: "en",
    forms: "fixed",
    terms: "dog, dogs, puppy, cat, cats, kitten, horse, horses, pony, rabbit, guinea pig, hamster, parrot, budgie, snake, ferret, pet, pets, guide dog, assistance dog, livestock, cattle, sheep, herd"
  }
];
var PLURAL_LEMMA = /(?:problemer|vansker|vanskar|smerter|smertar|plager|plagar|penger|pengar|trusler|symptomer|symptom|tanker|tankar|lidelser|skader|utbrudd|anfall|forstyrrelser|tiltak|traumer|abstinenser|metastaser|handlinger)$/u;
var NOUN_ENDINGS_NO = ["", "en", "et", "a", "er", "ene", "s", "ens", "ets", "ers", "enes"];
var NOUN_ENDINGS_NO_E = ["", "n", "r", "ne", "s", "ns", "rs", "nes", "t"];
var NOUN_ENDINGS_EN = ["", "s", "es", "'s"];
function formsOf(term, forms, language) {
  if (forms === "fixed" || term.includes("/")) return term.split("/").map((form) => form.trim());
  if (forms === "noun" && language === "no" && PLURAL_LEMMA.test(term))
    return [term, `${term.slice(0, -1)}ne`, `${term}s`];
  const endings = forms === "adj" ? language === "no" ? term.endsWith("e") ? [""] : ["", "e", "t"] : [""] : language === "no" ? term.endsWith("e") ? NOUN_ENDINGS_NO_E : NOUN_ENDINGS_NO : NOUN_ENDINGS_EN;
  return endings.map((ending) => term + ending);
}
var GROUPS = [...CORE_GROUPS, ...BREADTH_GROUPS];
var SENSITIVE_CATEGORIES = {
  HEALTH: "health",
  GENETIC: "genetic data",
  BIOMETRIC: "biometric data",
  RELIGION: "religious belief",
  ETHNIC: "ethnic origin",
  POLITICAL: "political opinion",
  UNION: "trade-union membership",
  SEXUAL: "sexual orientation or gender identity",
  CRIMINAL: "criminal record",
  FAMILY: "family relation",
  EMPLOYMENT: "employment",
  ECONOMIC: "economic status",
  FINANCIAL: "financial",
  BEHAVIOR: "behaviour",
  CHILD_WELFARE: "child welfare",
  ANIMAL: "animal",
  AGE: "age"
};
var LABEL_CATEGORY = {
  HEALTH_INFO_S: "HEALTH",
  CRIMINAL_RECORD_S: "CRIMINAL",
  SEXUAL_ORIENTATION_S: "SEXUAL",
  FAMILY_RELATION_S: "FAMILY",
  EMPLOYMENT_INFO_S: "EMPLOYMENT",
  ECONOMIC_STATUS_S: "ECONOMIC",
  FINANCIAL_INFO_S: "FINANCIAL",
  POLITICAL_CASE_S: "POLITICAL",
  BEHAVIORAL_PATTERN_S: "BEHAVIOR",
  CONTEXT_SENSITIVE_S: "CHILD_WELFARE",
  ANIMAL_INFO_S: "ANIMAL"
};
var KIND_CATEGORY = {
  genetic: "GENETIC",
  biometric: "BIOMETRIC",
  religion: "RELIGION",
  background: "ETHNIC",
  union: "UNION",
  "sick leave": "HEALTH"
};
function categoryOf(label, kind) {
  return KIND_CATEGORY[kind] ?? LABEL_CATEGORY[label];
}
var LEXICON = GROUPS.flatMap(
  (group) => group.terms.split(",").map((term) => term.trim()).filter(Boolean).map((term) => ({
    label: group.label,
    kind: group.kind,
    language: group.language,
    term: term.toLowerCase(),
    proper: new RegExp("^\\p{Lu}", "u").test(term),
    forms: group.forms,
    head: group.head ?? false,
    modifier: group.modifier ?? group.head ?? false
  }))
);

// packages/detect/src/standard/sensitive/tagger.ts
var import_node_fs2 = require("node:fs");
var import_node_module3 = require("node:module");
var TAGGED_LABELS = ["HEALTH_INFO_S"];
var TAGS2 = ["O", ...TAGGED_LABELS.flatMap((l) => [`B-${l}`, `I-${l}`])];
var T2 = TAGS2.length;
var LABEL_OF = TAGS2.map(
  (tag) => tag === "O" ? void 0 : tag.slice(2)
);
var IS_INSIDE = TAGS2.map((tag) => tag.startsWith("I-"));
function isAllowed2(p, t) {
  if (!IS_INSIDE[t]) return true;
  return p >= 0 && LABEL_OF[p] === LABEL_OF[t];
}
function loadTagger(file) {
  if (file.format !== "sladd-sensitive-tagger/1") throw new Error("not a sensitive-tagger model");
  const weights = /* @__PURE__ */ new Map();
  for (const [feature, pairs2] of Object.entries(file.weights)) {
    const row = new Float64Array(T2);
    for (let k = 0; k < pairs2.length; k += 2) row[pairs2[k]] = pairs2[k + 1];
    weights.set(feature, row);
  }
  return { start: Float64Array.from(file.start), trans: Float64Array.from(file.trans), weights };
}
var TAGGER_FILE = "@sladd/detect/models/sensitive-tagger.json";
var shipped;
function shippedTagger() {
  if (!shipped) {
    const path = (0, import_node_module3.createRequire)(__metaUrl).resolve(TAGGER_FILE);
    shipped = loadTagger(JSON.parse((0, import_node_fs2.readFileSync)(path, "utf8")));
  }
  return shipped;
}
var DIGITS2 = /\d/g;
function shape(word) {
  const first = word.charAt(0);
  const upper = first.toUpperCase();
  const lowerFirst = first.toLowerCase();
  if (upper !== lowerFirst) {
    if (first === lowerFirst) return "aa";
    return word === word.toUpperCase() && word.length > 1 ? "AA" : "Aa";
  }
  return first >= "0" && first <= "9" ? "0" : "p";
}
function sentenceFeatures(tokens, lexicon) {
  const n = tokens.length;
  const lower = tokens.map((token) => token.text.toLowerCase().replace(DIGITS2, "0"));
  const at = (i) => i < 0 ? "<s>" : i >= n ? "</s>" : lower[i];
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    const w = lower[i];
    const prev = at(i - 1);
    out[i] = [
      "bias",
      `w=${w}`,
      `s3=${w.slice(-3)}`,
      `s4=${w.slice(-4)}`,
      `s5=${w.slice(-5)}`,
      `p4=${w.slice(0, 4)}`,
      `shape=${shape(tokens[i].text)}${i === 0 ? "^" : ""}`,
      `len=${Math.min(w.length, 12)}`,
      `w-1=${prev}`,
      `w-2=${at(i - 2)}`,
      `w+1=${at(i + 1)}`,
      `w+2=${at(i + 2)}`,
      `w-1|w=${prev}|${w}`,
      `lex=${lexicon[i] ?? "-"}`,
      `lex-1=${lexicon[i - 1] ?? "-"}`,
      `lex+1=${lexicon[i + 1] ?? "-"}`
    ];
  }
  return out;
}
function emissions(tagger, features) {
  const emit = new Float64Array(features.length * T2);
  features.forEach((list, i) => {
    for (const feature of list) {
      const row = tagger.weights.get(feature);
      if (!row) continue;
      for (let t = 0; t < T2; t++) emit[i * T2 + t] += row[t];
    }
  });
  return emit;
}
var ALLOWED_START = TAGS2.map((_, t) => isAllowed2(-1, t));
var ALLOWED = TAGS2.flatMap((_, p) => TAGS2.map((__, t) => isAllowed2(p, t)));
function viterbi(tagger, emit, n) {
  if (n === 0) return [];
  const score = new Float64Array(n * T2);
  const back = new Int16Array(n * T2);
  for (let t = 0; t < T2; t++) score[t] = ALLOWED_START[t] ? tagger.start[t] + emit[t] : -Infinity;
  for (let i = 1; i < n; i++) {
    for (let t = 0; t < T2; t++) {
      let best = -Infinity;
      let arg = 0;
      for (let p = 0; p < T2; p++) {
        if (!ALLOWED[p * T2 + t]) continue;
        const s = score[(i - 1) * T2 + p] + tagger.trans[p * T2 + t];
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      score[i * T2 + t] = best + emit[i * T2 + t];
      back[i * T2 + t] = arg;
    }
  }
  let last2 = 0;
  for (let t = 1; t < T2; t++) if (score[(n - 1) * T2 + t] > score[(n - 1) * T2 + last2]) last2 = t;
  const path = new Array(n);
  path[n - 1] = last2;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * T2 + path[i]];
  return path;
}
function pathScore(tagger, emit, path) {
  let score = 0;
  for (let i = 0; i < path.length; i++) {
    const t = path[i];
    score += (i === 0 ? tagger.start[t] : tagger.trans[path[i - 1] * T2 + t]) + emit[i * T2 + t];
  }
  return score;
}
function spanMargin(tagger, emit, path, first, last2) {
  const n = path.length;
  const forced = emit.slice();
  for (let i = first; i <= last2; i++) for (let t = 1; t < T2; t++) forced[i * T2 + t] = -1e9;
  return pathScore(tagger, emit, path) - pathScore(tagger, forced, viterbi(tagger, forced, n));
}
function spansOfPath(path) {
  const spans = [];
  for (let i = 0; i < path.length; i++) {
    const label = LABEL_OF[path[i]];
    if (!label || IS_INSIDE[path[i]]) continue;
    let j = i;
    while (j + 1 < path.length && IS_INSIDE[path[j + 1]] && LABEL_OF[path[j + 1]] === label) j++;
    spans.push([i, j, label]);
    i = j;
  }
  return spans;
}

// packages/detect/src/standard/sensitive/candidates.ts
var HEAD_ONLY = /* @__PURE__ */ new Set([
  "sykdom",
  "sjukdom",
  "lidelse",
  "liding",
  "diagnose",
  "forstyrrelse",
  "forstyrring",
  "plager",
  "plagar",
  "vansker",
  "vanskar"
]);
function buildIndex(language) {
  const byFirst = /* @__PURE__ */ new Map();
  const heads = /* @__PURE__ */ new Map();
  const modifiers = /* @__PURE__ */ new Map();
  for (const entry2 of LEXICON) {
    if (entry2.language !== language) continue;
    for (const form of formsOf(entry2.term, entry2.forms, language)) {
      const words2 = tokenize(form).map((token) => token.text.toLowerCase());
      if (words2.length === 0) continue;
      if (HEAD_ONLY.has(entry2.term)) {
        if (words2.length === 1 && form.length >= 4 && !heads.has(words2[0])) heads.set(words2[0], entry2);
        continue;
      }
      const list = byFirst.get(words2[0]) ?? [];
      list.push({ entry: entry2, rest: words2.slice(1) });
      byFirst.set(words2[0], list);
      if (words2.length === 1 && entry2.head && form.length >= 4 && !heads.has(words2[0]))
        heads.set(words2[0], entry2);
    }
    const lemma = formsOf(entry2.term, entry2.forms, language)[0];
    if (entry2.modifier && !lemma.includes(" ") && lemma.length >= 4) modifiers.set(lemma, entry2);
  }
  return { byFirst, heads, modifiers };
}
var INDEXES = {};
function indexFor(language) {
  return INDEXES[language] ??= buildIndex(language);
}
var WORD = /^[\p{L}\p{M}]/u;
var CAPITAL = new RegExp("^\\p{Lu}", "u");
function joined(text, a, b) {
  for (let k = a.end; k < b.start; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 10 && c !== 45 && c !== 160) return false;
  }
  return true;
}
function longestForm(index, text, tokens, i, lower) {
  let best;
  for (const form of index.byFirst.get(lower) ?? []) {
    if (form.entry.proper && !CAPITAL.test(tokens[i].text)) continue;
    const last2 = i + form.rest.length;
    if (last2 >= tokens.length || best && last2 <= best.last) continue;
    let ok = true;
    for (let k = 0; k < form.rest.length && ok; k++) {
      const token = tokens[i + 1 + k];
      ok = token.text.toLowerCase() === form.rest[k] && joined(text, tokens[i + k], token);
    }
    if (ok) best = { entry: form.entry, last: last2 };
  }
  return best;
}
function compoundOf(index, lower) {
  if (lower.length < 7) return void 0;
  for (let k = 3; k <= lower.length - 4; k++) {
    const entry2 = index.heads.get(lower.slice(k));
    if (entry2) return { entry: entry2, compound: "head" };
  }
  for (let k = lower.length - 4; k >= 4; k--) {
    let prefix = lower.slice(0, k);
    let entry2 = index.modifiers.get(prefix);
    if (!entry2 && (prefix.endsWith("s") || prefix.endsWith("e"))) {
      prefix = prefix.slice(0, -1);
      entry2 = index.modifiers.get(prefix);
    }
    if (entry2) return { entry: entry2, compound: "modifier" };
  }
  return void 0;
}
var MODEL_MARGIN = 2;
var MODEL_ENTRIES = new Map(
  ["no", "en"].flatMap(
    (language) => SENSITIVE_LABELS.map((label) => [
      `${language}:${label}`,
      {
        label,
        kind: "sequence model",
        language,
        term: "",
        forms: "fixed",
        proper: false,
        head: false,
        modifier: false
      }
    ])
  )
);
function lexiconLabels(sentence, candidates) {
  const labels = new Array(sentence.length).fill(void 0);
  for (const c of candidates) for (let k = c.first; k <= c.last; k++) labels[k] = c.entry.label;
  return labels;
}
var CASE_WORD = /(?:notat|notatet|vedtak|vedtaket|referat|referatet|søknad|søknaden|melding|meldingen|meldinga|rapport|rapporten|sak|saken|saka|brev|brevet|skjema|skjemaet|møte|møtet|avtale|avtalen|journal|journalen|epikrise|epikrisen|henvisning|henvisningen|tilvising|erklæring|erklæringen|uttalelse|uttalelsen|klage|klagen)$/u;
function modelCandidates(tagger, sentence, lexicon, language) {
  const labels = lexiconLabels(sentence, lexicon);
  const features = sentenceFeatures(sentence, labels);
  const emit = emissions(tagger, features);
  const path = viterbi(tagger, emit, sentence.length);
  const out = [];
  for (const [first, last2, label] of spansOfPath(path)) {
    if (!WORD.test(sentence[first].text)) continue;
    if (sentence.slice(first, last2 + 1).some((t) => /\d/.test(t.text))) continue;
    if (first > 0 && new RegExp("^\\p{Lu}", "u").test(sentence[first].text)) continue;
    if (sentence.slice(first, last2 + 1).some((t) => CASE_WORD.test(t.text.toLowerCase()))) continue;
    if (labels.slice(first, last2 + 1).some((l) => l !== void 0)) continue;
    if (spanMargin(tagger, emit, path, first, last2) < MODEL_MARGIN) continue;
    out.push({
      entry: MODEL_ENTRIES.get(`${language}:${label}`),
      sentence,
      first,
      last: last2,
      start: sentence[first].start,
      end: sentence[last2].end,
      compound: "model"
    });
  }
  return out;
}
function findCandidates(text, language, tagger = shippedTagger()) {
  const index = indexFor(language);
  const tokens = tokenize(text);
  const out = [];
  for (const sentence of splitSentences(text, tokens)) {
    const before = out.length;
    for (let i = 0; i < sentence.length; i++) {
      const token = sentence[i];
      if (!WORD.test(token.text)) continue;
      const lower = token.text.toLowerCase();
      const whole = longestForm(index, text, sentence, i, lower);
      if (whole) {
        out.push({
          entry: whole.entry,
          sentence,
          first: i,
          last: whole.last,
          start: token.start,
          end: sentence[whole.last].end,
          compound: "none"
        });
        i = whole.last;
        continue;
      }
      let found;
      if (lower.includes("-")) {
        for (const part of lower.split("-")) {
          const forms = index.byFirst.get(part)?.filter((form) => form.rest.length === 0);
          if (forms?.length) {
            found = { entry: forms[0].entry, compound: "part" };
            break;
          }
        }
      }
      if (!found && language === "no") found = compoundOf(index, lower);
      if (!found) {
        const byForm = morphologyEntry(lower, language);
        if (byForm) found = { entry: byForm, compound: "form" };
      }
      if (found) out.push({ ...found, sentence, first: i, last: i, start: token.start, end: token.end });
    }
    if (tagger) {
      const proposed = modelCandidates(tagger, sentence, out.slice(before), language);
      if (proposed.length > 0) {
        out.push(...proposed);
        const sorted = out.splice(before).sort((a, b) => a.start - b.start);
        out.push(...sorted);
      }
    }
  }
  return out;
}

// packages/detect/src/standard/sensitive/context-model.ts
var import_node_fs3 = require("node:fs");
var import_node_module4 = require("node:module");
var CONTEXT_MODEL_FILE = "@sladd/detect/models/sensitive-context.json";
function loadContextModel(model) {
  if (model.format !== "sladd-sensitive-context/1") throw new Error("not a sensitive-context model");
  return { calibration: model.calibration, weights: new Map(Object.entries(model.weights)) };
}
var loaded;
function contextModel() {
  if (!loaded) {
    const path = (0, import_node_module4.createRequire)(__metaUrl).resolve(CONTEXT_MODEL_FILE);
    loaded = loadContextModel(JSON.parse((0, import_node_fs3.readFileSync)(path, "utf8")));
  }
  return loaded;
}
function margin(weights, features) {
  let sum = 0;
  for (const feature of features) sum += weights.get(feature) ?? 0;
  return sum;
}
function probability(model, features) {
  const { a, b } = model.calibration;
  return 1 / (1 + Math.exp(-(a * margin(model.weights, features) + b)));
}

// packages/detect/src/standard/sensitive/features.ts
var PERSON_WORDS = {
  no: new Set(
    "hun han hen jeg meg henne ham hennes hans hens sin sitt sine seg deg du din ditt dine pasienten pasient brukeren klienten barnet gutten jenta eleven s\xF8keren den ansatte arbeidstakeren kvinnen mannen s\xF8nnen datteren mor far moren faren mora ektefellen samboeren innbyggeren beboeren tiltalte domfelte siktede vedkommende personen".split(
      " "
    )
  ),
  en: new Set(
    "she he they i me her him his hers their them my mine your you himself herself themselves patient client claimant applicant employee pupil student boy girl child woman man son daughter mother father mum dad defendant tenant resident person".split(
      " "
    )
  )
};
var DIGITS3 = /\d/g;
var LETTER2 = /^[\p{L}\p{M}]/u;
var CAPITAL2 = new RegExp("^\\p{Lu}", "u");
function norm(word) {
  return word.toLowerCase().replace(DIGITS3, "0");
}
function candidateFeatures(candidate, language) {
  const { sentence, first, last: last2, entry: entry2, compound } = candidate;
  const label = entry2.label;
  const f = ["bias", `L=${label}`, `K=${label}/${entry2.kind}`, `lang=${language}`];
  const word = sentence[first].text;
  const initial = first === 0;
  if (initial) f.push("first", `L=${label}|first`);
  else if (CAPITAL2.test(word)) f.push("cap", `L=${label}|cap`, `cap|proper=${entry2.proper}`);
  f.push(`cmp=${compound}`, `L=${label}|cmp=${compound}`);
  if (compound === "modifier" || compound === "head") f.push(`tail=${norm(word).slice(-4)}`);
  if (last2 > first) f.push("multi");
  const left = (k) => {
    const token = sentence[first - k];
    return token ? norm(token.text) : "<s>";
  };
  const right = (k) => {
    const token = sentence[last2 + k];
    return token ? norm(token.text) : "</s>";
  };
  const l1 = left(1);
  const l2 = left(2);
  const r1 = right(1);
  const r2 = right(2);
  f.push(`l1=${l1}`, `l2=${l2}`, `l12=${l2}_${l1}`, `r1=${r1}`, `r2=${r2}`, `r12=${r1}_${r2}`);
  f.push(`L=${label}|l1=${l1}`, `L=${label}|r1=${r1}`, `L=${label}|l12=${l2}_${l1}`);
  for (let k = 3; k <= 7; k++) {
    const token = sentence[first - k];
    if (!token) break;
    f.push(`lw=${norm(token.text)}`);
  }
  for (let k = 3; k <= 6; k++) {
    const token = sentence[last2 + k];
    if (!token) break;
    f.push(`rw=${norm(token.text)}`);
  }
  const persons = PERSON_WORDS[language];
  let person = false;
  let name = false;
  for (let i = 0; i < sentence.length; i++) {
    if (i >= first && i <= last2) continue;
    const text = sentence[i].text;
    if (persons.has(text.toLowerCase())) person = true;
    else if (i > 0 && CAPITAL2.test(text) && LETTER2.test(text) && text.length > 1 && text !== text.toUpperCase())
      name = true;
  }
  f.push(`person=${person}`, `L=${label}|person=${person}`, `name=${name}`, `L=${label}|name=${name}`);
  const length = sentence.length;
  f.push(`len=${length < 5 ? "short" : length < 12 ? "mid" : "long"}`);
  const end = sentence[length - 1].text;
  if (!/^[.!?…]$/u.test(end)) f.push("noend", `noend|len=${length < 5 ? "short" : "long"}`);
  return f;
}

// packages/detect/src/standard/sensitive/phrase-extent.ts
var MODIFIER_CATEGORIES = /* @__PURE__ */ new Set([
  "HEALTH",
  "GENETIC",
  "BIOMETRIC",
  "RELIGION",
  "ETHNIC",
  "POLITICAL",
  "UNION",
  "SEXUAL",
  "CRIMINAL"
]);
var PHRASE_CATEGORIES = /* @__PURE__ */ new Set([
  "HEALTH",
  "CRIMINAL",
  "GENETIC",
  "BIOMETRIC"
]);
var WORD2 = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*/u;
var MODIFIER_NO = new RegExp("^(?:\\p{Ll}[\\p{L}-]*(?:isk|iske|ig|ige|lig|lige|ell|elle|iv|ive|\xE6r|\xE6re|erende|ende|ert|erte)|kronisk|kroniske|akutt|akutte|alvorlig|alvorlige|lett|lette|moderat|moderate|mild|milde|store|stor|grov|grove|tung|tunge|venstre|h\xF8yre|h\xF8gre|\xF8vre|nedre|tidlig|sein|sen|gjentatt|gjentatte|hyppig|hyppige|uttalt|uttalte|nyoppdaget|nyoppdaga|behandlingsresistent)$", "u");
var MODIFIER_EN = new RegExp("^(?:\\p{Ll}[\\p{L}]*(?:ic|al|ive|ous|ary|ory|oid|ular|ian|ent|ant)|\\p{Ll}[\\p{L}]*-[\\p{L}]*(?:ing|ed|ic|al)|chronic|acute|severe|mild|moderate|major|minor|recurrent|persistent|bilateral|left|right|lower|upper|early|late|mixed|heavy|serious|aggravated|suspected)$", "u");
var NOT_MODIFIER = /* @__PURE__ */ new Set([
  // Norwegian
  "ikke",
  "ogs\xE5",
  "ingen",
  "noen",
  "mange",
  "enige",
  "\xF8vrige",
  "tidligere",
  "daglig",
  "samtidig",
  "egentlig",
  "vanlig",
  "mulig",
  "n\xF8dvendig",
  "viktig",
  "ferdig",
  "ende",
  "hende",
  "gjennomg\xE5ende",
  "f\xF8lgende",
  "gjeldende",
  "n\xE5v\xE6rende",
  "tilsvarende",
  "kjent",
  "hennes",
  "hans",
  "deres",
  "sendte",
  "mente",
  "kjente",
  "hevdet",
  "opplyste",
  "ble",
  "v\xE6re",
  "vere",
  "b\xE6re",
  "l\xE6re",
  // English
  "patient",
  "client",
  "parent",
  "student",
  "resident",
  "agent",
  "president",
  "applicant",
  "claimant",
  "tenant",
  "defendant",
  "informant",
  "want",
  "sent",
  "went",
  "spent",
  "meant",
  "had",
  "used",
  "need",
  "needed",
  "noted",
  "reported",
  "stated",
  "confirmed",
  "diagnosed",
  "treated",
  "admitted",
  "referred",
  "charged",
  "convicted",
  "sentenced",
  "arrested",
  "started",
  "stopped",
  "ended",
  "showed",
  "denied",
  "described",
  "called",
  "named",
  "based",
  "related",
  "general",
  "several",
  "usual",
  "normal",
  "total",
  "final",
  "annual",
  "potential",
  "current",
  "recent",
  "present",
  "frequent",
  "different",
  "important",
  "relevant",
  "significant",
  "hospital",
  "medical",
  "clinical",
  "physical",
  "mental",
  "social",
  "national",
  "local",
  "criminal",
  "legal",
  "official",
  "personal",
  "original",
  "additional",
  "previous",
  "various",
  "obvious"
]);
var PREPOSITION2 = {
  no: /^(?:i|på|med|av|ved|for|til|mot|etter|uten)$/u,
  en: /^(?:in|on|of|with|to|at|for|from|against|without|affecting)$/u
};
var PHRASE_STOP = {
  no: /^(?:og|eller|men|som|at|da|når|fordi|siden|hvis|dersom|der|hvor|han|hun|ho|hen|de|dei|vi|jeg|eg|det|den|er|var|har|hadde|ble|vart|blir|kan|skal|vil|må|ikke|ikkje|også|samt|sier|seier)$/iu,
  en: /^(?:and|or|but|that|which|who|whom|when|because|since|if|where|while|he|she|they|we|i|it|is|was|were|are|has|had|have|been|will|would|can|could|may|might|must|should|not|also|says|said)$/iu
};
var QUALIFIER = new RegExp("^(?:[ \\u00a0]+(?:type|typ|grad|grade|stadium|stage|genotype|klasse|class)[ \\u00a0]+[\\p{L}\\p{N}]{1,4}(?![\\p{L}\\p{N}])|,[ \\u00a0]*(?:genotype|grad|grade|stadium|stage)[ \\u00a0]+[\\p{L}\\p{N}]{1,4}(?![\\p{L}\\p{N}])|[ \\u00a0]+(?:[A-E]|[A-Z]\\d{1,2}(?:[/-][A-Z]?\\d{1,2})?|[IVX]{1,4}|\\d[a-z]?)(?![\\p{L}\\p{N}]|\\.\\p{L}|[.,]\\d))", "u");
var TIME_WORD = /^(?:\d+|fjor|fjar|dag|går|morgon|morgen|kveld|natt|høst|haust|vår|sommer|sommar|vinter|uke|veke|år|måned|månad|januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember|ca|day|days|week|weeks|year|years|month|months|morning|evening|night|spring|summer|autumn|winter|january|february|march|may|june|july|august|september|october|november|december)$/iu;
var SLASH_NAME = new RegExp("^\\/\\p{L}[\\p{L}-]{2,}", "u");
function isModifier(word, language) {
  if (word.length < 3 || NOT_MODIFIER.has(word.toLowerCase())) return false;
  return (language === "no" ? MODIFIER_NO : MODIFIER_EN).test(word);
}
function extendLeft(text, start, language) {
  let at = start;
  for (let taken = 0; taken < 3; taken++) {
    if (at < 2 || text[at - 1] !== " " && text[at - 1] !== "\n") break;
    const before = text.slice(Math.max(0, at - 41), at - 1);
    const m = /[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u.exec(before);
    if (!m || m.index + m[0].length !== before.length) break;
    const wordStart = at - 1 - m[0].length;
    if (wordStart > 0 && !/[\s(«"“]/u.test(text[wordStart - 1])) break;
    const opensSentence = /(?:^|[.!?:]\s+|\n)$/u.test(text.slice(Math.max(0, wordStart - 3), wordStart));
    const word = opensSentence && new RegExp("^\\p{Lu}\\p{Ll}+$", "u").test(m[0]) ? m[0].toLowerCase() : m[0];
    if (!isModifier(word, language)) break;
    at = wordStart;
  }
  return at;
}
function extendRight(text, end, category, language) {
  let at = end;
  const slash = SLASH_NAME.exec(text.slice(at, at + 40));
  if (slash) at += slash[0].length;
  for (let i = 0; i < 2; i++) {
    const qualifier = QUALIFIER.exec(text.slice(at, at + 30));
    if (!qualifier) break;
    at += qualifier[0].length;
  }
  if (!PHRASE_CATEGORIES.has(category)) return at;
  let cursor = at;
  const words2 = [];
  for (let i = 0; i < 4; i++) {
    if (text[cursor] !== " " && text[cursor] !== "\n") break;
    const m = WORD2.exec(text.slice(cursor + 1, cursor + 41));
    if (!m) break;
    const word = m[0];
    if (i === 0 ? !PREPOSITION2[language].test(word) : PHRASE_STOP[language].test(word)) break;
    if (words2.length && TIME_WORD.test(word) && PREPOSITION2[language].test(words2.at(-1))) break;
    cursor += 1 + word.length;
    words2.push(word);
  }
  while (words2.length && PREPOSITION2[language].test(words2.at(-1))) {
    cursor -= words2.pop().length + 1;
  }
  return words2.length >= 2 ? cursor : at;
}
function phraseExtent(text, span, category, language) {
  if (!category || !MODIFIER_CATEGORIES.has(category)) return span;
  return {
    start: extendLeft(text, span.start, language),
    end: extendRight(text, span.end, category, language)
  };
}

// packages/detect/src/standard/sensitive/recognizer.ts
var HOW_FOUND = {
  none: "",
  model: "",
  head: ", in a compound word",
  modifier: ", in a compound word",
  part: ", in a compound word",
  form: ", by its word form"
};
var FLOOR = 0.2;
var AMOUNT_AFTER = /^(?:[ \u00a0]+(?:på|of|er|var|is|was|about|omkring|ca\.?|cirka))?[ \u00a0:]*(?:(?:kr\.?|nok|£|\$|€|usd|eur)[ \u00a0]*)?(?:\d{1,3}(?:[ \u00a0.,]\d{3})+|\d+)(?:[.,]\d{1,2})?(?:,-)?(?:[ \u00a0]*(?:millioner|million|mill\.?|mrd\.?|kroner|kr\.?|nok|pounds|dollars|euro))?/iu;
var NAME_AFTER2 = new RegExp("^[ \\u00a0]+(?:(?:som[ \\u00a0]+)?heter[ \\u00a0]+|named[ \\u00a0]+|called[ \\u00a0]+)?\\p{Lu}\\p{Ll}+", "u");
function spanEnd(text, candidate) {
  const { label } = candidate.entry;
  if (label !== "FINANCIAL_INFO_S" && label !== "ANIMAL_INFO_S") return candidate.end;
  const after = text.slice(candidate.end, candidate.end + 60);
  const m = (label === "FINANCIAL_INFO_S" ? AMOUNT_AFTER : NAME_AFTER2).exec(after);
  return m ? candidate.end + m[0].trimEnd().length : candidate.end;
}
var last;
function scoreCandidates(text, language, model = contextModel(), labels) {
  if (!last || last.text !== text || last.language !== language || last.model !== model) {
    const scored = [];
    for (const candidate of findCandidates(text, language)) {
      const p = probability(model, candidateFeatures(candidate, language));
      if (p >= FLOOR) scored.push([candidate, p]);
    }
    last = { text, language, model, scored };
  }
  return labels ? last.scored.filter(([candidate]) => labels.has(candidate.entry.label)) : last.scored;
}
function createSensitiveRecognizer(options = {}) {
  const typeOf3 = options.typeOf ?? ((candidate) => candidate.entry.label);
  return {
    id: options.typeOf ? "standard-sensitive-kinds" : "standard-sensitive",
    entityTypes: options.entityTypes ?? SENSITIVE_LABELS,
    find({ text, language }) {
      return scoreCandidates(text, language, options.model ?? contextModel()).map(([candidate, p]) => {
        const category = categoryOf(candidate.entry.label, candidate.entry.kind);
        const { start, end } = phraseExtent(
          text,
          { start: candidate.start, end: spanEnd(text, candidate) },
          category,
          language
        );
        return {
          entityType: typeOf3(candidate),
          category,
          start,
          end,
          score: Math.round(p * 1e3) / 1e3,
          reason: `${SENSITIVE_CATEGORIES[category]} term (${candidate.entry.kind}${HOW_FOUND[candidate.compound]}); context model: about a person (${Math.round(p * 100)} %)`,
          engine: "standard"
        };
      });
    }
  };
}

// packages/detect/src/standard/structured.ts
var AGE_WORDS_NO = "\xE5r(?:[ \\u00a0]+gam(?:mel|le))?";
var ageRecognizer = createPatternRecognizer({
  id: "standard-age",
  entityType: "AGE_S",
  patterns: [
    // 0: "45 år gammel", "45 år gamle" — the unit and "gammel" say age on their own.
    new RegExp(`(?<![\\p{L}\\d])(\\d{1,3})[ \\u00a0]+\xE5r[ \\u00a0]+gam(?:mel|le)\\b`, "gu"),
    // 1: "14-åring", "14-åringen", "14 åringer"
    /(?<![\p{L}\d])(\d{1,3})(?:-|[ \u00a0])?åring(?:en|er|ene)?(?![\p{L}])/gu,
    // 2: "45 years old", "45-year-old", "45 year old"
    /(?<![\p{L}\d])(\d{1,3})(?:[ \u00a0]+years?[ \u00a0]+old|-years?-old)\b/giu,
    // 3: "aged 45", "age 45", "age: 45", "alder 45", "alder: 45 år", "i en alder av 45 år" (number only)
    /\b(?:aged?|alder(?:en)?|i en alder av)[: \u00a0]+(\d{1,3})(?![\d])/giu,
    // 4: bare "45 år" after a word that states an age
    new RegExp(
      `\\b(?:er|var|ble|blir|fyller|fylte|fylt|p\xE5|is|was|turned|turns)[ \\u00a0]+(\\d{1,3})[ \\u00a0]+(?:${AGE_WORDS_NO})(?![\\p{L}])`,
      "giu"
    )
  ],
  evaluate(m, _ctx, pattern) {
    const value = Number(m[1]);
    if (!(value >= 0 && value <= 120)) return void 0;
    const numberStart = m.index + m[0].indexOf(m[1]);
    if (pattern === 3) {
      return {
        start: numberStart,
        end: numberStart + m[1].length,
        score: 0.85,
        reason: "age after an age word"
      };
    }
    if (pattern === 4) {
      return {
        start: numberStart,
        end: m.index + m[0].length,
        score: 0.7,
        reason: 'age: "N \xE5r" after a verb that states an age'
      };
    }
    return matchCandidate(m, 0.9, "age expression (number with an age unit)");
  }
});
var ageInfoRecognizer = createPatternRecognizer({
  id: "standard-age-info",
  entityType: "AGE_INFO_S",
  patterns: [
    /(?<![\p{L}])(?:tenåring(?:en|er|ene)?|pensjonist(?:en|er|ene)?|alderspensjonist(?:en)?|mindreårig(?:e)?|umyndig(?:e)?|spedbarn(?:et)?|nyfødt(?:e)?|småbarn(?:et)?|skolebarn(?:et)?|barnehagebarn(?:et)?|ungdom(?:men)?|eldre(?:[ \u00a0]+(?:kvinne|mann|dame|herre))|teenager|minor|infant|toddler|pensioner|retiree|elderly)(?![\p{L}])/giu,
    /(?<![\p{L}])i[ \u00a0]+(?:(?:begynnelsen|slutten|midten)[ \u00a0]+av[ \u00a0]+)?(?:\d0-årene|tjueårene|trettiårene|førtiårene|femtiårene|sekstiårene|syttiårene|åttiårene|nittiårene)(?![\p{L}])/giu,
    /(?<![\p{L}])in[ \u00a0]+(?:his|her|their)[ \u00a0]+(?:early[ \u00a0]+|late[ \u00a0]+|mid-)?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)(?![\p{L}])/giu
  ],
  evaluate: (m) => matchCandidate(m, 0.75, "word that tells an age group")
});
var passportRecognizer = createPatternRecognizer({
  id: "standard-passport",
  entityType: "GOV_ID_S",
  patterns: [
    /\b(?:passnummer|passnr\.?|pass[ \u00a0]+nr\.?|passets[ \u00a0]+nummer|passport[ \u00a0]+(?:no\.?|number|nr\.?)|passport)[: \u00a0#]+([A-Z]{0,2}[ \u00a0]?\d{6,8}|[A-Z0-9]{8,9})(?![\p{L}\d])/giu
  ],
  evaluate(m) {
    const start = m.index + m[0].lastIndexOf(m[1]);
    return { start, end: start + m[1].length, score: 0.85, reason: "passport number after a passport word" };
  }
});
var postalCodeRecognizer = createPatternRecognizer({
  id: "standard-postal-code",
  entityType: "POSTAL_CODE_S",
  patterns: [
    new RegExp("(?<![\\p{L}\\d.,-])(\\d{4})[ \\u00a0]+(\\p{Lu}[\\p{L}-]*(?:[ \\u00a0]+(?:i|p\xE5)[ \\u00a0]+\\p{Lu}[\\p{L}-]*)?)", "gu"),
    /\b(?:postnummer|postnr\.?|post[ \u00a0]+nr\.?|postal[ \u00a0]+code|zip(?:[ \u00a0]+code)?)[: \u00a0]+(\d{4})(?![\d])/giu
  ],
  evaluate(m, _ctx, pattern) {
    const code = m[1];
    const place = findPostalPlace(code);
    if (!place) return void 0;
    const start = m.index + m[0].indexOf(code, pattern === 1 ? m[0].length - code.length - 1 : 0);
    if (pattern === 0 && m[2].toUpperCase() !== place) return void 0;
    return {
      start,
      end: start + 4,
      score: pattern === 0 ? 0.85 : 0.9,
      reason: pattern === 0 ? "postal code followed by its own town (postal register)" : "postal code after a postal-code word"
    };
  }
});
var lastRead = /* @__PURE__ */ new WeakMap();
function findOnce(recognizer, ctx) {
  const last2 = lastRead.get(recognizer);
  if (last2 && last2.ctx.text === ctx.text && last2.ctx.language === ctx.language) return last2.spans;
  const spans = recognizer.find(ctx);
  lastRead.set(recognizer, { ctx: { text: ctx.text, language: ctx.language }, spans });
  return spans;
}
function relabel(recognizer, from, to, id = `${recognizer.id}->${to}`) {
  return {
    id,
    entityTypes: [to],
    find(ctx) {
      return findOnce(recognizer, ctx).filter((span) => span.entityType === from).map((span) => ({ ...span, entityType: to }));
    }
  };
}

// packages/detect/src/standard/free-text.ts
function onlyAfter(recognizer, from, to, words2, what) {
  return {
    id: `${recognizer.id}->${to}`,
    entityTypes: [to],
    find(ctx) {
      return findOnce(recognizer, ctx).filter(
        (span) => span.entityType === from && words2.test(ctx.text.slice(Math.max(0, span.start - 40), span.start))
      ).map((span) => ({ ...span, entityType: to, reason: `${span.reason}; after ${what}` }));
    }
  };
}
var BIRTH_WORDS = /(?:født|fødd|fødselsdato|fødselsdag|f\.|born|date of birth|d\.o\.b\.?|dob)[\s:]*$/iu;
var FAX_WORDS = /(?:faks|telefaks|fax)(?:nummer|nr\.?|[ \u00a0]+n(?:umbe)?r\.?)?[\s:.]*$/iu;
var socialHandleRecognizer = createPatternRecognizer({
  id: "standard-social-handle",
  entityType: "social media handle",
  patterns: [/(?<![\p{L}\d_.@])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?(?![\p{L}\d_@]|\.[a-z])/gu],
  evaluate: (m) => ({
    start: m.index,
    end: m.index + m[0].length,
    score: 0.7,
    reason: "@handle of a social media account"
  }),
  context: {
    positive: [
      "twitter",
      "x",
      "instagram",
      "tiktok",
      "snapchat",
      "facebook",
      "linkedin",
      "bruker",
      "profil",
      "handle",
      "account",
      "konto"
    ],
    boost: 0.2
  }
});
var ORG_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
function isOrganisationNumber(digits) {
  const sum = ORG_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = 11 - sum % 11;
  return check !== 10 && (check === 11 ? 0 : check) === Number(digits[8]);
}
var organisationNumberRecognizer = createPatternRecognizer({
  id: "standard-organisation-number",
  entityType: "registration number",
  patterns: [/(?<![\d])([89]\d{2})[ \u00a0]?(\d{3})[ \u00a0]?(\d{3})(?![\d])/gu],
  evaluate(m) {
    const digits = `${m[1]}${m[2]}${m[3]}`;
    if (!isOrganisationNumber(digits)) return void 0;
    return {
      start: m.index,
      end: m.index + m[0].length,
      score: 0.5,
      reason: "Norwegian organisation number (mod 11 check digit)"
    };
  },
  context: {
    positive: [
      "org.nr",
      "org.nr.",
      "orgnr",
      "organisasjonsnummer",
      "organisasjonsnr",
      "foretaksregisteret",
      "registration number",
      "company number"
    ],
    boost: 0.4
  }
});
var cardExpiryRecognizer = createPatternRecognizer({
  id: "standard-card-expiry",
  entityType: "credit card expiration date",
  patterns: [
    /\b(?:utløpsdato|utløper|gyldig[ \u00a0]+til|exp(?:iry|iration)?(?:[ \u00a0]+date)?|valid[ \u00a0]+(?:thru|through|until))[: \u00a0.]+((?:0[1-9]|1[0-2])[/-](?:\d{2}|20\d{2}))(?![\d/])/giu
  ],
  evaluate(m) {
    const start = m.index + m[0].lastIndexOf(m[1]);
    return { start, end: start + m[1].length, score: 0.85, reason: "card expiry date after an expiry word" };
  }
});
function healthKind(kind, type) {
  const health = createSensitiveRecognizer({
    typeOf: (candidate) => candidate.entry.label === "HEALTH_INFO_S" && candidate.entry.kind === kind ? type : "other",
    entityTypes: [type]
  });
  return { ...health, id: `standard-sensitive->${type}` };
}
var FREE_TEXT_RECOGNIZERS = {
  location: relabel(placeNameRecognizer, "LOCATION_F", "location"),
  date: relabel(dateTimeRecognizer, "DATE_TIME_F", "date"),
  organization: void 0,
  address: relabel(addressRecognizer, "NO_ADDRESS_F", "address"),
  "medical condition": healthKind("condition", "medical condition"),
  medication: healthKind("medication", "medication"),
  "passport number": relabel(passportRecognizer, "GOV_ID_S", "passport number"),
  "credit card number": relabel(paymentCardRecognizer, "CREDIT_CARD_F", "credit card number"),
  "date of birth": onlyAfter(dateTimeRecognizer, "DATE_TIME_F", "date of birth", BIRTH_WORDS, "a birth word"),
  "bank account number": relabel(bankAccountRecognizer, "NO_BANK_ACCOUNT_F", "bank account number"),
  "tax identification number": relabel(
    fodselsnummerRecognizer,
    "NO_FODSELSNUMMER_F",
    "tax identification number"
  ),
  "identity card number": void 0,
  "national id number": relabel(fodselsnummerRecognizer, "NO_FODSELSNUMMER_F", "national id number"),
  "insurance number": void 0,
  "license plate number": relabel(licensePlateRecognizer, "NO_LICENSE_PLATE_F", "license plate number"),
  "ip address": relabel(ipAddressRecognizer, "IP_ADDRESS_F", "ip address"),
  iban: relabel(ibanRecognizer, "IBAN_CODE_F", "iban"),
  username: void 0,
  "social media handle": socialHandleRecognizer,
  "registration number": organisationNumberRecognizer,
  "student id number": void 0,
  "vehicle registration number": relabel(
    licensePlateRecognizer,
    "NO_LICENSE_PLATE_F",
    "vehicle registration number"
  ),
  "fax number": onlyAfter(phoneRecognizer, "NO_PHONE_NUMBER_F", "fax number", FAX_WORDS, "a fax word"),
  "visa number": void 0,
  "postal code": relabel(postalCodeRecognizer, "POSTAL_CODE_S", "postal code"),
  "credit card expiration date": cardExpiryRecognizer
};

// packages/detect/src/standard/sensitive/case-patterns.ts
var GENETIC_WORDS = /heterozyg|homozyg|mutasjon|mutation|carrier|bærer|brca|variant|leiden|gentest|genetic|genetisk|arvelig|hereditary|^Z1[45]\b/i;
var B = "(?<![\\p{L}\\p{N}])";
var E = "(?![\\p{L}\\p{N}])";
var ICD_DOTTED = `[A-TV-Z]\\d{2}\\.\\d{1,2}`;
var CODE = `(?:${ICD_DOTTED}|[A-Z]\\d{2})`;
var UNITS = "(?:mg|g|\xB5g|\u03BCg|mcg|mikrogram|micrograms?|IE|IU|E|ml|mL|mmol|enheter|units|dr\xE5per|drops|puff|pust|tabletter|tablett|tablets?)";
var DOSE = `\\d+(?:[.,]\\d+)?(?:[ \\u00a0]000)?[ \\u00a0]?${UNITS}${E}(?:[ \\u00a0]*[x\xD7][ \\u00a0]*\\d+)?`;
var MEASURE_NAMES = [
  "SpO2",
  "SaO2",
  "BT",
  "BP",
  "HR",
  "RR",
  "Puls",
  "puls",
  "Pulse",
  "pulse",
  "Temp",
  "temp",
  "CRP",
  "SR",
  "HbA1c",
  "Hb",
  "D-dimer",
  "INR",
  "kreatinin",
  "Kreatinin",
  "creatinine",
  "eGFR",
  "ALAT",
  "ASAT",
  "Troponin T",
  "Troponin I",
  "troponin",
  "NT-proBNP",
  "MADRS",
  "AUDIT",
  "DUDIT",
  "BMI",
  "MMSE",
  "PHQ-9",
  "GAD-7",
  "IQ",
  "totalsk\xE5r IQ",
  "promille",
  "Promille",
  "TAPSE"
];
var MEASURE = `${B}(?:${MEASURE_NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?:[ \\u00a0]*(?:[:=]|i dag:?|ved innkomst:?|on admission:?|var|was|of|p\xE5|m\xE5lt til))?[ \\u00a0]*\\d+(?:[.,]\\d+)?(?:[ \\u00a0]?\\/[ \\u00a0]?\\d+)?(?:[ \\u00a0]?(?:%|\u2030|mmHg|mmol\\/mol|mmol\\/l|mmol\\/L|mg\\/l|mg\\/L(?: FEU)?|\xB5mol\\/l|kg\\/m2|g\\/dl|g\\/l|\xB0C|ng\\/l|repetisjoner))?${E}`;
var ORIGIN_NO = "somalisk|eritreisk|etiopisk|sudansk|syrisk|irakisk|iransk|afghansk|pakistansk|indisk|tamilsk|srilankisk|vietnamesisk|thailandsk|filippinsk|kinesisk|polsk|litauisk|latvisk|estisk|rumensk|bulgarsk|ukrainsk|russisk|tsjetsjensk|bosnisk|kosovoalbansk|albansk|serbisk|kroatisk|tyrkisk|kurdisk|palestinsk|marokkansk|algerisk|tunisisk|egyptisk|libysk|nigeriansk|ghanesisk|kongolesisk|burundisk|rwandisk|kenyansk|ugandisk|gambisk|chilensk|colombiansk|brasiliansk|peruansk|samisk|kvensk|romani|rom|j\xF8disk|arabisk|afrikansk|asiatisk|latinamerikansk|utenlandsk|utanlandsk|minoritets";
var ORIGIN_EN = "Somali|Eritrean|Ethiopian|Sudanese|Syrian|Iraqi|Iranian|Afghan|Pakistani|Indian|Tamil|Sri Lankan|Vietnamese|Thai|Filipino|Chinese|Polish|Lithuanian|Latvian|Romanian|Bulgarian|Ukrainian|Russian|Chechen|Bosnian|Albanian|Kosovan|Serbian|Turkish|Kurdish|Palestinian|Moroccan|Algerian|Egyptian|Libyan|Nigerian|Ghanaian|Congolese|Kenyan|Ugandan|Gambian|Chilean|Colombian|Brazilian|Sami|Roma|Romani|Jewish|Arab|African|Asian|Caribbean|Pakistani|Bangladeshi|Black|Nordic";
var COUNTRIES = "Somalia|Eritrea|Etiopia|Ethiopia|Sudan|S\xF8r-Sudan|South Sudan|Syria|Irak|Iraq|Iran|Afghanistan|Pakistan|India|Sri Lanka|Vietnam|Thailand|Filippinene|Filippinane|the Philippines|Kina|China|Polen|Poland|Litauen|Lithuania|Latvia|Estland|Romania|Bulgaria|Ukraina|Ukraine|Russland|Russia|Tsjetsjenia|Bosnia|Kosovo|Albania|Serbia|Tyrkia|Turkey|Kurdistan|Palestina|Palestine|Marokko|Morocco|Algerie|Algeria|Tunisia|Egypt|Libya|Nigeria|Ghana|Kongo|Congo|Burundi|Rwanda|Kenya|Uganda|Gambia|Chile|Colombia|Brasil|Brazil|Peru|Myanmar|Bangladesh|Nepal|Jemen|Yemen|Libanon|Lebanon|Jordan|Gaza|Mexico|Cuba";
var MEASUREMENT = new RegExp(MEASURE, "u");
var RULES = [
  // ── Health ──
  // "I26.9", "(I10)", "ICPC-2 P76", "– Z90.1": the code.
  {
    label: "HEALTH_INFO_S",
    kind: "diagnosis code",
    score: 0.9,
    pattern: new RegExp(`${B}(?<hit>${ICD_DOTTED})${E}`, "gdu")
  },
  // "F12.1 Skadelig bruk av cannabinoider": a code opening a line, and the diagnosis it names.
  {
    label: "HEALTH_INFO_S",
    kind: "diagnosis",
    score: 0.9,
    pattern: new RegExp(
      `^(?:[ \\u00a0]*(?:\\d+[.)]|[-\u2022*]|[A-Za-z\xC6\xD8\xC5\xE6\xF8\xE5]{3,12}:))?[ \\u00a0]*(?<hit>${ICD_DOTTED}[ \\u00a0]+\\p{Lu}[^\\n():;]{2,80})`,
      "gdmu"
    )
  },
  {
    label: "HEALTH_INFO_S",
    kind: "diagnosis code",
    score: 0.85,
    pattern: new RegExp(
      `(?:\\(|ICPC-2:?[ \\u00a0\\n]+|ICD-10:?[ \\u00a0\\n]+|[\u2013\u2014] )(?<hit>[A-Z]\\d{2})(?=\\)|[ \\u00a0]*$|[ \\u00a0]+\\p{Lu}\\p{Ll})`,
      "gdmu"
    )
  },
  // The diagnosis written before its code on one line: "1. Bilateral lungeemboli (I26.9)", "Endometriosis – N80.9".
  {
    label: "HEALTH_INFO_S",
    kind: "diagnosis",
    score: 0.85,
    pattern: new RegExp(
      `^(?:[ \\u00a0]*(?:\\d+[.)]|[-\u2022*]|[A-Za-z\xC6\xD8\xC5\xE6\xF8\xE5]{3,12}:))?[ \\u00a0]*(?<hit>\\p{L}[^\\n():;\u2013\u2014]{2,80}?)[ \\u00a0]*(?:[\u2013\u2014-][ \\u00a0]*|\\((?:ICD-10:?[ \\u00a0]*|ICPC-2:?[ \\u00a0]*)?)${CODE}${E}`,
      "gdmu"
    )
  },
  // A drug, its dose and how often: "Sertralin 100 mg x 1", "Fragmin 15 000 IE", "metylfenidat 20 mg".
  {
    label: "HEALTH_INFO_S",
    kind: "medication with dose",
    score: 0.85,
    pattern: new RegExp(
      `${B}(?<hit>\\p{L}[\\p{L}-]{3,}(?:[ \\u00a0]\\p{Lu}[\\p{L}-]+)?(?:[ \\u00a0]\\(\\p{L}[\\p{L}-]+\\))?[ \\u00a0]+${DOSE}(?:[ \\u00a0,]+(?:p\\.o\\.|s\\.c\\.|i\\.v\\.|i\\.m\\.|ved behov|etter behov|daglig|dagleg|morgen og kveld|om morgonen|om morgenen|om kvelden|om kvelden|as needed|daily|once daily|twice daily|at night))?)`,
      "gdu"
    )
  },
  // A dose on its own in a medication table cell or after a drug line: "10 mg x 2 p.o.", "75 micrograms x 1".
  {
    label: "HEALTH_INFO_S",
    kind: "medication with dose",
    score: 0.7,
    pattern: new RegExp(`(?<=\\|[ \\u00a0]*)(?<hit>${DOSE}[^|\\n]{0,40}?)(?=[ \\u00a0]*\\|)`, "gdu")
  },
  // "SpO2 91 %", "BT 145/90", "HbA1c 58 mmol/mol", "MADRS i dag: 27", "promille 1,2".
  { label: "HEALTH_INFO_S", kind: "measurement", score: 0.8, pattern: new RegExp(MEASURE, "gdu") },
  // Weight change: "vekttap ca. 7 kg", "gått ned 5 kg", "weight loss of 4 kg".
  {
    label: "HEALTH_INFO_S",
    kind: "measurement",
    score: 0.8,
    pattern: new RegExp(
      `${B}(?<hit>(?:vekttap|vektnedgang|g\xE5tt ned|gikk ned|lost|weight loss)(?:[ \\u00a0]+(?:p\xE5|of|om|ca\\.?|about|around))*[ \\u00a0]+\\d+(?:[.,]\\d+)?[ \\u00a0]?kg)${E}`,
      "gdiu"
    )
  },
  // What a clinical verb names: "diagnostisert med X", "diagnosed with X", "lider av X" — up to the clause's end.
  {
    label: "HEALTH_INFO_S",
    kind: "diagnosis",
    language: "no",
    score: 0.75,
    pattern: new RegExp(
      `${B}(?:diagnostisert med|f\xE5tt diagnosen|fekk diagnosen|fikk diagnosen|sette diagnosen|satt diagnosen|stilt diagnosen|diagnosen er|lider av|behandles for|behandlast for|operert for|innlagt med|innlagt for|innlagd med|p\xE5vist)[ \\u00a0\\n]+(?<hit>\\p{L}[\\p{L}\\p{N}'-]+(?:[ \\u00a0\\n]+[\\p{L}\\p{N}'-]+){0,3}?)(?=[.,;:()]|[ \\u00a0\\n]+(?:og|i|etter|hos|som|med|ved|fr\xE5|fra|sidan|siden|men|for|sist|i fjor|ifjor|tidligere|tidlegare|no|n\xE5)[ \\u00a0\\n]|$)`,
      "gdmu"
    )
  },
  {
    label: "HEALTH_INFO_S",
    kind: "diagnosis",
    language: "en",
    score: 0.75,
    pattern: new RegExp(
      `${B}(?:diagnosed with|diagnosis of|suffers from|suffering from|treated for|being treated for|admitted with|operated on for|presented with|history of)[ \\u00a0\\n]+(?<hit>\\p{L}[\\p{L}\\p{N}'-]+(?:[ \\u00a0\\n]+[\\p{L}\\p{N}'-]+){0,3}?)(?=[.,;:()]|[ \\u00a0\\n]+(?:and|in|after|at|by|which|who|with|since|but|from|last|this|for|on|earlier|recently|in \\d{4})[ \\u00a0\\n]|$)`,
      "gdmu"
    )
  },
  // Sick leave with its grade: "100 % sykmeldt", "sykmeldt 50 %".
  {
    label: "HEALTH_INFO_S",
    kind: "sick leave",
    score: 0.85,
    pattern: new RegExp(
      `${B}(?<hit>\\d{1,3}[ \\u00a0]?%[ \\u00a0]+(?:sykmeldt|sykemeldt|sjukmeld|sjukmeldt|sykmelding|sjukmelding)|(?:sykmeldt|sykemeldt|sjukmeld|sjukmeldt)[ \\u00a0]+\\d{1,3}[ \\u00a0]?%)`,
      "gdiu"
    )
  },
  // ── Genetic data ──
  // A variant in HGVS notation with its gene: "BRCA1 mutation (c.68_69delAG)", "F5 c.1601G>A", "F2 G20210A".
  {
    label: "HEALTH_INFO_S",
    kind: "genetic",
    score: 0.9,
    pattern: new RegExp(
      `${B}(?<hit>(?:[A-Z][A-Z0-9]{1,7}[ \\u00a0]+)?(?:c|p|g)\\.[\\dA-Za-z_*+>-]*\\d[\\dA-Za-z_*+>-]*(?:[ \\u00a0]+\\([\\dA-Za-z_.*+>-]+\\))?|[A-Z][A-Z0-9]{0,6}[ \\u00a0]+[ACGT]\\d{3,6}[ACGT])${E}`,
      "gdu"
    )
  },
  // "BRCA1 carrier", "BRCA2-mutasjon", "HLA-B27-positiv": a gene and what was found.
  {
    label: "HEALTH_INFO_S",
    kind: "genetic",
    score: 0.85,
    pattern: new RegExp(
      `${B}(?<hit>(?:(?:[Hh]eterozygo(?:t|us)|[Hh]omozygo(?:t|us))[ \\u00a0]+(?:b\xE6rer av|b\xE6rar av|carrier of|for)?[ \\u00a0]*)?(?:BRCA[12]|HLA-B27|TP53|CHEK2|PALB2|MLH1|MSH2|HTT|PMP22|CFTR|HFE|[Ff]aktor V Leiden|[Ff]actor V Leiden)(?:[ \\u00a0-]+(?:carrier|b\xE6rer|mutasjon|mutation|variant|positiv|negativ|positive|negative|genet))?)${E}`,
      "gdu"
    )
  },
  // ── Ethnic origin ──
  // "somalisk bakgrunn", "den samiske bakgrunnen", "eritreisk flyktningbakgrunn", "kurdisk opprinnelse".
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "background",
    language: "no",
    score: 0.85,
    pattern: new RegExp(
      `${B}(?<hit>(?:${ORIGIN_NO})(?:e|t)?[ \\u00a0\\n]+(?:flyktning|innvandrer|innvandrar)?(?:bakgrunn|bakgrunnen|opprinnelse|opphav|herkomst|avstamning|familie|familien|foreldre|mor|far|statsborger|statsborgar|opprinnelse))${E}`,
      "gdiu"
    )
  },
  // "opprinnelig fra Polen", "kom til Norge som flyktning fra Somalia", "kom til Noreg frå Vietnam", "født i Eritrea".
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "background",
    language: "no",
    score: 0.8,
    pattern: new RegExp(
      `${B}(?<hit>(?:opprinnelig|opphavleg|opprinneleg|f\xF8dt|f\xF8dd|oppvokst|kommer|kjem|kom|flyktet|flykta|flyktning|overf\xF8ringsflyktning)(?:[ \\u00a0\\n]+(?:til[ \\u00a0\\n]+(?:Norge|Noreg)|som[ \\u00a0\\n]+\\p{L}+)){0,2}[ \\u00a0\\n]+(?:fra|fr\xE5|i)[ \\u00a0\\n]+(?:${COUNTRIES}))${E}`,
      "gdu"
    )
  },
  // "of Kurdish descent", "Somali background", "came to Norway from Poland", "born in Eritrea", "a 45-year-old Kurdish man".
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "background",
    language: "en",
    score: 0.85,
    pattern: new RegExp(
      `${B}(?<hit>(?:of[ \\u00a0\\n]+)?(?:${ORIGIN_EN})(?:[ \\u00a0\\n]+(?:Jewish|Muslim|Christian))?[ \\u00a0\\n]+(?:descent|origin|background|heritage|ethnicity|family|parents|father|mother|man|woman|boy|girl|national|citizen|refugee|asylum seeker|community))${E}`,
      "gdu"
    )
  },
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "background",
    language: "en",
    score: 0.8,
    pattern: new RegExp(
      `${B}(?<hit>(?:originally from|born in|grew up in|fled from|fled|came to (?:Norway|the UK|Britain|England) from|came from|is from|comes from)[ \\u00a0\\n]+(?:${COUNTRIES}))${E}`,
      "gdu"
    )
  },
  // A language named as home or mother tongue: "samisk som morsmål", "Tigrinja er heimespråket".
  {
    label: "CONTEXT_SENSITIVE_S",
    kind: "background",
    language: "no",
    score: 0.8,
    pattern: new RegExp(
      `${B}(?<hit>\\p{L}+[ \\u00a0\\n]+(?:som|er)[ \\u00a0\\n]+(?:morsm\xE5l|morsm\xE5let|heimespr\xE5k|heimespr\xE5ket|hjemmespr\xE5k|hjemmespr\xE5ket|f\xF8rstespr\xE5k|f\xF8rstespr\xE5ket|andrespr\xE5k))${E}`,
      "gdiu"
    )
  },
  // ── Political opinion ── a party after a person's name: "Hanne Lien (Ap)", "Geir Lunde (Frp)".
  {
    label: "POLITICAL_CASE_S",
    kind: "party",
    score: 0.85,
    pattern: new RegExp(
      `(?<=\\p{Lu}\\p{Ll}+[ \\u00a0]\\()(?<hit>Ap|A|H|Frp|FrP|Sp|SV|KrF|V|R|MDG|INP|PF|R\xF8dt|Raudt|H\xF8yre|Venstre)(?=\\))`,
      "gdu"
    )
  },
  // "member of the Democratic Party of …", "medlem av Arbeiderpartiet", "stemmer på Rødt".
  {
    label: "POLITICAL_CASE_S",
    kind: "party",
    score: 0.8,
    pattern: new RegExp(
      `${B}(?:medlem av|medlem i|member of(?: the)?|for)[ \\u00a0\\n]+(?<hit>(?:\\p{Lu}[\\p{L}-]*[ \\u00a0\\n]+){0,5}(?:[Pp]artiet|Party|[Pp]arti|partiet|Ungdom|ungdom)(?:[ \\u00a0]+of(?:[ \\u00a0]+\\p{Lu}[\\p{L}-]*){1,3})?)${E}`,
      "gdu"
    )
  },
  // ── Trade-union membership ── "medlem i Fagforbundet", "member of Fellesforbundet", "VÅRT MEDLEM".
  {
    label: "POLITICAL_CASE_S",
    kind: "union",
    score: 0.85,
    pattern: new RegExp(
      `${B}(?:medlem av|medlem i|medlemmer av|medlemmer i|member of|members of|a member of|fellow member of|organisert i|organized in|organised in|klubbleder i|klubbleiar i|tillitsvalgt i|tillitsvald i|tillitsvalgt for|shop steward for|steward for)[ \\u00a0\\n]+(?<hit>(?:\\p{Lu}[\\p{L}-]*[ \\u00a0\\n]+){0,3}(?:\\p{Lu}[\\p{L}-]*(?:forbundet|forbund|foreningen|forening|organisasjon|organisasjonen|laget|lag)|Fagforbundet|Fellesforbundet|Utdanningsforbundet|Industri Energi|Delta|Parat|NITO|Tekna|NSF|NTL|NNN|HK|LO|YS|Unio|Unison|Unite|GMB|RCN))${E}`,
      "gdu"
    )
  }
];
var AGE_RULES = [
  {
    kind: "age",
    score: 0.85,
    pattern: new RegExp(
      `(?<=(?:\\(|\\b(?:er|var|blir|vart|ble|fyller|fylte|alderen|alder:?|Alder:?|i alderen|mellom|p\xE5|,)[ \\u00a0]+))(?<hit>\\d{1,3}(?:[ \\u00a0]*(?:[\u2013-]|og|,)[ \\u00a0]*\\d{1,3})*[ \\u00a0]+\xE5r)${E}(?![ \\u00a0]+(?:siden|sidan|etter|f\xF8r|tidligere|tidlegare))`,
      "gdu"
    )
  },
  {
    kind: "age",
    score: 0.85,
    pattern: new RegExp(
      `(?<=${B}(?:aged|age|alder|Alder|Age)[ \\u00a0:]+)(?<hit>\\d{1,3})${E}|${B}(?:\\d{1,3}-year-old|\\d{1,3}[ \\u00a0]years[ \\u00a0]old|\\d{1,3}-\xE5ring(?:en)?|in (?:his|her|their) (?:early |late |mid-)?(?:teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)|i (?:slutten av |starten av |midten av )?(?:\\d0)-\xE5rene)${E}`,
      "gdu"
    )
  },
  {
    kind: "birth date",
    score: 0.85,
    pattern: new RegExp(
      `(?<=\\b(?:f\\.|f\xF8dt|f\xF8dd|b\\.|born|F\xF8dt|F\xF8dd|Born|f\xF8dselsdato:?|F\xF8dselsdato:?|f\xF8dsels\xE5r:?|F\xF8dsels\xE5r:?|Date of birth:?|date of birth:?|DOB:?|F\xF8dt dato:?)[ \\u00a0]+)(?<hit>(?:\\d{1,2}[./]\\d{1,2}[./](?:\\d{4}|\\d{2})|\\d{4}|\\d{1,2}\\.?[ \\u00a0]+\\p{L}+[ \\u00a0]+\\d{4})(?:[ \\u00a0]+(?:og|and|,)[ \\u00a0]+(?:\\d{1,2}[./]\\d{1,2}[./]\\d{4}|\\d{4}))*)${E}`,
      "gdu"
    )
  },
  // Ages in brackets after a name or a relative: "Saba (10)", "two sons (11 and 14)".
  {
    kind: "age",
    score: 0.7,
    pattern: new RegExp(
      `(?<=\\p{L}[ \\u00a0]\\()(?<hit>\\d{1,2}(?:[ \\u00a0]*(?:og|and|,)[ \\u00a0]*\\d{1,2})*(?:[ \\u00a0]+(?:\xE5r|years|mnd|m\xE5neder|months))?)(?=\\))`,
      "gdu"
    )
  }
];
function createCasePatternRecognizer(typeOf3 = (label) => label) {
  return {
    id: "standard-case-patterns",
    entityTypes: [.../* @__PURE__ */ new Set([...RULES.map((r2) => typeOf3(r2.label, r2.kind)), "AGE_S"])],
    find({ text, language }) {
      const spans = [];
      for (const rule of RULES) {
        if (rule.language && rule.language !== language) continue;
        for (const m of text.matchAll(rule.pattern)) {
          const [start, end] = m.indices?.groups?.hit ?? m.indices[0];
          const kind = rule.label === "HEALTH_INFO_S" && (rule.kind === "diagnosis" || rule.kind === "diagnosis code") && GENETIC_WORDS.test(text.slice(start, end)) ? "genetic" : rule.kind;
          const category = categoryOf(rule.label, kind);
          const extent = phraseExtent(text, { start, end }, category, language);
          spans.push({
            entityType: typeOf3(rule.label, kind),
            category,
            start: extent.start,
            end: extent.end,
            score: rule.score,
            reason: `${SENSITIVE_CATEGORIES[category]} term (${kind}); case-file pattern`,
            engine: "standard"
          });
        }
      }
      for (const rule of AGE_RULES) {
        for (const m of text.matchAll(rule.pattern)) {
          const [start, end] = m.indices?.groups?.hit ?? m.indices[0];
          if (rule.kind === "age" && (text.slice(start, end).match(/\d+/g) ?? []).some((n) => Number(n) > 120))
            continue;
          spans.push({
            entityType: "AGE_S",
            category: "AGE",
            start,
            end,
            score: rule.score,
            reason: `${SENSITIVE_CATEGORIES.AGE} term (${rule.kind}); case-file pattern`,
            engine: "standard"
          });
        }
      }
      return spans;
    }
  };
}

// packages/detect/src/standard/sensitive/clinical-sections.ts
var SIGN_WORDS = {
  no: new RegExp("(?<![\\p{L}])(?:smerte\\p{L}*|smertar|vondt|verk|positiv|negativ|normal\\p{L}*|u\\.a\\.|uten anmerkning|utan merknad|funn|symptom\\p{L}*|tegn til|teikn til|mistanke|bedring|betring|forverring|seponert|seponer\\p{L}*|oppstart|startet|auka|\xF8kt|redusert|nedsatt|nedsett|hevelse|\xF8mhet|stiv\\p{L}*|svimmel\\p{L}*|kvalm\\p{L}*|urolig|uro|sov|s\xF8v|s\xF8vn\\p{L}*|matlyst|vekt\\p{L}*|feber|puls|blodtrykk|pr\xF8ve\\p{L}*|resultat\\p{L}*|p\xE5vist|ikke p\xE5vist|frisk|allergi\\p{L}*|bivirkning\\p{L}*|dose\\p{L}*|tablett\\p{L}*|tbl\\.)(?![\\p{L}])", "iu"),
  en: new RegExp("(?<![\\p{L}])(?:pain\\p{L}*|ache\\p{L}*|positive|negative|normal|unremarkable|no signs|signs of|findings?|symptom\\p{L}*|suspected|improv\\p{L}*|worse\\p{L}*|stopped|started|increased|reduced|tender\\p{L}*|swelling|swollen|dizz\\p{L}*|nause\\p{L}*|sleep\\p{L}*|appetite|weight|fever|pulse|blood pressure|test\\p{L}*|result\\p{L}*|detected|allerg\\p{L}*|side effects?|dose\\p{L}*|tablet\\p{L}*|injur\\p{L}*|fracture|scar\\p{L}*)(?![\\p{L}])", "iu")
};
var REASON = `${SENSITIVE_CATEGORIES.HEALTH} term (clinical section); case-file pattern`;
var GENETIC_REASON = `${SENSITIVE_CATEGORIES.GENETIC} term (clinical section); case-file pattern`;

// packages/detect/src/standard/advanced-fallback.ts
var sensitiveKinds = createSensitiveRecognizer({
  typeOf: (candidate) => `${candidate.entry.label}/${candidate.entry.kind}`,
  entityTypes: [...new Set(LEXICON.map((entry2) => `${entry2.label}/${entry2.kind}`))]
});
var caseKinds = createCasePatternRecognizer((label, kind) => `${label}/${kind}`);

// packages/detect/src/search/ai/stems.ts
var import_english3 = require("@orama/stemmers/english");
var import_norwegian = require("@orama/stemmers/norwegian");
var IRREGULAR_NO = {
  numre: "nummer",
  numrene: "nummer",
  numra: "nummer",
  menn: "mann",
  mennene: "mann",
  b\u00F8ker: "bok",
  b\u00F8kene: "bok",
  f\u00F8tter: "fot",
  f\u00F8ttene: "fot",
  fedre: "far",
  fedrene: "far",
  m\u00F8dre: "mor",
  m\u00F8drene: "mor",
  br\u00F8dre: "bror",
  br\u00F8drene: "bror",
  d\u00F8tre: "datter",
  d\u00F8trene: "datter",
  s\u00F8stre: "s\xF8ster",
  s\u00F8strene: "s\xF8ster",
  b\u00F8nder: "bonde",
  b\u00F8ndene: "bonde",
  hender: "h\xE5nd",
  hendene: "h\xE5nd",
  tenner: "tann",
  tennene: "tann"
};
var IRREGULAR_EN = {
  children: "child",
  men: "man",
  women: "woman",
  people: "person",
  feet: "foot",
  teeth: "tooth",
  wives: "wife",
  lives: "life",
  knives: "knife",
  mice: "mouse",
  geese: "goose"
};
var IRREGULAR = { no: IRREGULAR_NO, en: IRREGULAR_EN };
var STEMMERS = { no: import_norwegian.stemmer, en: import_english3.stemmer };
function irregularBase(word, language) {
  const lower = word.toLowerCase();
  const table = IRREGULAR[language];
  const whole = table[lower];
  if (whole) return whole;
  if (language === "en") return lower;
  for (let cut = 3; cut < lower.length - 2; cut++) {
    const base = table[lower.slice(cut)];
    if (base) return lower.slice(0, cut) + base;
  }
  return lower;
}
var DOUBLED_END = /([bdfgklmnprstv])\1$/u;
function stemWord(word, language) {
  const stem = STEMMERS[language](irregularBase(word, language));
  return language === "no" ? stem.replace(DOUBLED_END, "$1") : stem;
}

// packages/detect/src/search/ai/entity-queries.ts
var fast = (entity) => ({ engine: "fast", entity });
var standard = (entity) => ({ engine: "standard", entity });
var ENTITY_QUERIES = [
  {
    label: "phone numbers",
    targets: [fast("NO_PHONE_NUMBER_F")],
    aliases: [
      "phone number",
      "telephone number",
      "phone",
      "telephone",
      "mobile number",
      "cell phone number",
      "telefonnummer",
      "telefon",
      "telefonnr",
      "tlf",
      "tlf.nr",
      "mobilnummer",
      "mobilnr"
    ]
  },
  {
    label: "national identity numbers",
    targets: [fast("NO_FODSELSNUMMER_F")],
    aliases: [
      "f\xF8dselsnummer",
      "f\xF8dselsnr",
      "personnummer",
      "d-nummer",
      "fnr",
      "national identity number",
      "national id number",
      "national id",
      "personal identity number",
      "social security number",
      "ssn"
    ]
  },
  {
    label: "names",
    targets: [fast("PERSON_F")],
    aliases: ["name", "person name", "full name", "person", "navn", "personnavn", "fullt navn", "person"]
  },
  {
    label: "e-mail addresses",
    targets: [fast("EMAIL_ADDRESS_F")],
    aliases: [
      "email",
      "e-mail",
      "email address",
      "e-mail address",
      "mail address",
      "epost",
      "e-post",
      "epostadresse",
      "e-postadresse"
    ]
  },
  {
    label: "addresses",
    targets: [fast("NO_ADDRESS_F")],
    aliases: [
      "address",
      "postal address",
      "street address",
      "home address",
      "adresse",
      "postadresse",
      "gateadresse",
      "bostedsadresse",
      "hjemmeadresse"
    ]
  },
  {
    label: "dates",
    targets: [fast("DATE_TIME_F")],
    aliases: ["date", "dates and times", "dato", "datoer og klokkeslett", "tidspunkt"]
  },
  {
    label: "bank account numbers",
    targets: [fast("NO_BANK_ACCOUNT_F"), fast("IBAN_CODE_F")],
    aliases: [
      "bank account",
      "bank account number",
      "account number",
      "iban",
      "kontonummer",
      "kontonr",
      "bankkonto",
      "bankkontonummer"
    ]
  },
  {
    label: "payment card numbers",
    targets: [fast("CREDIT_CARD_F")],
    aliases: [
      "credit card",
      "credit card number",
      "card number",
      "payment card",
      "kortnummer",
      "kredittkort",
      "betalingskort",
      "bankkort"
    ]
  },
  {
    label: "places",
    targets: [fast("LOCATION_F")],
    aliases: ["place", "place name", "location", "sted", "stedsnavn"]
  },
  {
    label: "web addresses",
    targets: [fast("URL_F")],
    aliases: ["url", "web address", "website", "link", "nettadresse", "nettside", "lenke"]
  },
  {
    label: "IP addresses",
    targets: [fast("IP_ADDRESS_F")],
    aliases: ["ip address", "ip", "ip-adresse"]
  },
  {
    label: "licence plates",
    targets: [fast("NO_LICENSE_PLATE_F")],
    aliases: [
      "license plate",
      "licence plate",
      "number plate",
      "registration plate",
      "bilnummer",
      "registreringsnummer",
      "skiltnummer",
      "kjennemerke"
    ]
  },
  {
    label: "ages",
    targets: [standard("AGE_S")],
    aliases: ["age", "alder"]
  },
  {
    label: "postal codes",
    targets: [standard("POSTAL_CODE_S")],
    aliases: ["postal code", "postcode", "zip code", "postnummer", "postnr"]
  },
  {
    label: "passport numbers",
    targets: [standard("passport number")],
    aliases: ["passport", "passport number", "passnummer"]
  },
  {
    label: "health information",
    targets: [standard("HEALTH_INFO_S")],
    aliases: [
      "health information",
      "health data",
      "medical information",
      "helseopplysning",
      "helseinformasjon"
    ]
  },
  {
    label: "criminal records",
    targets: [standard("CRIMINAL_RECORD_S")],
    aliases: ["criminal record", "conviction", "straffeopplysning", "strafferegister"]
  },
  // The other sensitive categories of the standard engine, by their category names only: "lønn" or
  // "gjeld" alone stay word queries (a person may be looking for the word).
  {
    label: "sexual orientation",
    targets: [standard("SEXUAL_ORIENTATION_S")],
    aliases: [
      "sexual orientation",
      "gender identity",
      "seksuell orientering",
      "seksuell legning",
      "kj\xF8nnsidentitet"
    ]
  },
  {
    label: "family relations",
    targets: [standard("FAMILY_RELATION_S")],
    aliases: ["family relation", "family relations", "familierelasjon", "familieforhold"]
  },
  {
    label: "employment information",
    targets: [standard("EMPLOYMENT_INFO_S")],
    aliases: ["employment information", "employment status", "arbeidsforhold", "ansettelsesforhold"]
  },
  {
    label: "economic status",
    targets: [standard("ECONOMIC_STATUS_S")],
    aliases: ["economic status", "financial difficulties", "\xF8konomisk situasjon", "\xF8konomiske forhold"]
  },
  {
    label: "income and assets",
    targets: [standard("FINANCIAL_INFO_S")],
    aliases: ["income and assets", "financial information", "inntektsopplysning", "\xF8konomiske opplysninger"]
  },
  {
    label: "political views and union membership",
    targets: [standard("POLITICAL_CASE_S")],
    aliases: [
      "political views",
      "political opinion",
      "union membership",
      "politisk st\xE5sted",
      "partitilh\xF8righet",
      "fagforeningsmedlemskap"
    ]
  },
  {
    label: "substance use and behaviour",
    targets: [standard("BEHAVIORAL_PATTERN_S")],
    aliases: ["substance abuse", "behavioural problems", "rusproblematikk", "atferdsproblematikk"]
  },
  {
    label: "religion, background and child welfare",
    targets: [standard("CONTEXT_SENSITIVE_S")],
    aliases: ["religious belief", "religious beliefs", "religi\xF8s tilh\xF8righet", "livssyn", "barnevernstiltak"]
  }
];
var LANGUAGES = ["no", "en"];
function queryWords(query) {
  return query.toLowerCase().split(/\s+/u).map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$|\.$/gu, "")).filter(Boolean);
}
var keyOf = (words2, language) => words2.map((word) => stemWord(word, language)).join(" ");
var ALIAS_KEYS = LANGUAGES.map(
  (language) => new Map(
    ENTITY_QUERIES.flatMap(
      (query) => query.aliases.map((alias) => [keyOf(queryWords(alias), language), query])
    )
  )
);

// packages/detect/src/search/ai/regex-safety.ts
var import_re2 = __toESM(require("re2"), 1);
var MAX_PATTERN_CHARS = 200;
var SAMPLE_TEXT = [
  "Saken gjelder Kari Nordmann, f\xF8dt 12.03.1985, som bor i Storgata 1, 0155 Oslo.",
  "Barneverntjenesten mottok en bekymringsmelding fra skolen den 4. mars 2024.",
  "Moren ble kontaktet p\xE5 telefon 912 34 567 og m\xF8tte p\xE5 kontoret sammen med faren.",
  "Vedtaket bygger p\xE5 samtaler med barnet, legen og helsesykepleieren ved skolen.",
  "Konto for utbetaling: 1234.56.78903. Saksbehandler: Ola Hansen, ola.hansen@kommune.no.",
  "The report was written by the case worker after a home visit on 5 April 2024.",
  "The child said that she likes school, has friends and plays football twice a week.",
  "Next meeting: 14:00 at the municipal office, room 12B. Reference 2024/1234-5."
].join("\n");
var NUMBER_SAMPLE_TEXT = [
  "\xC5r 2019 2020 2021 2022 2023 2024",
  "Bel\xF8p kr 1 250 kr 3 400 kr 12 000 kr 980",
  "Postnr 0155 5003 7010 9008 4006 3015",
  "Dato 01.02.2023 15.03.2023 30.06.2023",
  "Sum 4 815 Antall 16 Side 23 av 42"
].join("\n");
var REASONS = {
  too_long: `longer than ${MAX_PATTERN_CHARS} characters`,
  invalid: "not a valid regular expression",
  unsupported: "uses backreferences or lookaround, which cannot run in linear time",
  matches_empty: "matches the empty string",
  matches_too_much: "matches too much of an ordinary text",
  too_slow: "took too long to check"
};

// packages/detect/src/search/ai/word-query.ts
var import_re22 = __toESM(require("re2"), 1);

// .cc/entry.ts
var words = "Ola Nordmann bor i Storgata 1, 0155 Oslo, tlf. 912 34 567. Kari Hansen ringte fra Bergen om saken 2024/123.".split(" ").map((text, i) => ({ text, line: 0, bbox: { x0: i * 40, y0: 100, x1: i * 40 + 36, y1: 112 } }));
var page = { page: 1, width: 595, height: 842, rotation: 0, hasTextLayer: true, words };
var r = detectPagesByMethod([page], { methods: { fast: ["ALL_FAST"] }, threshold: 0.5 }, createEngineRegistry([FAST_ENGINE]));
globalThis.__result = r[0].sensitive.length;
