import '@fontsource/urbanist/400.css';
import '@fontsource/urbanist/500.css';
import '@fontsource/urbanist/600.css';
import '@fontsource/urbanist/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './app/public-app';
import { removeServerShell } from './shared/public-data/server-shell';

// The candidates' and guests' entry (public.html): public routes only, no staff code.
const root = document.getElementById('root');
if (!root) throw new Error('public.html has no #root');
// The page removes the served first paint when it shows its content; should it never get there
// (a page without one), the candidate still sees the page after a while.
setTimeout(removeServerShell, 20_000);
createRoot(root).render(
  <StrictMode>
    <PublicApp />
  </StrictMode>,
);
