// The step-through of one trace: Previous / Next (or the arrow keys, j and k, or a click on a
// step's number) select a step, open the folds around it, and show the game state after it in
// the state panel. The server sends each step's state as its changes from the step before
// (web/replay/state_changes.py: [path, value] sets, [path] removes); the states are worked out
// here as they are first needed, and kept.

import { el, isObject } from "./dom.js";
import { renderState } from "./state_panel.js";

function clone(value) {
  return JSON.parse(JSON.stringify(value));
}

function applyChanges(state, changes) {
  changes.forEach(function (change) {
    var path = change[0];
    var node = state;
    for (var i = 0; i < path.length - 1; i++) {
      if (!isObject(node[path[i]])) node[path[i]] = {};
      node = node[path[i]];
    }
    var last = path[path.length - 1];
    if (path.length === 0) return;
    if (change.length === 1) delete node[last];
    else node[last] = change[1];
  });
}

// Step through the trace article (a .trace from replay_trace.html); false when it has no step.
export function startStepper(article) {
  var steps = Array.prototype.slice.call(article.querySelectorAll("li.step"));
  var stepper = article.querySelector(".stepper");
  var position = article.querySelector(".stepper-pos");
  var panel = article.querySelector(".state-panel");
  var states = JSON.parse(article.querySelector(".trace-states").textContent);
  var changes = states.changes;
  var cache = [];
  var current = -1;
  if (!steps.length) return false;
  stepper.hidden = false;

  var stateAt = function (index) {
    if (!changes) return null;
    for (var i = cache.length; i <= index; i++) {
      var state = i === 0 ? {} : clone(cache[i - 1]);
      applyChanges(state, changes[i]);
      cache.push(state);
    }
    return cache[index];
  };

  var select = function (index, scroll) {
    index = Math.max(0, Math.min(steps.length - 1, index));
    if (current >= 0) steps[current].classList.remove("current");
    current = index;
    var step = steps[index];
    step.classList.add("current");
    var parent = step.parentElement;
    while (parent && parent !== article) {
      if (parent.tagName === "DETAILS") parent.open = true;
      parent = parent.parentElement;
    }
    var n = step.getAttribute("data-n");
    position.textContent = "Step " + n + " of " + steps.length;
    if (scroll) step.querySelector(".step-line").scrollIntoView({ block: "nearest" });
    if (changes) {
      renderState(panel, stateAt(index), changes[index], "State at step " + n,
                  "After step " + n + "; what it changed is highlighted.");
    } else {
      renderState(panel, states.final || {}, [], "Final state",
                  "The trace gives the final state only: the state at each step is not available.");
    }
    panel.classList.add("stepping");
    article.querySelector(".trace-body").classList.add("stepping");
    if (!panel.querySelector(".close-state")) {
      var close = el("button", { type: "button", className: "secondary close-state", text: "Hide" });
      close.addEventListener("click", function () {
        panel.classList.remove("stepping");
        article.querySelector(".trace-body").classList.remove("stepping");
      });
      panel.insertBefore(close, panel.firstChild);
    }
  };

  stepper.addEventListener("click", function (event) {
    var button = event.target.closest("button");
    if (!button) return;
    var action = button.getAttribute("data-step");
    if (action === "next") select(current + 1, true);
    if (action === "prev") select(current - 1, true);
    if (action === "first") select(0, true);
    if (action === "last") select(steps.length - 1, true);
  });
  // clicking a step's number selects it (the rest of the line keeps its links and folding)
  article.addEventListener("click", function (event) {
    var number = event.target.closest(".step-n");
    if (!number) return;
    var step = number.closest("li.step");
    event.preventDefault();
    select(steps.indexOf(step), false);
  });
  article.addEventListener("keydown", function (event) {
    if (event.target.closest("input, textarea, select")) return;
    if (event.key === "ArrowRight" || event.key === "j") {
      event.preventDefault();
      select(current + 1, true);
    } else if (event.key === "ArrowLeft" || event.key === "k") {
      event.preventDefault();
      select(current - 1, true);
    }
  });
  article.setAttribute("tabindex", "-1");
  return true;
}
