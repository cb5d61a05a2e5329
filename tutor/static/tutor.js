// Euchre Tutor: small enhancements on top of forms that work without JavaScript.
(function () {
  "use strict";

  // htmx 2 does not swap 4xx answers by default. Our error fragments say what was wrong
  // (bad card code, expired form, missing CSRF token), so show them in the item's error
  // area, or where the request was aimed when there is none.
  document.addEventListener("htmx:beforeSwap", function (event) {
    var status = event.detail.xhr.status;
    if (status < 400 || status >= 500) return;
    event.detail.shouldSwap = true;
    event.detail.isError = false;
    var item = event.detail.elt.closest(".quiz-item");
    var errors = item && item.querySelector(".quiz-errors");
    if (errors) {
      event.detail.target = errors;
      event.detail.swapOverride = "innerHTML";
    }
  });

  // New content from htmx: enhance it, and move focus where a keyboard user wants it (the
  // verdict's "next" link after answering, the first choice of a newly loaded question).
  document.addEventListener("htmx:load", function (event) {
    var elt = event.detail.elt;
    if (!elt || !elt.querySelector) return;
    enhanceAll(elt);
    if (!elt.matches(".quiz-item")) return;
    var result = elt.querySelector(".result");
    var target = result ? (result.querySelector(".next-link") || result)
                        : elt.querySelector(".choice:not(.not-choice)");
    if (target) target.focus();
  });

  function activeItem() {
    var focused = document.activeElement && document.activeElement.closest && document.activeElement.closest(".quiz-item");
    return focused || document.querySelector(".quiz-item:not([data-answered])");
  }

  function submit(form) {
    if (form.requestSubmit) form.requestSubmit(); else form.submit();
  }

  // Ordering items (bower rank): pick cards from the pool into the numbered slots.
  function enhanceOrder(form) {
    if (form.dataset.enhanced) return;
    form.dataset.enhanced = "1";
    var pool = form.querySelector(".order-pool");
    var slots = Array.prototype.slice.call(form.querySelectorAll(".order-slots select"));
    var undo = form.querySelector(".order-undo");
    pool.hidden = false;
    undo.hidden = false;
    form.classList.add("enhanced");
    function sync() {
      var placed = slots.map(function (s) { return s.value; }).filter(Boolean);
      pool.querySelectorAll(".pool-card").forEach(function (button) {
        var at = placed.indexOf(button.dataset.value);
        button.setAttribute("aria-pressed", at >= 0 ? "true" : "false");
        button.disabled = at >= 0;
        var badge = button.querySelector(".placed");
        if (at >= 0) {
          if (!badge) { badge = document.createElement("span"); badge.className = "placed"; button.appendChild(badge); }
          badge.textContent = "#" + (at + 1);
        } else if (badge) { badge.remove(); }
      });
      var firstFree = pool.querySelector(".pool-card:not([disabled])");
      if (firstFree && pool.contains(document.activeElement) && document.activeElement.disabled) firstFree.focus();
    }
    pool.addEventListener("click", function (event) {
      var button = event.target.closest(".pool-card");
      if (!button || button.disabled) return;
      var free = slots.find(function (s) { return !s.value; });
      if (free) { free.value = button.dataset.value; sync(); }
    });
    undo.addEventListener("click", function () {
      var filled = slots.filter(function (s) { return s.value; });
      if (filled.length) { filled[filled.length - 1].value = ""; sync(); }
    });
    slots.forEach(function (s) { s.addEventListener("change", sync); });
    form._takeBack = function () { undo.click(); };
    sync();
  }

  function enhanceAll(root) {
    var forms = Array.prototype.slice.call(root.querySelectorAll("form.answer-form[data-mode=order]"));
    if (root.matches && root.matches("form.answer-form[data-mode=order]")) forms.push(root);
    forms.forEach(enhanceOrder);
  }

  // A whole hand step by step (lessons' handplay block). Without JavaScript every step is
  // listed; here one step shows at a time, with Back/Next, the arrow keys or n/p, the
  // status read out by the aria-live line and the step kept in ?step=N.
  function enhanceHandplay(box) {
    if (box.dataset.enhanced) return;
    box.dataset.enhanced = "1";
    var steps = Array.prototype.slice.call(box.querySelectorAll(".handplay-step"));
    if (!steps.length) return;
    var controls = box.querySelector("[data-controls]");
    var back = box.querySelector("[data-back]");
    var next = box.querySelector("[data-next]");
    var status = box.querySelector("[data-status]");
    var current = 0;
    var asked = parseInt(new URLSearchParams(window.location.search).get("step") || "1", 10);
    if (asked >= 1 && asked <= steps.length) current = asked - 1;
    controls.hidden = false;
    box.classList.add("enhanced");
    function show(index, announce) {
      current = Math.max(0, Math.min(steps.length - 1, index));
      steps.forEach(function (step, i) { step.hidden = i !== current; });
      back.disabled = current === 0;
      next.disabled = current === steps.length - 1;
      var title = steps[current].querySelector(".step-title");
      if (announce) status.textContent = title ? title.textContent.replace(/\s+/g, " ").trim() : "";
      if (window.history && window.history.replaceState) {
        var url = new URL(window.location.href);
        url.searchParams.set("step", String(current + 1));
        window.history.replaceState(null, "", url.toString());
      }
    }
    function move(delta) {
      var focusWas = document.activeElement;
      show(current + delta, true);
      // A disabled button loses focus; keep the keyboard user inside the widget.
      if (focusWas && focusWas.disabled) (focusWas === next ? back : next).focus();
    }
    back.addEventListener("click", function () { move(-1); });
    next.addEventListener("click", function () { move(1); });
    box.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === "ArrowRight" || event.key === "n") { event.preventDefault(); move(1); }
      else if (event.key === "ArrowLeft" || event.key === "p") { event.preventDefault(); move(-1); }
      else if (event.key === "Home") { event.preventDefault(); show(0, true); }
      else if (event.key === "End") { event.preventDefault(); show(steps.length - 1, true); }
    });
    show(current, asked > 1);
  }

  document.addEventListener("DOMContentLoaded", function () {
    enhanceAll(document);
    document.querySelectorAll("[data-handplay]").forEach(enhanceHandplay);
  });

  // Keys: 1–9 pick the n-th choice, Enter checks, Backspace takes back (ordering).
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var tag = event.target.tagName;
    if (tag === "INPUT" && event.target.type !== "checkbox" || tag === "TEXTAREA" || tag === "SELECT") return;
    var item = activeItem();
    var form = item && item.querySelector("form.answer-form");
    if (!form) return;
    var mode = form.dataset.mode;
    if (/^[1-9]$/.test(event.key)) {
      var choice = form.querySelector('[data-key="' + event.key + '"]');
      if (!choice) return;
      event.preventDefault();
      if (mode === "multi") {
        var box = choice.querySelector("input");
        box.checked = !box.checked;
        box.focus();
      } else {
        choice.focus();
        choice.click();
      }
    } else if (event.key === "Enter" && mode !== "single" && tag !== "BUTTON" && tag !== "A") {
      event.preventDefault();
      submit(form);
    } else if (event.key === "Backspace" && mode === "order" && form._takeBack) {
      event.preventDefault();
      form._takeBack();
    }
  });
})();
