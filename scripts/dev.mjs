// Development: the API server with reload on port 3000 and Vite's dev server (with its proxy to
// the API) on port 5173, in one terminal.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'server', command: 'tsx watch --clear-screen=false server/main.ts', prefixColor: 'cyan' },
    { name: 'client', command: 'vite', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
