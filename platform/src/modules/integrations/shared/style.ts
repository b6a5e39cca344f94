import type { FastifyPluginCallback } from 'fastify';
import { tableStyles } from '../../../html/demoTables/stage.ts';
import { stylesheetPath } from './html.ts';

/** One small stylesheet for every integration demo page: readable on a phone, no web fonts. */
const stylesheet = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#0f1720;color:#e8eef5}
header{padding:12px 16px;background:#17212d;border-bottom:1px solid #26374a}
h1{font-size:18px;margin:0 0 4px}
h2{font-size:16px;margin:16px 0 8px}
main{padding:12px 16px}
nav{display:flex;gap:8px;flex-wrap:wrap;padding:8px 16px;background:#121b25}
nav a,.button{display:inline-block;padding:8px 12px;border-radius:6px;background:#26374a;color:#e8eef5;text-decoration:none;border:0;font:inherit;cursor:pointer}
nav a[aria-current="page"],.button.primary{background:#2e7d32}
.button:disabled{opacity:.5;cursor:default}
.muted{color:#93a4b7;font-size:13px}
.ok{color:#7bd88f}
.bad{color:#ff8a80}
table{width:100%;border-collapse:collapse;font-size:13px}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #26374a;vertical-align:top}
ul.cards{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px}
ul.cards li{background:#17212d;border-radius:8px;padding:8px}
ul.cards a{color:#9cc3ff}
.card{display:inline-block;min-width:34px;padding:6px 4px;margin:2px;border-radius:4px;background:#fff;color:#111;text-align:center;font-weight:700}
.card.red{color:#c62828}
.track{position:relative;height:26px;margin:4px 0;background:#17212d;border-radius:4px}
.runner{position:absolute;left:0;top:3px;font-size:13px;white-space:nowrap}
details.integration{margin:8px 0 0;font-size:13px;color:#93a4b7}
details.integration summary{padding:10px 0;cursor:pointer}
details.integration p{margin:4px 0}
.demo-note{margin:4px 0 0;font-size:13px;color:#ffd479}
ul.events{list-style:none;padding:0;margin:0}
ul.events li{background:#17212d;border-radius:8px;padding:8px 10px;margin:0 0 8px}
.event-head{display:flex;justify-content:space-between;gap:8px;font-size:13px;color:#93a4b7}
.event-teams{margin:4px 0 6px;font-weight:600}
.odds{display:flex;gap:6px}
.odd{flex:1;min-width:0;min-height:44px;padding:4px;border-radius:6px;background:#26374a;text-align:center;font-weight:700}
.odd span{display:block;font-size:11px;font-weight:400;color:#93a4b7}
.round-status{min-height:1.4em;margin:10px 0 4px;text-align:center;font-weight:700}
${tableStyles}
`;

export function stylesheetRoute(): FastifyPluginCallback {
  return function register(app, _options, done) {
    app.get(stylesheetPath, (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(stylesheet),
    );
    done();
  };
}
