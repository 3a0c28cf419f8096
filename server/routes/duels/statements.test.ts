import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DuelAnswerResponse, DuelView } from '../../../domain/duels/api';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { cardSetup, registerDuellist, rightAnswer } from '../../test/duels';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { noteStatements, type Statement } from '../../test/statements';

/**
 * How a live duel talks to the database: an answer is the token check, one read and one write,
 * and a process reads a duel's questions (which never change) once. Two servers on one database
 * stand for two processes.
 */
let database: TestDatabase;
let first: TestServer;
let second: TestServer;
let firstStatements: Statement[];
let secondStatements: Statement[];
beforeAll(async () => {
  database = await createTestDatabase();
  const a = noteStatements(database.db);
  const b = noteStatements(database.db);
  firstStatements = a.statements;
  secondStatements = b.statements;
  first = await startTestServer({ database: { ...database, db: a.db } });
  second = await startTestServer({ database: { ...database, db: b.db } });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

/** The sweeper's own reads (every second, in every process), which may fall during a request. */
const bySweeper = (s: Statement) => /d\.deadline <= \$2|NOT closed AND finished_at </.test(s.sql);

/** The statements a server sent for one request. */
async function during<T>(statements: Statement[], request: () => Promise<T>): Promise<{ value: T; sent: Statement[] }> {
  statements.length = 0;
  const value = await request();
  return { value, sent: statements.filter((s) => !bySweeper(s)) };
}

/** The duel read of `sent`, and whether it asked for the questions. */
const duelReads = (sent: Statement[]) => sent.filter((s) => s.sql.includes('questions_text'));
const withQuestions = (read: Statement) => (read.params[0] as string[]).length > 0;

it('an answer is the token check, one read and one write; each process reads a duel’s questions once', async () => {
  const challenger = await registerDuellist(first, 'major');
  const opponent = await registerUser(first);
  const created = await during(firstStatements, () => first.post('/api/duels', { token: challenger.token, body: cardSetup('live', { questionCount: 5 }) }));
  const { id, code } = created.value.json() as DuelView;
  // The first server drew the questions and keeps them; the second, which never saw the duel, reads them on the join.
  expect(duelReads(created.sent).map(withQuestions)).toEqual([false]);
  const joined = await during(secondStatements, () => second.post('/api/duels/join', { token: opponent.token, body: { code } }));
  expect(joined.value.statusCode).toBe(200);
  expect(duelReads(joined.sent).map(withQuestions)).toEqual([true]);

  const players: [TestServer, Statement[], RegisteredUser][] = [
    [first, firstStatements, challenger],
    [second, secondStatements, opponent],
  ];
  for (let index = 0; index < 4; index++) {
    for (const [server, statements, user] of players) {
      const read = await during(statements, () => server.get(`/api/duels/${id}`, { token: user.token }));
      const view = read.value.json() as DuelView;
      expect(view.current?.index).toBe(index);
      const answer = await during(statements, () =>
        server.post(`/api/duels/${id}/answers`, { token: user.token, body: { index, answer: rightAnswer(view.current!.view) } }),
      );
      expect(answer.value.statusCode).toBe(200);
      expect((answer.value.json() as DuelAnswerResponse).result.verdict).toBe('right');
      expect(answer.sent).toHaveLength(3);
      expect(answer.sent[0]!.sql).toContain('FROM auth_tokens');
      expect(duelReads(answer.sent)).toEqual([answer.sent[1]]);
      expect(answer.sent[2]!.sql).toMatch(/^WITH d AS \(UPDATE duels SET version = version \+ 1/);
      // A read is the token check and the duel's read (and at most every few seconds the player's sign of life).
      expect(read.sent.slice(0, 2).map((s) => duelReads([s]).length)).toEqual([0, 1]);
      expect(read.sent.slice(2).every((s) => s.sql.includes('INTO duel_presence'))).toBe(true);
      expect([...duelReads(read.sent), ...duelReads(answer.sent)].some(withQuestions)).toBe(false);
    }
  }
});
