// Editions on an entry page: picking two editions shows their difference in place (the server
// renders it: /compare/<key>?from=&to=), and the address keeps the pair so it can be shared.
// Without this file the form submits and the page comes back with the pair compared.
(function () {
  "use strict";

  var update = function (form) {
    var box = form.closest("[data-compare]");
    var data = new URLSearchParams(new FormData(form));
    var region = box.querySelector(".comparison");
    region.setAttribute("aria-busy", "true");
    fetch(box.getAttribute("data-compare-url") + "?" + data.toString(), { headers: { Accept: "text/html" } })
      .then(function (response) {
        if (!response.ok) throw new Error("compare failed");
        return response.text();
      })
      .then(function (html) {
        var holder = document.createElement("div");
        // same-origin fragment rendered and escaped by the server's templates
        holder.innerHTML = html;
        var fresh = holder.querySelector(".comparison");
        if (fresh) region.replaceWith(fresh);
        window.history.replaceState(null, "", "?" + data.toString() + "#editions");
      })
      .catch(function () {
        region.removeAttribute("aria-busy");
        form.submit();
      });
  };

  document.addEventListener("change", function (event) {
    var form = event.target.closest && event.target.closest("form.compare-form");
    if (form) update(form);
  });
  document.addEventListener("submit", function (event) {
    var form = event.target.closest && event.target.closest("form.compare-form");
    if (!form) return;
    event.preventDefault();
    update(form);
  });
})();
