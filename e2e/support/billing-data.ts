// Test data for the subscription screens: page usage written straight into a server's SQLite file.
import { join } from 'node:path';
import Database from 'better-sqlite3';

const DAY_MS = 86_400_000;

/**
 * Moves the user's running subscription `days` into a 30-day period and records `pages` used in
 * it, so the manage page's gauge and usage alert have something to show.
 */
export function addUsage(dataDir: string, email: string, pages: number, days: number): void {
  const db = new Database(join(dataDir, 'sladd.db'));
  try {
    const row = db
      .prepare(
        `SELECT s.id FROM subscriptions s JOIN users u ON u.id = s.user_id
         WHERE u.email = ? AND s.status = 'active'`,
      )
      .get(email) as { id: string };
    const start = new Date(Date.now() - days * DAY_MS);
    const end = new Date(start.getTime() + 30 * DAY_MS);
    db.prepare('UPDATE subscriptions SET current_period_start = ?, current_period_end = ? WHERE id = ?').run(
      start.toISOString(),
      end.toISOString(),
      row.id,
    );
    db.prepare(
      'INSERT INTO subscription_usage (subscription_id, period_start, pages, updated_at) VALUES (?, ?, ?, ?)',
    ).run(row.id, start.toISOString(), pages, new Date().toISOString());
  } finally {
    db.close();
  }
}
