import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SimplePageProps {
  title: string;
  intro?: string;
  children?: ReactNode;
}

/** A titled page for routes whose full screens arrive with later issues. */
export function SimplePage({ title, intro, children }: SimplePageProps) {
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{title}</Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        {children && (
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            {children}
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
