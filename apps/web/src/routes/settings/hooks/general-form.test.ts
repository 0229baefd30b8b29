import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  changedFields,
  hasUnsavedChanges,
  mergeDraft,
  toColorScheme,
  toPercent,
  toTheme,
  type GeneralSettings,
} from './general-form.ts';

const saved: GeneralSettings = {
  theme: 'system',
  auto_processing: false,
  detection_threshold: 0.5,
  use_banlist_for_detection: false,
  edit_mode: 'box',
  save_redaction_history: true,
  save_files_in_browser: false,
  remove_images: false,
  color_method_manual: '#FF5733',
  color_method_search: '#33A8FF',
  color_method_ml: '#33FF57',
  color_method_ai: '#FFFF33',
  color_method_advanced: '#9D4EDD',
};

describe('general settings form', () => {
  it('shows edits over the saved values and sends only what changed', () => {
    let draft = applyEdit(saved, {}, 'detection_threshold', 0.72);
    draft = applyEdit(saved, draft, 'remove_images', true);
    expect(mergeDraft(saved, draft)).toMatchObject({
      detection_threshold: 0.72,
      remove_images: true,
      edit_mode: 'box',
    });
    expect(changedFields(saved, draft)).toEqual({ detection_threshold: 0.72, remove_images: true });
    expect(hasUnsavedChanges(saved, draft)).toBe(true);
  });

  it('is clean again when an edit is turned back to the saved value', () => {
    const draft = applyEdit(saved, applyEdit(saved, {}, 'edit_mode', 'text'), 'edit_mode', 'box');
    expect(draft).toEqual({});
    expect(hasUnsavedChanges(saved, draft)).toBe(false);
  });

  it('forgets edits that a refetch made true (after an import, say)', () => {
    const draft = { color_method_manual: '#000000' };
    expect(hasUnsavedChanges({ ...saved, color_method_manual: '#000000' }, draft)).toBe(false);
    expect(hasUnsavedChanges(undefined, draft)).toBe(false);
  });

  it('shows the threshold as a whole percentage and maps system to Mantine auto', () => {
    expect(toPercent(0.57)).toBe(57);
    expect(toPercent(0.005)).toBe(1);
    expect(toColorScheme('system')).toBe('auto');
    expect(toTheme('auto')).toBe('system');
    expect(toTheme('dark')).toBe('dark');
  });
});
