import type { OrganizationRole } from '@sladd/contract';
import { linkFromMail } from './mail-text.ts';
import type { TestApp } from './test-app.ts';
import { type Agent, createAgent } from './agent.ts';

export const PASSWORD = 'Sladd-Test1';

let counter = 0;

/** A unique, valid username and e-mail pair. */
export function uniqueIdentity(prefix = 'user') {
  counter += 1;
  const name = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username: name, email: `${name}@example.no` };
}

/** Registers through the API, verifies through the mailed link, and logs in; returns a signed-in agent. */
export async function signUpAndLogIn(
  t: TestApp,
  options: { departmentId?: number; ip?: string; emailDomain?: string } = {},
) {
  const unique = uniqueIdentity();
  const identity = options.emailDomain
    ? { ...unique, email: `${unique.username}@${options.emailDomain}` }
    : unique;
  const agent = createAgent(t.app, options.ip ? { ip: options.ip } : {});
  const registered = await agent.post('/api/auth/register', {
    ...identity,
    password: PASSWORD,
    confirm_password: PASSWORD,
    department_id: options.departmentId ?? 1,
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mail = await t.smtp.waitForMail(identity.email);
  const { token } = linkFromMail(mail, '/verify-email');
  await agent.post('/api/auth/verify-email', { token });
  const login = await agent.post('/api/auth/login', { identifier: identity.email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { agent, ...identity, userId: login.body.data.user.id as string };
}

export type SignedIn = Awaited<ReturnType<typeof signUpAndLogIn>> & { agent: Agent };

/**
 * An organization with one signed-in person in each role: the owner made it over the API and
 * added an admin, a member and a viewer by e-mail.
 */
export async function makeOrganizationWithEveryRole(t: TestApp, name: string) {
  const owner = await signUpAndLogIn(t);
  const created = await owner.agent.post('/api/organizations', { name });
  if (created.status !== 201) throw new Error(`creating ${name}: ${JSON.stringify(created.body)}`);
  const orgId: string = created.body.data.org_id;
  const people = { owner } as Record<OrganizationRole, SignedIn>;
  for (const role of ['admin', 'reviewer', 'member', 'viewer'] as const) {
    const person = await signUpAndLogIn(t);
    const added = await owner.agent.post(`/api/organizations/${orgId}/members`, {
      identifier: person.email,
      role,
    });
    if (added.status !== 201) throw new Error(`adding a ${role}: ${JSON.stringify(added.body)}`);
    people[role] = person;
  }
  return { orgId, people };
}
