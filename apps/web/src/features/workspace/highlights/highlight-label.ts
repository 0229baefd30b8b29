import type { TFunction } from 'i18next';
import { entityLabel } from '../../../lib/i18n/entity-label.ts';
import { reasonText } from '../lib/reason-text.ts';
import type { Highlight } from '../types.ts';

/** The hover text of a highlight (spec 2 §2): entity with model and why, search term, or manual text. */
export function describeHighlight(h: Highlight, t: TFunction): string {
  if (h.type === 'ENTITY') {
    const base = t('highlight.tooltipEntity', {
      type: entityLabel(t, h.entity ?? ''),
      model: t(`model.${h.model ?? 'fast'}`),
    });
    const why =
      h.score !== undefined
        ? t('highlight.tooltipWhy', {
            score: Math.round(h.score * 100),
            reason: h.reason ? reasonText(h.reason, t) : '',
          })
        : '';
    return why ? `${base} — ${why}` : base;
  }
  if (h.type === 'SEARCH') return t('highlight.tooltipSearch', { text: h.text ?? h.term ?? '' });
  // A rectangle has no text of its own: say what it is rather than "Highlight: ".
  return h.text?.trim() ? t('highlight.tooltipManual', { text: h.text }) : t('highlight.tooltipManualArea');
}
