import { describe, expect, it } from 'vitest';
import { matching, withSessions, withTestPlatform } from '../../../testing.ts';
import {
  expectFoldedDetails,
  expectPlayerOnly,
  hostile,
  loadPage,
  oneHourAndASecond,
} from '../shared/testHelpers.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'staff', 'partner');

const genToken = async () =>
  (await platform.get<{ token: string; client_id: string }>('/api/tvbet/GenToken', cookies.player))
    .body.data;

describe('GET /api/tvbet/GenToken', () => {
  it("should give a player a one-hour token and the deployment's client id", async () => {
    const response = await platform.get('/api/tvbet/GenToken', cookies.player);
    expect(response.body).toMatchObject({
      success: true,
      data: {
        token: matching(/^[\w-]{32}$/),
        client_id: 'demo-demo',
        expires_at: '2026-11-18T13:00:00.000Z',
      },
    });
  });

  it('should refuse guests with code 1 and other roles with code 404', async () => {
    await expectPlayerOnly((cookie) => platform.get('/api/tvbet/GenToken', cookie), cookies.staff);
  });

  it('should refuse query input', async () => {
    const response = await platform.get('/api/tvbet/GenToken?x=1', cookies.player);
    // Unknown query keys are dropped (ajv removeAdditional), the call still works.
    expect(response.body.success).toBe(true);
  });
});

describe('/demo/tvbet frame', () => {
  it('should show the language, client id and a valid token', async () => {
    const { token, client_id: clientId } = await genToken();
    const page = await loadPage(
      platform,
      `/demo/tvbet/?lng=en&clientId=${clientId}&token=${token}`,
    );
    const details = expectFoldedDetails(page);
    expect(details).toContain('lng=en');
    expect(details).toContain('<p id="client-id" class="ok">Client: demo-demo</p>');
    expect(page).toContain('<h1>Demo TV games of TVBET</h1>');
    expect(page).toContain('data-valid="true"');
    expect(page.match(/data-game=/g)).toHaveLength(8);
    expect(page).toContain('id="parent-viewport"');
  });

  it('should show an unknown client and an expired token, escaped', async () => {
    const { token } = await genToken();
    platform.clock.advance(oneHourAndASecond);
    const page = await loadPage(
      platform,
      `/demo/tvbet/?lng=pt&clientId=${encodeURIComponent(hostile)}&token=${token}`,
    );
    expect(page).toContain(
      'class="bad">Cliente: &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(page).toContain('Token inválido ou expirado');
  });

  it('should post height and scrollTo messages to its own origin and read only the parent', async () => {
    const script = (await platform.get('/demo/tvbet/app.js')).text;
    expect(script).toContain("post({ type: 'height', height: height })");
    expect(script).toContain("post({ type: 'scrollTo', top: 0 })");
    expect(script).toContain('window.parent.postMessage(message, appOrigin)');
    expect(script).toContain('event.origin !== appOrigin || event.source !== window.parent');
    expect(script).toContain("typeof data.scrollTop !== 'number'");
  });
});
