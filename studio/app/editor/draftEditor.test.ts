import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import demoBrand from '../../../config/demo/brand.json' with { type: 'json' };
import type { StudioDraft, StudioProblem } from '../../../schemas/studioApi.ts';
import { StudioApiError, type StudioClient } from '../api/studioClient.ts';
import { createDraftEditor, type BrandJson } from './draftEditor.ts';

const brand = () => structuredClone(demoBrand) as BrandJson;

const withBrandColour = (colour: string): BrandJson => {
  const next = brand();
  next.theme = { ...(next.theme as object), color: { brand: colour } };
  return next;
};

const initialDraft = (problems: StudioProblem[] = []): StudioDraft => ({
  id: 'demo',
  brand: brand(),
  problems,
  savedAt: null,
  savedBy: null,
  publishedVersion: 1,
});

const missingLogo = { path: '/logo/src', message: 'names a file that does not exist' };

/** A client whose saveDraft answers as the platform would (the server's problems added). */
function fakeClient(serverProblems: StudioProblem[] = []) {
  const saveDraft = vi.fn((id: string, sent: unknown): Promise<StudioDraft> =>
    Promise.resolve({
      id,
      brand: sent,
      problems: serverProblems,
      savedAt: '2026-11-28T10:00:00.000Z',
      savedBy: 'operator@demo.test',
      publishedVersion: 1,
    }),
  );
  return { client: { saveDraft } as unknown as StudioClient, saveDraft };
}

describe('the draft editor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks every edit at once with the rules of brand:check', () => {
    const { client } = fakeClient();
    const editor = createDraftEditor({ client, brandId: 'demo', initial: initialDraft() });
    expect(editor.getState().problems).toEqual([]);

    editor.edit(withBrandColour('blu'));
    // No timer has run: the problem is there as soon as the edit is.
    const problems = editor.getState().problems;
    expect(problems.map((problem) => problem.path)).toContain('/theme/color/brand');

    editor.edit(withBrandColour('hsl(215 90% 30%)'));
    expect(editor.getState().problems).toEqual([]);
    editor.dispose();
  });

  it('saves once after the operator stops typing, with the last edit', async () => {
    const { client, saveDraft } = fakeClient();
    const editor = createDraftEditor({ client, brandId: 'demo', initial: initialDraft() });
    editor.edit(withBrandColour('#111111'));
    await vi.advanceTimersByTimeAsync(300);
    editor.edit(withBrandColour('#222222'));
    await vi.advanceTimersByTimeAsync(599);
    expect(saveDraft).not.toHaveBeenCalled();
    expect(editor.getState().save).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft.mock.calls[0]?.[1]).toEqual(withBrandColour('#222222'));
    expect(editor.getState().save).toBe('saved');
    expect(editor.getState().savedBy).toBe('operator@demo.test');
    editor.dispose();
  });

  it('keeps the edit when a save fails, says so, and sends it again', async () => {
    const { client, saveDraft } = fakeClient();
    saveDraft.mockRejectedValueOnce(new StudioApiError('network', 0));
    const editor = createDraftEditor({
      client,
      brandId: 'demo',
      initial: initialDraft(),
      retryMs: 2000,
    });
    const edited = withBrandColour('#333333');
    editor.edit(edited);
    await vi.advanceTimersByTimeAsync(600);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(editor.getState().save).toBe('failed');
    expect(editor.getState().saveError?.kind).toBe('network');
    expect(editor.getState().brand).toEqual(edited);

    // The retry sends what the operator has then, including an edit made after the failure.
    const later = withBrandColour('#444444');
    editor.edit(later);
    await vi.advanceTimersByTimeAsync(600);
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(saveDraft.mock.calls[1]?.[1]).toEqual(later);
    expect(editor.getState().save).toBe('saved');
    expect(editor.getState().saveError).toBeUndefined();
    expect(editor.getState().brand).toEqual(later);
    editor.dispose();
  });

  it('retries a failed save by itself after the wait', async () => {
    const { client, saveDraft } = fakeClient();
    saveDraft.mockRejectedValueOnce(new StudioApiError('timeout', 0));
    const editor = createDraftEditor({
      client,
      brandId: 'demo',
      initial: initialDraft(),
      retryMs: 2000,
    });
    editor.edit(withBrandColour('#555555'));
    await vi.advanceTimersByTimeAsync(600);
    expect(editor.getState().save).toBe('failed');
    await vi.advanceTimersByTimeAsync(1999);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(editor.getState().save).toBe('saved');
    editor.dispose();
  });

  it('does not resend a save the server refused for the role, but keeps the edit', async () => {
    const { client, saveDraft } = fakeClient();
    saveDraft.mockRejectedValue(new StudioApiError('roleRefused', 403, 391));
    const editor = createDraftEditor({ client, brandId: 'demo', initial: initialDraft() });
    const edited = withBrandColour('#666666');
    editor.edit(edited);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(editor.getState()).toMatchObject({ save: 'failed', brand: edited });
    editor.dispose();
  });

  it('adds the problems only the server sees (asset files) to the browser’s', async () => {
    const { client } = fakeClient([missingLogo]);
    const editor = createDraftEditor({
      client,
      brandId: 'demo',
      initial: initialDraft([missingLogo]),
    });
    expect(editor.getState().problems).toEqual([missingLogo]);

    editor.edit(withBrandColour('blu'));
    await vi.advanceTimersByTimeAsync(600);
    const paths = editor.getState().problems.map((problem) => problem.path);
    // Each problem once: the colour from the browser's check, the logo from the server's.
    expect(paths.filter((path) => path === '/theme/color/brand')).toHaveLength(1);
    expect(paths.filter((path) => path === '/logo/src')).toHaveLength(1);
    editor.dispose();
  });

  it('saves at once on flush (before publishing), and tells whether it saved', async () => {
    const { client, saveDraft } = fakeClient();
    const editor = createDraftEditor({ client, brandId: 'demo', initial: initialDraft() });
    editor.edit(withBrandColour('#777777'));
    await expect(editor.flush()).resolves.toBe(true);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    // Nothing new: nothing sent.
    await expect(editor.flush()).resolves.toBe(true);
    expect(saveDraft).toHaveBeenCalledTimes(1);

    saveDraft.mockRejectedValueOnce(new StudioApiError('server', 500));
    editor.edit(withBrandColour('#888888'));
    await expect(editor.flush()).resolves.toBe(false);
    editor.dispose();
  });
});
