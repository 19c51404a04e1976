import { lazy } from 'react';

/** The charts load in their own chunk (the dashboard's first paint needs no chart code). */
export const BarFigure = lazy(() => import('./bar-figure'));
