import type { ListProblem } from './list-rules.ts';
import { notifyError, notifyInfo } from './notify.ts';
import { translateMessage } from '../../../lib/i18n/translate-message.ts';
import { useSettingsTranslation } from './use-settings-translation.ts';

/** Shows a list problem as a toast: a duplicate is information (spec 1 §5), the rest are errors. */
export function useShowListProblem() {
  const { t } = useSettingsTranslation();
  return (problem: ListProblem) => {
    if (problem.kind === 'key') return notifyError(t(problem.key));
    const text = translateMessage(t, problem.message);
    if (problem.isDuplicate) notifyInfo(text);
    else notifyError(text);
  };
}
