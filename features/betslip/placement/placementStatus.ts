import { useSyncExternalStore } from 'react';
import { dispatchSlip } from '../model/slipStore.ts';

/*
 * Whether a placement runs in this tab, shared by every caller (the slip sheet, the /basket page,
 * one-click and the reload recovery): one flag, set synchronously, so a double tap or a second
 * screen can never start a second placement while the first waits for the server.
 */

export interface PlacementStatus {
  running: boolean;
  /** The running placement re-sends one a reload interrupted. */
  resuming: boolean;
}

const idle: PlacementStatus = { running: false, resuming: false };
let status: PlacementStatus = idle;
const listeners = new Set<() => void>();

function publish(next: PlacementStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

/** Claims the slot and sets the slip's processing flag; false when a placement already runs. */
export function beginPlacement(resuming = false): boolean {
  if (status.running) return false;
  publish({ running: true, resuming });
  dispatchSlip({ type: 'setProcessing', processing: true });
  return true;
}

export function endPlacement(): void {
  publish(idle);
  dispatchSlip({ type: 'setProcessing', processing: false });
}

export function isPlacementRunning(): boolean {
  return status.running;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => status;

export function usePlacementStatus(): PlacementStatus {
  return useSyncExternalStore(subscribe, snapshot, () => idle);
}

/** Tests start idle. */
export function resetPlacementStatusForTests(): void {
  status = idle;
}
