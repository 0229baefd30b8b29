import { findEntitiesWith } from '../../src/ner/find-entities.ts';
import type { NerModel } from '../../src/ner/model.ts';
import { spansOf } from '../../src/ner/tags.ts';
import { SpanCounter } from './evaluate.ts';
import type { TaggedSentence } from './read-norne.ts';

/**
 * Scores the model the way PDF page text reaches it: sentences joined into paragraphs of six,
 * a blank line between paragraphs, lines wrapped at `width` characters (a space becomes a
 * newline, so offsets stay put). Gold and predicted spans are compared by char offsets.
 */
export function evaluateWrapped(model: NerModel, sentences: TaggedSentence[], width = 80) {
  const { text, gold } = layOut(sentences);
  const wrapped = wrapLines(text, width);
  const counter = new SpanCounter();
  const found = findEntitiesWith(model, wrapped).map((s) => ({ label: s.label, start: s.start, end: s.end }));
  counter.addSpans(gold, found);
  return counter.scores();
}

export function layOut(sentences: TaggedSentence[]) {
  let text = '';
  const gold: { label: string; start: number; end: number }[] = [];
  sentences.forEach((s, si) => {
    const starts = s.words.map((w, i) => {
      if (text.length > 0) text += i === 0 && si % 6 === 0 ? '\n\n' : ' ';
      const at = text.length;
      text += w;
      return at;
    });
    for (const span of spansOf(s.tags)) {
      gold.push({
        label: span.label,
        start: starts[span.start]!,
        end: starts[span.end - 1]! + s.words[span.end - 1]!.length,
      });
    }
  });
  return { text, gold };
}

// Greedy wrap: the last space before a line grows past `width` becomes a newline.
export function wrapLines(text: string, width: number): string {
  const chars = text.split('');
  let lineStart = 0;
  let lastSpace = -1;
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '\n') [lineStart, lastSpace] = [i + 1, -1];
    else if (chars[i] === ' ') lastSpace = i;
    if (i - lineStart >= width && lastSpace > lineStart) {
      chars[lastSpace] = '\n';
      [lineStart, lastSpace] = [lastSpace + 1, -1];
    }
  }
  return chars.join('');
}
