import { Stack } from '@mantine/core';
import type { Me } from '../../../lib/queries/use-me.ts';
import { DangerZoneCard } from './danger-zone-card.tsx';
import { DepartmentCard } from './department-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SessionsCard } from './sessions-card.tsx';

/** Profile, department, password, sessions and the danger zone. */
export function AccountTab({ me }: { me: Me }) {
  return (
    <Stack gap="lg">
      <ProfileCard key={me.id} me={me} />
      <DepartmentCard me={me} />
      <PasswordCard />
      <SessionsCard />
      <DangerZoneCard />
    </Stack>
  );
}
