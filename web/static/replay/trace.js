// The trace region: pressing Replay fetches the trace view (rendered by the server, the same
// fragment the page shows without JavaScript) and swaps it in without reloading the page; a
// situation the engine refuses has its error shown next to its field instead. A trace, whether
// rendered with the page or swapped in, gets its step-through, its open/close-all buttons, and
// its share link passed on.

import { fetchTrace } from "./api.js";
import { el } from "./dom.js";
import { startStepper } from "./stepper.js";

// The error a failed replay's fragment reports when the situation itself is at fault (400), or null.
export function situationError(region) {
  var failed = region.querySelector(".replay-failed");
  if (!failed || failed.getAttribute("data-status") !== "400") return null;
  return { message: failed.querySelector(".failed-message").textContent, field: failed.getAttribute("data-field"),
           line: Number(failed.getAttribute("data-line")) || null };
}

function showTreeTools(article) {
  var tools = article.querySelector(".trace-tools");
  tools.hidden = false;
  tools.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-tree]");
    if (!button) return;
    var open = button.getAttribute("data-tree") === "open";
    article.querySelectorAll(".steps details").forEach(function (d) {
      d.open = open;
    });
  });
}

// The trace in region, if any, made interactive; onShare(url) gets its share link.
export function enhanceTrace(region, onShare) {
  var article = region.querySelector(".trace");
  if (!article) return;
  if (!startStepper(article)) return;
  showTreeTools(article);
  var share = article.getAttribute("data-share");
  if (share) onShare(share);
}

function showRefusal(region, status) {
  // refused before the page's route ran (e.g. the site's own body limit): not a fragment
  region.textContent = "";
  region.appendChild(el("div", { className: "replay-failed", role: "alert", "data-status": String(status) }, [
    el("p", { className: "failed-message", text: "The replay was refused (HTTP " + status + "). " +
      (status === 413 ? "The situation is too large." : "Try again in a moment.") }),
  ]));
}

// Replay the editor's text into region without reloading, unless a file is being uploaded (the
// browser sends that itself). editor shows the situation's errors; onShare gets the share link.
export function replayWithoutReloading({ form, textarea, region, upload, editor, traceUrl, onShare }) {
  form.addEventListener("submit", function (event) {
    if (upload && upload.files && upload.files.length) return; // let the browser send the file
    event.preventDefault();
    editor.cancelCheck();
    region.setAttribute("aria-busy", "true");
    var button = form.querySelector(".replay-button");
    button.disabled = true;
    fetchTrace(traceUrl, textarea.value)
      .then(function (reply) {
        if (reply.status !== 200) {
          showRefusal(region, reply.status);
          return;
        }
        // a same-origin fragment rendered and escaped by the server's templates
        region.innerHTML = reply.text;
        var error = situationError(region);
        if (error) {
          editor.errors.show(error, true);
        } else {
          editor.errors.clear();
          enhanceTrace(region, onShare);
          var article = region.querySelector(".trace");
          if (article) article.scrollIntoView({ block: "start" });
        }
      })
      .catch(function () {
        region.textContent = "The replay could not be reached; press Replay again.";
      })
      .then(function () {
        region.removeAttribute("aria-busy");
        button.disabled = false;
      });
  });
}
