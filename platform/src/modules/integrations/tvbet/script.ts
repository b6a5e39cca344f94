/**
 * Browser code of the TV-bet frame. The message protocol (README.md, "TV-bet messages"):
 * - frame → app: {type: 'height', height} whenever the content height changes, and
 *   {type: 'scrollTo', top} to ask the app to scroll to a point of the frame;
 * - app → frame: {scrollTop, viewportHeight} after the app scrolls or resizes.
 * Messages go only to the frame's own origin (the app's, since the platform serves both) and only
 * messages from the parent window of that origin are read.
 */
export const tvbetScript = `
var appOrigin = window.location.origin;
var embedded = window.parent !== window;
var lastHeight = 0;

function post(message) {
  if (embedded) window.parent.postMessage(message, appOrigin);
}

function reportHeight() {
  var height = Math.ceil(document.documentElement.scrollHeight);
  if (height === lastHeight) return;
  lastHeight = height;
  post({ type: 'height', height: height });
}

var frameRequested = false;
function scheduleHeight() {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(function () {
    frameRequested = false;
    reportHeight();
  });
}

if (typeof ResizeObserver === 'function') new ResizeObserver(scheduleHeight).observe(document.body);
window.addEventListener('load', reportHeight);
reportHeight();

window.addEventListener('message', function (event) {
  if (event.origin !== appOrigin || event.source !== window.parent) return;
  var data = event.data;
  if (!data || typeof data.scrollTop !== 'number' || typeof data.viewportHeight !== 'number') return;
  document.getElementById('parent-viewport').textContent =
    'scrollTop=' + Math.round(data.scrollTop) + ', viewportHeight=' + Math.round(data.viewportHeight);
});

document.querySelectorAll('[data-toggle]').forEach(function (button) {
  button.addEventListener('click', function () {
    var details = document.querySelector('[data-details="' + button.dataset.toggle + '"]');
    details.hidden = !details.hidden;
    // An opened game asks the app to bring its card into view.
    if (!details.hidden) post({ type: 'scrollTo', top: Math.round(button.closest('li').offsetTop) });
  });
});

document.getElementById('back-to-top').addEventListener('click', function () {
  post({ type: 'scrollTo', top: 0 });
});

function tickDraws() {
  var now = Math.floor(Date.now() / 1000);
  document.querySelectorAll('[data-cycle]').forEach(function (element) {
    var cycle = Number(element.dataset.cycle);
    var left = cycle - (now % cycle);
    element.textContent = Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
  });
}
tickDraws();
setInterval(tickDraws, 1000);
`;
