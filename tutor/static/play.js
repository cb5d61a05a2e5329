// The table (/play/): pacing of the engine players' turns, and the table's keys.
// Every part works without this script (plain forms; the engine players then act at once).
(function () {
  "use strict";

  var PACE_MS = 900; // one engine action at a time, slow enough to follow
  var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  // The new-game form tells the server the table will pace the engine players itself.
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-js-flag]").forEach(function (input) { input.value = "1"; });
    schedule(document);
  });

  function schedule(root) {
    var form = root.querySelector && root.querySelector("form[data-autostep]");
    if (!form || form.dataset.scheduled) return;
    form.dataset.scheduled = "1";
    // Under reduced motion every engine action comes at once, in one request.
    if (reduced) form.querySelector("[data-all]").value = "1";
    window.setTimeout(function () {
      if (document.body.contains(form) && window.htmx) window.htmx.trigger(form, "autostep");
    }, reduced ? 0 : PACE_MS);
  }

  document.addEventListener("htmx:load", function (event) {
    var elt = event.detail.elt;
    if (!elt || !elt.querySelector) return;
    schedule(elt);
    var hint = elt.querySelector(".play-hint");
    if (hint) { hint.focus(); return; }
    if (elt.matches(".play-game") && !elt.querySelector(".choice")) {
      var next = elt.querySelector("[data-next-hand]") || elt.querySelector("[data-review]");
      if (next) next.focus();
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var tag = event.target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    var key = event.key.toLowerCase();
    var target = null;
    if (key === "h") target = document.querySelector(".play-game [data-hint]");
    else if (key === "n") target = document.querySelector(".play-game [data-next-hand]");
    else if (key === "r") target = document.querySelector(".play-game [data-review]");
    else if (event.key === "ArrowRight") target = document.querySelector("[data-replay] [data-next]");
    else if (event.key === "ArrowLeft") target = document.querySelector("[data-replay] [data-prev]");
    if (!target) return;
    event.preventDefault();
    target.click();
  });
})();
