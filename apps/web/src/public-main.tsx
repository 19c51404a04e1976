import '@fontsource/urbanist/400.css';
import '@fontsource/urbanist/500.css';
import '@fontsource/urbanist/600.css';
import '@fontsource/urbanist/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './app/public-app';

// The candidates' and guests' entry (public.html): public routes only, no staff code.
const root = document.getElementById('root');
if (!root) throw new Error('public.html has no #root');
createRoot(root).render(
  <StrictMode>
    <PublicApp />
  </StrictMode>,
);
