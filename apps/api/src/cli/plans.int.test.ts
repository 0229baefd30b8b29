import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../test/agent.ts';
import { signUpAndLogIn } from '../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../test/test-app.ts';
import { runCli } from './run-cli.ts';

describe.each(testDialects())('plans, subscriptions and the operator commands on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  /** Runs the CLI against the test app's own database. */
  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const database = t.config.database;
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: t.config.dataDir,
      AUTH_SECRET: t.config.authSecret,
      ...(database.kind === 'postgres'
        ? { DATABASE_URL: `${database.url}${database.url.includes('?') ? '&' : '?'}options=-c%20search_path%3D${database.schema}` }
        : {}),
    };
    const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), env });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('lists the seeded plan catalogue in NOK with limits and features', async () => {
    const plans = (await createAgent(t.app).get('/api/subscription/plans')).body.data;
    expect(plans.map((p: { plan_code: string }) => p.plan_code)).toEqual([
      'free',
      'free_trial',
      'basic_monthly',
      'basic_yearly',
      'pro_monthly',
      'pro_yearly',
      'business_monthly',
      'business_yearly',
    ]);
    const basicMonthly = plans.find((p: { plan_code: string }) => p.plan_code === 'basic_monthly');
    expect(basicMonthly.pages_yearly_limit).toBe(basicMonthly.pages_monthly_limit * 12);
    expect(plans.find((p: { plan_code: string }) => p.plan_code === 'pro_yearly').metadata.features).toContain('api_access');
  });

  it('has no subscription until an operator grants one, and none after revoking', async () => {
    const user = await signUpAndLogIn(t);
    const none = await user.agent.get('/api/subscription/current');
    expect([none.status, none.body.error.code]).toEqual([404, 'NO_SUBSCRIPTION']);

    const granted = await cli('grant-plan', user.email, 'pro_monthly');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain('Granted Pro (pro_monthly)');
    const current = await user.agent.get('/api/subscription/current');
    expect(current.body.data).toMatchObject({ plan_code: 'pro_monthly', status: 'active', usage: { pages_used: 0, pages_limit: 5000 } });

    const trial = await cli('grant-plan', user.email, 'free_trial');
    expect(trial.code).toBe(0);
    expect((await user.agent.get('/api/subscription/current')).body.data.status).toBe('trialing');

    const revoked = await cli('revoke-plan', user.email);
    expect(revoked.out).toContain('Ended 1 subscription');
    expect((await user.agent.get('/api/subscription/current')).body.data.status).toBe('canceled');
  });

  it('refuses unknown plans, unknown users and missing arguments with exit code 2', async () => {
    const user = await signUpAndLogIn(t);
    expect(await cli('grant-plan', user.email, 'gold')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown plan "gold"') });
    expect(await cli('grant-plan', 'nobody@example.no', 'pro_monthly')).toMatchObject({ code: 2, err: expect.stringContaining('No user') });
    expect((await cli('grant-plan')).code).toBe(2);
    expect((await cli('launch-rockets')).code).toBe(2);
  });
});
