import { Stack, Text, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

const SHOW_MS = 4000;
const PIECES = Array.from({ length: 40 }, (_, i) => i);

/** ?subscription=success: a full-screen 'Welcome to Premium' with confetti, gone after 4 s or on click. */
export function PremiumCelebration() {
  const { t } = useTranslation('workspace');
  const [params, setParams] = useSearchParams();
  const [isShown, setIsShown] = useState(params.get('subscription') === 'success');

  useEffect(() => {
    if (!isShown) return;
    const timer = window.setTimeout(() => setIsShown(false), SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [isShown]);
  useEffect(() => {
    if (isShown || params.get('subscription') !== 'success') return;
    const next = new URLSearchParams(params);
    next.delete('subscription');
    setParams(next, { replace: true });
  }, [isShown, params, setParams]);

  if (!isShown) return null;
  return (
    <div className="ws-celebration" role="dialog" aria-label={t('celebration.title')} onClick={() => setIsShown(false)} data-testid="celebration">
      {PIECES.map((i) => (
        <span key={i} className="ws-confetti" style={{ left: `${(i * 37) % 100}%`, animationDelay: `${(i % 10) * 0.12}s`, background: `hsl(${(i * 47) % 360} 90% 60%)` }} />
      ))}
      <Stack align="center" gap="sm" className="ws-celebration-card">
        <IconConfetti size={56} aria-hidden="true" />
        <Title order={2}>{t('celebration.title')}</Title>
        <Text>{t('celebration.text')}</Text>
      </Stack>
    </div>
  );
}
