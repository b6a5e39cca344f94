import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  studioPaths,
  type StudioAuditEntry,
  type StudioBrandSummary,
  type StudioDiff,
  type StudioDraft,
  type StudioPublication,
  type StudioVersion,
} from '../../../../schemas/studioApi.ts';
import { brandsRoot } from '../../brandFile.ts';
import { publishBrand } from '../../brands/publish.ts';
import { dataOf, withSessions, withTestPlatform, type TestResponse } from '../../testing.ts';
import { studioCodes } from './codes.ts';
import { addOperator, demoOperator, studioCookie } from './operators.ts';

/** A copy of the repository's brands: these tests publish, which writes the brand folders. */
function configCopy(): string {
  const folder = mkdtempSync(join(tmpdir(), 'studio-config-'));
  cpSync(brandsRoot, folder, {
    recursive: true,
    filter: (path) => !path.endsWith('published.json'),
  });
  return folder;
}

const configDir = configCopy();
const platform = withTestPlatform({ configDir });
const players = withSessions(platform, 'player');

const cookieOf = (response: TestResponse) => {
  const cookie = response.cookies.find((candidate) => candidate.name === studioCookie);
  return cookie ? `${studioCookie}=${cookie.value}` : undefined;
};

async function operatorSignIn(email = demoOperator.email, password = demoOperator.password) {
  const response = await platform.post(studioPaths.login, { email, password });
  const cookie = cookieOf(response);
  if (!cookie) throw new Error(`Studio sign-in of ${email} failed: ${response.text}`);
  return cookie;
}

/** What players download now: the published brand and its version. */
async function playersBrand() {
  const response = await platform.get('/brand.json', players.player);
  expect(response.statusCode).toBe(200);
  return {
    version: Number(response.headers['x-brand-version']),
    brand: JSON.parse(response.text) as { name: string; id: string },
  };
}

const demoDraft = async (cookie: string) =>
  dataOf<StudioDraft>(await platform.get(studioPaths.draft('demo'), cookie));

let operator = '';
let editor = '';
beforeAll(async () => {
  await addOperator(platform.context, 'editor@demo.test', 'demo1234', ['editor']);
  operator = await operatorSignIn();
  editor = await operatorSignIn('editor@demo.test');
});

