import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';

interface AddItemFormProps {
  label: string;
  placeholder: string;
  buttonLabel: string;
  value: string;
  maxLength: number;
  isAdding: boolean;
  testId: string;
  onChange: (value: string) => void;
  onAdd: () => void;
  children?: ReactNode;
}

/** A text input with an Add button; Enter adds too. */
export function AddItemForm({
  label,
  placeholder,
  buttonLabel,
  value,
  maxLength,
  isAdding,
  testId,
  onChange,
  onAdd,
  children,
}: AddItemFormProps) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onAdd();
  }
  return (
    <form onSubmit={handleSubmit} noValidate data-testid={testId}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={maxLength}
          autoComplete="off"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          size="md"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          loading={isAdding}
        >
          {buttonLabel}
        </Button>
      </Group>
      {children}
    </form>
  );
}
