/**
 * `count` accounts u1…u<count> in one statement, with many equal scores (ties are the costly case
 * for ranks), sign-ups a second apart and one in 50 seen just now.
 */
export function rankedUsersSql(count: number): string {
  return `
  INSERT INTO users (id, username, username_key, password_hash, display, points, login_streak, created_at, last_seen_at)
  SELECT 'u' || n, 'membre' || n, 'membre' || n, 'x', '{}'::jsonb,
         (random() * 5000)::int / 10 * 10, (random() * 30)::int,
         now() - (n || ' seconds')::interval,
         CASE WHEN n % 50 = 0 THEN now() ELSE NULL END
    FROM generate_series(1, ${count}) AS n`;
}
