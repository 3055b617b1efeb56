// True while the app shells are rendered at build time (renderShells.tsx): the few components that would ask the
// browser what it supports render what a typical first visit gets instead.
import { createContext } from 'react';

export const RenderingShell = createContext(false);
