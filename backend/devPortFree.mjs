// `npm run dev` checks the backend's port before `tsx watch` starts: a taken port makes the server exit, but
// `tsx watch` then waits for an edit forever while Vite keeps proxying to whatever holds the port. Exiting
// non-zero here stops `concurrently` (-k) and the pair, as Vite's strictPort does for the frontend's port.
// Plain Node, no tsx: it runs before every dev start and must cost nothing.
import { createServer } from 'node:net';

const port = Number(process.env.PORT);
const host = process.env.HOST || '0.0.0.0';
const server = createServer();
server.once('error', (err) => {
  const why = err.code === 'EADDRINUSE' ? 'another process is already listening there' : err.message;
  console.error(
    `Cannot start the backend on port ${port}: ${why}. ` +
      `Set GRIDABLE_DEV_API_PORT to a free port (e.g. GRIDABLE_DEV_API_PORT=3101 npm run dev).`,
  );
  process.exit(1);
});
server.listen(port, host, () => server.close());
