import { createDb, queryRows } from '@dating/db';
import { sql } from 'drizzle-orm';
import { addViewerBlocks, runOurs, type Ctx } from './cases';
import { capturingDb } from './explain';

const h = await createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench_search_explore' });
const [v] = await queryRows<{ id: string }>(h.db, sql`select id from users where email = 'demo@example.com'`);
const ctx: Ctx = { db: h.db, viewerId: v!.id, now: new Date() };
if (process.argv[2] === 'blocks') console.log('blocks', await addViewerBlocks(ctx, 'DE'));
const cap = capturingDb(h);
await runOurs({ ...ctx, db: cap.db }, { country: 'DE', gender: 'female', min_age: 25, max_age: 40 });
for (const q of cap.take()) console.log(q.text, '\n', JSON.stringify(q.params), '\n');
await h.close();
