import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useOrganizationTranslation } from '../hooks/use-organization-translation.ts';

interface CopyValueProps {
  value: string;
  /** What the value is, for the copy button's name ("Copy Organization ID"). */
  label: string;
  testId?: string;
  /** A shorter form shown in place of the value (a hash); the whole value then shows on hover. */
  display?: string;
}

/**
 * A value in monospace that wraps anywhere (long ids and tokens on a phone), with a copy button;
 * a long hash may show shortened (`display`), the whole value on hover or focus.
 */
export function CopyValue({ value, label, testId, display }: CopyValueProps) {
  const { t } = useOrganizationTranslation();
  const text = (
    <Text
      size="sm"
      ff="monospace"
      style={{ wordBreak: 'break-all' }}
      data-testid={testId}
      data-value={display === undefined ? undefined : value}
      tabIndex={display === undefined ? undefined : 0}
    >
      {display ?? value}
    </Text>
  );
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      {display === undefined ? (
        text
      ) : (
        <Tooltip label={value} withArrow multiline maw={320} style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Tooltip>
      )}
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('copied') : t('copyNamed', { name: label })} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={t('copyNamed', { name: label })}
            >
              {copied ? (
                <IconCheck size={14} aria-hidden="true" />
              ) : (
                <IconCopy size={14} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
