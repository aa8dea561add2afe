// Progressive enhancement only: every page works without this file.
(function () {
  "use strict";

  // "/" focuses the search box (or goes to the search page), unless typing in a field.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    var tag = target && target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
    var box = document.getElementById("q");
    event.preventDefault();
    if (box) {
      box.focus();
      box.select();
    } else {
      window.location.href = "/?focus=1";
    }
  });

  // Search as you type: fetch the server-rendered results fragment and swap it in.
  var form = document.querySelector("form[data-live-search]");
  if (form) {
    var box = form.querySelector("#q");
    var region = document.getElementById("results");
    var resultsUrl = form.getAttribute("data-results-url");
    var timer = null;
    var latest = 0;
    var controller = null;
    var noServerSearch = false;
    if (window.location.search.indexOf("focus=1") !== -1 && box) box.focus();

    var params = function () {
      var data = new URLSearchParams();
      new FormData(form).forEach(function (value, name) {
        if (String(value).trim() !== "") data.append(name, value);
      });
      return data;
    };

    var update = function () {
      var data = params();
      var ticket = ++latest;
      if (controller) controller.abort();
      controller = "AbortController" in window ? new AbortController() : null;
      var query = data.toString();
      window.history.replaceState(null, "", query ? "?" + query : window.location.pathname);
      if (!data.get("q")) {
        region.textContent = "";
        document.body.classList.remove("has-query");
        return;
      }
      document.body.classList.add("has-query");
      region.setAttribute("aria-busy", "true");
      // no server search (a static host answers 404) or no network: search in the page
      // (static/offline.js runs the same search over the build's search data)
      var inPage = function () {
        if (ticket !== latest) return;
        if (!window.kbOffline) {
          region.removeAttribute("aria-busy");
          region.textContent = "The search failed; press Enter to search.";
          return;
        }
        window.kbOffline.searchInto(region, window.kbOffline.paramsOf(query), function () { return ticket === latest; });
      };
      if (noServerSearch) {
        inPage();
        return;
      }
      fetch(resultsUrl + "?" + query, {
        headers: { Accept: "text/html" },
        signal: controller ? controller.signal : undefined,
      })
        .then(function (response) {
          return response.text().then(function (text) {
            return { ok: response.ok, status: response.status, text: text };
          });
        })
        .then(function (reply) {
          if (ticket !== latest) return;
          if (reply.status === 404) {
            noServerSearch = true;
            inPage();
            return;
          }
          region.removeAttribute("aria-busy");
          if (reply.ok) {
            // same-origin fragment rendered and escaped by the server's templates
            region.innerHTML = reply.text;
          } else {
            region.textContent = "The search failed; press Enter to search.";
          }
        })
        .catch(function (error) {
          if (error && error.name === "AbortError") return;
          inPage();
        });
    };

    var schedule = function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(update, 150);
    };
    if (box) box.addEventListener("input", schedule);
    form.querySelectorAll("select").forEach(function (select) {
      select.addEventListener("change", update);
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      window.clearTimeout(timer);
      update();
    });
    // Arrow keys: down from the box to the first result, then from result to result, and up
    // from the first result back to the box (each result's title link; the "Go to" link first).
    var resultLinks = function () {
      return Array.prototype.slice.call(region.querySelectorAll(".best-match a, .result-title a"));
    };
    form.parentNode.addEventListener("keydown", function (event) {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      var links = resultLinks();
      var at = links.indexOf(document.activeElement);
      if (document.activeElement === box) at = -1;
      else if (at === -1) return;
      var next = at + (event.key === "ArrowDown" ? 1 : -1);
      if (next < -1 || next >= links.length) return;
      event.preventDefault();
      (next === -1 ? box : links[next]).focus();
    });
  }

  // Filter forms submit themselves when a select changes.
  document.querySelectorAll("form[data-autosubmit]").forEach(function (filter) {
    filter.querySelectorAll("select").forEach(function (select) {
      select.addEventListener("change", function () {
        // drop empty parameters for clean URLs
        filter.querySelectorAll("select").forEach(function (other) {
          other.disabled = other.value === "";
        });
        filter.submit();
      });
    });
  });

  // Timing charts: open/close all steps, print with every step open.
  var tools = document.querySelector("[data-chart-tools]");
  if (tools) {
    tools.hidden = false;
    var steps = function () {
      return Array.prototype.slice.call(document.querySelectorAll(".chart details"));
    };
    var openBeforePrint = [];
    tools.addEventListener("click", function (event) {
      var button = event.target.closest("button[data-chart-action]");
      if (!button) return;
      var action = button.getAttribute("data-chart-action");
      if (action === "expand") steps().forEach(function (d) { d.open = true; });
      if (action === "collapse") steps().forEach(function (d) { d.open = false; });
      if (action === "print") window.print();
    });
    window.addEventListener("beforeprint", function () {
      openBeforePrint = steps().filter(function (d) { return d.open; });
      steps().forEach(function (d) { d.open = true; });
    });
    window.addEventListener("afterprint", function () {
      steps().forEach(function (d) { d.open = openBeforePrint.indexOf(d) !== -1; });
    });
    // A link to a step (#n-st-6) opens it.
    var openFromHash = function () {
      if (!window.location.hash) return;
      var item = document.getElementById(window.location.hash.slice(1));
      if (!item) return;
      var details = item.querySelector("details");
      if (details) details.open = true;
      item.classList.add("targeted");
    };
    window.addEventListener("hashchange", openFromHash);
    openFromHash();
  }
})();
