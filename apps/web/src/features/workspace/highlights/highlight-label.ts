import type { TFunction } from 'i18next';
import { entityLabel } from '../../../lib/i18n/entity-label.ts';
import { splitStandInReason } from '../lib/engine-hit.ts';
import { reasonText } from '../lib/reason-text.ts';
import type { Highlight } from '../types.ts';

/**
 * The hover text of a highlight (spec 2 §2): entity with its method, the engine that answered when
 * another one did (the advanced method without a language model), and why; search term; or manual text.
 */
export function describeHighlight(h: Highlight, t: TFunction): string {
  if (h.type === 'ENTITY') {
    const model = h.model ?? 'fast';
    const parts = [
      t('highlight.tooltipEntity', { type: entityLabel(t, h.entity ?? ''), model: t(`model.${model}`) }),
    ];
    const { standIn, reason } = splitStandInReason(h.reason);
    const answeredBy = h.answeredBy ?? (standIn ? 'standard' : undefined);
    if (answeredBy && answeredBy !== model) {
      const engine = { engine: t(`engineName.${answeredBy}`) };
      parts.push(
        standIn === 'noModel'
          ? t('highlight.answeredByFallback', engine)
          : standIn === 'besideModel'
            ? t('highlight.answeredBesideModel', engine)
            : t('highlight.answeredBy', engine),
      );
    }
    if (h.source) parts.push(t(h.source === 'form' ? 'highlight.inFormField' : 'highlight.inAnnotation'));
    if (h.score !== undefined)
      parts.push(
        t('highlight.tooltipWhy', {
          score: Math.round(h.score * 100),
          reason: reason ? reasonText(reason, t) : '',
        }),
      );
    return parts.join(' — ');
  }
  if (h.type === 'SEARCH') return t('highlight.tooltipSearch', { text: h.text ?? h.term ?? '' });
  // A rectangle has no text of its own: say what it is rather than "Highlight: ".
  return h.text?.trim() ? t('highlight.tooltipManual', { text: h.text }) : t('highlight.tooltipManualArea');
}