describe('studio sign-in', () => {
  it('should sign the demo operator in with both roles and a strict, http-only cookie', async () => {
    const response = await platform.post(studioPaths.login, {
      email: demoOperator.email,
      password: demoOperator.password,
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ email: demoOperator.email, roles: ['editor', 'publisher'] });
    const cookie = response.cookies.find((candidate) => candidate.name === studioCookie);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/studio' });
    // Not the players' cookie: signing in to the studio gives no player session.
    expect(response.cookies.some((candidate) => candidate.name === 'sid')).toBe(false);
    const me = await platform.get(studioPaths.me, cookieOf(response));
    expect(dataOf(me)).toEqual({ email: demoOperator.email, roles: ['editor', 'publisher'] });
  });

  it('should refuse a wrong password or an unknown operator alike, and a player account', async () => {
    for (const [email, password] of [
      [demoOperator.email, 'wrong-password'],
      ['nobody@demo.test', 'demo1234'],
      ['player@demo.test', 'demo1234'],
    ]) {
      const response = await platform.post(studioPaths.login, { email, password });
      expect(response.statusCode).toBe(401);
      expect(response.body).toMatchObject({
        success: false,
        codeStatus: studioCodes.wrongCredentials,
      });
      expect(cookieOf(response)).toBeUndefined();
    }
  });

  it('should lock an operator after repeated wrong passwords, as players are', async () => {
    await addOperator(platform.context, 'locked@demo.test', 'demo1234', ['editor']);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await platform.post(studioPaths.login, {
        email: 'locked@demo.test',
        password: 'wrong-password',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Locked even with the right password until the wait is over.
    const right = await platform.post(studioPaths.login, {
      email: 'locked@demo.test',
      password: 'demo1234',
    });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('should refuse a body with the wrong types instead of coercing it', async () => {
    const response = await platform.post(studioPaths.login, { email: 5, password: 'demo1234' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false });
  });

  it('should never take an operator session for a player session or the other way round', async () => {
    const token = operator.split('=')[1] ?? '';
    const asPlayer = await platform.get('/api/user/check', `sid=${token}`);
    expect(asPlayer.statusCode).toBe(401);
    const playerToken = players.player.split('=')[1] ?? '';
    const asOperator = await platform.get(studioPaths.me, `${studioCookie}=${playerToken}`);
    expect(asOperator.statusCode).toBe(401);
    expect(asOperator.body).toMatchObject({ codeStatus: studioCodes.notSignedIn });
  });

  it('should end the session on logout', async () => {
    const cookie = await operatorSignIn();
    expect((await platform.post(studioPaths.logout, {}, cookie)).statusCode).toBe(200);
    expect((await platform.get(studioPaths.me, cookie)).statusCode).toBe(401);
  });
});

describe('studio guards', () => {
  const calls: [string, (cookie?: string) => Promise<TestResponse>][] = [
    ['me', (cookie) => platform.get(studioPaths.me, cookie)],
    ['list', (cookie) => platform.get(studioPaths.brands, cookie)],
    ['create', (cookie) => platform.post(studioPaths.brands, { id: 'x1', copyOf: 'demo' }, cookie)],
    ['read draft', (cookie) => platform.get(studioPaths.draft('demo'), cookie)],
    ['save draft', (cookie) => platform.put(studioPaths.draft('demo'), { id: 'demo' }, cookie)],
    ['preview', (cookie) => platform.get(studioPaths.preview('demo'), cookie)],
    ['publish', (cookie) => platform.post(studioPaths.publish('demo'), {}, cookie)],
    ['versions', (cookie) => platform.get(studioPaths.versions('demo'), cookie)],
    ['rollback', (cookie) => platform.post(studioPaths.rollback('demo'), { version: 1 }, cookie)],
    ['audit', (cookie) => platform.get(studioPaths.audit('demo'), cookie)],
    ['diff', (cookie) => platform.get(`${studioPaths.diff('demo')}?from=1&to=draft`, cookie)],
  ];

  it.each(calls)('should answer 401 to a guest and to a player: %s', async (_name, call) => {
    for (const cookie of [undefined, players.player]) {
      const response = await call(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.body).toMatchObject({ success: false, codeStatus: studioCodes.notSignedIn });
    }
  });

  it('should refuse publishing and rolling back to an editor, and let them save drafts', async () => {
    const publish = await platform.post(studioPaths.publish('demo'), {}, editor);
    expect(publish.statusCode).toBe(403);
    expect(publish.body).toMatchObject({ codeStatus: studioCodes.roleRefused });
    const rollback = await platform.post(studioPaths.rollback('demo'), { version: 1 }, editor);
    expect(rollback.statusCode).toBe(403);
    const draft = await demoDraft(editor);
    const saved = await platform.put(studioPaths.draft('demo'), draft.brand as object, editor);
    expect(saved.statusCode).toBe(200);
  });

  it('should take JSON bodies only', async () => {
    const response = await platform.request({
      method: 'PUT',
      url: studioPaths.draft('demo'),
      cookie: operator,
      payload: '{"id":"demo"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('drafts, publishing, versions and roll-back', () => {
  it('should read the draft with no problems, then save an invalid one with its problems', async () => {
    const draft = await demoDraft(operator);
    expect(draft).toMatchObject({ id: 'demo', problems: [], publishedVersion: 1 });
    expect(draft.brand).toMatchObject({ id: 'demo', name: 'Demo Bet' });

    const broken = { ...(draft.brand as object), id: 'other', languages: 'es-es' };
    const saved = await platform.put(studioPaths.draft('demo'), broken, operator);
    expect(saved.statusCode).toBe(200);
    const paths = dataOf<StudioDraft>(saved).problems.map((problem) => problem.path);
    expect(paths).toEqual(expect.arrayContaining(['/id', '/languages']));
    // Read again: kept as saved, with the same problems.
    expect((await demoDraft(operator)).problems.map((problem) => problem.path)).toEqual(paths);
  });

  it('should refuse to publish the invalid draft with its problems; players keep version 1', async () => {
    const response = await platform.post(studioPaths.publish('demo'), {}, operator);
    expect(response.statusCode).toBe(422);
    expect(response.body).toMatchObject({ success: false, codeStatus: studioCodes.invalidBrand });
    const { problems } = (response.body as { data: { problems: { path: string }[] } }).data;
    expect(problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['/id', '/languages']),
    );
    expect(await playersBrand()).toMatchObject({ version: 1, brand: { name: 'Demo Bet' } });
    const preview = await platform.get(studioPaths.preview('demo'), operator);
    expect(preview.statusCode).toBe(422);
  });

  it('should preview a valid draft to the operator only, without players getting it', async () => {
    const draft = await demoDraft(operator);
    const fixed = { ...(draft.brand as object), id: 'demo', name: 'Studio Bet' };
    delete (fixed as { languages?: unknown }).languages;
    const repository = JSON.parse(
      readFileSync(join(brandsRoot, 'demo', 'brand.json'), 'utf8'),
    ) as Record<string, unknown>;
    const saved = await platform.put(
      studioPaths.draft('demo'),
      { ...fixed, languages: repository.languages },
      operator,
    );
    expect(dataOf<StudioDraft>(saved).problems).toEqual([]);
    const preview = await platform.get(studioPaths.preview('demo'), operator);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    // Defaults filled in, as players' published brand.
    expect(JSON.parse(preview.text)).toMatchObject({ name: 'Studio Bet', polling: {} });
    expect(await playersBrand()).toMatchObject({ version: 1, brand: { name: 'Demo Bet' } });
  });

  it('should publish the draft: a new version players get, the previous one kept', async () => {
    const response = await platform.post(studioPaths.publish('demo'), {}, operator);
    expect(response.statusCode).toBe(200);
    expect(dataOf<StudioPublication>(response)).toEqual({
      version: 2,
      previousVersion: 1,
      unchanged: false,
    });
    expect(await playersBrand()).toMatchObject({ version: 2, brand: { name: 'Studio Bet' } });
    // Through the pipeline: the brand's source and published file on disk are the new ones.
    const published = JSON.parse(
      readFileSync(join(configDir, 'demo', 'published.json'), 'utf8'),
    ) as { version: number; brand: { name: string } };
    expect(published).toMatchObject({ version: 2, brand: { name: 'Studio Bet' } });

    const again = await platform.post(studioPaths.publish('demo'), {}, operator);
    expect(dataOf<StudioPublication>(again)).toEqual({
      version: 2,
      previousVersion: 2,
      unchanged: true,
    });
  });

  it('should list the versions, the first one published before the studio', async () => {
    const versions = dataOf<StudioVersion[]>(
      await platform.get(studioPaths.versions('demo'), operator),
    );
    expect(versions).toEqual([
      expect.objectContaining({
        version: 2,
        kind: 'publish',
        publishedBy: demoOperator.email,
        current: true,
      }),
      expect.objectContaining({ version: 1, kind: 'file', publishedBy: null, current: false }),
    ]);
  });

  it('should diff two versions with each changed path and its old and new value', async () => {
    const diff = dataOf<StudioDiff>(
      await platform.get(`${studioPaths.diff('demo')}?from=1&to=2`, operator),
    );
    expect(diff).toEqual({
      from: 1,
      to: 2,
      changes: [{ path: '/name', before: 'Demo Bet', after: 'Studio Bet' }],
    });
    const bad = await platform.get(`${studioPaths.diff('demo')}?from=one&to=2`, operator);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ codeStatus: studioCodes.badDiffTarget });
    const missing = await platform.get(`${studioPaths.diff('demo')}?from=1&to=99`, operator);
    expect(missing.statusCode).toBe(404);
  });

  it('should roll back to version 1: players get it again as version 3', async () => {
    const wrongType = await platform.post(studioPaths.rollback('demo'), { version: '1' }, operator);
    expect(wrongType.statusCode).toBe(400);
    const unknown = await platform.post(studioPaths.rollback('demo'), { version: 9 }, operator);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ codeStatus: studioCodes.unknownVersion });

    const response = await platform.post(studioPaths.rollback('demo'), { version: 1 }, operator);
    expect(response.statusCode).toBe(200);
    expect(dataOf<StudioPublication>(response)).toEqual({
      version: 3,
      previousVersion: 2,
      unchanged: false,
    });
    expect(await playersBrand()).toMatchObject({ version: 3, brand: { name: 'Demo Bet' } });
    const versions = dataOf<StudioVersion[]>(
      await platform.get(studioPaths.versions('demo'), operator),
    );
    expect(versions[0]).toMatchObject({
      version: 3,
      kind: 'rollback',
      restoredFrom: 1,
      current: true,
    });
  });

  it('should log who did what, when, with the changed paths', async () => {
    const entries = dataOf<StudioAuditEntry[]>(
      await platform.get(studioPaths.audit('demo'), operator),
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'rollback',
      'publish',
      'save-draft',
      'save-draft',
      'save-draft',
    ]);
    expect(entries[0]).toMatchObject({
      operator: demoOperator.email,
      version: 3,
      paths: ['/name'],
      detail: 'restored version 1',
      at: platform.clock.now().toISOString(),
    });
    expect(entries[1]).toMatchObject({ version: 2, paths: ['/name'] });
    expect(entries[3]?.paths).toEqual(expect.arrayContaining(['/id', '/languages']));
    // The editor's save changed nothing.
    expect(entries[4]).toMatchObject({ operator: 'editor@demo.test', paths: [] });
  });
});

describe('a brand copied from another', () => {
  it('should start as a draft with the new id and the copied assets, unpublished', async () => {
    const response = await platform.post(
      studioPaths.brands,
      { id: 'copybet', copyOf: 'nightbet' },
      operator,
    );
    expect(response.statusCode).toBe(201);
    const draft = dataOf<StudioDraft>(response);
    expect(draft).toMatchObject({ id: 'copybet', problems: [], publishedVersion: null });
    expect(draft.brand).toMatchObject({ id: 'copybet' });
    expect(existsSync(join(configDir, 'copybet', 'brand.json'))).toBe(false);

    const list = dataOf<StudioBrandSummary[]>(await platform.get(studioPaths.brands, operator));
    expect(list.map((brand) => brand.id)).toEqual(['copybet', 'costa', 'demo', 'nightbet']);
    expect(list[0]).toMatchObject({ publishedVersion: null, hasDraft: true, draftProblems: 0 });
    // demo's draft (Studio Bet) is not what the roll-back made players get; nightbet has none.
    expect(list[2]).toMatchObject({ id: 'demo', publishedVersion: 3, hasDraft: true });
    // No server of this copy has published nightbet yet (it would at its start).
    expect(list[3]).toMatchObject({ id: 'nightbet', publishedVersion: null, hasDraft: false });

    const taken = await platform.post(
      studioPaths.brands,
      { id: 'demo', copyOf: 'nightbet' },
      operator,
    );
    expect(taken.statusCode).toBe(409);
    const missing = await platform.post(studioPaths.brands, { id: 'x2', copyOf: 'nope' }, operator);
    expect(missing.statusCode).toBe(404);
    const badId = await platform.post(studioPaths.brands, { id: '../x', copyOf: 'demo' }, operator);
    expect(badId.statusCode).toBe(400);
  });

  it('should publish the copy as its version 1', async () => {
    const response = await platform.post(studioPaths.publish('copybet'), {}, operator);
    expect(dataOf<StudioPublication>(response)).toEqual({
      version: 1,
      previousVersion: null,
      unchanged: false,
    });
    const published = JSON.parse(
      readFileSync(join(configDir, 'copybet', 'published.json'), 'utf8'),
    ) as { id: string; version: number };
    expect(published).toMatchObject({ id: 'copybet', version: 1 });
    const entries = dataOf<StudioAuditEntry[]>(
      await platform.get(studioPaths.audit('copybet'), operator),
    );
    expect(entries.map((entry) => [entry.action, entry.detail])).toEqual([
      ['publish', null],
      ['create', 'copy of nightbet'],
    ]);
  });

  it('should record a version published outside the studio, replacing a stale one', async () => {
    // published.json made again from 1 (deleted, say) after a hand edit of the source.
    const folder = join(configDir, 'copybet');
    const source = JSON.parse(readFileSync(join(folder, 'brand.json'), 'utf8')) as object;
    writeFileSync(join(folder, 'brand.json'), JSON.stringify({ ...source, name: 'Hand Bet' }));
    rmSync(join(folder, 'published.json'));
    expect(publishBrand(folder, 'copybet').status).toBe('published');

    const versions = dataOf<StudioVersion[]>(
      await platform.get(studioPaths.versions('copybet'), operator),
    );
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, kind: 'file', publishedBy: null, current: true }),
    ]);
    const draft = await platform.get(`${studioPaths.diff('copybet')}?from=1&to=draft`, operator);
    expect(dataOf<StudioDiff>(draft).changes).toEqual([
      { path: '/name', before: 'Hand Bet', after: (source as { name: string }).name },
    ]);
  });

  it('should answer 404 for a brand that does not exist', async () => {
    const response = await platform.get(studioPaths.draft('nope'), operator);
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatchObject({ codeStatus: studioCodes.unknownBrand });
  });
});
