// Euchre Tutor practice pages: the bower drill's keys and timer, focus after a review swap.
// Every form works without this file; it only adds keys, a countdown and focus moves.
(function () {
  "use strict";

  var timer = null;

  function drillRun() { return document.getElementById("drill-run"); }

  function startTimer() {
    if (timer) { clearInterval(timer); timer = null; }
    var run = drillRun();
    var clock = run && run.querySelector(".drill-timer");
    if (!clock || run.dataset.over) return;
    var left = parseInt(clock.dataset.secondsLeft, 10);
    var template = clock.textContent.replace(String(left), "{n}");
    timer = setInterval(function () {
      left -= 1;
      if (left <= 0) {
        clearInterval(timer); timer = null;
        // The server decides that time is up; show its summary.
        window.location.assign(window.location.pathname);
        return;
      }
      clock.textContent = template.replace("{n}", String(left));
    }, 1000);
  }

  function focusDrill() {
    var run = drillRun();
    if (!run) return;
    var target = run.querySelector(".drill-form .choice") || run.querySelector(".drill-again");
    if (target) target.focus();
  }

  document.addEventListener("DOMContentLoaded", function () { startTimer(); focusDrill(); });

  document.addEventListener("htmx:load", function (event) {
    var elt = event.detail.elt;
    if (!elt || !elt.matches) return;
    if (elt.matches("#drill-run")) { startTimer(); focusDrill(); }
    if (elt.matches("#review-panel")) {
      var first = elt.querySelector(".choice:not(.not-choice)") || elt.querySelector("h2, a");
      if (first) first.focus();
    }
  });

  // A refused drill answer (4xx) is shown in the run's error area, not swapped over it.
  document.addEventListener("htmx:beforeSwap", function (event) {
    var status = event.detail.xhr.status;
    var run = event.detail.elt.closest && event.detail.elt.closest("#drill-run");
    if (!run || status < 400 || status >= 500) return;
    event.detail.shouldSwap = true;
    event.detail.isError = false;
    event.detail.target = run.querySelector(".drill-errors");
    event.detail.swapOverride = "innerHTML";
  });

  var KEYS = { t: "t", f: "f", s: "s", h: "h", d: "d", c: "c", ArrowLeft: "ArrowLeft", ArrowRight: "ArrowRight" };

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var run = drillRun();
    if (!run) return;
    var tag = event.target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    var key = KEYS[event.key] || KEYS[event.key.toLowerCase()];
    if (!key) return;
    var button = run.querySelector('.drill-form [data-drill-key="' + key + '"]');
    if (!button || button.disabled) return;
    event.preventDefault();
    var form = button.form;
    // One answer per question: a second key press before the next question is ignored.
    form.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
    button.disabled = false;
    button.focus();
    button.click();
    form.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
  });
})();
