import { checkBrandData } from '../../../host/brand/checkBrandData.ts';
import type { StudioDraft, StudioProblem } from '../../../schemas/studioApi.ts';
import type { StudioApiError, StudioClient } from '../api/studioClient.ts';

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export type BrandJson = Record<string, unknown>;

export interface DraftEditorState {
  /** The draft as the operator has it now: the source of truth, saved or not. */
  brand: BrandJson;
  /** Every problem: the browser's check of `brand` plus what only the server sees (asset files). */
  problems: StudioProblem[];
  save: SaveState;
  /** Why the last save failed (kept until a save succeeds). */
  saveError: StudioApiError | undefined;
  savedAt: string | null;
  savedBy: string | null;
}

export interface DraftEditorOptions {
  client: StudioClient;
  brandId: string;
  initial: StudioDraft;
  /** Quiet time after the last edit before the draft is sent. @default 600 */
  debounceMs?: number;
  /** First wait before a failed save is sent again; it doubles up to a minute. @default 2000 */
  retryMs?: number;
}

export interface DraftEditor {
  getState(): DraftEditorState;
  subscribe(listener: () => void): () => void;
  /** The operator's edit: checked at once, saved after the debounce. */
  edit(next: BrandJson): void;
  /** Saves now what is not saved yet (before publishing); resolves when the draft is saved. */
  flush(): Promise<boolean>;
  /** Stops the timers; `activate` undoes it (React mounts an effect twice in development). */
  dispose(): void;
  activate(): void;
}

const key = (problem: StudioProblem) => `${problem.path}\u0000${problem.message}`;

/** brand:check's rules but the files', on a copy (the schema fills defaults in place). */
export function checkDraft(brand: unknown, brandId: string): StudioProblem[] {
  const result = checkBrandData(structuredClone(brand), brandId);
  return result.ok ? [] : result.problems;
}

function asBrandJson(value: unknown): BrandJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as BrandJson)
    : {};
}

/**
 * The editor's model of one brand's draft. Every edit is checked at once in the browser with the
 * rules of brand:check (host/brand/checkBrandData.ts); the draft goes to the server after a quiet
 * moment (PUT draft), and the server's answer adds the problems only it can see (asset files
 * that do not exist). A failed save never touches the operator's draft: it stays, is shown as
 * failed and is sent again.
 */
export function createDraftEditor(options: DraftEditorOptions): DraftEditor {
  const { client, brandId, initial } = options;
  const debounceMs = options.debounceMs ?? 600;
  const retryMs = options.retryMs ?? 2000;
  const listeners = new Set<() => void>();

  let brand = asBrandJson(initial.brand);
  let localProblems = checkDraft(brand, brandId);
  // Server problems that the browser's check of the same brand does not find.
  const serverOnly = (problems: readonly StudioProblem[], sent: unknown) => {
    const local = new Set(checkDraft(sent, brandId).map(key));
    return problems.filter((problem) => !local.has(key(problem)));
  };
  let serverProblems = serverOnly(initial.problems, brand);
  let savedJson = JSON.stringify(brand);
  let state: DraftEditorState = {
    brand,
    problems: [...localProblems, ...serverProblems],
    save: 'idle',
    saveError: undefined,
    savedAt: initial.savedAt,
    savedBy: initial.savedBy,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> | undefined;
  let failures = 0;
  let disposed = false;

  const update = (patch: Partial<DraftEditorState>) => {
    state = { ...state, ...patch, problems: [...localProblems, ...serverProblems] };
    for (const listener of listeners) listener();
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void send(), delay);
  };

  async function send(): Promise<boolean> {
    clearTimeout(timer);
    if (disposed) return false;
    if (inFlight) {
      // One save at a time; the edit made meanwhile goes right after.
      await inFlight;
      return JSON.stringify(brand) === savedJson ? true : send();
    }
    const sent = brand;
    const sentJson = JSON.stringify(sent);
    if (sentJson === savedJson) {
      update({ save: state.save === 'failed' ? 'saved' : state.save });
      return true;
    }
    update({ save: 'saving' });
    inFlight = (async () => {
      try {
        const saved = await client.saveDraft(brandId, sent);
        failures = 0;
        savedJson = sentJson;
        serverProblems = serverOnly(saved.problems, sent);
        const current = brand === sent;
        update({
          save: current ? 'saved' : 'pending',
          saveError: undefined,
          savedAt: saved.savedAt,
          savedBy: saved.savedBy,
        });
        return current;
      } catch (error) {
        failures += 1;
        update({ save: 'failed', saveError: error as StudioApiError });
        // Signed out or refused: sending the same again cannot succeed; anything else may.
        const kind = (error as StudioApiError).kind;
        if (!disposed && kind !== 'signedOut' && kind !== 'roleRefused') {
          schedule(Math.min(retryMs * 2 ** (failures - 1), 60_000));
        }
        return false;
      } finally {
        inFlight = undefined;
      }
    })();
    const ok = await inFlight;
    if (ok || state.save === 'failed') return ok;
    // An edit came during the save: send it now rather than after another debounce.
    return send();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edit(next) {
      brand = next;
      localProblems = checkDraft(next, brandId);
      update({ brand: next, save: state.save === 'saving' ? 'saving' : 'pending' });
      schedule(debounceMs);
    },
    flush: () => send(),
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
    activate() {
      disposed = false;
      if (JSON.stringify(brand) !== savedJson) schedule(debounceMs);
    },
  };
}
