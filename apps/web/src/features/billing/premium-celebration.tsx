import { Button, Stack, Text, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfettiCanvas } from './confetti-canvas.tsx';
import { SUBSCRIPTION_QUERY_KEY, useBillingTranslation } from './use-billing.ts';
import classes from './premium-celebration.module.css';

/** Spec 3 §9: the celebration fades after 4 s. */
const SHOW_MS = 4000;
const FADE_MS = 300;

/**
 * /playground?subscription=success: a full-screen 'Welcome to Premium' with confetti. It fades
 * after 4 s or on a click (or Escape), then the parameter leaves the address. The subscription is
 * fetched again at once, so the premium gates behind it open.
 */
export function PremiumCelebration() {
  const { t } = useBillingTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const isRequested = params.get('subscription') === 'success';
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>(isRequested ? 'shown' : 'gone');

  useEffect(() => {
    if (isRequested) void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
  }, [isRequested, queryClient]);

  useEffect(() => {
    if (phase === 'shown') {
      const timer = window.setTimeout(() => setPhase('fading'), SHOW_MS - FADE_MS);
      return () => window.clearTimeout(timer);
    }
    if (phase === 'fading') {
      const timer = window.setTimeout(() => setPhase('gone'), FADE_MS);
      return () => window.clearTimeout(timer);
    }
    if (!isRequested) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('subscription');
        return next;
      },
      { replace: true },
    );
  }, [phase, isRequested, setParams]);

  useEffect(() => {
    if (phase === 'gone') return;
    const handleKey = (event: KeyboardEvent) => event.key === 'Escape' && setPhase('fading');
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [phase]);

  if (phase === 'gone') return null;
  return (
    <div
      className={classes.overlay}
      data-fading={phase === 'fading' || undefined}
      role="dialog"
      aria-modal="true"
      aria-labelledby="celebration-title"
      aria-describedby="celebration-text"
      onClick={() => setPhase('fading')}
      data-testid="celebration"
    >
      <ConfettiCanvas className={classes.confetti} />
      <Stack align="center" gap="sm" className={classes.card}>
        <IconConfetti size={56} aria-hidden="true" />
        <Title order={2} id="celebration-title" c="white" ta="center">
          {t('celebration.title')}
        </Title>
        <Text id="celebration-text" c="white" maw={380} ta="center">
          {t('celebration.text')}
        </Text>
        <Button
          variant="white"
          color="dark"
          mt="sm"
          data-autofocus
          autoFocus
          onClick={() => setPhase('fading')}
        >
          {t('celebration.continue')}
        </Button>
      </Stack>
    </div>
  );
}
