/**
 * Browser code of the demo live table: a round every 20 s (and one on opening) played on the
 * table's stage by the shared demo tables code (put before this script), its outcome in the status
 * line and the results list. Results are only shown; no money moves at the demo live tables.
 */
export const liveTableScript = `
(function () {
  var tableArea = document.getElementById('table');
  var roundMs = 20000;
  if (!tableArea) return;
  var reduced = Boolean(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  var play = demoTables.player(tableArea.dataset.category, document.body.dataset, reduced);
  var countdown = document.getElementById('round-countdown');
  var statusLine = document.getElementById('round-status');
  var list = document.getElementById('round-results');
  var finish = function (text, chip, kind) {
    statusLine.textContent = text;
    var item = document.createElement('li');
    item.textContent = text;
    if (kind) item.className = kind;
    list.insertBefore(item, list.firstChild);
    while (list.children.length > 10) list.removeChild(list.lastChild);
  };
  var nextRound = Date.now() + roundMs;
  play(finish);
  setInterval(function () {
    var left = nextRound - Date.now();
    if (left <= 0) {
      play(finish);
      nextRound = Date.now() + roundMs;
      left = roundMs;
    }
    countdown.textContent = Math.ceil(left / 1000) + ' s';
  }, 250);
})();
`;
