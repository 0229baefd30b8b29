import { checkEmail, checkUsername, emailSchema, TIMINGS, usernameSchema } from '@sladd/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { deriveAvailability, type Availability } from './derive-availability.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

type Kind = 'username' | 'email';

async function askAvailable(kind: Kind, value: string, signal: AbortSignal): Promise<boolean> {
  if (kind === 'username')
    return (await api(checkUsername, { query: { username: value }, signal })).available;
  return (await api(checkEmail, { query: { email: value }, signal })).available;
}

/** Live availability of a username or e-mail, asked 800 ms after typing stops. */
export function useAvailability(kind: Kind, rawValue: string): Availability {
  const value = rawValue.trim();
  const [debounced] = useDebouncedValue(value, TIMINGS.availabilityDebounceMs);
  const schema = kind === 'username' ? usernameSchema : emailSchema;
  const isValid = schema.safeParse(value).success;
  const canAsk = schema.safeParse(debounced).success;

  const query = useQuery({
    queryKey: queryKeys.availability(kind, debounced.toLowerCase()),
    queryFn: ({ signal }) => askAvailable(kind, debounced, signal),
    enabled: canAsk,
    retry: false,
    staleTime: 30_000,
  });

  return deriveAvailability({
    isValid,
    isSettled: value === debounced,
    isFetching: query.isFetching,
    isError: query.isError,
    available: query.data,
  });
}
