import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
}

/** The title block of an auth screen or page: one h1 per screen, for screen readers and the eye. */
export function PageHeading({ title, subtitle }: PageHeadingProps) {
  return (
    <Stack gap={6} mb="xl">
      <Title order={1} fz={{ base: 26, sm: 30 }} lh={1.2}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="md">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
