import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../store/workspace-context.tsx';
import type { VerificationEntry } from '../types.ts';
import { formatPages } from './format.ts';

const SHOWN_STRINGS = 6;

/** Each redacted text with how often a reader found it before and after (the server's re-extraction). */
function StringCounts({ verification }: { verification: VerificationEntry }) {
  const { t } = useTranslation('workspace');
  // A text that is also a term searched for, with the same counts, is listed once (under the terms).
  const asked = new Map(
    (verification.requested ?? [])
      .filter((r) => r.kind === 'term')
      .map((r) => [r.text.toLocaleLowerCase(), r] as const),
  );
  const strings = (verification.strings ?? []).filter((s) => {
    const term = asked.get(s.text.toLocaleLowerCase());
    return !(term && s.kept === 0 && term.before === s.before && term.after === s.after);
  });
  const total =
    (verification.strings_checked ?? strings.length) - ((verification.strings?.length ?? 0) - strings.length);
  if (strings.length === 0) return null;
  return (
    <Stack gap={2} mt={4} data-testid="verification-strings">
      <Text size="xs" fw={600}>
        {t('redaction.stringsTitle')}
      </Text>
      {strings.slice(0, SHOWN_STRINGS).map((s) => (
        <Text key={s.text} size="xs" c={s.after > s.kept || s.in_objects > 0 ? 'red' : undefined}>
          {t(s.kept > 0 ? 'redaction.stringCountKept' : 'redaction.stringCount', {
            count: s.before,
            text: s.text,
            before: s.before,
            after: s.after,
            kept: s.kept,
          })}
        </Text>
      ))}
      {total > SHOWN_STRINGS && (
        <Text size="xs" c="dimmed">
          {t('redaction.moreStrings', { count: total - SHOWN_STRINGS })}
        </Text>
      )}
    </Stack>
  );
}

/** The visual check: every page compared with the original, or the first page that changed. */
function VisualCheck({ visual }: { visual: NonNullable<VerificationEntry['visual']> }) {
  const { t } = useTranslation('workspace');
  const changed = visual.changed_pages[0];
  const traced = visual.marks_with_traces[0];
  return (
    <Text size="xs" mt={4} c={visual.ok ? undefined : 'red'} data-testid="verification-visual">
      {traced
        ? t('redaction.visualTraces', {
            marks: t('redaction.markCount', { count: traced.marks }),
            page: traced.page,
          })
        : changed
          ? t('redaction.visualChanged', { page: changed.page, percent: changed.percent })
          : t('redaction.visualOk', { pages: visual.pages_compared })}
    </Text>
  );
}

/** Every term and pattern searched for, with its count before and after; one found 0 times stands out. */
function RequestedCounts({ verification }: { verification: VerificationEntry }) {
  const { t } = useTranslation('workspace');
  const requested = verification.requested ?? [];
  const total = verification.requested_checked ?? requested.length;
  return (
    <Stack gap={2} mt={4} data-testid="verification-requested">
      <Text size="xs" fw={600}>
        {t('redaction.requestedTitle')}
      </Text>
      {(verification.ocr_pages?.length ?? 0) > 0 && (
        <Text size="xs" c="dimmed" data-testid="verification-ocr-pages">
          {t('redaction.scansRead', { pages: formatPages(verification.ocr_pages!) })}
        </Text>
      )}
      {(verification.unreadable_pages?.length ?? 0) > 0 && (
        <Text size="xs" c="orange" fw={600} data-testid="verification-unreadable-pages">
          {t('redaction.scansUnreadable', { pages: formatPages(verification.unreadable_pages!) })}
        </Text>
      )}
      {requested.slice(0, SHOWN_STRINGS).map((r) => {
        const label = r.kind === 'pattern' ? `/${r.text}/` : t('redaction.quoted', { text: r.text });
        return (
          <Text
            key={`${r.kind}:${r.text}`}
            size="xs"
            c={r.before === 0 ? 'orange' : r.after > 0 ? 'red' : undefined}
            fw={r.before === 0 ? 600 : undefined}
          >
            {r.before === 0
              ? t('redaction.requestedNone', { label })
              : t('redaction.requestedCount', { count: r.before, label, before: r.before, after: r.after })}
          </Text>
        );
      })}
      {total > SHOWN_STRINGS && (
        <Text size="xs" c="dimmed">
          {t('redaction.moreRequested', { count: total - SHOWN_STRINGS })}
        </Text>
      )}
    </Stack>
  );
}

/** The server's verification of each redacted file: pages and marks checked, characters left under marks. */
export function VerificationList() {
  const { t } = useTranslation('workspace');
  const allFiles = useWorkspace((s) => s.files);
  const files = allFiles.filter((f) => f.isRedacted);
  if (files.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="verification-list">
      <Text size="sm" fw={600}>
        {t('redaction.certificates')}
      </Text>
      {files.map(({ key, file, verification }) => (
        <Alert
          key={key}
          color={verification?.ok ? 'green' : 'yellow'}
          icon={verification?.ok ? <IconShieldCheck size={18} /> : <IconAlertTriangle size={18} />}
          title={file.name}
          p="xs"
        >
          <Text size="xs">
            {verification
              ? t(verification.ok ? 'redaction.verified' : 'redaction.notVerified', {
                  pages: t('redaction.pageCount', { count: verification.pages_checked }),
                  marks: t('redaction.markCount', { count: verification.marks_checked }),
                  leftover: verification.leftover_chars,
                })
              : t('redaction.noVerification')}
          </Text>
          {verification?.visual && <VisualCheck visual={verification.visual} />}
          {verification?.requested && verification.requested.length > 0 && (
            <RequestedCounts verification={verification} />
          )}
          {verification?.strings && verification.strings.length > 0 && (
            <StringCounts verification={verification} />
          )}
        </Alert>
      ))}
    </Stack>
  );
}
