// The analysis board (/analyse/): the card picker adds a card's code to the card field
// the person was last in. Everything works without this script (the fields take typed
// codes); the picker is shown only when the script runs.
(function () {
  "use strict";

  var lastField = null;

  function setUp(root) {
    var picker = root.querySelector && root.querySelector("[data-picker]");
    if (!picker || picker.dataset.ready) return;  // htmx:load also fires for the first page
    picker.dataset.ready = "1";
    picker.hidden = false;
    root.querySelectorAll("[data-cards]").forEach(function (field) {
      field.addEventListener("focus", function () { lastField = field; });
    });
    lastField = lastField && document.body.contains(lastField) ? lastField : root.querySelector("#board-hand");
    picker.querySelectorAll("[data-card]").forEach(function (button) {
      button.addEventListener("click", function () {
        if (!lastField) return;
        var text = lastField.value.replace(/\s+$/, "");
        lastField.value = (text ? text + " " : "") + button.dataset.card;
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () { setUp(document); });
  document.addEventListener("htmx:load", function (event) {
    if (event.detail.elt && event.detail.elt.querySelector) setUp(event.detail.elt);
  });
})();
