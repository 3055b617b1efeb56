// The REST baseline: bare Express handlers answering the same paths with the same bytes, with no rules, limits or database.
import express from 'express';
import { readFileSync } from 'node:fs';

interface Fixtures {
  game: unknown;
  daily: unknown;
}

// The replies captured from the real server in the same run, so both sides send identical bodies.
const fixtures: Fixtures = process.env.BARE_FIXTURES
  ? (JSON.parse(readFileSync(process.env.BARE_FIXTURES, 'utf8')) as Fixtures)
  : { game: { game: {}, playerInfo: null }, daily: { success: true, game: {} } };
const words = new Set(['AT', 'CAT', 'GRID', 'WORD']);

const app = express();
app.disable('x-powered-by');
app.get('/healthz', (_req, res) => {
  res.json({ ok: true });
});
// The replay probe's floor: an event stream whose one event leaves at once, with no rules, log or database.
app.get('/api/events', (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.write(`id: 1\ndata: ${JSON.stringify(fixtures.game)}\n\n`);
});
app.use('/api', express.json({ limit: '16kb' }));
app.get('/api/games/:id', (_req, res) => {
  res.json(fixtures.game);
});
app.post('/api/daily-challenge-simple/:gameId/action', (req, res) => {
  const action = (req.body as { action?: unknown } | undefined)?.action;
  if (action !== 'PLACE_LETTER' && action !== 'SELECT_LETTER') {
    res.status(400).json({ error: 'bad action' });
    return;
  }
  res.json(fixtures.daily);
});
app.post('/api/validate-word', (req, res) => {
  const sent = (req.body as { word?: unknown } | undefined)?.word;
  const word = typeof sent === 'string' ? sent.toUpperCase() : '';
  res.json({ success: true, isValid: words.has(word), word });
});

const server = app.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
