// Runs after federation has negotiated the shared modules (main.tsx imports this lazily).
import { startShell } from './app/start-shell';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
void startShell(container);
