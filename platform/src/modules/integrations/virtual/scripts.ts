/** Browser code of the golden race page: a race animated until one runner crosses the line. */
export const goldenRaceScript = `'use strict';
var race = document.getElementById('race');
if (race) {
  var runners = Array.prototype.slice.call(document.querySelectorAll('[data-runner]'));
  var names = JSON.parse(race.dataset.runners || '[]');
  var start = document.getElementById('race-start');
  var result = document.getElementById('race-result');
  start.addEventListener('click', function () {
    var positions = runners.map(function () { return 0; });
    start.disabled = true;
    result.textContent = '';
    var timer = setInterval(function () {
      var winner = -1;
      runners.forEach(function (runner, index) {
        positions[index] += Math.random() * 3;
        if (positions[index] >= 80 && winner < 0) winner = index;
        runner.style.left = Math.min(positions[index], 80) + '%';
      });
      if (winner >= 0) {
        clearInterval(timer);
        result.textContent = '1. ' + names[winner];
        start.disabled = false;
      }
    }, 100);
  });
}
`;

/** Browser code of the bet-radar page: a virtual match of 90 minutes played in 45 seconds. */
export const betRadarScript = `'use strict';
var match = document.getElementById('match');
if (match) {
  var teams = JSON.parse(match.dataset.teams || '[]');
  var start = document.getElementById('match-start');
  var score = document.getElementById('match-score');
  var clock = document.getElementById('match-clock');
  var events = document.getElementById('match-events');
  var pair = [];
  function drawTeams() {
    var first = Math.floor(Math.random() * teams.length);
    var second = (first + 1 + Math.floor(Math.random() * (teams.length - 1))) % teams.length;
    pair = [teams[first], teams[second]];
    document.getElementById('match-teams').textContent = pair[0] + ' - ' + pair[1];
  }
  drawTeams();
  start.addEventListener('click', function () {
    var minute = 0;
    var goals = [0, 0];
    start.disabled = true;
    events.textContent = '';
    score.textContent = '0:0';
    var timer = setInterval(function () {
      minute += 1;
      clock.textContent = minute + "'";
      if (Math.random() < 0.03) {
        var side = Math.random() < 0.5 ? 0 : 1;
        goals[side] += 1;
        score.textContent = goals[0] + ':' + goals[1];
        var item = document.createElement('li');
        item.textContent = minute + "' " + pair[side];
        events.appendChild(item);
      }
      if (minute >= 90) {
        clearInterval(timer);
        start.disabled = false;
        drawTeams();
      }
    }, 500);
  });
}
`;
