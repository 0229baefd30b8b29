import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/translate-message.ts';
import { truncateName } from '../lib/file-key.ts';
import { useWorkspace } from '../store/workspace-context.tsx';
import { formatPages } from './format.ts';

/** One notice: pages read by OCR are news (blue); pages that could not be read are a warning. */
function ScanNotice({ kind, children }: { kind: 'ocr' | 'unreadable' | 'limit'; children: string }) {
  const isInfo = kind === 'ocr';
  return (
    <Alert
      variant="light"
      color={isInfo ? 'blue' : 'yellow'}
      p="xs"
      icon={isInfo ? <IconScan size={16} /> : <IconAlertTriangle size={16} />}
      data-testid="scan-notice"
      data-kind={kind}
    >
      <Text size="xs">{children}</Text>
    </Alert>
  );
}

/**
 * Says which pages had no text layer and were read by OCR, and why nothing was found on the ones
 * that could not be read (OCR found no text, or the file has more scanned pages than OCR reads).
 */
export function ScanNotices() {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const scanPages = useWorkspace((s) => s.scanPages);
  const files = useWorkspace((s) => s.files);
  const rows = files.flatMap((file) => {
    const scan = scanPages[file.key];
    return scan && (scan.ocr.length > 0 || scan.unreadable.length > 0 || scan.error) ? [{ file, scan }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <Stack gap={6} data-testid="scan-notices">
      {rows.map(({ file, scan }) => {
        const name = truncateName(file.file.name, 28, 25);
        return (
          <Stack key={file.key} gap={4}>
            {scan.ocr.length > 0 && (
              <ScanNotice kind="ocr">
                {t('scan.readByOcr', { name, pages: formatPages(scan.ocr), count: scan.ocr.length })}
              </ScanNotice>
            )}
            {scan.unreadable.length > 0 && (
              <ScanNotice kind="unreadable">
                {t('scan.unreadable', {
                  name,
                  pages: formatPages(scan.unreadable),
                  count: scan.unreadable.length,
                })}
              </ScanNotice>
            )}
            {scan.error && (
              <ScanNotice kind="limit">
                {t('scan.notRead', { name, reason: translateMessage(tCommon, scan.error) })}
              </ScanNotice>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
