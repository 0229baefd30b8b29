import { Button, Group, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';

interface AskTextLabels {
  title: string;
  confirm: string;
  cancel: string;
}

function AskTextForm({
  initial,
  labels,
  onDone,
}: {
  initial: string;
  labels: AskTextLabels;
  onDone: (text: string | null) => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onDone(text);
      }}
    >
      <Stack gap="sm">
        <TextInput
          aria-label={labels.title}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
          data-testid="ask-text-input"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onDone(null)}>
            {labels.cancel}
          </Button>
          <Button type="submit" disabled={text.trim() === ''}>
            {labels.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for a line of text in a dialog (the app's own, so it is translated and themed); null when cancelled. */
export function askText(initial: string, labels: AskTextLabels): Promise<string | null> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: labels.title,
      onClose: () => resolve(null),
      children: (
        <AskTextForm
          initial={initial}
          labels={labels}
          onDone={(text) => {
            resolve(text);
            modals.close(id);
          }}
        />
      ),
    });
  });
}
