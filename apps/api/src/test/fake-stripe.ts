import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small Stripe-shaped API on loopback for the integration tests (these machines cannot reach
 * api.stripe.com). It speaks the wire format the real SDK sends — form-encoded bodies with
 * bracketed keys, bearer auth, JSON objects with `object` and list envelopes — for the calls Sladd
 * makes: prices (list by lookup key, create, deactivate), products, checkout sessions,
 * subscriptions (retrieve with an expanded schedule, update — a price change with its proration
 * invoice — and cancel) and subscription schedules (create from a subscription, update phases,
 * release). The test drives what a customer would do at Stripe
 * (`completeCheckout`) and builds signed webhook deliveries with the SDK's own test-header helper.
 */

type Json = Record<string, any>;

/** `a[b][0][c]=x` form fields as nested objects (arrays for numeric keys), as Stripe reads them. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const asBool = (value: unknown) => value === true || value === 'true';

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every request the SDK made, in order (method and path). */
  calls: string[];
  prices: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  schedules: Map<string, Json>;
  /** Every subscription update's form body, in order (what Sladd asked Stripe to change). */
  subscriptionUpdates: { id: string; form: Json }[];
  /** Invoices Stripe made at once for a change (proration_behavior always_invoice), in order. */
  invoices: Json[];
  /**
   * The period ends and the subscription renews: the next period starts where the last one ended,
   * and a schedule's next phase (its price and metadata) takes over, as Stripe does.
   */
  renewSubscription(subscriptionId: string): Json;
  /** What Stripe does when the customer pays a checkout: a customer, an active subscription. */
  completeCheckout(sessionId: string): Json;
  /** Changes a subscription as Stripe would on its side (renewal, failed payment, period end). */
  updateSubscription(subscriptionId: string, patch: Json): Json;
  /** An event as Stripe sends it, and its delivery (body and signature header) signed with `secret`. */
  event(type: string, object: Json): Json;
  sign(event: Json, secret?: string): { payload: string; header: string };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const calls: string[] = [];
  const prices = new Map<string, Json>();
  const products = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const schedules = new Map<string, Json>();
  const subscriptionUpdates: { id: string; form: Json }[] = [];
  const invoices: Json[] = [];
  const intervalSeconds = (interval: string) => (interval === 'year' ? 365 : 30) * 86_400;
  /** A subscription as the API answers it: its schedule expanded when asked. */
  const withExpand = (subscription: Json, expand: string[]) =>
    expand.includes('schedule') && subscription.schedule
      ? { ...subscription, schedule: schedules.get(subscription.schedule) ?? subscription.schedule }
      : subscription;
  const expandOf = (query: URLSearchParams, form: Json): string[] => [
    ...[...query.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v),
    ...(Array.isArray(form.expand) ? form.expand : []),
  ];
  /** Stripe's change of price now: a proration invoice, and a new period when the interval changes. */
  function changePrice(subscription: Json, priceId: string, form: Json) {
    const item = subscription.items.data[0];
    const from = item.price;
    const to = prices.get(priceId)!;
    const t = now();
    const remaining = Math.max(
      0,
      (item.current_period_end - t) / (item.current_period_end - item.current_period_start),
    );
    let amount: number;
    if (from.recurring.interval === to.recurring.interval) {
      amount = Math.round((to.unit_amount - from.unit_amount) * remaining);
    } else {
      amount = Math.round(to.unit_amount - from.unit_amount * remaining);
      item.current_period_start = t;
      item.current_period_end = t + intervalSeconds(to.recurring.interval);
    }
    item.price = to;
    if (form.proration_behavior === 'always_invoice')
      invoices.push({
        id: id('in'),
        object: 'invoice',
        subscription: subscription.id,
        billing_reason: 'subscription_update',
        amount_due: Math.max(0, amount),
        status: 'paid',
      });
  }

  const list = (url: string, data: Json[]) => ({ object: 'list', url, has_more: false, data });
  const notFound = (what: string, key: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${key}'`,
      },
    },
  });

  function subscriptionFor(session: Json): Json {
    const price = prices.get(session.line_items[0].price)!;
    const start = now();
    const end = start + (price.recurring.interval === 'year' ? 365 : 30) * 86_400;
    let customer = session.customer as string | undefined;
    if (!customer) {
      customer = id('cus');
      customers.set(customer, { id: customer, object: 'customer', email: session.customer_email ?? null });
    }
    const subscription = {
      id: id('sub'),
      object: 'subscription',
      schedule: null,
      customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      metadata: { ...(session.subscription_data?.metadata ?? {}) },
      items: {
        object: 'list',
        url: '/v1/subscription_items',
        has_more: false,
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: end,
          },
        ],
      },
      created: start,
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    form: Json,
  ): { status: number; body: Json } {
    let match: RegExpMatchArray | null;
    if (method === 'GET' && path === '/v1/prices') {
      const keys = [...query.entries()].filter(([k]) => k.startsWith('lookup_keys')).map(([, v]) => v);
      const active = query.get('active');
      const data = [...prices.values()].filter(
        (p) =>
          (keys.length === 0 || keys.includes(p.lookup_key)) &&
          (active === null || String(p.active) === active),
      );
      return { status: 200, body: list('/v1/prices', data.slice(0, Number(query.get('limit') ?? 10))) };
    }
    if (method === 'POST' && path === '/v1/products') {
      const product = { id: id('prod'), object: 'product', name: form.name, metadata: form.metadata ?? {} };
      products.set(product.id, product);
      return { status: 200, body: product };
    }
    if (method === 'POST' && path === '/v1/prices') {
      if (form.lookup_key) {
        const holders = [...prices.values()].filter((p) => p.lookup_key === form.lookup_key);
        if (holders.length > 0 && !asBool(form.transfer_lookup_key))
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                message: `A price already uses the lookup key ${form.lookup_key}.`,
              },
            },
          };
        for (const holder of holders) holder.lookup_key = null;
      }
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        product: form.product,
        currency: form.currency,
        unit_amount: Number(form.unit_amount),
        recurring: { interval: form.recurring.interval, interval_count: 1 },
        lookup_key: form.lookup_key ?? null,
        metadata: form.metadata ?? {},
      };
      prices.set(price.id, price);
      return { status: 200, body: price };
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/prices\/([\w]+)$/))) {
      const price = prices.get(match[1]!);
      if (!price) return notFound('price', match[1]!);
      if (form.active !== undefined) price.active = asBool(form.active);
      return { status: 200, body: price };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (form.mode !== 'subscription' || !prices.has(form.line_items?.[0]?.price))
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Invalid checkout request' } },
        };
      const sessionId = id('cs_test');
      const session = {
        ...form,
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        status: 'open',
        subscription: null,
      };
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([\w]+)$/))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return notFound('subscription', match[1]!);
      if (method === 'POST') {
        subscriptionUpdates.push({ id: subscription.id, form });
        if (form.cancel_at_period_end !== undefined)
          subscription.cancel_at_period_end = asBool(form.cancel_at_period_end);
        const change = form.items?.[0];
        if (change) {
          if (subscription.schedule)
            return {
              status: 400,
              body: {
                error: {
                  type: 'invalid_request_error',
                  message: 'The subscription is managed by a subscription schedule; release it first.',
                },
              },
            };
          if (change.id !== subscription.items.data[0].id || !prices.has(change.price))
            return {
              status: 400,
              body: { error: { type: 'invalid_request_error', message: 'Invalid subscription item' } },
            };
          changePrice(subscription, change.price, form);
        }
      }
      if (method === 'DELETE') Object.assign(subscription, { status: 'canceled', canceled_at: now() });
      return { status: 200, body: withExpand(subscription, expandOf(query, form)) };
    }
    if (method === 'POST' && path === '/v1/subscription_schedules') {
      const subscription = subscriptions.get(form.from_subscription);
      if (!subscription) return notFound('subscription', String(form.from_subscription));
      if (subscription.schedule)
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', message: 'The subscription already has a schedule.' },
          },
        };
      const item = subscription.items.data[0];
      const schedule = {
        id: id('sub_sched'),
        object: 'subscription_schedule',
        status: 'active',
        subscription: subscription.id,
        end_behavior: 'release',
        phases: [
          {
            start_date: item.current_period_start,
            end_date: item.current_period_end,
            items: [{ price: item.price.id, quantity: 1 }],
            metadata: { ...subscription.metadata },
          },
        ],
      };
      schedules.set(schedule.id, schedule);
      subscription.schedule = schedule.id;
      return { status: 200, body: schedule };
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/subscription_schedules\/([\w]+)(\/release)?$/))) {
      const schedule = schedules.get(match[1]!);
      if (!schedule) return notFound('subscription_schedule', match[1]!);
      if (schedule.status !== 'active' && schedule.status !== 'not_started')
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: `The schedule is ${schedule.status}.` } },
        };
      if (match[2]) {
        schedule.status = 'released';
        const subscription = subscriptions.get(schedule.subscription);
        if (subscription) subscription.schedule = null;
        return { status: 200, body: schedule };
      }
      if (form.end_behavior) schedule.end_behavior = form.end_behavior;
      if (Array.isArray(form.phases)) {
        let start = Number(form.phases[0]?.start_date ?? schedule.phases[0].start_date);
        schedule.phases = form.phases.map((phase: Json) => {
          const price = prices.get(phase.items?.[0]?.price);
          const end = phase.end_date
            ? Number(phase.end_date)
            : start + intervalSeconds(phase.duration?.interval ?? price?.recurring.interval ?? 'month');
          const built = {
            start_date: phase.start_date ? Number(phase.start_date) : start,
            end_date: end,
            items: (phase.items ?? []).map((i: Json) => ({
              price: i.price,
              quantity: Number(i.quantity ?? 1),
            })),
            metadata: phase.metadata ?? {},
          };
          start = end;
          return built;
        });
      }
      return { status: 200, body: schedule };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      calls.push(`${request.method} ${url.pathname}`);
      const reply = (status: number, body: Json) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const { status, body } = route(
        request.method ?? 'GET',
        url.pathname,
        url.searchParams,
        parseStripeForm(Buffer.concat(chunks).toString()),
      );
      reply(status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sdk = new Stripe(secretKey);

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    calls,
    prices,
    sessions,
    subscriptions,
    schedules,
    subscriptionUpdates,
    invoices,
    renewSubscription(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const item = subscription.items.data[0];
      const start = item.current_period_end;
      const schedule = subscription.schedule ? schedules.get(subscription.schedule) : undefined;
      const phase = schedule?.phases.find((p: Json) => p.start_date >= start);
      if (phase) {
        item.price = prices.get(phase.items[0].price);
        subscription.metadata = { ...phase.metadata };
        // Stripe releases the schedule when its last phase ends; the fake does it when that phase
        // begins (the subscription's price and metadata are the same either way).
        if (phase === schedule!.phases.at(-1) && schedule!.end_behavior === 'release') {
          schedule!.status = 'released';
          subscription.schedule = null;
        }
      }
      item.current_period_start = start;
      item.current_period_end = start + intervalSeconds(item.price.recurring.interval);
      return subscription;
    },
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const subscription = subscriptionFor(session);
      Object.assign(session, {
        status: 'complete',
        subscription: subscription.id,
        customer: subscription.customer,
      });
      return subscription;
    },
    updateSubscription(subscriptionId, patch) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const { current_period_start, current_period_end, ...rest } = patch;
      Object.assign(subscription, rest);
      const item = subscription.items.data[0];
      if (current_period_start !== undefined) item.current_period_start = current_period_start;
      if (current_period_end !== undefined) item.current_period_end = current_period_end;
      return subscription;
    },
    event(type, object) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      };
    },
    sign(event, secret = webhookSecret) {
      const payload = JSON.stringify(event);
      return { payload, header: sdk.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
