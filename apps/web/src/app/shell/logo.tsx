import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface LogoProps {
  to?: string;
  size?: 'sm' | 'md' | 'lg';
  /** On the dark brand panel. */
  inverted?: boolean;
}

const SIZES = { sm: 22, md: 28, lg: 36 } as const;

/** The Sladd mark: lines of text with one bar blacked out — what the product does. */
export function LogoMark({ size = 28, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect
        width="32"
        height="32"
        rx="8"
        fill={inverted ? 'rgba(255,255,255,0.14)' : 'var(--mantine-color-ink-8)'}
      />
      <rect x="7" y="8.5" width="18" height="3" rx="1.5" fill="#ffffff" opacity="0.92" />
      <rect x="7" y="14.5" width="13" height="4.5" rx="1" fill="#05070c" />
      <rect x="7" y="22" width="15" height="3" rx="1.5" fill="#ffffff" opacity="0.92" />
    </svg>
  );
}

/** Mark and wordmark, linking home. */
export function Logo({ to = '/', size = 'md', inverted = false }: LogoProps) {
  const { t } = useTranslation();
  const px = SIZES[size];
  return (
    <Group
      renderRoot={(props) => <Link to={to} {...props} />}
      gap={10}
      wrap="nowrap"
      aria-label={t('shell.homeLink')}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <LogoMark size={px} inverted={inverted} />
      <Text fw={750} fz={px * 0.72} lh={1} style={{ letterSpacing: '-0.02em' }}>
        Sladd
      </Text>
    </Group>
  );
}
