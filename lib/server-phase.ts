import { processBridge } from './process-bridge';

/**
 * Where the production server is in its life, for readiness (lib/services/readiness.ts): starting
 * until home has rendered in each language, serving, then draining from SIGTERM on. Kept apart
 * from the checks so the server sets it without loading the database layer.
 */
export type ServerPhase = typeof processBridge.phase;

export const serverPhase = (): ServerPhase => processBridge.phase;

export function setServerPhase(phase: ServerPhase): void {
  processBridge.phase = phase;
}

/** Starting is over (unless a signal came meanwhile: draining stays). */
export function serverStarted(): void {
  if (processBridge.phase === 'starting') processBridge.phase = 'serving';
}
